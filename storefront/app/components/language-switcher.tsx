import { LOCALE_NAMES } from '@tradeshop/shared';
import type { SyntheticEvent } from 'react';
import { useI18n } from '../i18n/use-i18n';
import { GlobeIcon } from './icons';
import { LanguageLinks } from './language-links';
import type { HeaderPanels } from './use-header-panels';

/** A <details> menu, so it opens without JavaScript; once hydrated it takes part in the one-panel-at-a-time rule. */
export function LanguageSwitcher({ panels }: { panels: HeaderPanels }) {
  const { locale, messages: t, format } = useI18n();
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
        <LanguageLinks linkClassName="language-switcher__link" />
      </nav>
    </details>
  );
}
