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

describe('search statements', () => {
  it("searches with the shopper's language configuration, the term always bound", () => {
    const query = searchQuery({ term: "batterier'; drop table product", locale: 'sv', limit: 8, offset: 0 });
    expect(query.text).toContain(`'${LOCALE_TEXT_SEARCH_CONFIG.sv}'::regconfig`);
    expect(query.text).toContain(`ps.locale = 'sv'`);
    expect(query.values).toContain('batterier & drop & table & ');
    expect(query.values).toContain('batterier:AB & drop:AB & table:AB & ');
    expect(query.values).toContain('product');
    expect(query.text).not.toContain('batterier');
  });

  it('refuses a language it does not know, as it is written into the statement', () => {
    expect(() => searchQuery({ term: 'x', locale: "en' or 1=1" as 'en', limit: 8, offset: 0 })).toThrow(
      RangeError,
    );
  });

  it('builds the index with the configuration of each of the seven languages', () => {
    for (const config of Object.values(LOCALE_TEXT_SEARCH_CONFIG)) {
      expect(REBUILD_SEARCH_INDEX_SQL).toContain(`'${config}'::regconfig`);
    }
  });
});

describe('search answer', () => {
  it('links content pages to the storefront page route and adds the counts up', () => {
    const answer = toSearchResult(
      {
        product_total: 10,
        page_total: 1,
        products: [{ id: 1, name: 'AA Alkaline Battery', sku: 'BAT-AA', slug: 'aa', image: '/i.svg' }],
        pages: [{ id: 2, title: 'Delivery terms', slug: 'delivery-terms', thumbnail: null }],
      },
      'en',
      1,
      8,
    );
    expect(answer).toEqual({
      result: {
        products: [{ id: 1, name: 'AA Alkaline Battery', sku: 'BAT-AA', slug: 'aa', image: '/i.svg' }],
        pages: [{ id: 2, title: 'Delivery terms', url: '/en/pages/delivery-terms', thumbnail: null }],
      },
      count: { products: 10, pages: 1, total: 11, exact: true },
      page: 1,
      perPage: 8,
    });
  });

  it('reports a count beyond the limit as the limit, marked as not exact', () => {
    const row = { product_total: SEARCH_COUNT_LIMIT + 1, page_total: 2, products: [], pages: [] };
    expect(toSearchResult(row, 'en', 1, 8).count).toEqual({
      products: SEARCH_COUNT_LIMIT,
      pages: 2,
      total: SEARCH_COUNT_LIMIT + 2,
      exact: false,
    });
    expect(toSearchResult({ ...row, product_total: SEARCH_COUNT_LIMIT }, 'en', 1, 8).count.exact).toBe(true);
  });
});
