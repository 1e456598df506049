import {
  LOCALES,
  type Locale,
  ORDER_CONFIRMATION_MAIL_MESSAGES,
  ORDER_STATEMENT_MESSAGES,
  unitName,
} from '@tradeshop/shared';
import { fillTemplate } from '../mail/mail-template';
import type { StoreSeller } from '../shop-config/stores/store-seller';
import type { SalesOrderItem } from './entities/sales-order-item.entity';
import type { SalesOrder } from './entities/sales-order.entity';
import {
  documentFormatters,
  formatMinor,
  postalAddressLines,
  sellerLines,
} from './documents/document-format';
import { statementTotals } from './documents/order-document';
import { ORDER_DOCUMENT_LABELS } from './documents/order-document.labels';
import { orderStatement, orderStatementInput } from './documents/order-statement';

function localeOf(value: string): Locale {
  return (LOCALES as readonly string[]).includes(value) ? (value as Locale) : 'en';
}

export { formatMinor };

/** The store the order was placed in, as the mail names it: the seller and the terms in the mail's language. */
export interface ConfirmationStore {
  seller: StoreSeller;
  termsOfPayment: string;
  termsOfDelivery: string;
}

export interface OrderConfirmation {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/**
 * The confirmation mail of a placed order, in the order's language, as HTML with a plain-text part: the same
 * lines, charges, discounts, VAT and totals as the order PDF (one statement, `orderStatement`), so they add up.
 */
export function orderConfirmationMail(
  order: SalesOrder,
  items: SalesOrderItem[],
  store: ConfirmationStore | null = null,
): OrderConfirmation {
  const locale = localeOf(order.locale);
  const texts = ORDER_CONFIRMATION_MAIL_MESSAGES[locale];
  const words = ORDER_STATEMENT_MESSAGES[locale];
  const format = documentFormatters(locale, order.currency);
  const statement = orderStatement(orderStatementInput(order, items));
  const { totals, vatRows } = statementTotals(statement, locale);
  const lines = statement.lines.map((line) => {
    const name = line.isGift ? `${line.name} (${words.gift})` : line.name;
    const preliminary = line.preliminaryDeliveryDate
      ? fillTemplate(texts.preliminary, { date: format.date(line.preliminaryDeliveryDate) })
      : null;
    const unit = unitName(line.unit, locale);
    return {
      text: fillTemplate(texts.line, {
        quantity: format.quantity(line.quantity),
        unit,
        sku: line.sku,
        name,
        total: format.money(line.amountNetMinor),
      }),
      quantity: `${format.quantity(line.quantity)} ${unit}`,
      sku: line.sku,
      name,
      preliminary,
      unitPrice: format.money(line.unitPriceNetMinor),
      rate: format.rate(line.taxRate),
      amount: format.money(line.amountNetMinor),
    };
  });
  const intro = fillTemplate(texts.intro, { number: order.number });
  const deliveryDate = order.preferredDeliveryDate
    ? fillTemplate(texts.deliveryDate, { date: format.date(order.preferredDeliveryDate) })
    : null;
  // The store's terms in the mail's language; without the store, those the order kept.
  const termsOfPayment = store ? store.termsOfPayment : order.termsOfPayment;
  const terms = termsOfPayment ? `${words.paymentTerms}: ${termsOfPayment}` : null;
  const termsOfDelivery = store ? store.termsOfDelivery : order.termsOfDelivery;
  const delivery = termsOfDelivery ? `${words.deliveryTerms}: ${termsOfDelivery}` : null;
  const addresses = [
    { heading: words.buyer, lines: postalAddressLines(order.invoiceAddress ?? null, locale) },
    { heading: words.deliveryAddress, lines: postalAddressLines(order.shippingAddress ?? null, locale) },
    ...(store ? [{ heading: words.seller, lines: sellerLines(store.seller, locale) }] : []),
  ].filter((block) => block.lines.length > 0);

  const text = [
    intro,
    lines.map((line) => (line.preliminary ? `${line.text} (${line.preliminary})` : line.text)).join('\n'),
    totals.map((total) => `${total.label}: ${format.money(total.amountMinor)}`).join('\n'),
    ...[terms, delivery, deliveryDate].filter((line): line is string => line !== null),
    ...addresses.map((block) => [block.heading, ...block.lines].join('\n')),
    texts.outro,
  ].join('\n\n');

  const cell = (value: string, align: 'left' | 'right' = 'left', bold = false) =>
    `<td style="padding:4px 8px;border-bottom:1px solid #ddd;text-align:${align}${bold ? ';font-weight:bold' : ''}">${escapeHtml(value)}</td>`;
  const head = (value: string, align: 'left' | 'right' = 'left') =>
    `<th style="padding:4px 8px;border-bottom:2px solid #333;text-align:${align}">${escapeHtml(value)}</th>`;
  const paragraph = (value: string) => `<p>${escapeHtml(value).replace(/\n/g, '<br>')}</p>`;
  const html = [
    '<!doctype html>',
    `<html lang="${locale}"><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222">`,
    paragraph(intro),
    '<table style="border-collapse:collapse;width:100%;max-width:720px">',
    `<thead><tr>${[
      head(ORDER_DOCUMENT_LABELS[locale].product),
      head(words.unitPrice, 'right'),
      head(words.vatRate, 'right'),
      head(words.amount, 'right'),
    ].join('')}</tr></thead>`,
    '<tbody>',
    ...lines.map(
      (line) =>
        `<tr>${cell(`${line.quantity} × ${line.sku} ${line.name}${line.preliminary ? ` (${line.preliminary})` : ''}`)}${cell(line.unitPrice, 'right')}${cell(line.rate, 'right')}${cell(line.amount, 'right')}</tr>`,
    ),
    ...totals.map(
      (total) =>
        `<tr><td colspan="3" style="padding:4px 8px;text-align:right${total.sum ? ';font-weight:bold' : ''}">${escapeHtml(total.label)}</td>${cell(format.money(total.amountMinor), 'right', total.sum)}</tr>`,
    ),
    '</tbody></table>',
    vatRows.length > 0
      ? [
          `<h3 style="font-size:14px">${escapeHtml(words.vatBreakdown)}</h3>`,
          '<table style="border-collapse:collapse">',
          `<tr>${[head(words.vatRate, 'right'), head(words.vatBase, 'right'), head(words.vat, 'right'), head(words.gross, 'right')].join('')}</tr>`,
          ...statement.vat.map(
            (line) =>
              `<tr>${cell(format.rate(line.rate), 'right')}${cell(format.money(line.netMinor), 'right')}${cell(format.money(line.taxMinor), 'right')}${cell(format.money(line.grossMinor), 'right')}</tr>`,
          ),
          '</table>',
        ].join('')
      : '',
    ...[terms, delivery, deliveryDate].filter((line): line is string => line !== null).map(paragraph),
    ...addresses.map(
      (block) =>
        `<p><strong>${escapeHtml(block.heading)}</strong><br>${block.lines.map(escapeHtml).join('<br>')}</p>`,
    ),
    paragraph(texts.outro),
    '</body></html>',
  ].join('\n');
  return { subject: fillTemplate(texts.subject, { number: order.number }), text, html };
}
