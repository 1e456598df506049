import type { SyntheticEvent } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
import { fullName } from '../../lib/impersonation';
import { orderHistoryPath } from '../../lib/order-paths';
import { accountPath, loginPath } from '../../lib/paths';
import { useShopSession } from '../../lib/use-shop-session';
import { wishlistPath } from '../../lib/wishlist-paths';
import { UserIcon } from '../icons';
import { quickOrderPath } from '../quick-order/quick-order-limits';
import type { HeaderPanels } from '../use-header-panels';

/**
 * The header's account corner: a login link for visitors; for customers a menu under their name (a <details>,
 * so it opens without JavaScript) with my account, order history, quick order, wishlist, addresses, profile
 * and logout.
 */
export function HeaderAccount({ panels }: { panels: HeaderPanels }) {
  const { locale, messages } = useI18n();
  const t = messages.account.header;
  const { customer, csrfToken } = useShopSession();
  const location = useLocation();

  if (!customer) {
    const here = `${location.pathname}${location.search}`;
    const onAccountPage = location.pathname.includes('/account/');
    return (
      <Link to={loginPath(locale, onAccountPage ? null : here)} className="header-account__link">
        <UserIcon />
        <span className="header-account__label">{t.login}</span>
      </Link>
    );
  }
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open) panels.open('account');
    else panels.close('account');
  };
  const overview = messages.account.overview;
  return (
    <details
      className="header-account"
      data-panel="account"
      open={panels.openPanel === 'account'}
      onToggle={onToggle}
    >
      <summary className="header-button header-account__toggle" data-panel-trigger="">
        <UserIcon />
        <span className="visually-hidden">{t.myAccount}: </span>
        <span className="header-account__label">{fullName(customer)}</span>
      </summary>
      <nav className="header-panel header-account__panel" aria-label={messages.siteNav.accountMenu}>
        <p className="header-account__name">{fullName(customer)}</p>
        <ul className="header-account__menu">
          <li>
            <Link to={accountPath(locale)}>{t.myAccount}</Link>
          </li>
          <li>
            <Link to={orderHistoryPath(locale)}>{messages.orders.title}</Link>
          </li>
          <li>
            <Link to={quickOrderPath(locale)}>{messages.quickOrder.title}</Link>
          </li>
          <li>
            <Link to={wishlistPath(locale)} rel="nofollow">
              {messages.wishlist.title}
            </Link>
          </li>
          <li>
            <Link to={accountPath(locale, 'addresses')}>{overview.addresses}</Link>
          </li>
          <li>
            <Link to={accountPath(locale, 'profile')}>{overview.profile}</Link>
          </li>
        </ul>
        <Form method="post" action={accountPath(locale, 'logout')} className="header-account__logout">
          <input type="hidden" name="_token" value={csrfToken} />
          <button type="submit" className="button button--small header-account__button">
            {t.logout}
          </button>
        </Form>
      </nav>
    </details>
  );
}
