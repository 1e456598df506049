import { DEFAULT_STORE_FOR_LOCALE, isStoreCode, type ApiSchemas, type Locale } from '@tradeshop/shared';
import { apiClient } from './http.server';

type StoreWordingDto = ApiSchemas['StoreWordingDto'];

/** Store wording changes rarely; each storefront process asks again after this long. */
const CACHE_MS = 60_000;
const cache = new Map<Locale, { rows: Promise<StoreWordingDto[]>; expires: number }>();

function wordingRows(locale: Locale): Promise<StoreWordingDto[]> {
  const cached = cache.get(locale);
  if (cached && cached.expires > Date.now()) return cached.rows;
  const rows = apiClient()
    .GET('/api/shop/wording', { params: { query: { locale } } })
    .then(({ data, response }) => {
      if (!data) throw new Error(`store wording answered ${response.status}`);
      return data;
    });
  cache.set(locale, { rows, expires: Date.now() + CACHE_MS });
  rows.catch(() => cache.delete(locale));
  return rows;
}

export interface WordingStore {
  /** The store of the customer's company, when a customer is logged in. */
  customerStoreId: number | null;
  /** `?store=` of the address, e.g. on a category listing. */
  requestedStore: string | null;
}

/**
 * The wording overrides (message path → text) of the store the shopper buys in: the customer's company's store,
 * else the store the address names, else the store of the language. Without an answer the page still shows,
 * in the language's own wording.
 */
export async function getStoreWording(locale: Locale, store: WordingStore): Promise<Record<string, string>> {
  let rows: StoreWordingDto[];
  try {
    rows = await wordingRows(locale);
  } catch (cause) {
    console.error('storefront: store wording failed', cause);
    return {};
  }
  const storeCode = isStoreCode(store.requestedStore)
    ? store.requestedStore
    : DEFAULT_STORE_FOR_LOCALE[locale];
  const chosen =
    store.customerStoreId !== null
      ? (row: StoreWordingDto) => row.storeId === store.customerStoreId
      : (row: StoreWordingDto) => row.storeCode === storeCode;
  return Object.fromEntries(rows.filter(chosen).map((row) => [row.key, row.value]));
}
