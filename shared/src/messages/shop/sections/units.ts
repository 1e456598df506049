import type { Locale } from '../../../domain';

/**
 * Ordering in any of a product's units (storefront spec §3 unit data, §7.6 `unitDefinition`), the cart's bulk
 * update, and the order summary beside the checkout's steps.
 */
export interface UnitMessages {
  /** The unit select's label. */
  unit: string;
  /** The unit select's label read with its product. */
  unitFor: string;
  /** "1 box = 20 packs": one of the unit in the sales unit. */
  conversion: string;
  /** A line ordered in another unit, in the sales unit: "= 40 packs". */
  inSalesUnits: string;
  /** Stock in the chosen unit. */
  stockInUnit: string;
  bulk: {
    /** The one button that saves every line's quantity and unit and removes the ticked lines. */
    submit: string;
    /** The checkbox that removes a line on that submit. */
    remove: string;
    removeLabel: string;
    hint: string;
  };
  summary: {
    title: string;
    /** Before a carrier is chosen the delivery is not priced yet. */
    shippingLater: string;
    /** The cheapest carrier's price, counted in the total until the shopper chooses one. */
    shippingEstimate: string;
    /** The lines of a quote before the cart's discounts, which are shown once below them. */
    linesNet: string;
  };
}

export const unitMessages: Record<Locale, UnitMessages> = {
  fi: {
    unit: 'Yksikkö',
    unitFor: 'Tuotteen {product} yksikkö',
    conversion: '1 {unit} = {quantity} {salesUnit}',
    inSalesUnits: '= {quantity} {unit}',
    stockInUnit: 'Varastossa {quantity} {unit}',
    bulk: {
      submit: 'Päivitä ostoskori',
      remove: 'Poista',
      removeLabel: 'Poista {product} päivitettäessä',
      hint: 'Muuta määriä ja yksiköitä tai valitse poistettavat rivit ja tallenna kaikki kerralla.',
    },
    summary: {
      title: 'Tilauksen yhteenveto',
      shippingLater: 'Toimitustapa valitaan seuraavaksi',
      shippingEstimate: 'Toimitus (arvio)',
      linesNet: 'Rivit yhteensä',
    },
  },
  en: {
    unit: 'Unit',
    unitFor: 'Unit of {product}',
    conversion: '1 {unit} = {quantity} {salesUnit}',
    inSalesUnits: '= {quantity} {unit}',
    stockInUnit: 'In stock: {quantity} {unit}',
    bulk: {
      submit: 'Update cart',
      remove: 'Remove',
      removeLabel: 'Remove {product} on update',
      hint: 'Change quantities and units or tick lines to remove, then save them all at once.',
    },
    summary: {
      title: 'Order summary',
      shippingLater: 'Delivery is chosen in the next step',
      shippingEstimate: 'Delivery (estimate)',
      linesNet: 'Lines total',
    },
  },
  sv: {
    unit: 'Enhet',
    unitFor: 'Enhet för {product}',
    conversion: '1 {unit} = {quantity} {salesUnit}',
    inSalesUnits: '= {quantity} {unit}',
    stockInUnit: 'I lager: {quantity} {unit}',
    bulk: {
      submit: 'Uppdatera varukorgen',
      remove: 'Ta bort',
      removeLabel: 'Ta bort {product} vid uppdatering',
      hint: 'Ändra antal och enheter eller markera rader att ta bort och spara allt på en gång.',
    },
    summary: {
      title: 'Ordersammanfattning',
      shippingLater: 'Leveranssättet väljs i nästa steg',
      shippingEstimate: 'Leverans (uppskattning)',
      linesNet: 'Rader totalt',
    },
  },
  nb: {
    unit: 'Enhet',
    unitFor: 'Enhet for {product}',
    conversion: '1 {unit} = {quantity} {salesUnit}',
    inSalesUnits: '= {quantity} {unit}',
    stockInUnit: 'På lager: {quantity} {unit}',
    bulk: {
      submit: 'Oppdater handlekurven',
      remove: 'Fjern',
      removeLabel: 'Fjern {product} ved oppdatering',
      hint: 'Endre antall og enheter eller kryss av linjer som skal fjernes, og lagre alt på én gang.',
    },
    summary: {
      title: 'Ordresammendrag',
      shippingLater: 'Leveringsmåten velges i neste trinn',
      shippingEstimate: 'Levering (estimat)',
      linesNet: 'Linjer totalt',
    },
  },
  da: {
    unit: 'Enhed',
    unitFor: 'Enhed for {product}',
    conversion: '1 {unit} = {quantity} {salesUnit}',
    inSalesUnits: '= {quantity} {unit}',
    stockInUnit: 'På lager: {quantity} {unit}',
    bulk: {
      submit: 'Opdater kurven',
      remove: 'Fjern',
      removeLabel: 'Fjern {product} ved opdatering',
      hint: 'Ret antal og enheder eller markér linjer, der skal fjernes, og gem det hele på én gang.',
    },
    summary: {
      title: 'Ordreoversigt',
      shippingLater: 'Leveringsmåden vælges i næste trin',
      shippingEstimate: 'Levering (skøn)',
      linesNet: 'Linjer i alt',
    },
  },
  fr: {
    unit: 'Unité',
    unitFor: 'Unité pour {product}',
    conversion: '1 {unit} = {quantity} {salesUnit}',
    inSalesUnits: '= {quantity} {unit}',
    stockInUnit: 'En stock : {quantity} {unit}',
    bulk: {
      submit: 'Mettre à jour le panier',
      remove: 'Retirer',
      removeLabel: 'Retirer {product} lors de la mise à jour',
      hint: 'Modifiez les quantités et les unités ou cochez les lignes à retirer, puis enregistrez tout en une fois.',
    },
    summary: {
      title: 'Récapitulatif de la commande',
      shippingLater: "Le mode de livraison se choisit à l'étape suivante",
      shippingEstimate: 'Livraison (estimation)',
      linesNet: 'Total des lignes',
    },
  },
  it: {
    unit: 'Unità',
    unitFor: 'Unità per {product}',
    conversion: '1 {unit} = {quantity} {salesUnit}',
    inSalesUnits: '= {quantity} {unit}',
    stockInUnit: 'Disponibili: {quantity} {unit}',
    bulk: {
      submit: 'Aggiorna il carrello',
      remove: 'Rimuovi',
      removeLabel: "Rimuovi {product} all'aggiornamento",
      hint: 'Modifica quantità e unità o seleziona le righe da rimuovere, poi salva tutto in una volta.',
    },
    summary: {
      title: "Riepilogo dell'ordine",
      shippingLater: 'La spedizione si sceglie nel passaggio successivo',
      shippingEstimate: 'Spedizione (stima)',
      linesNet: 'Totale righe',
    },
  },
};
