import { Link } from 'react-router';
import type { Route } from './+types/home';
import { getCategoryTree, type CategoryNodeDto } from '../api/catalogue.server';
import { requireRouteLocale } from '../i18n/locale.server';
import { useI18n } from '../i18n/use-i18n';
import { errorTitle, metaI18n, pageTitle } from '../lib/meta';
import { categoryPath } from '../lib/paths';

export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = requireRouteLocale(request, params);
  const categories = await getCategoryTree({ locale });
  return { categories };
}

export function meta({ matches, error }: Route.MetaArgs) {
  const i18n = metaI18n(matches);
  if (error) return [{ title: errorTitle(i18n, error) }];
  return [
    { title: pageTitle(i18n, i18n.messages.home.title) },
    { name: 'description', content: i18n.messages.home.description },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { messages: t } = useI18n();
  const { categories } = loaderData;

  return (
    <div className="page home-page">
      <section className="hero" aria-labelledby="home-heading">
        <h1 id="home-heading">{t.home.heading}</h1>
        <p className="hero__intro">{t.home.intro}</p>
      </section>
      <section aria-labelledby="home-categories">
        <h2 id="home-categories" className="visually-hidden">
          {t.home.categoriesHeading}
        </h2>
        {categories.length === 0 ? (
          <p className="empty-state">{t.home.empty}</p>
        ) : (
          <ul className="category-groups">
            {categories.map((group) => (
              <li key={group.id}>
                <CategoryGroup group={group} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function CategoryGroup({ group }: { group: CategoryNodeDto }) {
  const { locale, messages: t, format, plural } = useI18n();
  const href = categoryPath(locale, group.slug);
  return (
    <article className="category-group">
      <div className="category-group__header">
        {group.image ? (
          <Link to={href} tabIndex={-1} aria-hidden="true" className="category-group__image">
            <img src={group.image} alt="" width={64} height={64} loading="lazy" />
          </Link>
        ) : null}
        <div>
          <h3 className="category-group__name">
            <Link to={href}>{group.name}</Link>
          </h3>
          <p className="category-group__count">{plural(t.home.productCount, group.productCount)}</p>
        </div>
      </div>
      {group.children.length > 0 ? (
        <ul className="category-group__children">
          {group.children.map((child) => (
            <li key={child.id}>
              <Link to={categoryPath(locale, child.slug)}>
                <span>{child.name}</span>
                <span className="count-pill">
                  <span aria-hidden="true">{child.productCount}</span>
                  <span className="visually-hidden">{plural(t.home.productCount, child.productCount)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <Link to={href} className="category-group__all">
        {format(t.home.showAll, { category: group.name })}
      </Link>
    </article>
  );
}
