import { LOCALE_TAGS, LOCALES, type Locale } from '@tradeshop/shared';
import { fillTemplate } from '../mail/mail-template';
import type { SalesOrderItem } from './entities/sales-order-item.entity';
import type { SalesOrder } from './entities/sales-order.entity';

interface ConfirmationTexts {
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
const CONFIRMATION_TEXTS: Record<Locale, ConfirmationTexts> = {
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

function localeOf(value: string): Locale {
  return (LOCALES as readonly string[]).includes(value) ? (value as Locale) : 'en';
}

/** Integer minor units shown in the locale's currency format without passing through a float. */
export function formatMinor(locale: Locale, amountMinor: number, currency: string): string {
  const formatter = new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency });
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  const sign = amountMinor < 0 ? '-' : '';
  const units = String(Math.abs(Math.trunc(amountMinor))).padStart(digits + 1, '0');
  const decimal =
    digits === 0 ? `${sign}${units}` : `${sign}${units.slice(0, -digits)}.${units.slice(-digits)}`;
  return formatter.format(decimal as `${number}`);
}

/** The confirmation mail of a placed order: its lines and totals, in the order's language. */
export function orderConfirmationMail(
  order: SalesOrder,
  items: SalesOrderItem[],
): { subject: string; text: string } {
  const locale = localeOf(order.locale);
  const texts = CONFIRMATION_TEXTS[locale];
  const money = (amountMinor: number) => formatMinor(locale, amountMinor, order.currency.trim());
  const quantity = new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 3 });
  const lines = items.map((item) => {
    const line = fillTemplate(texts.line, {
      quantity: quantity.format(item.quantity as `${number}`),
      unit: item.unitIdentifier,
      sku: item.sku,
      name: item.name,
      total: money(item.totalNetMinor),
    });
    return item.preliminaryDeliveryDate
      ? `${line} (${fillTemplate(texts.preliminary, { date: item.preliminaryDeliveryDate })})`
      : line;
  });
  const totals = [
    `${texts.items}: ${money(order.itemsNetMinor)}`,
    ...(order.surchargeNetMinor ? [`${texts.surcharge}: ${money(order.surchargeNetMinor)}`] : []),
    ...(order.discountNetMinor ? [`${texts.discount}: ${money(-order.discountNetMinor)}`] : []),
    `${texts.shipping}: ${money(order.shippingNetMinor)}`,
    `${texts.tax}: ${money(order.taxMinor)}`,
    `${texts.total}: ${money(order.totalGrossMinor)}`,
  ];
  const deliveryDate = order.preferredDeliveryDate
    ? [fillTemplate(texts.deliveryDate, { date: order.preferredDeliveryDate })]
    : [];
  const text = [
    fillTemplate(texts.intro, { number: order.number }),
    lines.join('\n'),
    totals.join('\n'),
    ...deliveryDate,
    texts.outro,
  ].join('\n\n');
  return { subject: fillTemplate(texts.subject, { number: order.number }), text };
}
