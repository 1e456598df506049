import { useLocation, useMatches, useParams, useRouteError, useRouteLoaderData } from 'react-router';
import { useI18n } from '../i18n/use-i18n';
import { readLoaderAlternates } from '../lib/alternates';
import { seoHead } from '../lib/seo';

/**
 * The canonical address, the robots rule and the hreflang alternates of the page, in the document head. Error
 * pages get only `noindex`.
 */
export function SeoLinks() {
  const { locale } = useI18n();
  const matches = useMatches();
  const params = useParams();
  const { pathname, search } = useLocation();
  const error = useRouteError();
  const root = useRouteLoaderData('root') as { origin?: string } | undefined;
  const leaf = matches.at(-1);
  if (error !== undefined || !leaf || !root?.origin || leaf.id === 'routes/not-found') {
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
      <meta name="robots" content={head.robots} />
      {head.hreflang.map(({ hrefLang, path }) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={root.origin + path} />
      ))}
    </>
  );
}
