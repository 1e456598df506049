import { type Locale, LOCALES, type NotificationRuleType, type NotificationState } from '@tradeshop/shared';
import { fillTemplate, type MailTemplate } from '../mail/mail-template';

/** One template per rule type: `{number}` is the order number, `{state}` the state the event moved to. */
type NotificationTexts = Record<NotificationRuleType, MailTemplate> & {
  states: Record<NotificationState, string>;
  outro: string;
};

const TEXTS: Record<Locale, NotificationTexts> = {
  en: {
    order: { subject: 'Order {number}: {state}', body: 'The status of order {number} is now: {state}.' },
    payment: {
      subject: 'Payment for order {number}: {state}',
      body: 'The payment for order {number} is now: {state}.',
    },
    shipment: {
      subject: 'Delivery of order {number}: {state}',
      body: 'The delivery of order {number} is now: {state}.',
    },
    invoice: {
      subject: 'Invoice for order {number}: {state}',
      body: 'The invoice for order {number} is now: {state}.',
    },
    states: {
      new: 'new',
      initialized: 'placed',
      confirmed: 'confirmed',
      cancelled: 'cancelled',
      complete: 'complete',
      awaiting_payment: 'awaiting payment',
      partially_authorized: 'partially authorised',
      authorized: 'authorised',
      partially_paid: 'partially paid',
      paid: 'paid',
      partially_refunded: 'partially refunded',
      refunded: 'refunded',
      ready: 'ready to ship',
      partially_shipped: 'partially shipped',
      shipped: 'shipped',
      invoiced: 'invoiced',
    },
    outro: 'Kind regards,\nTradeShop',
  },
  fi: {
    order: { subject: 'Tilaus {number}: {state}', body: 'Tilauksen {number} tila on nyt: {state}.' },
    payment: {
      subject: 'Tilauksen {number} maksu: {state}',
      body: 'Tilauksen {number} maksun tila on nyt: {state}.',
    },
    shipment: {
      subject: 'Tilauksen {number} toimitus: {state}',
      body: 'Tilauksen {number} toimituksen tila on nyt: {state}.',
    },
    invoice: {
      subject: 'Tilauksen {number} lasku: {state}',
      body: 'Tilauksen {number} laskun tila on nyt: {state}.',
    },
    states: {
      new: 'uusi',
      initialized: 'vastaanotettu',
      confirmed: 'vahvistettu',
      cancelled: 'peruttu',
      complete: 'valmis',
      awaiting_payment: 'odottaa maksua',
      partially_authorized: 'osittain katevarmennettu',
      authorized: 'katevarmennettu',
      partially_paid: 'osittain maksettu',
      paid: 'maksettu',
      partially_refunded: 'osittain hyvitetty',
      refunded: 'hyvitetty',
      ready: 'valmis lähetettäväksi',
      partially_shipped: 'osittain lähetetty',
      shipped: 'lähetetty',
      invoiced: 'laskutettu',
    },
    outro: 'Ystävällisin terveisin\nTradeShop',
  },
  sv: {
    order: { subject: 'Order {number}: {state}', body: 'Status för order {number} är nu: {state}.' },
    payment: {
      subject: 'Betalning för order {number}: {state}',
      body: 'Betalningen för order {number} är nu: {state}.',
    },
    shipment: {
      subject: 'Leverans av order {number}: {state}',
      body: 'Leveransen av order {number} är nu: {state}.',
    },
    invoice: {
      subject: 'Faktura för order {number}: {state}',
      body: 'Fakturan för order {number} är nu: {state}.',
    },
    states: {
      new: 'ny',
      initialized: 'mottagen',
      confirmed: 'bekräftad',
      cancelled: 'annullerad',
      complete: 'slutförd',
      awaiting_payment: 'väntar på betalning',
      partially_authorized: 'delvis auktoriserad',
      authorized: 'auktoriserad',
      partially_paid: 'delvis betald',
      paid: 'betald',
      partially_refunded: 'delvis återbetald',
      refunded: 'återbetald',
      ready: 'klar för leverans',
      partially_shipped: 'delvis skickad',
      shipped: 'skickad',
      invoiced: 'fakturerad',
    },
    outro: 'Vänliga hälsningar\nTradeShop',
  },
  nb: {
    order: { subject: 'Ordre {number}: {state}', body: 'Status for ordre {number} er nå: {state}.' },
    payment: {
      subject: 'Betaling for ordre {number}: {state}',
      body: 'Betalingen for ordre {number} er nå: {state}.',
    },
    shipment: {
      subject: 'Levering av ordre {number}: {state}',
      body: 'Leveringen av ordre {number} er nå: {state}.',
    },
    invoice: {
      subject: 'Faktura for ordre {number}: {state}',
      body: 'Fakturaen for ordre {number} er nå: {state}.',
    },
    states: {
      new: 'ny',
      initialized: 'mottatt',
      confirmed: 'bekreftet',
      cancelled: 'kansellert',
      complete: 'fullført',
      awaiting_payment: 'venter på betaling',
      partially_authorized: 'delvis autorisert',
      authorized: 'autorisert',
      partially_paid: 'delvis betalt',
      paid: 'betalt',
      partially_refunded: 'delvis refundert',
      refunded: 'refundert',
      ready: 'klar til sending',
      partially_shipped: 'delvis sendt',
      shipped: 'sendt',
      invoiced: 'fakturert',
    },
    outro: 'Vennlig hilsen\nTradeShop',
  },
  da: {
    order: { subject: 'Ordre {number}: {state}', body: 'Status for ordre {number} er nu: {state}.' },
    payment: {
      subject: 'Betaling for ordre {number}: {state}',
      body: 'Betalingen for ordre {number} er nu: {state}.',
    },
    shipment: {
      subject: 'Levering af ordre {number}: {state}',
      body: 'Leveringen af ordre {number} er nu: {state}.',
    },
    invoice: {
      subject: 'Faktura for ordre {number}: {state}',
      body: 'Fakturaen for ordre {number} er nu: {state}.',
    },
    states: {
      new: 'ny',
      initialized: 'modtaget',
      confirmed: 'bekræftet',
      cancelled: 'annulleret',
      complete: 'afsluttet',
      awaiting_payment: 'afventer betaling',
      partially_authorized: 'delvist autoriseret',
      authorized: 'autoriseret',
      partially_paid: 'delvist betalt',
      paid: 'betalt',
      partially_refunded: 'delvist refunderet',
      refunded: 'refunderet',
      ready: 'klar til afsendelse',
      partially_shipped: 'delvist afsendt',
      shipped: 'afsendt',
      invoiced: 'faktureret',
    },
    outro: 'Venlig hilsen\nTradeShop',
  },
  fr: {
    order: {
      subject: 'Commande {number} : {state}',
      body: 'Le statut de la commande {number} est désormais : {state}.',
    },
    payment: {
      subject: 'Paiement de la commande {number} : {state}',
      body: 'Le paiement de la commande {number} est désormais : {state}.',
    },
    shipment: {
      subject: 'Livraison de la commande {number} : {state}',
      body: 'La livraison de la commande {number} est désormais : {state}.',
    },
    invoice: {
      subject: 'Facture de la commande {number} : {state}',
      body: 'La facture de la commande {number} est désormais : {state}.',
    },
    states: {
      new: 'nouvelle',
      initialized: 'reçue',
      confirmed: 'confirmée',
      cancelled: 'annulée',
      complete: 'terminée',
      awaiting_payment: 'en attente de paiement',
      partially_authorized: 'partiellement autorisé',
      authorized: 'autorisé',
      partially_paid: 'partiellement payé',
      paid: 'payé',
      partially_refunded: 'partiellement remboursé',
      refunded: 'remboursé',
      ready: 'prête à expédier',
      partially_shipped: 'partiellement expédiée',
      shipped: 'expédiée',
      invoiced: 'facturée',
    },
    outro: 'Cordialement,\nTradeShop',
  },
  it: {
    order: { subject: 'Ordine {number}: {state}', body: 'Lo stato dell’ordine {number} è ora: {state}.' },
    payment: {
      subject: 'Pagamento dell’ordine {number}: {state}',
      body: 'Il pagamento dell’ordine {number} è ora: {state}.',
    },
    shipment: {
      subject: 'Consegna dell’ordine {number}: {state}',
      body: 'La consegna dell’ordine {number} è ora: {state}.',
    },
    invoice: {
      subject: 'Fattura dell’ordine {number}: {state}',
      body: 'La fattura dell’ordine {number} è ora: {state}.',
    },
    states: {
      new: 'nuovo',
      initialized: 'ricevuto',
      confirmed: 'confermato',
      cancelled: 'annullato',
      complete: 'completato',
      awaiting_payment: 'in attesa di pagamento',
      partially_authorized: 'parzialmente autorizzato',
      authorized: 'autorizzato',
      partially_paid: 'parzialmente pagato',
      paid: 'pagato',
      partially_refunded: 'parzialmente rimborsato',
      refunded: 'rimborsato',
      ready: 'pronto per la spedizione',
      partially_shipped: 'parzialmente spedito',
      shipped: 'spedito',
      invoiced: 'fatturato',
    },
    outro: 'Cordiali saluti,\nTradeShop',
  },
};

/** The mail of a notification rule of `type`, in the order's language (English when it has another). */
export function notificationMail(
  type: NotificationRuleType,
  state: string,
  orderNumber: string,
  locale: string,
): { subject: string; text: string } {
  const texts = TEXTS[(LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : 'en'];
  const values = { number: orderNumber, state: texts.states[state as NotificationState] ?? state };
  const template = texts[type];
  return {
    subject: fillTemplate(template.subject, values),
    text: `${fillTemplate(template.body, values)}\n\n${texts.outro}\n`,
  };
}
