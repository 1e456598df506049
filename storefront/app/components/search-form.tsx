import { LIVE_SEARCH_MIN_TERM_LENGTH, UI_TIMINGS } from '@tradeshop/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useI18n } from '../i18n/use-i18n';
import { searchPath } from '../lib/paths';
import { useHydrated } from '../lib/use-hydrated';
import { SearchIcon } from './icons';
import type { HeaderPanels } from './use-header-panels';

/**
 * A plain GET form, so it works before hydration (then the browser's own required/minlength checks apply).
 * Once hydrated it validates itself and explains a too short term in its panel, where live results will go.
 */
export function SearchForm({ panels }: { panels: HeaderPanels }) {
  const { locale, messages: t, format } = useI18n();
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const [tooShort, setTooShort] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
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

  const message = format(tooShort ? t.search.tooShort : t.search.hint, { min: LIVE_SEARCH_MIN_TERM_LENGTH });

  return (
    <div className="site-search" data-panel="search">
      <form role="search" method="get" action={searchPath(locale)} onSubmit={onSubmit} noValidate={hydrated}>
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
          aria-expanded={isOpen}
          aria-controls={`${id}-panel`}
          onFocus={() => panels.open('search')}
          onInput={() => setTooShort(false)}
        />
        <button type="submit" className="site-search__submit">
          <SearchIcon />
          <span className="visually-hidden">{t.search.submit}</span>
        </button>
      </form>
      <div id={`${id}-panel`} className="header-panel site-search__panel" hidden={!isOpen}>
        <p
          id={`${id}-message`}
          className={tooShort ? 'form-error' : 'form-hint'}
          role={tooShort ? 'alert' : undefined}
        >
          {message}
        </p>
      </div>
    </div>
  );
}
