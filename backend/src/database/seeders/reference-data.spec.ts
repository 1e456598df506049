import {
  businessIdProblem,
  DEFAULT_STORE_FOR_LOCALE,
  isShopMessageKey,
  LOCALES,
  PRODUCT_GROUPS,
  STORE_CODES,
} from '@tradeshop/shared';
import { CONTENT_PAGES } from './content-pages';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { slugify, type LocalisedText } from './localised-text';
import {
  ATTRIBUTE_OPTION_LABELS,
  BRANDS,
  CATEGORIES,
  FAMILIES,
  LEAF_CATEGORIES,
  PRODUCT_LINES,
  STORE_WORDINGS,
  STORES,
  UNITS,
} from './reference-data';
import { ARCHETYPES } from './product-archetypes';

function expectAllLanguages(text: LocalisedText): void {
  expect(Object.keys(text).sort()).toEqual([...LOCALES].sort());
  for (const locale of LOCALES) expect(text[locale].trim()).not.toBe('');
}

describe('stores', () => {
  it('has one store per store code, each speaking its default language', () => {
    expect(STORES.map((store) => store.code)).toEqual([...STORE_CODES]);
    for (const store of STORES) expect(store.locales).toContain(store.defaultLocale);
    expect(STORES.find((store) => store.code === 'int')).toMatchObject({
      country: null,
      locales: expect.arrayContaining([...LOCALES]),
    });
    for (const locale of LOCALES)
      expect(STORES.map((store) => store.code)).toContain(DEFAULT_STORE_FOR_LOCALE[locale]);
  });

  it('words the cart differently in Swedish in Finland than in Sweden', () => {
    const cart = (store: string) =>
      STORE_WORDINGS.find(
        (wording) => wording.store === store && wording.locale === 'sv' && wording.key === 'minicart.button',
      )?.value;
    expect(cart('fi')).toBeDefined();
    expect(cart('fi')).not.toBe(cart('se'));
  });

  it('overrides only texts the storefront has: a seeded override without its message key fails here', () => {
    const withoutKey = STORE_WORDINGS.filter((wording) => !isShopMessageKey(wording.key)).map(
      (wording) => `${wording.store}/${wording.locale}: ${wording.key}`,
    );
    expect(withoutKey).toEqual([]);
  });

  it('words delivery, VAT, terms, contact and the business id for Finland, Norway, Sweden and Denmark', () => {
    const keys = [
      'storeWording.deliveryNote',
      'storeWording.vatNotice',
      'storeWording.termsNote',
      'storeWording.contact',
      'account.fields.organizationNumber',
    ];
    for (const store of ['fi', 'no', 'se', 'dk'] as const) {
      const { defaultLocale } = STORES.find((candidate) => candidate.code === store)!;
      const own = STORE_WORDINGS.filter(
        (wording) => wording.store === store && wording.locale === defaultLocale,
      );
      expect(own.map((wording) => wording.key).sort()).toEqual(expect.arrayContaining(keys));
    }
    const finnish = STORE_WORDINGS.find(
      (wording) =>
        wording.store === 'fi' && wording.locale === 'fi' && wording.key === 'storeWording.deliveryNote',
    );
    expect(finnish?.value).toBe('Toimitamme tiistaisin ja perjantaisin.');
  });

  it('only overrides wording in languages the store offers', () => {
    for (const wording of STORE_WORDINGS) {
      expect(STORES.find((store) => store.code === wording.store)!.locales).toContain(wording.locale);
    }
  });
});

describe('categories', () => {
  it('has the eight product groups at the top, each with three to six subcategories', () => {
    expect(
      CATEGORIES.filter((category) => category.parent === null).map((category) => category.code),
    ).toEqual([...PRODUCT_GROUPS]);
    for (const group of PRODUCT_GROUPS) {
      const children = CATEGORIES.filter((category) => category.parent === group);
      expect(children.length).toBeGreaterThanOrEqual(3);
      expect(children.length).toBeLessThanOrEqual(6);
    }
  });

  it('names and describes every category in all seven languages, translated', () => {
    for (const category of CATEGORIES) {
      expectAllLanguages(category.names);
      expectAllLanguages(category.descriptions);
      for (const locale of LOCALES.filter((other) => other !== 'en')) {
        expect(category.names[locale]).not.toBe(category.names.en);
        expect(category.descriptions[locale]).not.toBe(category.descriptions.en);
      }
    }
  });

  it('has unique codes and slugs unique per language', () => {
    expect(new Set(CATEGORIES.map((category) => category.code)).size).toBe(CATEGORIES.length);
    for (const locale of LOCALES) {
      const slugs = CATEGORIES.map((category) => slugify(category.names[locale]));
      expect(new Set(slugs).size).toBe(slugs.length);
    }
    expect(slugify(CATEGORIES[0].names.fi)).toBe('paristot');
    expect(slugify(CATEGORIES[0].names.sv)).toBe('batterier');
    expect(slugify(CATEGORIES[0].names.fr)).toBe('piles');
  });

  it('gives every leaf category a product family and products to make', () => {
    for (const leaf of LEAF_CATEGORIES) {
      expect(leaf.family).not.toBeNull();
      expect(leaf.weight).toBeGreaterThan(0);
      expect(ARCHETYPES[leaf.code]?.length).toBeGreaterThan(0);
    }
  });
});

