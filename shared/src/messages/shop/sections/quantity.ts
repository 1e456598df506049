import type { Locale } from '../../../domain';

/** Quantity editor, spinner and increment rules (storefront spec §5, §9), and the add-to-cart form (§7.6). */
export interface QuantityMessages {
  label: string;
  /** The label of a product card's editor, read out with the product it belongs to. */
  labelFor: string;
  decrease: string;
  increase: string;
  problems: {
    notANumber: string;
    notAMultiple: string;
    belowMinimum: string;
    aboveMaximum: string;
  };
  addToCart: string;
  adding: string;
}

export const quantityMessages: Record<Locale, QuantityMessages> = {
  fi: {
    label: 'Määrä',
    labelFor: 'Tuotteen {product} määrä',
    decrease: 'Vähennä määrää',
    increase: 'Lisää määrää',
    problems: {
      notANumber: 'Anna määrä numeroina',
      notAMultiple: 'Voit lisätä vain {quantity} yksikön erissä',
      belowMinimum: 'Määrän on oltava vähintään {quantity}',
      aboveMaximum: 'Määrä voi olla enintään {quantity}',
    },
    addToCart: 'Lisää ostoskoriin',
    adding: 'Lisätään ostoskoriin…',
  },
  nb: {
    label: 'Antall',
    labelFor: 'Antall av {product}',
    decrease: 'Reduser antall',
    increase: 'Øk antall',
    problems: {
      notANumber: 'Skriv inn antallet som et tall',
      notAMultiple: 'Du kan bare legge til i intervaller på {quantity}',
      belowMinimum: 'Antallet må være minst {quantity}',
      aboveMaximum: 'Antallet kan være maks {quantity}',
    },
    addToCart: 'Legg i handlekurven',
    adding: 'Legger i handlekurven…',
  },
  sv: {
    label: 'Antal',
    labelFor: 'Antal av {product}',
    decrease: 'Minska antal',
    increase: 'Öka antal',
    problems: {
      notANumber: 'Ange antalet som en siffra',
      notAMultiple: 'Du kan bara lägga till i steg om {quantity}',
      belowMinimum: 'Antalet måste vara minst {quantity}',
      aboveMaximum: 'Antalet får vara högst {quantity}',
    },
    addToCart: 'Lägg i varukorgen',
    adding: 'Lägger i varukorgen…',
  },
  en: {
    label: 'Quantity',
    labelFor: 'Quantity of {product}',
    decrease: 'Decrease quantity',
    increase: 'Increase quantity',
    problems: {
      notANumber: 'Enter the quantity as a number',
      notAMultiple: 'You can only add in increments of {quantity}',
      belowMinimum: 'The quantity must be at least {quantity}',
      aboveMaximum: 'The quantity can be at most {quantity}',
    },
    addToCart: 'Add to cart',
    adding: 'Adding to cart…',
  },
  fr: {
    label: 'Quantité',
    labelFor: 'Quantité de {product}',
    decrease: 'Diminuer la quantité',
    increase: 'Augmenter la quantité',
    problems: {
      notANumber: 'Saisissez la quantité en chiffres',
      notAMultiple: 'Vous ne pouvez ajouter que par multiples de {quantity}',
      belowMinimum: 'La quantité doit être d’au moins {quantity}',
      aboveMaximum: 'La quantité ne peut pas dépasser {quantity}',
    },
    addToCart: 'Ajouter au panier',
    adding: 'Ajout au panier…',
  },
  it: {
    label: 'Quantità',
    labelFor: 'Quantità di {product}',
    decrease: 'Diminuisci la quantità',
    increase: 'Aumenta la quantità',
    problems: {
      notANumber: 'Inserisci la quantità in cifre',
      notAMultiple: 'Puoi aggiungere solo multipli di {quantity}',
      belowMinimum: 'La quantità deve essere almeno {quantity}',
      aboveMaximum: 'La quantità può essere al massimo {quantity}',
    },
    addToCart: 'Aggiungi al carrello',
    adding: 'Aggiunta al carrello…',
  },
  da: {
    label: 'Antal',
    labelFor: 'Antal af {product}',
    decrease: 'Reducer antal',
    increase: 'Øg antal',
    problems: {
      notANumber: 'Indtast antallet som et tal',
      notAMultiple: 'Du kan kun tilføje i intervaller af {quantity}',
      belowMinimum: 'Antallet skal være mindst {quantity}',
      aboveMaximum: 'Antallet må højst være {quantity}',
    },
    addToCart: 'Læg i kurven',
    adding: 'Lægger i kurven…',
  },
};
