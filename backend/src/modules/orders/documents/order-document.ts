import {
  interpolate,
  ORDER_STATEMENT_MESSAGES,
  orderStatementRows,
  unitName,
  type Locale,
  type OrderLineStatusCode,
} from '@tradeshop/shared';
import type { StoreSeller } from '../../shop-config/stores/store-seller';
import type { OrderHistoryDetailDto } from '../dto/order-history.dto';
import type { OrderAddressSnapshot } from '../entities/sales-order.entity';
import { documentFormatters, postalAddressLines, sellerLines } from './document-format';
import { ORDER_DOCUMENT_LABELS } from './order-document.labels';
import { orderStatement, type OrderStatement, type StatementOrderInput } from './order-statement';

export type OrderDocumentFormat = 'pdf' | 'csv' | 'xlsx';

export const ORDER_DOCUMENT_CONTENT_TYPES: Record<OrderDocumentFormat, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * A cell of the line table: text, or an exact value each format writes its own way (the PDF in the document's
 * language, the CSV with the locale's decimal mark, the workbook as a number).
 */
export type OrderDocumentCell =
  { text: string } | { quantity: string } | { money: number } | { rate: string } | { integer: number };

export interface OrderDocumentTotal {
  label: string;
  amountMinor: number;
  /** The sums (items, total net, total gross) as opposed to the entries between them. */
  sum: boolean;
}

/** One downloaded order, laid out once for the three formats. */
export interface OrderDocument {
  fileName: string;
  title: string;
  locale: Locale;
  currency: string;
  facts: [label: string, value: string][];
  parties: { heading: string; lines: string[] }[];
  columns: string[];
  rows: OrderDocumentCell[][];
  totals: OrderDocumentTotal[];
  vat: { heading: string; columns: string[]; rows: OrderDocumentCell[][] };
  notes: [label: string, value: string][];
}

/** What the order PDF needs beyond the order page's answer: the money as stored, the addresses, the seller. */
export interface OrderDocumentExtras {
  statement: StatementOrderInput;
  invoiceAddress: Partial<OrderAddressSnapshot> | null;
  shippingAddress: Partial<OrderAddressSnapshot> | null;
  seller: StoreSeller;
  /** In the document's language (see `orderTermsIn`). */
  termsOfPayment: string;
  /** In the document's language (see `orderTermsIn`). */
  termsOfDelivery: string;
}

/**
 * The statement's rows below the lines (items, each charge and discount, total net, VAT per rate, total gross),
 * as the order page shows them, and its VAT breakdown.
 */
export function statementTotals(
  statement: OrderStatement,
  locale: Locale,
): { totals: OrderDocumentTotal[]; vatRows: OrderDocumentCell[][] } {
  return {
    totals: orderStatementRows(statement, locale),
    vatRows: statement.vat.map((line) => [
      { rate: line.rate },
      { money: line.netMinor },
      { money: line.taxMinor },
      { money: line.grossMinor },
    ]),
  };
}

export function buildOrderDocument(
  order: OrderHistoryDetailDto,
  extras: OrderDocumentExtras,
  locale: Locale,
  format: OrderDocumentFormat,
): OrderDocument {
  const labels = ORDER_DOCUMENT_LABELS[locale];
  const words = ORDER_STATEMENT_MESSAGES[locale];
  const formatted = documentFormatters(locale, order.currency);
  const statement = orderStatement(extras.statement);
  const facts: [string, string][] = [
    [labels.orderDate, formatted.date(order.createdAt)],
    [labels.orderType, order.orderType ? labels.orderTypes[order.orderType] : String(order.orderTypeCode)],
  ];
  if (order.ownOrderNumber) facts.push([labels.ownOrderNumber, order.ownOrderNumber]);
  if (order.reference) facts.push([labels.reference, order.reference]);
  if (order.preferredDeliveryDate) {
    facts.push([labels.preferredDeliveryDate, formatted.date(order.preferredDeliveryDate)]);
  }
  const { totals, vatRows } = statementTotals(statement, locale);
  const notes: [string, string][] = [];
  if (extras.termsOfPayment) notes.push([words.paymentTerms, extras.termsOfPayment]);
  if (extras.termsOfDelivery) notes.push([words.deliveryTerms, extras.termsOfDelivery]);
  return {
    fileName: `order-${order.number}.${format}`,
    title: interpolate(labels.title, { number: order.number }),
    locale,
    currency: statement.currency,
    facts,
    parties: [
      { heading: words.seller, lines: sellerLines(extras.seller, locale) },
      { heading: words.buyer, lines: postalAddressLines(extras.invoiceAddress, locale) },
      { heading: words.deliveryAddress, lines: postalAddressLines(extras.shippingAddress, locale) },
    ].filter((party) => party.lines.length > 0),
    columns: [
      labels.position,
      labels.sku,
      labels.product,
      labels.quantity,
      labels.unit,
      words.unitPrice,
      words.vatRate,
      words.amount,
      labels.lineStatus,
    ],
    rows: statement.lines.map((line) => [
      { integer: line.position },
      { text: line.sku },
      { text: line.isGift ? `${line.name} (${words.gift})` : line.name },
      { quantity: line.quantity },
      // People read the PDF: the unit's name. The CSV and workbook keep the code, which spreadsheets and ERP
      // imports match.
      { text: format === 'pdf' ? unitName(line.unit, locale) : line.unit },
      { money: line.unitPriceNetMinor },
      { rate: line.taxRate },
      { money: line.amountNetMinor },
      { text: labels.lineStatuses[line.lineStatus as OrderLineStatusCode] ?? String(line.lineStatus) },
    ]),
    totals,
    vat: {
      heading: words.vatBreakdown,
      columns: [words.vatRate, words.vatBase, words.vat, words.gross],
      rows: vatRows,
    },
    notes,
  };
}

/** Integer minor units as a decimal string, exactly (no float on the way). */
export function minorUnitsToDecimal(minor: number, digits: number): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const units = (negative ? -value : value).toString().padStart(digits + 1, '0');
  const whole = digits === 0 ? units : `${units.slice(0, -digits)}.${units.slice(-digits)}`;
  return negative ? `-${whole}` : whole;
}

export function currencyDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency: currency.trim() }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}
