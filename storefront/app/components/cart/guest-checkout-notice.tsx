import { Link } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
import { cartPath } from '../../lib/cart-paths';
import { applyPath, loginPath } from '../../lib/paths';

/**
 * For a visitor in a store that takes no orders from guests: said on the cart page before they fill the cart
 * or reach the checkout, with the ways in (log in and come back here, or apply for an account).
 */
export function GuestCheckoutNotice() {
  const { locale, messages } = useI18n();
  const t = messages.forms.guestCheckout;
  return (
    <section
      className="guest-checkout-notice"
      aria-labelledby="guest-checkout-title"
      data-testid="guest-checkout-notice"
    >
      <h2 id="guest-checkout-title">{t.notAllowedTitle}</h2>
      <p>{t.notAllowedText}</p>
      <div className="guest-checkout-notice__actions">
        <Link to={loginPath(locale, cartPath(locale))} className="button">
          {t.login}
        </Link>
        <Link to={applyPath(locale)}>{t.apply}</Link>
      </div>
    </section>
  );
}
