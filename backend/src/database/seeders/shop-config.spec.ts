import { COUNTRIES } from '@tradeshop/shared';
import { STORES } from './reference-data';
import { SEED_ZONES, STANDARD_VAT, STORE_SHIPPING } from './shop-config';

describe('the demo pricing configuration', () => {
  it('puts every country in exactly one zone', () => {
    const zoned = Object.values(SEED_ZONES).flat();
    expect([...zoned].sort()).toEqual([...COUNTRIES].sort());
  });

  it("has the standard VAT of every store's country", () => {
    for (const store of STORES.filter((candidate) => candidate.country)) {
      expect(STANDARD_VAT[store.country!]).toBeDefined();
    }
    expect(STANDARD_VAT.FI.rate).toBe('25.500');
  });

  it('gives every store its own order number prefix and free freight above a positive value', () => {
    const prefixes = STORES.map((store) => STORE_SHIPPING[store.code].orderNumberPrefix);
    expect(new Set(prefixes).size).toBe(STORES.length);
    for (const store of STORES) {
      expect(Number.isInteger(STORE_SHIPPING[store.code].freeShippingFromMinor)).toBe(true);
      expect(STORE_SHIPPING[store.code].freeShippingFromMinor).toBeGreaterThan(0);
    }
  });
});
