import { useRouteLoaderData } from 'react-router';
import type { ProductDetailDto } from '../api/catalogue.server';
import { useI18n } from '../i18n/use-i18n';
import { categoryPath, productPath } from '../lib/paths';
import { jsonLdText, productStructuredData } from '../lib/structured-data';

/** The product page's schema.org Product and BreadcrumbList, for search engines. */
export function ProductStructuredData({ product, images }: { product: ProductDetailDto; images: string[] }) {
  const { locale } = useI18n();
  const origin = (useRouteLoaderData('root') as { origin?: string } | undefined)?.origin;
  if (!origin) return null;
  const data = productStructuredData({
    product,
    origin,
    images,
    pageUrl: origin + productPath(locale, product.slug),
    breadcrumbs: product.breadcrumbs.map((crumb) => ({
      name: crumb.name,
      url: origin + categoryPath(locale, crumb.slug),
    })),
  });
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
