import { LOCALES, type Locale } from '@tradeshop/shared';
import { DomainError } from '../../common/errors/domain-error';
import type { StoreInfo, StoresService } from '../shop-config/stores/stores.service';
import { ShopContextService } from './shop-context.service';
import type { ShopIdentity } from './shop-session';

const STORES: Record<string, StoreInfo> = {
  fi: { id: 1, code: 'fi', defaultLocale: 'fi', currency: 'EUR', country: 'FI', salesEmail: null },
  int: { id: 9, code: 'int', defaultLocale: 'en', currency: 'EUR', country: null, salesEmail: null },
};

/** Stores by locale (fi → fi, anything else → int); no customer is involved, so no database either. */
const stores = {
  forLocale: (locale: Locale) => Promise.resolve(locale === 'fi' ? STORES.fi! : STORES.int!),
  byId: (id: number) => Promise.resolve(Object.values(STORES).find((store) => store.id === id)!),
} as unknown as StoresService;

const contexts = new ShopContextService(stores);

describe('ShopContextService', () => {
  it('gives a visitor the store of their language and no customer', async () => {
    await expect(contexts.resolve({ identity: undefined, locale: 'fi', optional: false })).resolves.toEqual({
      locale: 'fi',
      store: { id: 1, code: 'fi', currency: 'EUR', country: 'FI' },
      customer: null,
      salesrepId: null,
    });
  });

  it('refuses a locale that is not a shop language with the answer of the locale DTOs', async () => {
    const refused = await contexts
      .resolve({ identity: undefined, locale: 'xx', optional: false })
      .catch((error: unknown) => error);
    const reason = `locale must be one of ${LOCALES.join(', ')}`;
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: reason,
      details: [{ field: 'locale', reason }],
    });
  });

  it('refuses a missing locale where the route needs one', async () => {
    await expect(
      contexts.resolve({ identity: undefined, locale: undefined, optional: false }),
    ).rejects.toThrow(DomainError);
  });

  describe('for a customer', () => {
    const withCustomer = contexts;

    it("takes the customer's own language where the route's locale is optional and left out", async () => {
      const identity = {
        customer: { id: 5, locale: 'fi', company: null },
        customerGroupIds: [3],
        salesrep: null,
      } as unknown as ShopIdentity;
      await expect(withCustomer.resolve({ identity, locale: undefined, optional: true })).resolves.toEqual({
        locale: 'fi',
        store: { id: 1, code: 'fi', currency: 'EUR', country: 'FI' },
        customer: { id: 5, companyId: null, groupIds: [3], invoicePaymentAllowed: false },
        salesrepId: null,
      });
    });

    it("puts a company's customer in the company's store whatever language they read, and names the salesrep", async () => {
      const company = {
        id: 7,
        load: () => Promise.resolve({ id: 7, storeId: 1, invoicePaymentAllowed: true }),
      };
      const identity = {
        customer: { id: 5, locale: 'fi', company },
        customerGroupIds: [3],
        salesrep: { id: 2 },
      } as unknown as ShopIdentity;
      await expect(withCustomer.resolve({ identity, locale: 'en', optional: false })).resolves.toEqual({
        locale: 'en',
        store: { id: 1, code: 'fi', currency: 'EUR', country: 'FI' },
        customer: { id: 5, companyId: 7, groupIds: [3], invoicePaymentAllowed: true },
        salesrepId: 2,
      });
    });
  });
});
