import type { SetDiscount } from '../pricing.port';
import { applySetDiscount, type SetDiscountLine } from './set-discount';

const units = (quantity: number): bigint => BigInt(quantity) * 1_000_000n;
const line = (productId: number, quantity: number, unitPriceMinor: number): SetDiscountLine => ({
  productId,
  salesQuantity: units(quantity),
  unitPriceMinor,
});
const set = (items: [number, number][]): SetDiscount => ({
  name: 'fire-safety-set',
  label: 'Set',
  percent: '10',
  items: items.map(([productId, quantity]) => ({ productId, quantity: String(quantity) })),
});

describe('applySetDiscount', () => {
  it.each([
    {
      name: 'gives 10% off a complete set',
      lines: [line(1, 4, 1790), line(2, 2, 4990), line(3, 1, 1490)],
      set: set([
        [1, 4],
        [2, 2],
        [3, 1],
      ]),
      // 7160 + 9980 + 1490 = 18630 → 1863
      expected: { discountNetMinor: 1863, lineDiscounts: [716, 998, 149] },
    },
    {
      name: 'charges full price for quantities beyond the set',
      lines: [line(1, 6, 1000), line(2, 1, 500)],
      set: set([
        [1, 4],
        [2, 1],
      ]),
      expected: { discountNetMinor: 450, lineDiscounts: [400, 50] },
    },
    {
      name: 'gives nothing once a product of the set is removed',
      lines: [line(1, 4, 1000)],
      set: set([
        [1, 4],
        [2, 1],
      ]),
      expected: { discountNetMinor: 0, lineDiscounts: [0] },
    },
    {
      name: 'gives nothing once a quantity falls below the set',
      lines: [line(1, 3, 1000), line(2, 1, 500)],
      set: set([
        [1, 4],
        [2, 1],
      ]),
      expected: { discountNetMinor: 0, lineDiscounts: [0, 0] },
    },
    {
      name: 'leaves lines outside the set at full price',
      lines: [line(9, 10, 999), line(1, 1, 1000)],
      set: set([[1, 1]]),
      expected: { discountNetMinor: 100, lineDiscounts: [0, 100] },
    },
    {
      name: 'spreads a rounded discount so the shares add up (largest remainder)',
      lines: [line(1, 1, 333), line(2, 1, 333), line(3, 1, 334)],
      set: set([
        [1, 1],
        [2, 1],
        [3, 1],
      ]),
      expected: { discountNetMinor: 100, lineDiscounts: [33, 33, 34] },
    },
    {
      name: 'gives nothing without a set',
      lines: [line(1, 1, 1000)],
      set: null,
      expected: { discountNetMinor: 0, lineDiscounts: [0] },
    },
  ])('$name', ({ lines, set: recorded, expected }) => {
    expect(applySetDiscount(lines, recorded)).toEqual(expected);
  });
});