describe('brands, families and units', () => {
  it('has about fifteen brands with product lines, covering every product group', () => {
    expect(BRANDS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(PRODUCT_LINES.map((line) => line.code)).size).toBe(PRODUCT_LINES.length);
    for (const group of PRODUCT_GROUPS)
      expect(BRANDS.some((brand) => brand.groups.includes(group))).toBe(true);
  });

  it('labels families and attributes in all seven languages', () => {
    for (const family of FAMILIES) {
      expectAllLanguages(family.labels);
      for (const attribute of family.attributes) {
        expectAllLanguages(attribute.labels);
        if (attribute.dataType === 'enum') expect(attribute.options?.length).toBeGreaterThan(0);
      }
    }
  });

  it('labels the word-valued enum options in all seven languages', () => {
    for (const [code, options] of Object.entries(ATTRIBUTE_OPTION_LABELS)) {
      const declared = FAMILIES.flatMap((family) => family.attributes).filter(
        (attribute) => attribute.code === code,
      );
      expect(declared.length).toBeGreaterThan(0);
      for (const labels of Object.values(options)) expectAllLanguages(labels);
    }
  });

  it('defines the units with their precision', () => {
    expect(UNITS.map((unit) => [unit.identifier, unit.precision])).toEqual([
      ['PCE', 0],
      ['PK', 0],
      ['BOX', 0],
      ['M', 1],
      ['ROLL', 0],
      ['KG', 3],
    ]);
    for (const unit of UNITS) expectAllLanguages(unit.labels);
  });
});

describe('content pages and demo accounts', () => {
  it('has about a dozen pages with translated titles and bodies, slugs unique per language', () => {
    expect(CONTENT_PAGES.length).toBeGreaterThanOrEqual(12);
    for (const page of CONTENT_PAGES) {
      expectAllLanguages(page.titles);
      expectAllLanguages(page.bodies);
      for (const locale of LOCALES.filter((other) => other !== 'en'))
        expect(page.bodies[locale]).not.toBe(page.bodies.en);
    }
    for (const locale of LOCALES) {
      const slugs = CONTENT_PAGES.map((page) => slugify(page.titles[locale]));
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });

  it('documents the demo logins', () => {
    expect(DEMO_ACCOUNTS.administrator).toMatchObject({
      email: 'admin@tradeshop.test',
      password: 'admin-demo-2026',
      role: 'administrator',
    });
    expect(DEMO_ACCOUNTS.editor).toMatchObject({
      email: 'editor@tradeshop.test',
      password: 'editor-demo-2026',
      role: 'editor',
    });
    expect(DEMO_ACCOUNTS.customer).toMatchObject({
      email: 'buyer@voltgrossisten.test',
      password: 'customer-demo-2026',
      company: { name: 'Voltgrossisten Oy', organizationNumber: '1234567-1', store: 'fi' },
    });
    expect(DEMO_ACCOUNTS.salesrep).toMatchObject({
      email: 'salesrep@tradeshop.test',
      password: 'salesrep-demo-2026',
      kind: 'salesrep',
    });
  });

  it("seeds demo companies whose business ids pass their store country's check digit", () => {
    const companies = Object.values(DEMO_ACCOUNTS).flatMap((account) =>
      account.company ? [account.company] : [],
    );
    expect(companies.length).toBeGreaterThan(0);
    for (const company of companies) {
      const country = STORES.find((store) => store.code === company.store)?.country;
      expect({
        id: company.organizationNumber,
        problem: businessIdProblem(country, company.organizationNumber),
      }).toEqual({
        id: company.organizationNumber,
        problem: null,
      });
    }
  });
});
