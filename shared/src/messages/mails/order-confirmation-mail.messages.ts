import type { Locale } from '../../domain';

export interface OrderConfirmationMailMessages {
  subject: string;
  intro: string;
  line: string;
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
    deliveryDate: 'Preferred delivery date: {date}',
    preliminary: 'preliminary delivery date {date}',
    outro: 'Kind regards,\nTradeShop',
  },
  fi: {
    subject: 'Tilausvahvistus {number}',
    intro: 'Kiitos tilauksestasi. Olemme vastaanottaneet tilauksen {number} ja käsittelemme sen pian.',
    line: '{quantity} {unit} × {sku} {name}: {total}',
    deliveryDate: 'Toivottu toimituspäivä: {date}',
    preliminary: 'alustava toimituspäivä {date}',
    outro: 'Ystävällisin terveisin\nTradeShop',
  },
  nb: {
    subject: 'Ordrebekreftelse {number}',
    intro: 'Takk for bestillingen. Vi har mottatt ordre {number} og behandler den snart.',
    line: '{quantity} {unit} × {sku} {name}: {total}',
    deliveryDate: 'Ønsket leveringsdato: {date}',
    preliminary: 'foreløpig leveringsdato {date}',
    outro: 'Vennlig hilsen\nTradeShop',
  },
  sv: {
    subject: 'Orderbekräftelse {number}',
    intro: 'Tack för din beställning. Vi har tagit emot order {number} och behandlar den inom kort.',
    line: '{quantity} {unit} × {sku} {name}: {total}',
    deliveryDate: 'Önskat leveransdatum: {date}',
    preliminary: 'preliminärt leveransdatum {date}',
    outro: 'Vänliga hälsningar\nTradeShop',
  },
  da: {
    subject: 'Ordrebekræftelse {number}',
    intro: 'Tak for din bestilling. Vi har modtaget ordre {number} og behandler den snarest.',
    line: '{quantity} {unit} × {sku} {name}: {total}',
    deliveryDate: 'Ønsket leveringsdato: {date}',
    preliminary: 'foreløbig leveringsdato {date}',
    outro: 'Venlig hilsen\nTradeShop',
  },
  fr: {
    subject: 'Confirmation de commande {number}',
    intro:
      'Merci pour votre commande. Nous avons bien reçu la commande {number} et la traiterons rapidement.',
    line: '{quantity} {unit} × {sku} {name} : {total}',
    deliveryDate: 'Date de livraison souhaitée : {date}',
    preliminary: 'date de livraison provisoire {date}',
    outro: 'Cordialement,\nTradeShop',
  },
  it: {
    subject: "Conferma dell'ordine {number}",
    intro: "Grazie per il suo ordine. Abbiamo ricevuto l'ordine {number} e lo elaboreremo a breve.",
    line: '{quantity} {unit} × {sku} {name}: {total}',
    deliveryDate: 'Data di consegna desiderata: {date}',
    preliminary: 'data di consegna provvisoria {date}',
    outro: 'Cordiali saluti\nTradeShop',
  },
};
