import type { Locale } from '../../../domain';

/**
 * Wording each country's sales organisation words its own way (storefront spec §1): the language's wording here,
 * a store's own in its store wording overrides (`storeWording.vatNotice`, …).
 */
export interface StoreWordingMessages {
  /** How prices relate to VAT: beside prices in the cart and the checkout summary. */
  vatNotice: string;
  /** When the sales organisation delivers: in the cart and beside the delivery date of the checkout. */
  deliveryNote: string;
  /** Which terms apply: above the acceptance of the terms in the checkout. */
  termsNote: string;
  /** The sales organisation's customer service: in the footer and on the contact page. */
  contactHeading: string;
  contact: string;
}

export const storeWordingMessages: Record<Locale, StoreWordingMessages> = {
  fi: {
    vatNotice: 'Hinnat ovat arvonlisäverottomia. Arvonlisävero lisätään tilauksen yhteenvedossa.',
    deliveryNote: 'Toimitamme arkipäivisin.',
    termsNote: 'Kaikkiin tilauksiin sovelletaan yleisiä myynti- ja toimitusehtojamme.',
    contactHeading: 'Yhteystiedot',
    contact: 'Asiakaspalvelumme palvelee arkisin klo 8–16.',
  },
  nb: {
    vatNotice: 'Prisene er oppgitt eks. mva. Merverdiavgiften legges til i ordresammendraget.',
    deliveryNote: 'Vi leverer på hverdager.',
    termsNote: 'Våre alminnelige salgs- og leveringsbetingelser gjelder for alle bestillinger.',
    contactHeading: 'Kontaktinformasjon',
    contact: 'Kundeservice er åpen hverdager kl. 8–16.',
  },
  sv: {
    vatNotice: 'Priserna är exklusive moms. Momsen läggs till i ordersammanfattningen.',
    deliveryNote: 'Vi levererar på vardagar.',
    termsNote: 'Våra allmänna försäljnings- och leveransvillkor gäller för alla beställningar.',
    contactHeading: 'Kontaktuppgifter',
    contact: 'Kundtjänst har öppet vardagar kl. 8–16.',
  },
  en: {
    vatNotice: 'Prices exclude VAT. VAT is added in the order summary.',
    deliveryNote: 'We deliver on weekdays.',
    termsNote: 'Our general terms of sale and delivery apply to every order.',
    contactHeading: 'Contact details',
    contact: 'Customer service is open on weekdays from 8 am to 4 pm.',
  },
  fr: {
    vatNotice: 'Les prix sont indiqués hors TVA. La TVA est ajoutée dans le récapitulatif de la commande.',
    deliveryNote: 'Nous livrons en semaine.',
    termsNote: 'Nos conditions générales de vente et de livraison s’appliquent à toute commande.',
    contactHeading: 'Coordonnées',
    contact: 'Le service client est ouvert en semaine de 8 h à 16 h.',
  },
  it: {
    vatNotice: 'I prezzi sono IVA esclusa. L’IVA viene aggiunta nel riepilogo dell’ordine.',
    deliveryNote: 'Consegniamo nei giorni feriali.',
    termsNote: 'A ogni ordine si applicano le nostre condizioni generali di vendita e di consegna.',
    contactHeading: 'Contatti',
    contact: 'Il servizio clienti è aperto nei giorni feriali dalle 8 alle 16.',
  },
  da: {
    vatNotice: 'Priserne er ekskl. moms. Momsen lægges til i ordreoversigten.',
    deliveryNote: 'Vi leverer på hverdage.',
    termsNote: 'Vores almindelige salgs- og leveringsbetingelser gælder for alle ordrer.',
    contactHeading: 'Kontaktoplysninger',
    contact: 'Kundeservice har åbent på hverdage kl. 8–16.',
  },
};
