import { LOCALES, type Locale, type StoreCode } from '@tradeshop/shared';
import type { StoreSeller } from '../../modules/shop-config/stores/store-seller';

const days = (count: number): Record<Locale, string> => ({
  fi: `${count} päivää netto`,
  en: `${count} days net`,
  sv: `${count} dagar netto`,
  nb: `${count} dager netto`,
  da: `Netto ${count} dage`,
  fr: `${count} jours net`,
  it: `${count} giorni netti`,
});

/** An Incoterm without a place or a promise of the seller's reads the same in every language. */
const everyLanguage = (text: string): Record<Locale, string> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, text])) as Record<Locale, string>;

/** The Finnish company, seller of the Finnish and the international store. */
const TRADESHOP_FINLAND: StoreSeller = {
  legalName: 'Tradeshop Finland Oy',
  street: 'Tikkurilantie 136',
  postcode: '01530',
  city: 'Vantaa',
  country: 'FI',
  businessId: '2817654-2',
  vatId: 'FI28176542',
  phone: '+358 9 4250 3100',
  email: 'sales.fi@tradeshop.test',
  iban: 'FI59 4053 0020 1188 45',
  bic: 'NDEAFIHH',
};

/**
 * The demo stores' selling companies (fictitious, with ids and IBANs whose check digits are right) and their
 * terms of payment and of delivery in every shop language; the texts in the store's own language match
 * `STORE_SHIPPING`.
 */
export const STORE_SELLERS: Record<
  StoreCode,
  { seller: StoreSeller; paymentTerms: Record<Locale, string>; deliveryTerms: Record<Locale, string> }
> = {
  fi: {
    seller: TRADESHOP_FINLAND,
    paymentTerms: days(14),
    deliveryTerms: {
      fi: 'DAP Incoterms® 2020, toimitus Vantaan varastosta',
      en: 'DAP Incoterms® 2020, delivery from our Vantaa warehouse',
      sv: 'DAP Incoterms® 2020, leverans från vårt lager i Vanda',
      nb: 'DAP Incoterms® 2020, levering fra vårt lager i Vantaa',
      da: 'DAP Incoterms® 2020, levering fra vores lager i Vantaa',
      fr: 'DAP Incoterms® 2020, livraison depuis notre entrepôt de Vantaa',
      it: 'DAP Incoterms® 2020, consegna dal nostro magazzino di Vantaa',
    },
  },
  no: {
    seller: {
      legalName: 'Tradeshop Norge AS',
      street: 'Alnabruveien 15',
      postcode: '0668',
      city: 'Oslo',
      country: 'NO',
      businessId: '921 745 834',
      vatId: 'NO921745834MVA',
      phone: '+47 22 07 45 00',
      email: 'sales.no@tradeshop.test',
      iban: 'NO38 1503 7216 485',
      bic: 'DNBANOKK',
    },
    paymentTerms: days(14),
    deliveryTerms: {
      nb: 'DAP Incoterms® 2020, fortollet levering',
      en: 'DAP Incoterms® 2020, delivered customs cleared',
      fi: 'DAP Incoterms® 2020, tullattu toimitus',
      sv: 'DAP Incoterms® 2020, förtullad leverans',
      da: 'DAP Incoterms® 2020, fortoldet levering',
      fr: 'DAP Incoterms® 2020, livraison dédouanée',
      it: 'DAP Incoterms® 2020, consegna sdoganata',
    },
  },
  se: {
    seller: {
      legalName: 'Tradeshop Sverige AB',
      street: 'Jägerhorns väg 8',
      postcode: '141 75',
      city: 'Kungens Kurva',
      country: 'SE',
      businessId: '556814-3274',
      vatId: 'SE556814327401',
      phone: '+46 8 710 42 00',
      email: 'sales.se@tradeshop.test',
      iban: 'SE41 5000 0000 0549 1038 7216',
      bic: 'ESSESESS',
    },
    paymentTerms: days(30),
    deliveryTerms: everyLanguage('DAP Incoterms® 2020'),
  },
  dk: {
    seller: {
      legalName: 'Tradeshop Danmark ApS',
      street: 'Literbuen 9',
      postcode: '2740',
      city: 'Skovlunde',
      country: 'DK',
      businessId: '38940015',
      vatId: 'DK38940015',
      phone: '+45 44 53 21 00',
      email: 'sales.dk@tradeshop.test',
      iban: 'DK33 3000 3412 8765 91',
      bic: 'DABADKKK',
    },
    paymentTerms: days(30),
    deliveryTerms: everyLanguage('DAP Incoterms® 2020'),
  },
  fr: {
    seller: {
      legalName: 'Tradeshop France SAS',
      street: '14 rue des Entrepreneurs',
      postcode: '93200',
      city: 'Saint-Denis',
      country: 'FR',
      businessId: 'SIREN 842 137 697',
      vatId: 'FR88842137697',
      phone: '+33 1 48 13 57 00',
      email: 'sales.fr@tradeshop.test',
      iban: 'FR93 3000 4008 8700 0102 3456 723',
      bic: 'BNPAFRPP',
    },
    paymentTerms: {
      fr: '30 jours fin de mois',
      en: '30 days end of month',
      fi: '30 päivää kuukauden lopusta',
      sv: '30 dagar efter månadens slut',
      nb: '30 dager etter månedens utgang',
      da: 'Løbende måned + 30 dage',
      it: '30 giorni fine mese',
    },
    deliveryTerms: everyLanguage('DAP Incoterms® 2020'),
  },
  it: {
    seller: {
      legalName: 'Tradeshop Italia S.r.l.',
      street: 'Via Giuseppe Di Vittorio 21',
      postcode: '20054',
      city: 'Segrate (MI)',
      country: 'IT',
      businessId: 'REA MI-2601874',
      vatId: 'IT10432870151',
      phone: '+39 02 2694 1800',
      email: 'sales.it@tradeshop.test',
      iban: 'IT21 X030 6909 6061 0000 0063 214',
      bic: 'BCITITMM',
    },
    paymentTerms: {
      it: '30 giorni data fattura',
      en: '30 days from the invoice date',
      fi: '30 päivää laskun päiväyksestä',
      sv: '30 dagar från fakturadatum',
      nb: '30 dager fra fakturadato',
      da: '30 dage fra fakturadato',
      fr: '30 jours date de facture',
    },
    deliveryTerms: everyLanguage('DAP Incoterms® 2020'),
  },
  int: {
    // The Finnish company sells abroad too, through its export desk.
    seller: { ...TRADESHOP_FINLAND, phone: '+358 9 4250 3150', email: 'export@tradeshop.test' },
    paymentTerms: days(14),
    deliveryTerms: { ...everyLanguage('FCA Incoterms® 2020, Vantaa'), sv: 'FCA Incoterms® 2020, Vanda' },
  },
};
