import { interpolate, LOCALE_TAGS, type Locale, type OrderLineStatusCode } from '@tradeshop/shared';
import type { OrderHistoryDetailDto } from '../dto/order-history.dto';
import { ORDER_DOCUMENT_LABELS } from './order-document.labels';

export type OrderDocumentFormat = 'pdf' | 'csv' | 'xlsx';

export const ORDER_DOCUMENT_CONTENT_TYPES: Record<OrderDocumentFormat, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A cell of the line table: text, or an exact decimal written as text (money and quantities). */
export type OrderDocumentCell = { text: string } | { decimal: string };

/** One downloaded order, laid out once for the three formats. */
export interface OrderDocument {
  fileName: string;
  title: string;
  locale: Locale;
  facts: [label: string, value: string][];
  columns: string[];
  rows: OrderDocumentCell[][];
  totals: [label: string, value: string][];
  currency: string;
}

export function buildOrderDocument(
  order: OrderHistoryDetailDto,
  locale: Locale,
  format: OrderDocumentFormat,
): OrderDocument {
  const labels = ORDER_DOCUMENT_LABELS[locale];
  const digits = currencyDigits(order.currency);
  const money = (minor: number): string => minorUnitsToDecimal(minor, digits);
  const facts: [string, string][] = [
    [labels.orderDate, order.createdAt.slice(0, 10)],
    [labels.orderType, order.orderType ? labels.orderTypes[order.orderType] : String(order.orderTypeCode)],
  ];
  if (order.ownOrderNumber) facts.push([labels.ownOrderNumber, order.ownOrderNumber]);
  if (order.reference) facts.push([labels.reference, order.reference]);
  return {
    fileName: `order-${order.number}.${format}`,
    title: interpolate(labels.title, { number: order.number }),
    locale,
    facts,
    columns: [
      labels.position,
      labels.sku,
      labels.product,
      labels.quantity,
      labels.unit,
      labels.unitPrice,
      labels.lineTotal,
      labels.lineStatus,
    ],
    rows: order.lines.map((line) => [
      { decimal: String(line.position) },
      { text: line.sku },
      { text: line.name },
      { decimal: line.quantity },
      { text: line.unit },
      { decimal: money(line.unitPriceNetMinor) },
      { decimal: money(line.totalNetMinor) },
      { text: labels.lineStatuses[line.lineStatus as OrderLineStatusCode] ?? String(line.lineStatus) },
    ]),
    totals: [
      [labels.itemsNet, `${money(order.itemsNetMinor)} ${order.currency}`],
      [labels.tax, `${money(order.taxMinor)} ${order.currency}`],
      [labels.totalGross, `${money(order.totalGrossMinor)} ${order.currency}`],
    ],
    currency: order.currency,
  };
}

export function cellText(cell: OrderDocumentCell): string {
  return 'text' in cell ? cell.text : cell.decimal;
}

/** Integer minor units as a decimal string, exactly (no float on the way). */
export function minorUnitsToDecimal(minor: number, digits: number): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const units = (negative ? -value : value).toString().padStart(digits + 1, '0');
  const whole = digits === 0 ? units : `${units.slice(0, -digits)}.${units.slice(-digits)}`;
  return negative ? `-${whole}` : whole;
}

function currencyDigits(currency: string): number {
  return (
    new Intl.NumberFormat(LOCALE_TAGS.en, { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}
