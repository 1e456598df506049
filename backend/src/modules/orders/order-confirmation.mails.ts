import { LOCALE_TAGS, LOCALES, type Locale, ORDER_CONFIRMATION_MAIL_MESSAGES } from '@tradeshop/shared';
import { fillTemplate } from '../mail/mail-template';
import type { SalesOrderItem } from './entities/sales-order-item.entity';
import type { SalesOrder } from './entities/sales-order.entity';

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
  const texts = ORDER_CONFIRMATION_MAIL_MESSAGES[locale];
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
