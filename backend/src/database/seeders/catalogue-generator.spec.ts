import { createHash } from 'node:crypto';
import { LOCALES, STORE_CODES } from '@tradeshop/shared';
import {
  eanCheckDigit,
  generateProduct,
  generateProducts,
  isValidEan13,
  leafCategoryOf,
  previousInCategory,
  type GeneratedProduct,
} from './catalogue-generator';
import { FAMILIES, LEAF_CATEGORIES, STORES } from './reference-data';

const SAMPLE = [...generateProducts(0, 3000)];

/** The SKUs of the sample products for which `broken` holds: an empty list, or the culprits when it fails. */
function violations(broken: (product: GeneratedProduct) => boolean): string[] {
  return SAMPLE.filter(broken).map((product) => product.sku);
}

function digest(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

function translation(product: GeneratedProduct, locale: string) {
  return product.translations.find((candidate) => candidate.locale === locale)!;
}

describe('EAN-13 numbers', () => {
  it('computes the GS1 check digit', () => {
    expect(eanCheckDigit('400638133393')).toBe(1);
    expect(eanCheckDigit('590123412345')).toBe(7);
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
  });

  it('gives every product a valid and unique EAN, also far into a million products', () => {
    const eans = [...SAMPLE, ...generateProducts(999_000, 1_000_000)].map((product) => product.eanNumber);
    expect(eans.filter((ean) => !isValidEan13(ean))).toEqual([]);
    expect(new Set(eans).size).toBe(eans.length);
  });
});

describe('determinism', () => {
  it('generates byte-identical products for the same index, in any order', () => {
    expect(digest([...generateProducts(0, 3000)])).toBe(digest(SAMPLE));
    expect(generateProduct(2999)).toEqual(SAMPLE[2999]);
    expect(generateProduct(17)).toEqual(SAMPLE[17]);
  });

  it('makes a small catalogue the prefix of a larger one', () => {
    expect([...generateProducts(0, 100)]).toEqual(SAMPLE.slice(0, 100));
  });

  it('keeps the generated catalogue stable (change this digest only on purpose: it changes the demo data)', () => {
    expect(digest(SAMPLE.slice(0, 200))).toBe(
      '425c4afa56dcf5142bc4398b03daba42257aeba8ae3df796a46b4d4f47505cf2',
    );
  });
});

describe('identifiers', () => {
  it('has unique SKUs in the documented shape, ids following the index', () => {
    expect(new Set(SAMPLE.map((product) => product.sku)).size).toBe(SAMPLE.length);
    expect(
      violations(
        (product) =>
          product.id !== product.index + 1 || !/^[A-Z]{3}-[A-Z0-9-]+-\d{2}-\d{6}$/.test(product.sku),
      ),
    ).toEqual([]);
  });

  it('gives Nobb numbers of 8 digits to some products only, all unique', () => {
    const nobb = SAMPLE.map((product) => product.nobbNumber).filter(
      (value): value is string => value !== null,
    );
    expect(nobb.length).toBeGreaterThan(SAMPLE.length * 0.3);
    expect(nobb.length).toBeLessThan(SAMPLE.length * 0.6);
    expect(nobb.filter((value) => !/^\d{8}$/.test(value))).toEqual([]);
    expect(new Set(nobb).size).toBe(nobb.length);
  });

  it('gives every product an 8-digit statistics number and a country of origin', () => {
    expect(
      violations(
        (product) => !/^\d{8}$/.test(product.statisticsNumber) || !/^[A-Z]{2}$/.test(product.countryOfOrigin),
      ),
    ).toEqual([]);
  });
});

describe('texts', () => {
  it('has a name, slug and description of at least two sentences in all seven languages', () => {
    const sentences = (text: string) => text.split(/(?<=\.)\s/).length;
    expect(
      violations(
        (product) =>
          product.translations.map((candidate) => candidate.locale).join() !== LOCALES.join() ||
          product.translations.some(
            (candidate) =>
              !candidate.name.trim() ||
              !candidate.slug ||
              sentences(candidate.description) < 2 ||
              /undefined|NaN|\[object/.test(candidate.name + candidate.description),
          ),
      ),
    ).toEqual([]);
  });

  it('translates names and descriptions rather than copying the English', () => {
    expect(
      violations((product) => {
        const english = translation(product, 'en');
        return product.translations.some(
          (candidate) =>
            candidate.locale !== 'en' &&
            (candidate.name === english.name || candidate.description === english.description),
        );
      }),
    ).toEqual([]);
  });

  it('has URL-safe slugs that are unique per language', () => {
    for (const locale of LOCALES) {
      const slugs = SAMPLE.map((product) => translation(product, locale).slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      expect(slugs.filter((slug) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))).toEqual([]);
    }
  });
});

describe('categories and relations', () => {
  it('touches every leaf category within one cycle of the weighted mix', () => {
    const cycle = LEAF_CATEGORIES.reduce((sum, category) => sum + category.weight, 0);
    const seen = new Set(SAMPLE.slice(0, cycle).map((product) => product.categoryCode));
    expect(seen.size).toBe(LEAF_CATEGORIES.length);
  });

  it('finds the earlier products of the same category', () => {
    for (const index of [5, 101, 250, 2999]) {
      for (let back = 1; back <= 5; back++) {
        const previous = previousInCategory(index, back);
        if (previous < 0) continue;
        expect(previous).toBeLessThan(index);
        expect(leafCategoryOf(previous).code).toBe(leafCategoryOf(index).code);
      }
    }
    expect(previousInCategory(0, 1)).toBe(-1);
  });

  it('relates products only to earlier products of the same category, without duplicates', () => {
    expect(
      violations((product) => {
        const keys = product.relations.map((relation) => `${relation.kind}:${relation.relatedId}`);
        return (
          new Set(keys).size !== keys.length ||
          product.relations.some(
            (relation) =>
              relation.relatedId >= product.id ||
              SAMPLE[relation.relatedId - 1].categoryCode !== product.categoryCode,
          )
        );
      }),
    ).toEqual([]);
    const withAlternatives = SAMPLE.filter((product) =>
      product.relations.some((relation) => relation.kind === 'alternative'),
    );
    expect(withAlternatives.length).toBeGreaterThan(500);
  });
});

describe('commercial data', () => {
  it('prices every product in every store in whole minor units, with a higher recommended price', () => {
    const currency = new Map(STORES.map((store) => [store.code, store.currency]));
    expect(
      violations(
        (product) =>
          product.prices.map((price) => price.storeCode).join() !== STORE_CODES.join() ||
          product.prices.some(
            (price) =>
              !Number.isInteger(price.priceMinor) ||
              price.priceMinor <= 0 ||
              price.recommendedPriceMinor <= price.priceMinor ||
              (currency.get(price.storeCode) !== 'EUR' && price.priceMinor % 10 !== 0),
          ),
      ),
    ).toEqual([]);
  });

  it('charges a recycling fee on batteries and lamps, with its code', () => {
    expect(
      violations(
        (product) =>
          (product.familyCode === 'battery' && product.surchargeCode !== 'SER-BAT') ||
          (product.familyCode === 'lamp' && product.surchargeCode !== 'SER-LMP') ||
          product.prices.every((price) => price.surchargeMinor > 0) !== (product.surchargeCode !== null),
      ),
    ).toEqual([]);
  });

  it('marks lithium batteries and power banks with their UN number', () => {
    expect(
      violations(
        (product) =>
          (product.familyCode === 'power-bank' && product.unNumber !== 'UN3480') ||
          (product.attributes.chemistry === 'lithium' && product.unNumber !== 'UN3090') ||
          (product.attributes.chemistry === 'li-ion' && product.unNumber !== 'UN3480'),
      ),
    ).toEqual([]);
  });

  it('sells cable by the metre with decimal steps and keeps quantities consistent with the unit', () => {
    const byTheMetre = SAMPLE.filter((product) => product.salesUnit === 'M');
    expect(byTheMetre.some((product) => product.quantityIncrement === '0.500')).toBe(true);
    expect(
      violations(
        (product) =>
          product.minimumOrderQuantity !== product.quantityIncrement ||
          product.units.filter((unit) => unit.isDefault).length !== 1 ||
          product.units[0].unit !== product.salesUnit ||
          (product.salesUnit === 'PK' &&
            Number(product.quantityConversionFactor) !== product.attributes.pack_size) ||
          (product.minimumOrderOverride && Number(product.minimumOrderQuantity) <= 1),
      ),
    ).toEqual([]);
  });

  it('has a realistic mix of stock statuses with matching quantities', () => {
    expect(new Set(SAMPLE.map((product) => product.stockStatus))).toEqual(
      new Set(['in_stock', 'low_stock', 'out_of_stock', 'on_order']),
    );
    expect(
      violations(
        (product) =>
          (['out_of_stock', 'on_order'].includes(product.stockStatus) && product.stockQuantity !== 0) ||
          (product.stockStatus === 'in_stock' && product.stockQuantity < 25),
      ),
    ).toEqual([]);
  });

  it('has weights and sizes, gross above net', () => {
    expect(
      violations(
        (product) =>
          Number(product.grossWeight) < Number(product.netWeight) ||
          Number(product.netWeight) <= 0 ||
          Number(product.grossVolume) <= Number(product.netVolume) ||
          [product.height, product.length, product.width].some((size) => Number(size) <= 0),
      ),
    ).toEqual([]);
  });

  it('has one to eight images, the first being the product image, and unique media ids', () => {
    const ids = SAMPLE.flatMap((product) => product.media.map((media) => media.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(
      violations((product) => {
        const images = product.media.filter((media) => media.kind === 'image');
        return (
          images.length < 1 ||
          images.length > 8 ||
          product.image !== images[0].url ||
          product.media.some((media, position) => media.position !== position)
        );
      }),
    ).toEqual([]);
    expect(SAMPLE.some((product) => product.media.some((media) => media.kind === 'document'))).toBe(true);
    expect(SAMPLE.some((product) => product.media.some((media) => media.kind === 'video'))).toBe(true);
  });
});

describe('attributes', () => {
  it('carries only attributes of its family, typed as declared, enum values among the options', () => {
    const wellTyped = (dataType: string, value: unknown, options: readonly string[] | null) => {
      switch (dataType) {
        case 'integer':
          return Number.isInteger(value);
        case 'decimal':
          return typeof value === 'number';
        case 'boolean':
          return typeof value === 'boolean';
        case 'enum':
          return options?.includes(value as string) ?? false;
        default:
          return typeof value === 'string';
      }
    };
    expect(
      violations((product) => {
        const family = FAMILIES.find((candidate) => candidate.code === product.familyCode)!;
        return Object.entries(product.attributes).some(([code, value]) => {
          const attribute = family.attributes.find((candidate) => candidate.code === code);
          return !attribute || !wellTyped(attribute.dataType, value, attribute.options);
        });
      }),
    ).toEqual([]);
  });
});
