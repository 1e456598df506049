import { ORDER_LINE_STATUS, type OrderLineStatusCode } from '@tradeshop/shared';
import type { InvoiceVatLine } from '../entities/order-invoice.entity';

/**
 * The pure rules of shipping and invoicing an order: quantities as exact thousandths, how much of a line is
 * left, the order-level shipment and invoice progress derived from all its shipments and invoices, the line
 * statuses that follow, and how an amount is split by VAT rate. No I/O; unit-tested in fulfilment-rules.spec.ts.
 */

/** Quantities are decimals with at most three places (numeric(14,3)); kept as integer thousandths. */
export function toMilli(quantity: string | number): number {
  const text = String(quantity).trim();
  if (!/^\d+(\.\d{1,3})?$/.test(text)) return Number.NaN;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
}

export function fromMilli(milli: number): string {
  const whole = Math.floor(milli / 1000);
  const fraction = String(milli % 1000).padStart(3, '0');
  return `${whole}.${fraction}`;
}

/** One order line as far as shipping or invoicing goes: how much was ordered and how much is done. */
export interface LineProgress {
  orderedMilli: number;
  doneMilli: number;
}

/** none: nothing done yet; partial: some lines or quantities; all: every line in full. */
export type Progress = 'none' | 'partial' | 'all';

export function progressOf(lines: readonly LineProgress[]): Progress {
  const done = lines.filter((line) => line.doneMilli > 0);
  if (done.length === 0) return 'none';
  return lines.every((line) => line.doneMilli >= line.orderedMilli) ? 'all' : 'partial';
}

/**
 * The shipment machine's events that bring the order-level shipment state in line with what was shipped: from new
 * PREPARE first, then SHIP (complete when every line is shipped in full). Nothing while nothing was shipped.
 */
export function shipmentEventsFor(
  current: string,
  progress: Progress,
): ({ type: 'PREPARE' } | { type: 'SHIP'; complete: boolean })[] {
  if (progress === 'none') return [];
  const ship = { type: 'SHIP' as const, complete: progress === 'all' };
  if (current === 'new') return [{ type: 'PREPARE' }, ship];
  if (current === 'shipped' || current === 'cancelled') return [];
  return [ship];
}

/**
 * A line's status after shipping and invoicing (storefront spec §4): shipped or invoiced in full → 60, shipped in
 * part → 45; otherwise what it was. Never lowers a status (the ERP may have moved it further).
 */
export function lineStatusFor(
  current: OrderLineStatusCode,
  line: { orderedMilli: number; shippedMilli: number; invoicedMilli: number },
): OrderLineStatusCode {
  let derived: OrderLineStatusCode = current;
  if (line.shippedMilli >= line.orderedMilli || line.invoicedMilli >= line.orderedMilli) {
    derived = ORDER_LINE_STATUS.SHIPPED_INVOICED;
  } else if (line.shippedMilli > 0) {
    derived = ORDER_LINE_STATUS.READY_FOR_SHIPMENT;
  }
  return Math.max(current, derived) as OrderLineStatusCode;
}

/** The problem with a wanted quantity of a line, in words a person understands, or null when it is fine. */
export function quantityProblem(
  line: { sku: string; remainingMilli: number },
  wanted: string | number,
  doing: 'ship' | 'invoice',
): string | null {
  const milli = toMilli(wanted);
  if (Number.isNaN(milli)) {
    return `The quantity for ${line.sku} must be a number with at most three decimals`;
  }
  if (milli <= 0) return `The quantity for ${line.sku} must be more than 0`;
  if (milli > line.remainingMilli) {
    const left = Number(fromMilli(line.remainingMilli));
    return left === 0
      ? `Nothing of ${line.sku} is left to ${doing}`
      : `Only ${left} of ${line.sku} is left to ${doing}`;
  }
  return null;
}

/**
 * A share of a line's money for `partMilli` of `orderedMilli`. The last part (what remains to be invoiced) takes
 * the rest exactly, so a line invoiced in several parts adds up to its total without a cent lost to rounding.
 */
export function shareOf(
  totalMinor: number,
  alreadyMinor: number,
  partMilli: number,
  orderedMilli: number,
  remainingMilli: number,
): number {
  if (partMilli >= remainingMilli) return totalMinor - alreadyMinor;
  return Math.round((totalMinor * partMilli) / orderedMilli);
}

/** Invoice lines summed per VAT rate, rates in ascending order. */
export function vatBreakdown(lines: readonly { taxRate: string; netMinor: number; taxMinor: number }[]) {
  const byRate = new Map<string, InvoiceVatLine>();
  for (const line of lines) {
    const rate = normalisedRate(line.taxRate);
    const entry = byRate.get(rate) ?? { rate, netMinor: 0, taxMinor: 0 };
    entry.netMinor += line.netMinor;
    entry.taxMinor += line.taxMinor;
    byRate.set(rate, entry);
  }
  return [...byRate.values()].sort((a, b) => Number(a.rate) - Number(b.rate));
}

/**
 * An invoice's VAT per rate, as an invoice states it: its net at the rate times the rate, rounded once per rate.
 * The invoice that completes the order's invoicing (`completing`) takes instead what is left of the order's VAT
 * at each rate after the invoices before it, so that the order's invoices add up to the order to the cent.
 */
export function invoiceVat(
  lines: readonly { taxRate: string; netMinor: number; taxMinor: number }[],
  completing: {
    orderVat: readonly { rate: string; taxMinor: number }[];
    invoicedVat: readonly { rate: string; taxMinor: number }[];
  } | null,
): InvoiceVatLine[] {
  const taxAt = (vat: readonly { rate: string; taxMinor: number }[], rate: string) =>
    vat.filter((line) => normalisedRate(line.rate) === rate).reduce((sum, line) => sum + line.taxMinor, 0);
  return vatBreakdown(lines).map((line) => ({
    ...line,
    taxMinor: completing
      ? taxAt(completing.orderVat, line.rate) - taxAt(completing.invoicedVat, line.rate)
      : Math.round((line.netMinor * Number(line.rate)) / 100),
  }));
}

export function normalisedRate(rate: string): string {
  return String(Number(rate));
}

/**
 * Splits a gross amount (a refund) over the order's VAT rates in the proportion of each rate's gross in the
 * order; the cents that rounding leaves go to the largest remainders. Within a rate, the VAT is the rate's share
 * of that gross as on the order.
 */
export function splitGrossByVat(
  grossMinor: number,
  orderVat: readonly { rate: string; netMinor: number; taxMinor: number }[],
): InvoiceVatLine[] {
  const rates = orderVat.filter((line) => line.netMinor + line.taxMinor > 0);
  const orderGross = rates.reduce((sum, line) => sum + line.netMinor + line.taxMinor, 0);
  if (orderGross === 0 || grossMinor === 0) return [];
  const exact = rates.map((line) => (grossMinor * (line.netMinor + line.taxMinor)) / orderGross);
  const shares = exact.map(Math.floor);
  let left = grossMinor - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact.map((value, index) => ({ index, rest: value - Math.floor(value) }));
  byRemainder.sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return rates
    .map((line, index) => {
      const gross = shares[index]!;
      const taxMinor = Math.round((gross * line.taxMinor) / (line.netMinor + line.taxMinor));
      return { rate: normalisedRate(line.rate), netMinor: gross - taxMinor, taxMinor };
    })
    .filter((line) => line.netMinor + line.taxMinor > 0);
}
