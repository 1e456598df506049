import { Form, Link, useLocation } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
import { fullName } from '../../lib/impersonation';
import { accountPath, loginPath } from '../../lib/paths';
import { useShopSession } from '../../lib/use-shop-session';

/** The header's account corner: a login link for visitors; name, my account and logout for customers. */
export function HeaderAccount() {
  const { locale, messages } = useI18n();
  const t = messages.account.header;
  const { customer, csrfToken } = useShopSession();
  const location = useLocation();

  if (!customer) {
    const here = `${location.pathname}${location.search}`;
    const onAccountPage = location.pathname.includes('/account/');
    return (
      <Link to={loginPath(locale, onAccountPage ? null : here)} className="header-account__link">
        {t.login}
      </Link>
    );
  }
  return (
    <div className="header-account">
      <Link to={accountPath(locale)} className="header-account__link">
        <span className="visually-hidden">{t.myAccount}: </span>
        {fullName(customer)}
      </Link>
      <Form method="post" action={accountPath(locale, 'logout')} className="header-account__logout">
        <input type="hidden" name="_token" value={csrfToken} />
        <button type="submit" className="header-account__button">
          {t.logout}
        </button>
      </Form>
    </div>
  );
}
