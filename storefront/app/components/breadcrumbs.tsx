import { Link } from 'react-router';
import { useI18n } from '../i18n/use-i18n';
import { homePath } from '../lib/paths';

export interface Crumb {
  name: string;
  /** Omitted for the current page. */
  href?: string;
}

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { locale, messages: t } = useI18n();
  const trail: Crumb[] = [{ name: t.breadcrumbs.home, href: homePath(locale) }, ...items];
  return (
    <nav className="breadcrumbs" aria-label={t.breadcrumbs.label}>
      <ol>
        {trail.map((crumb, index) =>
          crumb.href && index < trail.length - 1 ? (
            <li key={crumb.href}>
              <Link to={crumb.href}>{crumb.name}</Link>
            </li>
          ) : (
            <li key={`current-${index}`} aria-current="page">
              {crumb.name}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
