import type { Locale } from '../../domain';

export interface OrderConfirmationMailMessages {
  subject: string;
  intro: string;
  line: string;
  items: string;
  surcharge: string;
  shipping: string;
  discount: string;
  tax: string;
  total: string;
  deliveryDate: string;
  preliminary: string;
  outro: string;
}

/** The order confirmation (storefront spec §2) in every shop language, written in the order's language. */
export const ORDER_CONFIRMATION_MAIL_MESSAGES: Record<Locale, OrderConfirmationMailMessages> = {
  en: {
    subject: 'Order confirmation {number}',
    intro: 'Thank you for your order. We have received order {number} and will process it shortly.',
    line: '{quantity} {unit} × {sku} {name}: {total}',
    items: 'Items (net)',
    surcharge: 'Recycling surcharge (net)',
    shipping: 'Shipping (net)',
    discount: 'Discount (net)',
    tax: 'VAT',
    total: 'Total',
    deliveryDate: 'Preferred delivery date: {date}',
    preliminary: 'preliminary delivery date {date}',
    outro: 'Kind regards,\nTradeShop',
  },
  fi: {
    subject: 'Tilausvahvistus {number}',
    intro: 'Kiitos tilauksestasi. Olemme vastaanottaneet tilauksen {number} ja käsittelemme sen pian.',
    line: '{quantity} {unit} × {sku} {name}: {total}',
    items: 'Tuotteet (veroton)',
    surcharge: 'Kierrätysmaksu (veroton)',
    shipping: 'Toimituskulut (veroton)',
    discount: 'Alennus (veroton)',
    tax: 'ALV',
    total: 'Yhteensä',
    deliveryDate: 'Toivottu toimituspäivä: {date}',
    preliminary: 'alustava toimituspäivä {date}',
    outro: 'Ystävällisin terveisin\nTradeShop',
  },
  nb: {
    subject: 'Ordrebekreftelse {number}',
    intro: 'Takk for bestillingen. Vi har mottatt ordre {number} og behandler den snart.',
    line: '{quantity} {unit} × {sku} {name}: {total}',
    items: 'Varer (eks. mva.)',
    surcharge: 'Gjenvinningsavgift (eks. mva.)',
    shipping: 'Frakt (eks. mva.)',
    discount: 'Rabatt (eks. mva.)',
    tax: 'MVA',
    total: 'Totalt',
    deliveryDate: 'Ønsket leveringsdato: {date}',
    preliminary: 'foreløpig leveringsdato {date}',
    outro: 'Vennlig hilsen\nTradeShop',
  },
  sv: {
    subject: 'Orderbekräftelse {number}',
    intro: 'Tack för din beställning. Vi har tagit emot order {number} och behandlar den inom kort.',
    line: '{quantity} {unit} × {sku} {name}: {total}',
    items: 'Artiklar (exkl. moms)',
    surcharge: 'Återvinningsavgift (exkl. moms)',
    shipping: 'Frakt (exkl. moms)',
    discount: 'Rabatt (exkl. moms)',
    tax: 'Moms',
    total: 'Totalt',
    deliveryDate: 'Önskat leveransdatum: {date}',
    preliminary: 'preliminärt leveransdatum {date}',
    outro: 'Vänliga hälsningar\nTradeShop',
  },
  da: {
    subject: 'Ordrebekræftelse {number}',
    intro: 'Tak for din bestilling. Vi har modtaget ordre {number} og behandler den snarest.',
    line: '{quantity} {unit} × {sku} {name}: {total}',
    items: 'Varer (ekskl. moms)',
    surcharge: 'Genbrugsafgift (ekskl. moms)',
    shipping: 'Fragt (ekskl. moms)',
    discount: 'Rabat (ekskl. moms)',
    tax: 'Moms',
    total: 'I alt',
    deliveryDate: 'Ønsket leveringsdato: {date}',
    preliminary: 'foreløbig leveringsdato {date}',
    outro: 'Venlig hilsen\nTradeShop',
  },
  fr: {
    subject: 'Confirmation de commande {number}',
    intro:
      'Merci pour votre commande. Nous avons bien reçu la commande {number} et la traiterons rapidement.',
    line: '{quantity} {unit} × {sku} {name} : {total}',
    items: 'Articles (HT)',
    surcharge: 'Éco-contribution (HT)',
    shipping: 'Livraison (HT)',
    discount: 'Remise (HT)',
    tax: 'TVA',
    total: 'Total',
    deliveryDate: 'Date de livraison souhaitée : {date}',
    preliminary: 'date de livraison provisoire {date}',
    outro: 'Cordialement,\nTradeShop',
  },
  it: {
    subject: "Conferma dell'ordine {number}",
    intro: "Grazie per il suo ordine. Abbiamo ricevuto l'ordine {number} e lo elaboreremo a breve.",
    line: '{quantity} {unit} × {sku} {name}: {total}',
    items: 'Articoli (IVA esclusa)',
    surcharge: 'Contributo di riciclo (IVA esclusa)',
    shipping: 'Spedizione (IVA esclusa)',
    discount: 'Sconto (IVA esclusa)',
    tax: 'IVA',
    total: 'Totale',
    deliveryDate: 'Data di consegna desiderata: {date}',
    preliminary: 'data di consegna provvisoria {date}',
    outro: 'Cordiali saluti\nTradeShop',
  },
};
