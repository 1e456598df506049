import type { RuleCondition } from '@tradeshop/shared';
import { matchesAll, matchesCondition, matchesPostcode } from './rule-conditions';
import { facts } from './test-facts';

describe('rule conditions', () => {
  it.each<[string, RuleCondition, boolean]>([
    ['a group the customer is in', { type: 'customer_groups', groupIds: [2, 3] }, true],
    ['a group the customer is not in', { type: 'customer_groups', groupIds: [9] }, false],
    ['the company', { type: 'companies', companyIds: [7] }, true],
    ['another company', { type: 'companies', companyIds: [8] }, false],
    ['the store', { type: 'stores', storeIds: [1, 2] }, true],
    ['another store', { type: 'stores', storeIds: [3] }, false],
    ['the country', { type: 'countries', countryCodes: ['FI'] }, true],
    ['another country', { type: 'countries', countryCodes: ['SE'] }, false],
    ['the zone', { type: 'zones', zoneIds: [1] }, true],
    ['another zone', { type: 'zones', zoneIds: [2] }, false],
    ['an amount from 100.00', { type: 'amount', minMinor: 10_000 }, true],
    ['an amount from 100.01', { type: 'amount', minMinor: 10_001 }, false],
    ['an amount up to 100.00', { type: 'amount', maxMinor: 10_000 }, true],
    ['an amount up to 99.99', { type: 'amount', maxMinor: 9999 }, false],
    ['a quantity from 2.5', { type: 'quantity', min: '2.5' }, true],
    ['a quantity from 3', { type: 'quantity', min: '3' }, false],
    ['a weight up to 30 kg', { type: 'weight', maxKg: '30' }, true],
    ['a weight from 30.001 kg', { type: 'weight', minKg: '30.001' }, false],
    ['the product', { type: 'products', productIds: [5] }, true],
    ['a parent category', { type: 'categories', categoryIds: [1] }, true],
    ['another category', { type: 'categories', categoryIds: [2] }, false],
    ['a timespan around today', { type: 'timespan', from: '2026-11-01', to: '2026-11-22' }, true],
    ['a timespan that starts tomorrow', { type: 'timespan', from: '2026-11-23' }, false],
    ['a timespan that ended yesterday', { type: 'timespan', to: '2026-11-21' }, false],
    ['the postcode prefix', { type: 'postcodes', patterns: ['001*'] }, true],
  ])('%s: %s', (_name, condition, expected) => {
    const cart = facts({
      customerGroupIds: [2],
      companyId: 7,
      quantity: 2_500_000n,
      weightKg: 30_000_000n,
      productIds: [5],
      categoryIds: [12, 1],
      postcode: '00150',
    });
    expect(matchesCondition(condition, cart)).toBe(expected);
  });

  it('needs a usable voucher for the voucher condition', () => {
    expect(matchesCondition({ type: 'voucher' }, facts())).toBe(false);
    expect(matchesCondition({ type: 'voucher' }, facts({ hasVoucher: true }))).toBe(true);
  });

  it('applies a rule only when every condition holds, and always when it has none', () => {
    const both: RuleCondition[] = [
      { type: 'countries', countryCodes: ['FI'] },
      { type: 'amount', minMinor: 50_000 },
    ];
    expect(matchesAll(both, facts())).toBe(false);
    expect(matchesAll(both, facts({ amountMinor: 50_000 }))).toBe(true);
    expect(matchesAll([], facts())).toBe(true);
  });

  it('never matches a company or a country the cart does not have', () => {
    expect(matchesCondition({ type: 'companies', companyIds: [1] }, facts({ companyId: null }))).toBe(false);
    expect(matchesCondition({ type: 'countries', countryCodes: ['FI'] }, facts({ countryCode: null }))).toBe(
      false,
    );
  });

  it.each([
    ['00100', '00100', true],
    ['00100', '00101', false],
    ['001*', '00180', true],
    ['001*', '00200', false],
    ['00100-00990', '00500', true],
    ['00100-00990', '01000', false],
    ['111 20-118 99', '116 45', true],
    ['SW1*', 'sw1a 1aa', true],
  ])('postcode pattern %s %s matches: %s', (pattern, postcode, expected) => {
    expect(matchesPostcode(pattern, postcode)).toBe(expected);
  });
});
