/**
 * What a cached answer shows, so that a change notified for some products and categories drops only the
 * answers that show them (see the read_cache_scoped_notifications migration). An answer's tags are strings:
 * `p:<id>` for a product it shows, `page:<id>` for the product whose own page it is (what only that page shows,
 * such as the stock quantity), `c:<id>` for a category whose products it lists or counts, or ANY_CHANGE when
 * every change may alter it. An answer with no tags changes only when the whole cache is emptied.
 */
export type CacheTags = readonly string[];

/** Dropped on any change, scoped or not: the safe default for an answer that declares nothing. */
export const ANY_CHANGE = '*';

export const productTag = (id: number) => `p:${id}`;
export const categoryTag = (id: number) => `c:${id}`;
export const productPageTag = (id: number) => `page:${id}`;

/** Changes nothing scoped reaches: the answer reads only tables whose writes empty the whole cache. */
export const ONLY_WHOLE_CHANGES = (): CacheTags => [];

/**
 * Every product an answer shows, as tags: each object in it with a numeric `id` and a string `sku` is a
 * product (the page's own, its cards, related products, variants), wherever a new field puts it.
 */
export function productsShownIn(answer: unknown): string[] {
  const ids = new Set<number>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (typeof record.id === 'number' && typeof record.sku === 'string') ids.add(record.id);
    for (const child of Object.values(record)) visit(child);
  };
  visit(answer);
  return [...ids].map(productTag);
}

/**
 * What one notification says changed: some products and the categories that list them, or what only some
 * products' own pages show (`pages`).
 */
export interface ScopedChange {
  products: readonly number[];
  categories: readonly number[];
  pages: readonly number[];
}

const SCOPED_PAYLOAD = /^\w+ p=([\d,]*) c=([\d,]*)$/;
const PAGE_ONLY_PAYLOAD = /^\w+ page=([\d,]*)$/;

/**
 * A `catalogue_changed` payload read: a scoped change (`<table> p=1,2 c=3`), or null when it names only its
 * table, which means that anything may have changed.
 */
export function parseScopedChange(payload: string): ScopedChange | null {
  const ids = (list: string) => (list === '' ? [] : list.split(',').map(Number));
  const pageOnly = PAGE_ONLY_PAYLOAD.exec(payload);
  if (pageOnly) return { products: [], categories: [], pages: ids(pageOnly[1]!) };
  const match = SCOPED_PAYLOAD.exec(payload);
  if (!match) return null;
  return { products: ids(match[1]!), categories: ids(match[2]!), pages: [] };
}

/** The tags a scoped change reaches. */
export function tagsOfChange(change: ScopedChange): string[] {
  return [
    ...change.products.map(productTag),
    ...change.categories.map(categoryTag),
    ...change.pages.map(productPageTag),
  ];
}
