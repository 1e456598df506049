import type { SetDiscount } from '../pricing.port';
import { distribute, multiplyMinor, percentOf, toScaled } from './exact-math';

/** A priced cart line as the set discount reads it: product, quantity in sales units (millionths), unit price. */
export interface SetDiscountLine {
  productId: number;
  salesQuantity: bigint;
  unitPriceMinor: number;
}

export interface SetDiscountOutcome {
  /** Discount per line, in the order of the lines given; 0 for lines outside the set. */
  lineDiscounts: number[];
  discountNetMinor: number;
}

/**
 * A bundle discount (the fire-safety guide's set): `percent` off the set's own quantities, and only while the
 * cart still holds every product of the set in at least the set's quantity. Quantities beyond the set's are
 * full price. The discount is rounded once on the set's value and spread over its lines by largest remainder,
 * in proportion to each line's discounted part.
 */
export function applySetDiscount(
  lines: readonly SetDiscountLine[],
  set: SetDiscount | null | undefined,
): SetDiscountOutcome {
  const none = { lineDiscounts: lines.map(() => 0), discountNetMinor: 0 };
  if (!set || set.items.length === 0) return none;
  const remaining = new Map<number, bigint>();
  for (const item of set.items)
    remaining.set(item.productId, (remaining.get(item.productId) ?? 0n) + toScaled(item.quantity));
  const held = new Map<number, bigint>();
  for (const line of lines) held.set(line.productId, (held.get(line.productId) ?? 0n) + line.salesQuantity);
  for (const [productId, quantity] of remaining) if ((held.get(productId) ?? 0n) < quantity) return none;

  // Each line's part of the set: the set's quantity of its product, taken from the product's lines in order.
  const setValues = lines.map((line) => {
    const left = remaining.get(line.productId) ?? 0n;
    const inSet = left < line.salesQuantity ? left : line.salesQuantity;
    if (inSet > 0n) remaining.set(line.productId, left - inSet);
    return inSet > 0n ? multiplyMinor(line.unitPriceMinor, inSet) : 0;
  });
  const setValue = setValues.reduce((sum, value) => sum + value, 0);
  const discountNetMinor = percentOf(setValue, set.percent);
  if (discountNetMinor <= 0) return none;
  return { lineDiscounts: distribute(discountNetMinor, setValues), discountNetMinor };
}
