import { LOCALES } from '@tradeshop/shared';

/** Storefront areas that are per visitor, with and without the locale segment. */
const PRIVATE_AREAS = ['account', 'cart', 'checkout', 'wishlist', 'ajax', 'shop/quick-order'];

/** robots.txt: the per-visitor pages and the API stay out of crawls; the sitemap index is announced. */
export function robotsTxt(publicUrl: string): string {
  const prefixes = ['', ...LOCALES.map((locale) => `/${locale}`)];
  const lines = [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /admin/',
    ...prefixes.flatMap((prefix) => PRIVATE_AREAS.map((area) => `Disallow: ${prefix}/${area}`)),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ];
  return lines.join('\n');
}
