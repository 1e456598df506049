import { LOCALE_NAMES, LOCALE_TAGS, LOCALES } from '@tradeshop/shared';
import type { SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../i18n/use-i18n';
import { GlobeIcon } from './icons';
import type { HeaderPanels } from './use-header-panels';
import { useLocaleAlternates } from './use-locale-alternates';

/** A <details> menu, so it opens without JavaScript; once hydrated it takes part in the one-panel-at-a-time rule. */
export function LanguageSwitcher({ panels }: { panels: HeaderPanels }) {
  const { locale, messages: t, format } = useI18n();
  const hrefFor = useLocaleAlternates();
  const isOpen = panels.openPanel === 'language';

  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open) panels.open('language');
    else panels.close('language');
  };

  return (
    <details className="language-switcher" data-panel="language" open={isOpen} onToggle={onToggle}>
      <summary className="header-button" data-panel-trigger="">
        <GlobeIcon />
        <span className="visually-hidden">
          {format(t.language.current, { language: LOCALE_NAMES[locale] })}
        </span>
        <span className="header-button__label" aria-hidden="true">
          {locale.toUpperCase()}
        </span>
      </summary>
      <nav className="header-panel language-switcher__panel" aria-label={t.language.label}>
        <ul>
          {LOCALES.map((option) => (
            <li key={option}>
              <Link
                to={hrefFor(option)}
                hrefLang={LOCALE_TAGS[option]}
                lang={LOCALE_TAGS[option]}
                aria-current={option === locale ? 'true' : undefined}
                className="language-switcher__link"
              >
                {LOCALE_NAMES[option]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
