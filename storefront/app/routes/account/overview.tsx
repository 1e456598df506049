import { Link } from 'react-router';
import type { Route } from './+types/overview';
import { requireAccountProfile } from '../../api/account.server';
import { accountMeta } from '../../components/account/account-meta';
import { CompanySummary } from '../../components/account/company-summary';
import { requireRouteLocale } from '../../i18n/locale.server';
import { useI18n } from '../../i18n/use-i18n';
import { fullName } from '../../lib/impersonation';
import { accountPath, companyUsersPath } from '../../lib/paths';
import { orderHistoryPath } from '../../lib/order-paths';

/** GET /account: my account: who is logged in, the company, and the way to profile, password and addresses. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireRouteLocale(request, params);
  return { profile: await requireAccountProfile(request, context, locale) };
}

export const meta: Route.MetaFunction = (args) => accountMeta(args, (t) => t.overview.title);

export default function AccountOverviewPage({ loaderData }: Route.ComponentProps) {
  const { locale, messages, format } = useI18n();
  const t = messages.account;
  const { profile } = loaderData;
  const links = [
    { to: accountPath(locale, 'profile'), label: t.overview.profile, text: t.overview.profileText },
    {
      to: accountPath(locale, 'change-password'),
      label: t.overview.changePassword,
      text: t.overview.changePasswordText,
    },
    { to: accountPath(locale, 'addresses'), label: t.overview.addresses, text: t.overview.addressesText },
    ...(profile.company
      ? [
          {
            to: companyUsersPath(locale),
            label: messages.customerAccounts.usersLink,
            text: messages.customerAccounts.usersIntro,
          },
        ]
      : []),
    {
      to: orderHistoryPath(locale),
      label: messages.orders.overviewLink,
      text: messages.orders.overviewLinkText,
    },
  ];
  return (
    <div className="page account-page">
      <header className="page-header">
        <h1>{t.overview.title}</h1>
        <p className="page-header__lead">{format(t.overview.welcome, { name: fullName(profile) })}</p>
      </header>
      {profile.company ? (
        <section className="account-card" aria-labelledby="account-company-heading">
          <h2 id="account-company-heading">{t.overview.companyHeading}</h2>
          <CompanySummary profile={profile} />
        </section>
      ) : null}
      <nav aria-label={t.overview.navLabel}>
        <ul className="account-links">
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
              <p className="muted">{link.text}</p>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
