import type { Locale } from '@tradeshop/shared';
import { redirect } from 'react-router';
import { categoryPath, productPath } from '../lib/paths';
import { apiClient } from './http.server';
import { redirectIfMoved } from './redirects.server';

type SlugKind = 'products' | 'categories';

function isNotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('init' in error)) return false;
  const init = (error as { init?: ResponseInit | null }).init;
  return init?.status === 404;
}

/**
 * A product or category page whose slug is not one of the page's language: when the slug is the item's slug in
 * another language (a link made for `/en/` opened under `/fi/`) or a category's flat address of before the tree
 * paths, the page moves permanently (301) to the item in the page's language, keeping the query; so does an
 * address the seo module's redirects know moved; anything else stays the 404 it was.
 */
export async function orSlugOfAnotherLanguage<T>(
  read: Promise<T>,
  kind: SlugKind,
  locale: Locale,
  slug: string,
  request: Request,
): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (!isNotFound(error)) throw error;
    const pathOf = (of: string) => (kind === 'products' ? productPath(locale, of) : categoryPath(locale, of));
    const target = await slugInLocale(kind, locale, slug);
    if (target && target !== slug) throw redirect(pathOf(target) + new URL(request.url).search, 301);
    // An address that moved (a category moved in the tree or renamed): where the redirects say.
    await redirectIfMoved(pathOf(slug), request);
    throw error;
  }
}

async function slugInLocale(kind: SlugKind, locale: Locale, slug: string): Promise<string | null> {
  try {
    const client = apiClient();
    const options = { params: { path: { slug }, query: { locale } } };
    const { data } =
      kind === 'products'
        ? await client.GET('/api/shop/slugs/products/{slug}', options)
        : await client.GET('/api/shop/slugs/categories/{slug}', options);
    return data?.slug ?? null;
  } catch (cause) {
    console.error(`storefront: looking up the ${kind} slug '${slug}' failed`, cause);
    return null;
  }
}
