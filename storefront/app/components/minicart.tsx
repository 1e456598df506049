import { useEffect, useId, useState, type MouseEvent } from 'react';
import { Link, useFetcher, useRevalidator } from 'react-router';
import type { CartSummaryDto } from '../api/cart.server';
import { useI18n } from '../i18n/use-i18n';
import { cartPath, cartRemovePath } from '../lib/cart-paths';
import { formatDecimal, formatMoney } from '../lib/format';
import { MoneyAmount } from './price/price';
import { productPath } from '../lib/paths';
import { useCartSummary } from './cart/use-cart-summary';
import './cart/cart.css';
import { CartIcon, CloseIcon } from './icons';
import type { HeaderPanels } from './use-header-panels';

/**
 * The cart button and its panel (storefront spec §4): the items with their quantities, the total and the way to
 * the cart. The root loader reloads the summary after every form post, so an add shows at once.
 */
export function Minicart({ panels }: { panels: HeaderPanels }) {
  const { messages: t, plural } = useI18n();
  const id = useId();
  const isOpen = panels.openPanel === 'minicart';
  const summary = useCartSummary();
  const itemCount = summary?.itemCount ?? 0;

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
        <span className="minicart__count" aria-hidden="true" data-testid="minicart-count">
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
        {summary && summary.lines.length > 0 ? (
          <MinicartContents summary={summary} onNavigate={() => panels.close('minicart')} />
        ) : (
          <p className="minicart__empty">{t.minicart.empty}</p>
        )}
      </section>
    </div>
  );
}

function MinicartContents({ summary, onNavigate }: { summary: CartSummaryDto; onNavigate: () => void }) {
  const { locale, messages, format } = useI18n();
  const t = messages.cart;
  const remover = useFetcher<{ ok: boolean }>();
  const revalidator = useRevalidator();
  const [removeFailed, setRemoveFailed] = useState(false);
  const money = (amountMinor: number) => formatMoney(locale, { amountMinor, currency: summary.currency });

  // A removal by fetcher is a GET (storefront spec §7.4), which does not reload the root loader by itself.
  useEffect(() => {
    if (remover.state !== 'idle' || remover.data === undefined) return;
    setRemoveFailed(!remover.data.ok);
    if (remover.data.ok) void revalidator.revalidate();
  }, [remover.state, remover.data]);

  const remove = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setRemoveFailed(false);
    void remover.load(event.currentTarget.getAttribute('href') ?? '');
  };

  return (
    <div className="minicart__contents" aria-busy={remover.state !== 'idle'}>
      {removeFailed ? (
        <p className="form-error" role="alert">
          {t.removeFailed}
        </p>
      ) : null}
      <ul className="minicart__lines">
        {summary.lines.map((line) => (
          <li key={line.id ?? `gift-${line.productId}`} className="minicart__line">
            <img src={line.image} alt="" width={48} height={48} loading="lazy" />
            <div className="minicart__line-body">
              <Link to={productPath(locale, line.slug)} onClick={onNavigate} className="minicart__name">
                {line.name}
              </Link>
              <span className="minicart__quantity">
                {format(t.minicart.quantity, {
                  quantity: formatDecimal(locale, line.quantity, 6),
                  unit: line.unitLabel,
                })}
              </span>
              <MoneyAmount amount={{ amountMinor: line.totalNetMinor, currency: summary.currency }} />
            </div>
            {line.id === null || line.removeToken === null ? null : (
              <a
                href={cartRemovePath(locale, line.id, line.removeToken)}
                onClick={remove}
                className="minicart__remove"
                aria-label={format(t.removeLabel, { product: line.name })}
              >
                {t.remove}
              </a>
            )}
          </li>
        ))}
      </ul>
      {summary.discounts.map((discount) => (
        <p key={discount.name} className="minicart__total minicart__discount">
          <span>{discount.label}</span>{' '}
          <span className="price">{`−${money(discount.discountNetMinor)}`}</span>
        </p>
      ))}
      <p className="minicart__total">
        <span>{t.minicart.total}</span> <span className="price">{money(summary.totalNetMinor)}</span>
      </p>
      <Link to={cartPath(locale)} className="button minicart__view" onClick={onNavigate}>
        {t.minicart.viewCart}
      </Link>
    </div>
  );
}
