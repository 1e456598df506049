import { useId } from 'react';
import { useI18n } from '../i18n/use-i18n';
import { CartIcon, CloseIcon } from './icons';
import type { HeaderPanels } from './use-header-panels';

/** The cart button and its panel. The cart itself arrives with the cart issue; until then it is always empty. */
export function Minicart({ panels }: { panels: HeaderPanels }) {
  const { messages: t, plural } = useI18n();
  const id = useId();
  const isOpen = panels.openPanel === 'minicart';
  const itemCount = 0;

  return (
    <div className="minicart" data-panel="minicart">
      <button
        type="button"
        className="header-button"
        data-panel-trigger=""
        aria-expanded={isOpen}
        aria-controls={`${id}-panel`}
        onClick={() => panels.toggle('minicart')}
      >
        <CartIcon />
        <span className="header-button__label">{t.minicart.button}</span>
        <span className="minicart__count" aria-hidden="true">
          {itemCount}
        </span>
        <span className="visually-hidden">{plural(t.minicart.itemCount, itemCount)}</span>
      </button>
      <section
        id={`${id}-panel`}
        className="header-panel minicart__panel"
        aria-labelledby={`${id}-title`}
        hidden={!isOpen}
      >
        <div className="header-panel__head">
          <h2 id={`${id}-title`} className="header-panel__title">
            {t.minicart.title}
          </h2>
          <button type="button" className="icon-button" onClick={() => panels.close('minicart')}>
            <CloseIcon />
            <span className="visually-hidden">{t.minicart.close}</span>
          </button>
        </div>
        <p className="minicart__empty">{t.minicart.empty}</p>
      </section>
    </div>
  );
}
