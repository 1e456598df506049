import { DEFAULT_STORE_FOR_LOCALE, isStoreCode, type ApiSchemas, type Locale } from '@tradeshop/shared';
import { apiClient } from './http.server';

type StorePreliminaryDeliveryDto = ApiSchemas['StorePreliminaryDeliveryDto'];

/** The dates change once a day (and with the delivery calendar); each storefront process asks again after this. */
const CACHE_MS = 60_000;
let cached: { rows: Promise<StorePreliminaryDeliveryDto[]>; expires: number } | undefined;

function dateRows(): Promise<StorePreliminaryDeliveryDto[]> {
  if (cached && cached.expires > Date.now()) return cached.rows;
  const rows = apiClient()
    .GET('/api/shop/preliminary-delivery-dates')
    .then(({ data, response }) => {
      if (!data) throw new Error(`preliminary delivery dates answered ${response.status}`);
      return data;
    });
  cached = { rows, expires: Date.now() + CACHE_MS };
  rows.catch(() => (cached = undefined));
  return rows;
}

/**
 * When an item out of stock today is expected (YYYY-MM-DD) in the store the shopper buys in: the customer's
 * company's store, else the store the address names, else the language's; the cart gives its out-of-stock lines
 * the same date. Null when the dates cannot be read: the page then shows the stock without a date.
 */
export async function getPreliminaryDeliveryDate(
  locale: Locale,
  store: { customerStoreId: number | null; requestedStore: string | null },
): Promise<string | null> {
  try {
    const rows = await dateRows();
    const code = isStoreCode(store.requestedStore) ? store.requestedStore : DEFAULT_STORE_FOR_LOCALE[locale];
    const row =
      store.customerStoreId !== null
        ? rows.find((candidate) => candidate.storeId === store.customerStoreId)
        : rows.find((candidate) => candidate.storeCode === code);
    return row?.date ?? null;
  } catch (cause) {
    console.error('storefront: preliminary delivery dates failed', cause);
    return null;
  }
}
