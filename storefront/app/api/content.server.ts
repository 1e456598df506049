import type { ApiSchemas, Locale } from '@tradeshop/shared';
import { apiClient, unwrap } from './http.server';

export type ContentPageDto = ApiSchemas['ContentPageDto'];
export type ContentPageLinkDto = ApiSchemas['ContentPageLinkDto'];

export function getContentPage(locale: Locale, slug: string): Promise<ContentPageDto> {
  return unwrap(
    apiClient().GET('/api/shop/pages/{slug}', { params: { path: { slug }, query: { locale } } }),
    'content page',
  );
}

/** The list of content pages changes rarely; each storefront process asks again after this long. */
const LINKS_CACHE_MS = 60_000;
const linkCache = new Map<Locale, { links: Promise<ContentPageLinkDto[]>; expires: number }>();

/** The content pages of a language for the footer; an empty list when the backend does not answer. */
export async function getContentPageLinks(locale: Locale): Promise<ContentPageLinkDto[]> {
  const cached = linkCache.get(locale);
  if (cached && cached.expires > Date.now()) return cached.links.catch(() => []);
  const links = apiClient()
    .GET('/api/shop/pages', { params: { query: { locale } } })
    .then(({ data, response }) => {
      if (!data) throw new Error(`content pages answered ${response.status}`);
      return data;
    });
  linkCache.set(locale, { links, expires: Date.now() + LINKS_CACHE_MS });
  try {
    return await links;
  } catch (cause) {
    linkCache.delete(locale);
    console.error('storefront: content pages failed', cause);
    return [];
  }
}
