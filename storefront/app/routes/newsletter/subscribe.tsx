import { data, Link } from 'react-router';
import type { Route } from './+types/subscribe';
import { subscribeToNewsletter } from '../../api/newsletter.server';
import { AccountForm, TextField } from '../../components/account/account-form';
import { requireRouteLocale } from '../../i18n/locale.server';
import { useI18n } from '../../i18n/use-i18n';
import { errorTitle, metaI18n, pageTitle } from '../../lib/meta';
import { homePath } from '../../lib/paths';

/** GET, POST /newsletter: the newsletter subscription with double opt-in. */
export function loader({ request, params }: Route.LoaderArgs) {
  requireRouteLocale(request, params);
  return null;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = requireRouteLocale(request, params);
  const { email, submission } = await subscribeToNewsletter(request, context, locale);
  if (submission.ok) return { sent: true as const, email };
  return data({ sent: false as const, email, failure: submission.failure }, { status: submission.status });
}

export function meta({ matches, error }: Route.MetaArgs) {
  const i18n = metaI18n(matches);
  if (error) return [{ title: errorTitle(i18n, error) }];
  return [{ title: pageTitle(i18n, i18n.messages.newsletter.title) }, { name: 'robots', content: 'noindex' }];
}

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  const { locale, messages, format } = useI18n();
  const t = messages.newsletter;
  if (actionData?.sent) {
    return (
      <div className="page account-page">
        <header className="page-header">
          <h1>{t.sentTitle}</h1>
        </header>
        <p role="status" className="newsletter-result">
          {format(t.sent, { email: actionData.email })}
        </p>
        <p>
          <Link to={homePath(locale)}>{t.backHome}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="page account-page">
      <header className="page-header">
        <h1>{t.title}</h1>
        <p className="page-header__lead">{t.intro}</p>
      </header>
      <AccountForm failure={actionData?.failure} submitLabel={t.subscribe}>
        <TextField
          name="email"
          type="email"
          label={t.email}
          autoComplete="email"
          maxLength={254}
          defaultValue={actionData?.email}
          failure={actionData?.failure}
        />
      </AccountForm>
    </div>
  );
}
