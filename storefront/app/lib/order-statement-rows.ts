import { interpolate, LOCALE_TAGS, ORDER_STATEMENT_MESSAGES, type Locale } from '@tradeshop/shared';
import type { OrderHistoryDetailDto } from '../api/orders.server';

type Statement = OrderHistoryDetailDto['statement'];

export interface StatementRow {
  kind: Statement['entries'][number]['kind'] | 'items' | 'total_net' | 'vat' | 'total_gross';
  label: string;
  amountMinor: number;
  /** A sum (items, total net, total gross) rather than an amount added to it. */
  sum: boolean;
}

/**
 * An order's totals as its PDF and confirmation mail print them, in the same words: items, each charge and
 * discount once, total net, VAT per rate, total gross. Items plus the entries are the total net; the total net
 * plus VAT is the total.
 */
export function orderStatementRows(statement: Statement, locale: Locale): StatementRow[] {
  const words = ORDER_STATEMENT_MESSAGES[locale];
  const rate = new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 3 });
  const entryLabel = (entry: Statement['entries'][number]): string => {
    switch (entry.kind) {
      case 'recycling_fee':
        return words.recyclingFee;
      case 'shipping':
        return words.shipping;
      case 'payment_fee':
        return interpolate(words.paymentFee, { method: entry.label ?? '' }).replace(/ \(\)$/, '');
      case 'discount':
        return entry.label ?? words.discount;
      default:
        return words.otherAdjustments;
    }
  };
  return [
    { kind: 'items', label: words.itemsNet, amountMinor: statement.itemsNetMinor, sum: true },
    ...statement.entries.map((entry) => ({
      kind: entry.kind,
      label: entryLabel(entry),
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

/** The order's lines with each line's amount before the order's discounts, which the totals list once. */
export function statementLines(order: OrderHistoryDetailDto): OrderHistoryDetailDto['lines'] {
  const amounts = new Map(order.statement.lines.map((line) => [line.position, line.amountNetMinor]));
  return order.lines.map((line) => ({
    ...line,
    totalNetMinor: amounts.get(line.position) ?? line.totalNetMinor,
  }));
}
