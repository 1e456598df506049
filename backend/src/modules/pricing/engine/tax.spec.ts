import { computeTaxes, resolveTaxRate, type TaxRuleRow } from './tax';

const taxRule = (overrides: Partial<TaxRuleRow>): TaxRuleRow => ({
  groupId: 1,
  countryCode: 'FI',
  stateCode: null,
  rate: '25.500',
  behavior: 'only_this',
  position: 0,
  ...overrides,
});

const standard = [
  taxRule({}),
  taxRule({ countryCode: 'SE', rate: '25.000', position: 1 }),
  taxRule({ countryCode: 'FR', rate: '20.000', position: 2 }),
];

describe('tax rates', () => {
  it.each([
    ['FI', '25.500'],
    ['SE', '25.000'],
    ['FR', '20.000'],
    ['DE', '0.000'],
  ])('taxes goods going to %s at %s %%', (country, rate) => {
    expect(resolveTaxRate(standard, 1, country)).toBe(rate);
  });

  it('takes nothing from another group', () => {
    expect(resolveTaxRate(standard, 2, 'FI')).toBe('0.000');
  });

  it('adds up combined rates', () => {
    const rules = [
      taxRule({ rate: '5', behavior: 'combine' }),
      taxRule({ rate: '10', behavior: 'combine', position: 1 }),
    ];
    expect(resolveTaxRate(rules, 1, 'FI')).toBe('15.000');
  });

  it('compounds rates applied one after another (tax on tax)', () => {
    const rules = [
      taxRule({ rate: '10', behavior: 'combine' }),
      taxRule({ rate: '10', behavior: 'one_after_another', position: 1 }),
    ];
    expect(resolveTaxRate(rules, 1, 'FI')).toBe('21.000');
  });

  it('lets a first "only this" rule stand alone', () => {
    const rules = [taxRule({ rate: '24' }), taxRule({ rate: '10', behavior: 'combine', position: 1 })];
    expect(resolveTaxRate(rules, 1, 'FI')).toBe('24.000');
  });

  it('applies a state rule only in its state', () => {
    const rules = [
      taxRule({ countryCode: 'IT', stateCode: 'LIV', rate: '0' }),
      taxRule({ countryCode: 'IT', rate: '22', position: 1 }),
    ];
    expect(resolveTaxRate(rules, 1, 'IT', 'LIV')).toBe('0.000');
    expect(resolveTaxRate(rules, 1, 'IT', 'RM')).toBe('22.000');
  });
});

describe('tax amounts', () => {
  it('rounds once per rate on the summed net, and shares it out so the shares add up', () => {
    const result = computeTaxes([
      { rate: '25.5', netMinor: 101 },
      { rate: '25.500', netMinor: 101 },
      { rate: '25.5', netMinor: 101 },
    ]);
    // 303 × 25.5 % = 77.265 → 77; per line it would have been 3 × 26 = 78.
    expect(result.taxes).toEqual([{ rate: '25.500', netMinor: 303, taxMinor: 77 }]);
    expect(result.amountTaxes.reduce((a, b) => a + b, 0)).toBe(77);
    expect(result.taxMinor).toBe(77);
  });

  it('lists each rate once, highest first, leaving out rates with nothing taxed', () => {
    const result = computeTaxes([
      { rate: '20', netMinor: 1000 },
      { rate: '25.5', netMinor: 1000 },
      { rate: '0', netMinor: 0 },
    ]);
    expect(result.taxes).toEqual([
      { rate: '25.500', netMinor: 1000, taxMinor: 255 },
      { rate: '20.000', netMinor: 1000, taxMinor: 200 },
    ]);
    expect(result.amountTaxes).toEqual([200, 255, 0]);
    expect(result.taxMinor).toBe(455);
  });
});
