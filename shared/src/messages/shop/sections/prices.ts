import type { Locale } from '../../../domain';

/** How a price is labelled wherever one is shown: the tax it includes, the price struck through, quantity breaks. */
export interface PriceMessages {
  /** The store shows prices without VAT. */
  vatExcluded: string;
  /** The store shows prices with VAT. */
  vatIncluded: string;
  /** Read out before a logged-in buyer's own price. */
  yourPrice: string;
  /** Read out before the store's list price struck through. */
  listPrice: string;
  /** Read out before the recommended retail price struck through. */
  recommendedPrice: string;
  tiersHeading: string;
  tierQuantity: string;
  tierUnitPrice: string;
  /** A tier's quantity, e.g. "from 10 packs". */
  tierFrom: string;
  /** The unit price of a quick order row at its quantity. */
  atQuantity: string;
}

export const priceMessages: Record<Locale, PriceMessages> = {
  fi: {
    vatExcluded: 'ALV 0 %',
    vatIncluded: 'sis. ALV',
    yourPrice: 'Hintasi',
    listPrice: 'Listahinta',
    recommendedPrice: 'Suositushinta',
    tiersHeading: 'Määrähinnat',
    tierQuantity: 'Määrä',
    tierUnitPrice: 'Yksikköhinta',
    tierFrom: '{quantity} {unit} alkaen',
    atQuantity: '{price} / {unit}',
  },
  en: {
    vatExcluded: 'VAT 0 %',
    vatIncluded: 'incl. VAT',
    yourPrice: 'Your price',
    listPrice: 'List price',
    recommendedPrice: 'Recommended retail price',
    tiersHeading: 'Quantity prices',
    tierQuantity: 'Quantity',
    tierUnitPrice: 'Unit price',
    tierFrom: 'from {quantity} {unit}',
    atQuantity: '{price} / {unit}',
  },
  sv: {
    vatExcluded: 'exkl. moms',
    vatIncluded: 'inkl. moms',
    yourPrice: 'Ditt pris',
    listPrice: 'Listpris',
    recommendedPrice: 'Rekommenderat pris',
    tiersHeading: 'Mängdpriser',
    tierQuantity: 'Antal',
    tierUnitPrice: 'Styckpris',
    tierFrom: 'från {quantity} {unit}',
    atQuantity: '{price} / {unit}',
  },
  nb: {
    vatExcluded: 'eks. mva.',
    vatIncluded: 'inkl. mva.',
    yourPrice: 'Din pris',
    listPrice: 'Listepris',
    recommendedPrice: 'Veiledende pris',
    tiersHeading: 'Mengdepriser',
    tierQuantity: 'Antall',
    tierUnitPrice: 'Enhetspris',
    tierFrom: 'fra {quantity} {unit}',
    atQuantity: '{price} / {unit}',
  },
  da: {
    vatExcluded: 'ekskl. moms',
    vatIncluded: 'inkl. moms',
    yourPrice: 'Din pris',
    listPrice: 'Listepris',
    recommendedPrice: 'Vejledende udsalgspris',
    tiersHeading: 'Mængdepriser',
    tierQuantity: 'Antal',
    tierUnitPrice: 'Stykpris',
    tierFrom: 'fra {quantity} {unit}',
    atQuantity: '{price} / {unit}',
  },
  fr: {
    vatExcluded: 'HT',
    vatIncluded: 'TTC',
    yourPrice: 'Votre prix',
    listPrice: 'Prix catalogue',
    recommendedPrice: 'Prix de vente conseillé',
    tiersHeading: 'Prix par quantité',
    tierQuantity: 'Quantité',
    tierUnitPrice: 'Prix unitaire',
    tierFrom: 'à partir de {quantity} {unit}',
    atQuantity: '{price} / {unit}',
  },
  it: {
    vatExcluded: 'IVA esclusa',
    vatIncluded: 'IVA inclusa',
    yourPrice: 'Il tuo prezzo',
    listPrice: 'Prezzo di listino',
    recommendedPrice: 'Prezzo consigliato',
    tiersHeading: 'Prezzi per quantità',
    tierQuantity: 'Quantità',
    tierUnitPrice: 'Prezzo unitario',
    tierFrom: 'da {quantity} {unit}',
    atQuantity: '{price} / {unit}',
  },
};
