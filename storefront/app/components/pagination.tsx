import { Link } from 'react-router';
import { useI18n } from '../i18n/use-i18n';
import { pageWindow } from '../lib/page-window';

/** Plain links (`?page=N`), so paging works without JavaScript. */
export function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  const { messages: t, format } = useI18n();
  if (pageCount <= 1) return null;
  const hasPrevious = page > 1;
  const hasNext = page < pageCount;

  return (
    <nav className="pagination" aria-label={t.pagination.label}>
      <ul>
        <li>
          {hasPrevious ? (
            <Link to={hrefFor(page - 1)} rel="prev" className="pagination__step">
              <span aria-hidden="true">‹</span> {t.pagination.previous}
            </Link>
          ) : (
            <span className="pagination__step" aria-disabled="true">
              <span aria-hidden="true">‹</span> {t.pagination.previous}
            </span>
          )}
        </li>
        {pageWindow(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                className="pagination__page"
                aria-current={item === page ? 'page' : undefined}
                aria-label={format(t.pagination.page, { page: item })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {hasNext ? (
            <Link to={hrefFor(page + 1)} rel="next" className="pagination__step">
              {t.pagination.next} <span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span className="pagination__step" aria-disabled="true">
              {t.pagination.next} <span aria-hidden="true">›</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
