import { LOCALE_TAGS, type Locale, type StatementEntryKind } from '../../domain';
import { interpolate } from '../message-format';
import { ORDER_STATEMENT_MESSAGES, type OrderStatementMessages } from './order-statement.messages';

/** An order's statement as far as its totals need it: the backend's statement and the order page's answer. */
export interface StatementTotalsInput {
  itemsNetMinor: number;
  entries: { kind: StatementEntryKind; label: string | null; amountNetMinor: number }[];
  totalNetMinor: number;
  vat: { rate: string; taxMinor: number }[];
  taxMinor: number;
  totalGrossMinor: number;
}

export interface OrderStatementRow {
  kind: StatementEntryKind | 'items' | 'total_net' | 'vat' | 'total_gross';
  label: string;
  amountMinor: number;
  /** A sum (items, total net, total gross) rather than an amount added to it. */
  sum: boolean;
}

/** The label of a charge or discount in the statement's words; `label` is the order's own name for it. */
function entryLabel(entry: StatementTotalsInput['entries'][number], words: OrderStatementMessages): string {
  switch (entry.kind) {
    case 'recycling_fee':
      return words.recyclingFee;
    case 'shipping':
      return words.shipping;
    case 'payment_fee':
      return interpolate(words.paymentFee, { method: entry.label ?? '' }).replace(/ \(\)$/, '');
    case 'discount':
      return entry.label ?? words.discount;
    case 'other':
      return words.otherAdjustments;
  }
}

/**
 * An order's totals as the order PDF, the confirmation mail and the order page show them, in the same words:
 * items, each charge and discount once, total net, VAT per rate, total gross. Items plus the entries are the
 * total net; the total net plus VAT is the total.
 */
export function orderStatementRows(statement: StatementTotalsInput, locale: Locale): OrderStatementRow[] {
  const words = ORDER_STATEMENT_MESSAGES[locale];
  const rate = new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 3 });
  return [
    { kind: 'items', label: words.itemsNet, amountMinor: statement.itemsNetMinor, sum: true },
    ...statement.entries.map((entry) => ({
      kind: entry.kind,
      label: entryLabel(entry, words),
      amountMinor: entry.amountNetMinor,
      sum: false,
    })),
    { kind: 'total_net', label: words.totalNet, amountMinor: statement.totalNetMinor, sum: true },
    ...statement.vat.map((line) => ({
      kind: 'vat' as const,
      label: interpolate(words.vatAt, { rate: `${rate.format(Number(line.rate))} %` }),
      amountMinor: line.taxMinor,
      sum: false,
    })),
    // An order stored without its VAT per rate (placed before the breakdown was kept) still shows its VAT.
    ...(statement.vat.length === 0 && statement.taxMinor !== 0
      ? [{ kind: 'vat' as const, label: words.vat, amountMinor: statement.taxMinor, sum: false }]
      : []),
    { kind: 'total_gross', label: words.totalGross, amountMinor: statement.totalGrossMinor, sum: true },
  ];
}
