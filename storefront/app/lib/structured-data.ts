import type { StockStatus } from '@tradeshop/shared';
import type { ProductDetailDto } from '../api/catalogue.server';
import { minorToDecimalString } from './format';

const AVAILABILITY: Record<StockStatus, string> = {
  in_stock: 'https://schema.org/InStock',
  low_stock: 'https://schema.org/LimitedAvailability',
  out_of_stock: 'https://schema.org/OutOfStock',
  on_order: 'https://schema.org/BackOrder',
};

/** ISO 4217 minor units differ per currency (EUR 2, NOK 2, ISK 0); Intl knows them. */
function currencyDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

function absolute(origin: string, url: string): string {
  return new URL(url, `${origin}/`).href;
}

/**
 * schema.org names a GTIN by its length (EAN-8, UPC-12, EAN-13, GTIN-14); a number of another length or with
 * other characters is left out rather than given to search engines as an invalid gtin13.
 */
function gtin(eanNumber: string | null): Record<string, string> {
  const digits = eanNumber?.trim() ?? '';
  return /^(\d{8}|\d{12,14})$/.test(digits) ? { [`gtin${digits.length}`]: digits } : {};
}

export interface ProductStructuredDataInput {
  product: ProductDetailDto;
  /** The page's absolute address, its canonical link. */
  pageUrl: string;
  origin: string;
  /** The category path from the root, with absolute addresses. */
  breadcrumbs: { name: string; url: string }[];
  images: string[];
}

/**
 * schema.org Product and BreadcrumbList for search engines (storefront issue 3, item 7). The offer is only given
 * when the page shows a price; trade prices are without VAT, which the price specification says.
 */
export function productStructuredData({
  product,
  pageUrl,
  origin,
  breadcrumbs,
  images,
}: ProductStructuredDataInput) {
  const description = product.description.trim().split('\n')[0];
  const productData: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${pageUrl}#product`,
    url: pageUrl,
    name: product.name,
    sku: product.sku,
    ...gtin(product.eanNumber),
    ...(product.nobbNumber ? { productID: `nobb:${product.nobbNumber}` } : {}),
    ...(description ? { description } : {}),
    brand: { '@type': 'Brand', name: product.brand.name },
    image: images.map((image) => absolute(origin, image)),
    category: product.category.name,
  };
  if (product.price) {
    const { amountMinor, currency } = product.price;
    const price = minorToDecimalString(amountMinor, currencyDigits(currency));
    productData.offers = {
      '@type': 'Offer',
      url: pageUrl,
      price,
      priceCurrency: currency,
      availability: AVAILABILITY[product.stockStatus],
      itemCondition: 'https://schema.org/NewCondition',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price,
        priceCurrency: currency,
        valueAddedTaxIncluded: false,
      },
    };
  }
  const breadcrumbList = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [...breadcrumbs, { name: product.name, url: pageUrl }].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
  return [productData, breadcrumbList];
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so a product text cannot close the script. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
