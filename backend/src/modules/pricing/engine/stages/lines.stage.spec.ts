import { product, quoteData } from '../test-quote-data';
import { cartLines, salesQuantity } from './lines.stage';

describe('the lines of a quote', () => {
  it.each([
    ['1', '1', 1, '3', 3_000_000n],
    ['12', '1', 5, '2', 24_000_000n],
    ['10', '10', 1, '2.5', 2_500_000n],
    ['12', '6', 5, '1', 2_000_000n],
    ['1', '3', 5, '1', 333_333n],
    ['1', '3', 5, '2', 666_667n],
  ])(
    'counts %s-piece units against a %s-piece sales unit',
    (unitFactor, salesFactor, unitId, quantity, expected) => {
      const row = product({ salesUnitId: 1, unitFactors: { '1': salesFactor, '5': unitFactor } });
      expect(salesQuantity(row, unitId, quantity)).toBe(expected);
    },
  );

  it('counts a unit without a known factor one to one', () => {
    expect(salesQuantity(product({ unitFactors: { '1': '6' } }), 9, '4')).toBe(4_000_000n);
  });

  it("leaves out lines whose product is gone and keeps the others' order", () => {
    const lines = cartLines(
      quoteData({
        products: new Map([
          [1, product()],
          [2, product({ id: 2 })],
        ]),
        lines: [
          { lineId: 8, productId: 2, quantity: '1', unitDefinitionId: 1 },
          { lineId: 9, productId: 3, quantity: '1', unitDefinitionId: 1 },
          { lineId: 7, productId: 1, quantity: '1', unitDefinitionId: 1 },
        ],
      }),
    );
    expect(lines.map((line) => line.input.lineId)).toEqual([8, 7]);
  });

  it("counts the product's quantity over every line of it, whatever the unit", () => {
    const boxed = product({ unitFactors: { '1': '1', '5': '12' } });
    const lines = cartLines(
      quoteData({
        products: new Map([
          [1, boxed],
          [2, product({ id: 2 })],
        ]),
        lines: [
          { lineId: 7, productId: 1, quantity: '2', unitDefinitionId: 1 },
          { lineId: 8, productId: 1, quantity: '1', unitDefinitionId: 5 },
          { lineId: 9, productId: 2, quantity: '3', unitDefinitionId: 1 },
        ],
      }),
    );
    expect(lines.map((line) => [line.salesQuantity, line.productSalesQuantity])).toEqual([
      [2_000_000n, 14_000_000n],
      [12_000_000n, 14_000_000n],
      [3_000_000n, 3_000_000n],
    ]);
  });

  it('places each product in its category and every ancestor, or its own category alone when unknown', () => {
    const lines = cartLines(
      quoteData({
        products: new Map([
          [1, product()],
          [2, product({ id: 2, categoryId: 20 })],
        ]),
        lines: [
          { lineId: 7, productId: 1, quantity: '1', unitDefinitionId: 1 },
          { lineId: 8, productId: 2, quantity: '1', unitDefinitionId: 1 },
        ],
      }),
    );
    expect(lines.map((line) => line.categoryIds)).toEqual([[10, 1], [20]]);
  });
});
