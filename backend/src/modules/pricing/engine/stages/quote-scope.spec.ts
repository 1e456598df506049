import { context, quoteData } from '../test-quote-data';
import { quoteScope } from './quote-scope';

describe('the scope of a quote', () => {
  it.each([
    ['the destination country read for the quote', { isoCode: 'SE', zoneId: 2 }, 'fi', 'SE', 2],
    ['the shipping country given, in capitals, when none was read', null, 'se', 'SE', null],
    ["the store's country without a shipping country", null, null, 'FI', null],
  ])('ships to %s', (_case, country, shippingCountry, expectedCountry, expectedZone) => {
    const scope = quoteScope(quoteData({ country, context: { ...context, shippingCountry } }));
    expect(scope.countryCode).toBe(expectedCountry);
    expect(scope.facts).toMatchObject({ countryCode: expectedCountry, zoneId: expectedZone });
  });

  it.each([
    ['2026-11-22T23:30:00-02:00', '2026-11-23'],
    ['2026-11-22T00:30:00+02:00', '2026-11-21'],
    ['2026-11-22T10:00:00Z', '2026-11-22'],
  ])('compares the day in UTC: %s is %s', (at, expected) => {
    const scope = quoteScope(quoteData({ context: { ...context, at: new Date(at) } }));
    expect(scope.date).toBe(expected);
    expect(scope.facts.date).toBe(expected);
  });

  it('states the shopper and the store, and no cart yet', () => {
    const shopper = { ...context, companyId: 5, customerGroupIds: [2, 3], shippingPostcode: '00100' };
    expect(quoteScope(quoteData({ context: shopper })).facts).toEqual({
      storeId: 1,
      customerGroupIds: [2, 3],
      companyId: 5,
      countryCode: 'FI',
      zoneId: 1,
      postcode: '00100',
      amountMinor: 0,
      quantity: 0n,
      weightKg: 0n,
      productIds: [],
      categoryIds: [],
      date: '2026-11-22',
      hasVoucher: false,
    });
  });
});
