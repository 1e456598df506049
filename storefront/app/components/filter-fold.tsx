import { useState, type MouseEvent, type ReactNode } from 'react';
import { useI18n } from '../i18n/use-i18n';

const PANEL_ID = 'filters-panel';

/**
 * A listing's filter panel that folds away on phones behind a "Filters" button, so that the first product is
 * on the first screen; on wide screens it is always open beside the products. The button is a link to the
 * panel, so without JavaScript it opens the panel too (CSS `:target`).
 */
export function FilterFold({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const { messages: t } = useI18n();
  const [open, setOpen] = useState(false);

  const toggle = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setOpen(!open);
  };
  const close = () => {
    setOpen(false);
    document.getElementById('filters-toggle')?.scrollIntoView({ block: 'nearest' });
  };

  return (
    <aside className="listing-layout__filters filter-fold">
      <a
        id="filters-toggle"
        href={`#${PANEL_ID}`}
        role="button"
        className="button filter-fold__toggle"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={toggle}
      >
        {t.siteNav.filters}
        {activeCount > 0 ? <span className="count-pill">{activeCount}</span> : null}
      </a>
      <div id={PANEL_ID} className="filter-fold__panel" data-open={open || undefined}>
        {children}
        <button type="button" className="button button--small filter-fold__close" onClick={close}>
          {t.siteNav.showProducts}
        </button>
      </div>
    </aside>
  );
}
