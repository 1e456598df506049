import type { Locale } from '../../../domain';

/**
 * The search results page's category facets (issue 17), the confirmation of an add to the cart, and the date an
 * out-of-stock item is expected. The sort options are the category listing's (`category.sort`).
 */
export interface SearchPageMessages {
  categoriesHeading: string;
  allCategories: string;
  /** The chosen category, as a chip that removes the choice. */
  removeCategory: string;
  /** In the results count when a category is chosen. */
  inCategory: string;
  /** After every add to the cart, with or without JavaScript, also when the product already was in the cart. */
  added: string;
  /** The line's quantity after the add, when the product already was in the cart. */
  nowInCart: string;
  /** An add of several products at once (quick order), followed by the list of `addedItem`. */
  addedMany: string;
  addedItem: string;
  viewCart: string;
  dismiss: string;
  /** Beside the stock of an out-of-stock or ordered item. */
  expected: string;
  /** Above the products a logged-in buyer's own part number (their company's numbering) names. */
  ownPartNumber: string;
}

export const searchPageMessages: Record<Locale, SearchPageMessages> = {
  fi: {
    categoriesHeading: 'Kategoriat',
    allCategories: 'Kaikki kategoriat',
    removeCategory: 'Poista kategoriarajaus: {category}',
    inCategory: 'kategoriassa {category}',
    added: 'Lisätty ostoskoriin: {product}, {quantity} {unit}.',
    nowInCart: 'Ostoskorissa nyt yhteensä {quantity} {unit}.',
    addedMany: 'Lisätty ostoskoriin: {count} tuotetta.',
    addedItem: '{product}, {quantity} {unit}',
    viewCart: 'Siirry ostoskoriin',
    dismiss: 'Sulje ilmoitus',
    expected: 'Alustava toimitus {date}',
    ownPartNumber: 'Oma tuotenumeronne {term}',
  },
  nb: {
    categoriesHeading: 'Kategorier',
    allCategories: 'Alle kategorier',
    removeCategory: 'Fjern kategorifilteret: {category}',
    inCategory: 'i {category}',
    added: 'Lagt i handlekurven: {product}, {quantity} {unit}.',
    nowInCart: 'Nå {quantity} {unit} i handlekurven.',
    addedMany: 'Lagt i handlekurven: {count} produkter.',
    addedItem: '{product}, {quantity} {unit}',
    viewCart: 'Gå til handlekurven',
    dismiss: 'Lukk meldingen',
    expected: 'Forventet levering {date}',
    ownPartNumber: 'Deres eget artikkelnummer {term}',
  },
  sv: {
    categoriesHeading: 'Kategorier',
    allCategories: 'Alla kategorier',
    removeCategory: 'Ta bort kategorifiltret: {category}',
    inCategory: 'i {category}',
    added: 'Tillagd i varukorgen: {product}, {quantity} {unit}.',
    nowInCart: 'Nu {quantity} {unit} i varukorgen.',
    addedMany: 'Tillagt i varukorgen: {count} produkter.',
    addedItem: '{product}, {quantity} {unit}',
    viewCart: 'Gå till varukorgen',
    dismiss: 'Stäng meddelandet',
    expected: 'Beräknad leverans {date}',
    ownPartNumber: 'Ert eget artikelnummer {term}',
  },
  en: {
    categoriesHeading: 'Categories',
    allCategories: 'All categories',
    removeCategory: 'Remove the category filter: {category}',
    inCategory: 'in {category}',
    added: 'Added to the cart: {product}, {quantity} {unit}.',
    nowInCart: 'Now {quantity} {unit} in the cart.',
    addedMany: 'Added to the cart: {count} products.',
    addedItem: '{product}, {quantity} {unit}',
    viewCart: 'Go to the cart',
    dismiss: 'Close the message',
    expected: 'Expected delivery {date}',
    ownPartNumber: 'Your own part number {term}',
  },
  fr: {
    categoriesHeading: 'Catégories',
    allCategories: 'Toutes les catégories',
    removeCategory: 'Retirer le filtre de catégorie : {category}',
    inCategory: 'dans {category}',
    added: 'Ajouté au panier : {product}, {quantity} {unit}.',
    nowInCart: 'Désormais {quantity} {unit} dans le panier.',
    addedMany: 'Ajouté au panier : {count} produits.',
    addedItem: '{product}, {quantity} {unit}',
    viewCart: 'Voir le panier',
    dismiss: 'Fermer le message',
    expected: 'Livraison prévue le {date}',
    ownPartNumber: 'Votre propre référence {term}',
  },
  it: {
    categoriesHeading: 'Categorie',
    allCategories: 'Tutte le categorie',
    removeCategory: 'Rimuovi il filtro di categoria: {category}',
    inCategory: 'in {category}',
    added: 'Aggiunto al carrello: {product}, {quantity} {unit}.',
    nowInCart: 'Ora {quantity} {unit} nel carrello.',
    addedMany: 'Aggiunti al carrello: {count} prodotti.',
    addedItem: '{product}, {quantity} {unit}',
    viewCart: 'Vai al carrello',
    dismiss: 'Chiudi il messaggio',
    expected: 'Consegna prevista il {date}',
    ownPartNumber: 'Il vostro codice articolo {term}',
  },
  da: {
    categoriesHeading: 'Kategorier',
    allCategories: 'Alle kategorier',
    removeCategory: 'Fjern kategorifilteret: {category}',
    inCategory: 'i {category}',
    added: 'Lagt i kurven: {product}, {quantity} {unit}.',
    nowInCart: 'Nu {quantity} {unit} i kurven.',
    addedMany: 'Lagt i kurven: {count} produkter.',
    addedItem: '{product}, {quantity} {unit}',
    viewCart: 'Gå til kurven',
    dismiss: 'Luk beskeden',
    expected: 'Forventet levering {date}',
    ownPartNumber: 'Jeres eget varenummer {term}',
  },
};
