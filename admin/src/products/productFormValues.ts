import { LOCALES, type ApiSchemas, type Locale } from '@tradeshop/shared';
import type { ProductDetail } from './types';

export type ProductInput = ApiSchemas['ProductInputDto'];

interface LocaleTexts {
  name: string;
  slug: string;
  description: string;
}

/** What the form edits: the product's input, with the texts keyed by language so each language has its fields. */
export type ProductFormValues = Omit<ProductInput, 'translations'> & {
  id?: number;
  texts: Record<Locale, LocaleTexts>;
};

const emptyTexts = (): Record<Locale, LocaleTexts> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, { name: '', slug: '', description: '' }])) as Record<
    Locale,
    LocaleTexts
  >;

/** The form's values from the product as the API answers it, or those of a new product. */
export function toFormValues(record: ProductDetail | undefined): ProductFormValues {
  const texts = emptyTexts();
  if (!record?.translations) {
    return {
      ...(record?.id !== undefined && { id: record.id }),
      sku: record?.sku ?? '',
      stockStatus: 'in_stock',
      stockQuantity: 0,
      minimumOrderQuantity: '1',
      quantityIncrement: '1',
      quantityConversionFactor: '1',
      minimumOrderOverride: false,
      active: true,
      attributes: {},
      units: [],
      prices: [],
      relations: [],
      additionalCategoryIds: [],
      texts,
    } as Partial<ProductFormValues> as ProductFormValues;
  }
  for (const translation of record.translations) {
    if ((LOCALES as readonly string[]).includes(translation.locale)) {
      texts[translation.locale as Locale] = {
        name: translation.name,
        slug: translation.slug,
        description: translation.description,
      };
    }
  }
  return {
    id: record.id,
    sku: record.sku,
    eanNumber: record.eanNumber,
    nobbNumber: record.nobbNumber,
    statisticsNumber: record.statisticsNumber,
    countryOfOrigin: record.countryOfOrigin,
    brandId: record.brandId,
    categoryId: record.categoryId,
    additionalCategoryIds: record.additionalCategoryIds ?? [],
    productLineId: record.productLineId,
    familyId: record.familyId,
    salesUnitId: record.salesUnitId,
    surchargeCode: record.surchargeCode,
    minimumOrderQuantity: record.minimumOrderQuantity,
    quantityIncrement: record.quantityIncrement,
    quantityConversionFactor: record.quantityConversionFactor,
    minimumOrderOverride: record.minimumOrderOverride,
    stockStatus: record.stockStatus,
    stockQuantity: record.stockQuantity,
    preliminaryDeliveryDate: record.preliminaryDeliveryDate,
    grossWeight: record.grossWeight,
    netWeight: record.netWeight,
    grossVolume: record.grossVolume,
    netVolume: record.netVolume,
    height: record.height,
    length: record.length,
    width: record.width,
    unNumber: record.unNumber,
    attributes: record.attributeValues,
    active: record.active,
    units: record.units.map(({ unitId, conversionFactor, precision, isDefault }) => ({
      unitId,
      conversionFactor,
      precision,
      isDefault,
    })),
    prices: record.prices.map((price) => ({
      storeId: price.storeId,
      priceMinor: price.priceMinor,
      recommendedPriceMinor: price.recommendedPriceMinor,
      surchargeMinor: price.surchargeMinor,
      tiers: price.tiers,
    })),
    relations: record.relations.map(({ kind, relatedId }) => ({ kind, relatedId })),
    texts,
  };
}

/** The request body from the form: languages without a name are left out (and flagged as missing). */
export function toInput(values: ProductFormValues): ProductInput {
  const { texts, id: _id, ...rest } = values;
  return {
    ...rest,
    units: (rest.units ?? []).map((unit) => ({ ...unit, isDefault: unit.isDefault ?? false })),
    translations: LOCALES.flatMap((locale) => {
      const text = texts[locale];
      return text?.name?.trim()
        ? [
            {
              locale,
              name: text.name,
              description: text.description ?? '',
              ...(text.slug ? { slug: text.slug } : {}),
            },
          ]
        : [];
    }),
  };
}
