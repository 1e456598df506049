import { Form, Link, useLocation } from 'react-router';
import { useI18n } from '../i18n/use-i18n';
import { fullName, salesrepOf } from '../lib/impersonation';
import { impersonatePath, impersonationExitPath } from '../lib/paths';
import { useShopSession } from '../lib/use-shop-session';

/**
 * While a salesrep acts as a customer, every page says so, with an Exit button (a plain form post, so it works
 * without JavaScript). A salesrep who is not acting gets a slim link to start.
 */
export function ImpersonationBanner() {
  const { locale, messages, format } = useI18n();
  const t = messages.impersonation;
  const session = useShopSession();
  const location = useLocation();
  const salesrep = salesrepOf(session);
  if (!salesrep || !session.customer) return null;

  if (!session.salesrep) {
    return (
      <nav className="salesrep-bar" aria-label={t.salesrepBar}>
        <Link to={impersonatePath(locale)} className="salesrep-bar__link">
          {t.salesrepBar}
        </Link>
      </nav>
    );
  }

  const customer = session.customer;
  const values = {
    customer: fullName(customer),
    company: customer.companyName ?? '',
    salesrep: fullName(salesrep),
  };
  return (
    <section className="impersonation-banner" aria-label={t.bannerLabel}>
      <p className="impersonation-banner__text" role="status">
        {format(customer.companyName ? t.banner : t.bannerWithoutCompany, values)}
      </p>
      <Form method="post" action={impersonationExitPath(locale)} className="impersonation-banner__exit">
        <input type="hidden" name="_token" value={session.csrfToken} />
        <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
        <button type="submit" className="button button--small impersonation-banner__button">
          {t.exit}
        </button>
      </Form>
    </section>
  );
}
