import type { OrderHistoryDetailDto } from '../api/orders.server';

/** The order's lines with each line's amount before the order's discounts, which the totals list once. */
export function statementLines(order: OrderHistoryDetailDto): OrderHistoryDetailDto['lines'] {
  const amounts = new Map(order.statement.lines.map((line) => [line.position, line.amountNetMinor]));
  return order.lines.map((line) => ({
    ...line,
    totalNetMinor: amounts.get(line.position) ?? line.totalNetMinor,
  }));
}
