import { useLocation, useMatches, useParams, useRouteError, useRouteLoaderData } from 'react-router';
import { useI18n } from '../i18n/use-i18n';
import { readLoaderAlternates } from '../lib/alternates';
import { isIndexableRoute, seoHead } from '../lib/seo';

/**
 * The canonical address and the hreflang alternates of the page, and `noindex` for a filtered listing, in the
 * document head. Error pages get only `noindex`.
 */
export function SeoLinks() {
  const { locale } = useI18n();
  const matches = useMatches();
  const params = useParams();
  const { pathname, search } = useLocation();
  const error = useRouteError();
  const root = useRouteLoaderData('root') as { origin?: string } | undefined;
  const leaf = matches.at(-1);
  if (error != null || !leaf || !root?.origin || leaf.id === 'routes/not-found') {
    return <meta name="robots" content="noindex" />;
  }
  const head = seoHead({
    routeId: leaf.id,
    locale,
    pathname,
    search,
    hasLocaleParam: params.locale !== undefined,
    alternates: readLoaderAlternates(leaf.loaderData),
  });
  return (
    <>
      <link rel="canonical" href={root.origin + head.canonical} />
      {/* The pages of other routes that stay out of the index say so in their own route meta. */}
      {head.robots === 'noindex,follow' && isIndexableRoute(leaf.id) ? (
        <meta name="robots" content={head.robots} />
      ) : null}
      {head.hreflang.map(({ hrefLang, path }) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={root.origin + path} />
      ))}
    </>
  );
}
