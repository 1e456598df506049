import type { RuleFacts } from './rule-conditions';

/** Facts of a plain cart for the unit tables: store 1, Finland, no customer. */
export function facts(overrides: Partial<RuleFacts> = {}): RuleFacts {
  return {
    storeId: 1,
    customerGroupIds: [],
    companyId: null,
    countryCode: 'FI',
    zoneId: 1,
    postcode: '00100',
    amountMinor: 10_000,
    quantity: 1_000_000n,
    weightKg: 1_000_000n,
    productIds: [1],
    categoryIds: [10],
    date: '2026-11-22',
    hasVoucher: false,
    ...overrides,
  };
}
