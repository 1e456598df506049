import type { Route } from './+types/content-page';
import { getContentPage } from '../api/content.server';
import { Breadcrumbs } from '../components/breadcrumbs';
import { requireRouteLocale } from '../i18n/locale.server';
import { alternatesFromApi } from '../lib/alternates';
import { errorTitle, metaI18n, pageTitle } from '../lib/meta';
import { contentPagePath } from '../lib/paths';

/** A content page (delivery terms, about us, …): the search results and the footer link here. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = requireRouteLocale(request, params);
  const page = await getContentPage(locale, params.slug);
  return { page, alternates: alternatesFromApi(page.alternates, contentPagePath) };
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const i18n = metaI18n(matches);
  if (error || !loaderData) return [{ title: errorTitle(i18n, error) }];
  const { page } = loaderData;
  return [
    { title: pageTitle(i18n, page.title) },
    ...(page.summary ? [{ name: 'description', content: page.summary }] : []),
  ];
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <div className="page content-page">
      <Breadcrumbs items={[{ name: page.title }]} />
      <article className="content-page__article">
        <header className="page-header content-page__header">
          {page.thumbnail ? (
            <img className="content-page__thumbnail" src={page.thumbnail} alt="" width={96} height={96} />
          ) : null}
          <h1>{page.title}</h1>
        </header>
        <div className="content-page__body">
          {page.blocks.map((block, index) =>
            block.kind === 'list' ? (
              <ul key={index}>
                {block.texts.map((text, item) => (
                  <li key={item}>{text}</li>
                ))}
              </ul>
            ) : (
              <p key={index}>{block.texts[0]}</p>
            ),
          )}
        </div>
      </article>
    </div>
  );
}
