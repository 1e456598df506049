import { LOCALE_TEXT_SEARCH_CONFIG, SEARCH_COUNT_LIMIT } from '@tradeshop/shared';
import {
  REBUILD_SEARCH_INDEX_SQL,
  containsPattern,
  searchQuery,
  termWords,
  typedWords,
} from './search-index.read-model';
import { toSearchResult } from './search.service';

describe('search terms', () => {
  it('keeps only letters and digits of the term as words, lower-cased', () => {
    expect(termWords(`AA-Alkaliparisto & 'drop table' :*`)).toEqual(['aa', 'alkaliparisto', 'drop', 'table']);
    expect(termWords('Ørsted äänimerkki')).toEqual(['ørsted', 'äänimerkki']);
  });

  it('requires every word before the last, which the statement widens to the words that start with it', () => {
    expect(typedWords('alkaline lr6 batt')).toEqual({
      head: 'alkaline & lr6 & ',
      nameHead: 'alkaline:AB & lr6:AB & ',
      last: 'batt',
    });
    expect(typedWords('9V')).toEqual({ head: '', nameHead: '', last: '9v' });
    expect(typedWords('--- ')).toEqual({ head: '', nameHead: '', last: '' });
  });

  it("takes LIKE's wildcards in a term literally", () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});

const PARAMS = {
  term: 'x',
  locale: 'en',
  limit: 8,
  offset: 0,
  store: 'int',
  categoryId: null,
  sort: 'relevance',
} as const;

describe('search statements', () => {
  it("searches with the shopper's language configuration, the term always bound", () => {
    const query = searchQuery({ ...PARAMS, term: "batterier'; drop table product", locale: 'sv' });
    expect(query.text).toContain(`'${LOCALE_TEXT_SEARCH_CONFIG.sv}'::regconfig`);
    expect(query.text).toContain(`ps.locale = 'sv'`);
    expect(query.values).toContain('batterier & drop & table & ');
    expect(query.values).toContain('batterier:AB & drop:AB & table:AB & ');
    expect(query.values).toContain('product');
    expect(query.text).not.toContain('batterier');
  });

  it('binds the chosen category and store, and orders the page by the chosen sort', () => {
    const byPrice = searchQuery({
      ...PARAMS,
      term: 'battery',
      store: 'fi',
      categoryId: 7,
      sort: 'price_desc',
    });
    expect(byPrice.values).toEqual(expect.arrayContaining(['fi', 7]));
    expect(byPrice.text).toContain('order by price_minor desc nulls last, name, id');
    expect(searchQuery({ ...PARAMS, sort: 'name' }).text).toContain('order by name, id');
  });

  it('refuses a language it does not know, as it is written into the statement', () => {
    expect(() => searchQuery({ ...PARAMS, term: 'x', locale: "en' or 1=1" as 'en' })).toThrow(RangeError);
  });

  it('builds the index with the configuration of each of the seven languages', () => {
    for (const config of Object.values(LOCALE_TEXT_SEARCH_CONFIG)) {
      expect(REBUILD_SEARCH_INDEX_SQL).toContain(`'${config}'::regconfig`);
    }
  });
});

const QUERY = { locale: 'en', page: 1, perPage: 8, sort: 'relevance' } as const;

const CARD = {
  id: 1,
  sku: 'BAT-AA',
  name: 'AA Alkaline Battery',
  slug: 'aa',
  image: '/i.svg',
  brand: 'Volt',
  price: { amountMinor: 396, currency: 'EUR' },
  recommendedPrice: null,
  stockStatus: 'in_stock',
  minimumOrderQuantity: '1',
  quantityIncrement: '1',
  salesUnit: 'PCE',
  salesUnitLabel: 'pcs',
  salesUnitPrecision: 0,
  minimumOrderOverride: false,
} as const;

describe('search answer', () => {
  it('links content pages to the storefront page route and adds the counts up', () => {
    const answer = toSearchResult(
      {
        product_total: 10,
        match_total: 12,
        page_total: 1,
        products: [
          { id: 1, name: 'AA Alkaline Battery', sku: 'BAT-AA', slug: 'aa', image: '/i.svg' },
          { id: 3, name: 'Gone', sku: 'GONE', slug: 'gone', image: '/g.svg' },
        ],
        pages: [{ id: 2, title: 'Delivery terms', slug: 'delivery-terms', thumbnail: null }],
        categories: [
          { id: 5, name: 'Batteries', slug: 'batteries', count: 10 },
          { id: 6, name: 'Chargers', slug: 'chargers', count: 2 },
        ],
      },
      [CARD],
      { ...QUERY, category: 5 },
    );
    expect(answer).toEqual({
      result: {
        // the product the catalogue no longer offers (no card) is left out
        products: [CARD],
        pages: [{ id: 2, title: 'Delivery terms', url: '/en/pages/delivery-terms', thumbnail: null }],
      },
      facets: {
        categories: [
          { id: 5, name: 'Batteries', slug: 'batteries', count: 10, selected: true },
          { id: 6, name: 'Chargers', slug: 'chargers', count: 2, selected: false },
        ],
      },
      sort: 'relevance',
      count: { products: 10, pages: 1, total: 11, exact: true },
      page: 1,
      perPage: 8,
    });
  });

  it('reports a count beyond the limit as the limit, marked as not exact', () => {
    const row = {
      product_total: SEARCH_COUNT_LIMIT + 1,
      match_total: SEARCH_COUNT_LIMIT + 1,
      page_total: 2,
      products: [],
      pages: [],
      categories: [],
    };
    expect(toSearchResult(row, [], QUERY).count).toEqual({
      products: SEARCH_COUNT_LIMIT,
      pages: 2,
      total: SEARCH_COUNT_LIMIT + 2,
      exact: false,
    });
    const exact = { ...row, product_total: SEARCH_COUNT_LIMIT, match_total: SEARCH_COUNT_LIMIT };
    expect(toSearchResult(exact, [], QUERY).count.exact).toBe(true);
    // a category's own count is below the limit, but the matches it was taken from were not all read
    expect(toSearchResult({ ...row, product_total: 3 }, [], QUERY).count.exact).toBe(false);
  });
});
