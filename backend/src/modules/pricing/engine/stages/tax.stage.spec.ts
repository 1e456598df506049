import { product, quoteData, quoteLine } from '../test-quote-data';
import type { TaxRuleRow } from '../tax';
import { applyTaxes } from './tax.stage';

const taxRules: TaxRuleRow[] = [
  { groupId: 1, countryCode: 'FI', stateCode: null, rate: '25.500', behavior: 'only_this', position: 0 },
  { groupId: 1, countryCode: 'SE', stateCode: null, rate: '25', behavior: 'only_this', position: 0 },
  { groupId: 2, countryCode: null, stateCode: null, rate: '14', behavior: 'only_this', position: 0 },
];
const data = quoteData({ taxRules });
const reduced = product({ id: 2, taxRuleGroupId: 2 });

describe('the taxes of a quote', () => {
  it.each([
    ['FI', '25.500', 5429],
    ['SE', '25.000', 5323],
    ['DE', '0.000', 0],
  ])('taxes goods and shipping at the rate of the destination %s', (country, rate, tax) => {
    const taxed = applyTaxes({ lines: [quoteLine()], gifts: [] }, 1290, 0, data, country);
    expect(taxed.lines[0].taxRate).toBe(rate);
    expect(taxed.shippingTaxRate).toBe(rate);
    expect(taxed.taxMinor).toBe(tax);
    expect(taxed.taxes).toEqual([{ rate, netMinor: 21_290, taxMinor: tax }]);
  });

  it("taxes a product at its own group's rate and shipping at the store's standard rate, highest rate first", () => {
    const taxed = applyTaxes(
      {
        lines: [quoteLine({ product: reduced, netMinor: 10_000 }), quoteLine({ netMinor: 10_000 })],
        gifts: [],
      },
      1290,
      0,
      data,
      'FI',
    );
    expect(taxed.taxes).toEqual([
      { rate: '25.500', netMinor: 11_290, taxMinor: 2879 },
      { rate: '14.000', netMinor: 10_000, taxMinor: 1400 },
    ]);
    expect(taxed.lines.map((line) => [line.taxRate, line.taxMinor])).toEqual([
      ['14.000', 1400],
      ['25.500', 2550],
    ]);
    expect(taxed).toMatchObject({ shippingTaxMinor: 329, taxMinor: 4279 });
  });

  it('rounds once per rate, not per line, and shares the tax out so that it adds up', () => {
    const cent = quoteLine({ netMinor: 1 });
    const taxed = applyTaxes({ lines: [cent, cent, cent], gifts: [] }, 0, 0, data, 'FI');
    // 3 × 0.255 cents: 0 per line if each were rounded alone.
    expect(taxed.taxes).toEqual([{ rate: '25.500', netMinor: 3, taxMinor: 1 }]);
    expect(taxed.lines.map((line) => line.taxMinor)).toEqual([1, 0, 0]);
  });

  it('taxes the surcharge with its goods and leaves the discount out', () => {
    const line = quoteLine({ netMinor: 20_000, discountNetMinor: 1000, surchargeMinor: 70 });
    const taxed = applyTaxes({ lines: [line], gifts: [] }, 0, 0, data, 'FI');
    // 25.5 % of 19 070 = 4862.85
    expect(taxed.taxes).toEqual([{ rate: '25.500', netMinor: 19_070, taxMinor: 4863 }]);
  });

  it('taxes the payment fee with the shipping, one rounding for all at that rate', () => {
    const taxed = applyTaxes({ lines: [quoteLine()], gifts: [] }, 1290, 200, data, 'FI');
    // 25.5 % of 21 490 = 5479.95
    expect(taxed.taxes).toEqual([{ rate: '25.500', netMinor: 21_490, taxMinor: 5480 }]);
    expect([taxed.lines[0].taxMinor, taxed.shippingTaxMinor]).toEqual([5100, 329]);
  });

  it("gives a gift its product's rate and no tax", () => {
    const taxed = applyTaxes(
      { lines: [quoteLine()], gifts: [{ product: reduced, ruleName: 'gift' }] },
      0,
      0,
      data,
      'FI',
    );
    expect(taxed.gifts).toEqual([{ product: reduced, ruleName: 'gift', taxRate: '14.000' }]);
    expect(taxed.taxes).toEqual([{ rate: '25.500', netMinor: 20_000, taxMinor: 5100 }]);
  });
});
