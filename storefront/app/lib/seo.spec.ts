import { seoHead, type SeoPage } from './seo';

const category: SeoPage = {
  routeId: 'routes/category',
  locale: 'fi',
  pathname: '/fi/c/paristot',
  search: '',
  hasLocaleParam: true,
  alternates: {
    fi: '/fi/c/paristot',
    nb: '/nb/c/batterier',
    sv: '/sv/c/batterier',
    en: '/en/c/batteries?page=2',
    fr: '/fr/c/piles',
    it: '/it/c/batterie',
    da: '/da/c/batterier',
  },
};

describe('search engine head', () => {
  it('makes a category page canonical to itself with hreflang alternates for every language and x-default', () => {
    const head = seoHead(category);
    expect(head.canonical).toBe('/fi/c/paristot');
    expect(head.robots).toBe('index,follow');
    expect(head.hreflang).toEqual(
      expect.arrayContaining([
        { hrefLang: 'fi-FI', path: '/fi/c/paristot' },
        { hrefLang: 'sv-SE', path: '/sv/c/batterier' },
        { hrefLang: 'en', path: '/en/c/batteries' },
        { hrefLang: 'x-default', path: '/en/c/batteries' },
      ]),
    );
    expect(head.hreflang).toHaveLength(8);
  });

  it('links only the languages a translated page exists in, and English as x-default only when it has one', () => {
    const head = seoHead({ ...category, alternates: { fi: '/fi/c/paristot', sv: '/sv/c/batterier' } });
    expect(head.canonical).toBe('/fi/c/paristot');
    expect(head.hreflang).toEqual([
      { hrefLang: 'fi-FI', path: '/fi/c/paristot' },
      { hrefLang: 'sv-SE', path: '/sv/c/batterier' },
    ]);
  });

  it('keeps page 2 of a listing canonical to page 2, and drops the store and other parameters', () => {
    const head = seoHead({ ...category, search: '?page=2&store=fi&utm_source=mail' });
    expect(head.canonical).toBe('/fi/c/paristot?page=2');
    expect(head.hreflang.find((link) => link.hrefLang === 'sv-SE')?.path).toBe('/sv/c/batterier?page=2');
  });

  it('makes a filtered or sorted listing noindex and canonical to the unfiltered category', () => {
    for (const search of ['?brandIds=3&page=2', '?attributeIds=voltage%3A12', '?sort=price_asc']) {
      const head = seoHead({ ...category, search });
      expect(head).toEqual({ canonical: '/fi/c/paristot', robots: 'noindex,follow', hreflang: [] });
    }
  });

  it('indexes the fire-safety guide in every language, and keeps its recommendations out of the index', () => {
    const guide: SeoPage = {
      routeId: 'routes/fire-safety-guide',
      locale: 'sv',
      pathname: '/sv/fire-safety-guide',
      search: '',
      hasLocaleParam: true,
      alternates: null,
    };
    const head = seoHead(guide);
    expect(head.canonical).toBe('/sv/fire-safety-guide');
    expect(head.robots).toBe('index,follow');
    expect(head.hreflang).toHaveLength(8);
    expect(head.hreflang).toContainEqual({ hrefLang: 'fi-FI', path: '/fi/fire-safety-guide' });

    expect(seoHead({ ...guide, search: '?premises=office&areaM2=250&floors=2' })).toEqual({
      canonical: '/sv/fire-safety-guide',
      robots: 'noindex,follow',
      hreflang: [],
    });
  });

  it('indexes a content page under its own address, with its translated slugs as hreflang alternates', () => {
    const head = seoHead({
      routeId: 'routes/content-page',
      locale: 'sv',
      pathname: '/pages/leveransvillkor',
      search: '?utm_source=mail',
      hasLocaleParam: false,
      alternates: { sv: '/sv/pages/leveransvillkor', en: '/en/pages/delivery-terms' },
    });
    expect(head.canonical).toBe('/sv/pages/leveransvillkor');
    expect(head.robots).toBe('index,follow');
    expect(head.hreflang).toEqual(
      expect.arrayContaining([
        { hrefLang: 'sv-SE', path: '/sv/pages/leveransvillkor' },
        { hrefLang: 'x-default', path: '/en/pages/delivery-terms' },
      ]),
    );
  });

  it('points a page without a locale segment at the address with the locale', () => {
    const head = seoHead({
      routeId: 'routes/home',
      locale: 'sv',
      pathname: '/',
      search: '',
      hasLocaleParam: false,
      alternates: null,
    });
    expect(head.canonical).toBe('/sv');
    expect(head.hreflang.find((link) => link.hrefLang === 'da-DK')?.path).toBe('/da');
  });

  it('keeps search results, cart and account pages out of the index', () => {
    const search = seoHead({
      routeId: 'routes/search',
      locale: 'en',
      pathname: '/en/search/products',
      search: '?term=battery&locale=en&page=2',
      hasLocaleParam: true,
      alternates: null,
    });
    expect(search).toEqual({
      canonical: '/en/search/products?term=battery&page=2',
      robots: 'noindex,follow',
      hreflang: [],
    });
    const cart = seoHead({
      routeId: 'routes/cart/index',
      locale: 'nb',
      pathname: '/cart',
      search: '',
      hasLocaleParam: false,
      alternates: null,
    });
    expect(cart.robots).toBe('noindex,follow');
    expect(cart.canonical).toBe('/nb/cart');
  });
});
