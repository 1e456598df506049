import { LIVE_SEARCH_MIN_TERM_LENGTH, UI_TIMINGS } from '@tradeshop/shared';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Form, Link, useSearchParams } from 'react-router';
import { useI18n } from '../i18n/use-i18n';
import { productPath, searchPath, withQuery } from '../lib/paths';
import { useHydrated } from '../lib/use-hydrated';
import { useShopSession } from '../lib/use-shop-session';
import { SearchIcon } from './icons';
import type { HeaderPanels } from './use-header-panels';
import { searchCountText } from '../lib/live-search';
import { useLiveSearch, type LiveSearchState } from './use-live-search';
import { Price } from './price/price';
import { useFetchedBuyerPrices } from './price/use-fetched-buyer-prices';

/**
 * A plain GET form to the results page, so it works before hydration (then the browser's own
 * required/minlength checks apply). Once hydrated it validates itself and shows live results in its panel
 * from the third character on; the panel's status line is a live region, so screen readers hear the outcome.
 */
export function SearchForm({ panels }: { panels: HeaderPanels }) {
  const { locale, messages: t, format } = useI18n();
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const [tooShort, setTooShort] = useState(false);
  const { customer } = useShopSession();
  const { state, loaderVisible, search } = useLiveSearch(locale, customer !== null);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const isOpen = panels.openPanel === 'search';

  useEffect(() => {
    if (!isOpen) return;
    const timer = setTimeout(() => inputRef.current?.focus(), UI_TIMINGS.searchFocusDelay);
    return () => clearTimeout(timer);
  }, [isOpen]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const input = inputRef.current;
    const term = input?.value.trim() ?? '';
    if (term.length < LIVE_SEARCH_MIN_TERM_LENGTH) {
      event.preventDefault();
      setTooShort(true);
      panels.open('search');
      input?.focus();
      return;
    }
    if (input) input.value = term;
  };

  const onFocus = () => {
    panels.open('search');
    if (state.status === 'idle' && inputRef.current) search(inputRef.current.value);
  };

  const links = () => [...(panelRef.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])];

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Escape closes the panel (useHeaderPanels); without this the browser would also empty the search field.
    if (event.key === 'Escape') event.preventDefault();
    if (event.key !== 'ArrowDown') return;
    const first = links()[0];
    if (!first) return;
    event.preventDefault();
    panels.open('search');
    first.focus();
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const all = links();
    const index = all.findIndex((link) => link === document.activeElement);
    if (index === -1) return;
    event.preventDefault();
    const next = event.key === 'ArrowDown' ? all[index + 1] : all[index - 1];
    (next ?? (event.key === 'ArrowUp' ? inputRef.current : all[index]))?.focus();
  };

  const message = statusText(state, tooShort, t, format);

  return (
    <div className="site-search" data-panel="search">
      <Form role="search" method="get" action={searchPath(locale)} onSubmit={onSubmit} noValidate={hydrated}>
        <label htmlFor={`${id}-term`} className="visually-hidden">
          {t.search.label}
        </label>
        <input
          ref={inputRef}
          id={`${id}-term`}
          data-panel-trigger=""
          className="site-search__input"
          type="search"
          name="term"
          required
          minLength={LIVE_SEARCH_MIN_TERM_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          defaultValue={searchParams.get('term') ?? ''}
          placeholder={t.search.placeholder}
          aria-describedby={`${id}-message`}
          aria-invalid={tooShort || undefined}
          aria-controls={`${id}-panel`}
          onFocus={onFocus}
          onKeyDown={onInputKeyDown}
          onInput={(event) => {
            setTooShort(false);
            panels.open('search');
            search(event.currentTarget.value);
          }}
        />
        <button type="submit" className="site-search__submit">
          <SearchIcon />
          <span className="visually-hidden">{t.search.submit}</span>
        </button>
      </Form>
      <div
        ref={panelRef}
        id={`${id}-panel`}
        className="header-panel site-search__panel"
        role="region"
        aria-label={t.search.resultsLabel}
        aria-busy={state.status === 'loading'}
        data-state={state.status}
        hidden={!isOpen}
        onKeyDown={onPanelKeyDown}
      >
        <div className="site-search__status">
          <p
            id={`${id}-message`}
            className={tooShort ? 'form-error' : 'form-hint'}
            role={tooShort ? 'alert' : 'status'}
          >
            {message}
          </p>
          {loaderVisible ? <span className="site-search__loader" aria-hidden="true" /> : null}
        </div>
        {state.status === 'results' ? <LiveResults state={state} /> : null}
      </div>
    </div>
  );
}

function statusText(
  state: LiveSearchState,
  tooShort: boolean,
  t: ReturnType<typeof useI18n>['messages'],
  format: ReturnType<typeof useI18n>['format'],
): string {
  switch (state.status) {
    case 'loading':
      return t.search.loading;
    case 'empty':
      return t.search.nothingFound;
    case 'results':
      return format(t.search.resultsStatus, {
        count: searchCountText(state.result.count.total, state.result.count.exact),
      });
    case 'idle':
      return format(tooShort ? t.search.tooShort : t.search.hint, { min: LIVE_SEARCH_MIN_TERM_LENGTH });
  }
}

function LiveResults({ state }: { state: Extract<LiveSearchState, { status: 'results' }> }) {
  const { locale, messages: t, format } = useI18n();
  const { products, pages } = state.result.result;
  const headingId = useId();
  const buyerPrices = useFetchedBuyerPrices(
    locale,
    products.map((product) => product.id),
  );
  return (
    <>
      {products.length > 0 ? (
        <section aria-labelledby={`${headingId}-products`}>
          <h2 id={`${headingId}-products`} className="site-search__heading">
            {t.search.productsHeading}
          </h2>
          <ul className="site-search__list">
            {products.map((product) => (
              <li key={product.id}>
                <Link to={productPath(locale, product.slug)} className="site-search__item">
                  <img src={product.image} alt="" width={40} height={40} loading="lazy" />
                  <span className="site-search__name">{product.name}</span>
                  <span className="site-search__sku">{product.sku}</span>
                  <Price
                    className="site-search__price"
                    variant="row"
                    productId={product.id}
                    buyerPrices={buyerPrices}
                  />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {pages.length > 0 ? (
        <section aria-labelledby={`${headingId}-pages`}>
          <h2 id={`${headingId}-pages`} className="site-search__heading">
            {t.search.pagesHeading}
          </h2>
          <ul className="site-search__list">
            {pages.map((page) => (
              <li key={page.id}>
                <a href={page.url} className="site-search__item">
                  <span className="site-search__name">{page.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Link
        to={withQuery(searchPath(locale), { term: state.term })}
        className="site-search__all"
        data-testid="search-show-all"
      >
        {format(t.search.showAll, {
          count: searchCountText(state.result.count.total, state.result.count.exact),
        })}
      </Link>
    </>
  );
}
