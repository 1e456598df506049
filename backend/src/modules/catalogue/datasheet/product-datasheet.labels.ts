import {
  DOCUMENT_MESSAGES,
  LOCALES,
  SHOP_MESSAGES,
  type DocumentMessages,
  type Locale,
  type ShellMessages,
  type StockStatus,
} from '@tradeshop/shared';

/** The product page's words that the sheet repeats, and the sheet's own. */
type ProductPageWords = Pick<
  ShellMessages['product'],
  | 'sku'
  | 'ean'
  | 'nobb'
  | 'brand'
  | 'productLine'
  | 'category'
  | 'countryOfOrigin'
  | 'statisticsNumber'
  | 'unNumber'
  | 'salesUnit'
  | 'minimumOrderQuantity'
  | 'quantityIncrement'
  | 'price'
  | 'recommendedPrice'
  | 'surcharge'
  | 'surchargeCode'
  | 'description'
  | 'specification'
  | 'dimensions'
  | 'grossWeight'
  | 'netWeight'
  | 'grossVolume'
  | 'netVolume'
  | 'height'
  | 'length'
  | 'width'
  | 'units'
  | 'conversionFactor'
  | 'yes'
  | 'no'
> &
  DocumentMessages['productDatasheet'];

/**
 * The words of a product data sheet (PDF), in the shopper's language: the storefront's product page words, and
 * the few only the sheet has (title, prices heading, footer) from the shared document messages.
 */
export interface ProductDatasheetLabels extends ProductPageWords {
  stockStatus: string;
  stockStatuses: Record<StockStatus, string>;
  priceOnRequest: string;
  /** `{amount}` per `{unit}`. */
  perUnit: string;
}

function datasheetLabels(locale: Locale): ProductDatasheetLabels {
  const shop = SHOP_MESSAGES[locale];
  return {
    ...shop.product,
    ...DOCUMENT_MESSAGES[locale].productDatasheet,
    stockStatus: shop.filters.groups.stockStatusIds,
    stockStatuses: shop.stock,
    priceOnRequest: shop.productCard.priceOnRequest,
    // The product page shows the amount and then `per {unit}`; the sheet writes both in one cell.
    perUnit: `{amount} ${shop.productCard.perUnit}`,
  };
}

export const PRODUCT_DATASHEET_LABELS = Object.fromEntries(
  LOCALES.map((locale) => [locale, datasheetLabels(locale)]),
) as Record<Locale, ProductDatasheetLabels>;
