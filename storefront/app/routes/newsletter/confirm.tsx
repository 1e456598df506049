import { data, Link } from 'react-router';
import type { Route } from './+types/confirm';
import { confirmNewsletter } from '../../api/newsletter.server';
import { AccountForm } from '../../components/account/account-form';
import { newsletterPath } from '../../components/newsletter/newsletter-paths';
import { requireRouteLocale } from '../../i18n/locale.server';
import { useI18n } from '../../i18n/use-i18n';
import { errorTitle, metaI18n, pageTitle } from '../../lib/meta';
import { homePath } from '../../lib/paths';

/**
 * GET, POST /newsletter/confirm/:token: the link of the confirmation mail. Opening it shows a button, so a mail
 * scanner that follows links confirms nothing; the press confirms, or shows the newsletter confirmation error.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  requireRouteLocale(request, params);
  return null;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireRouteLocale(request, params);
  const submission = await confirmNewsletter(request, context, params.token);
  if (submission.ok) return { confirmed: true as const };
  return data({ confirmed: false as const }, { status: submission.status });
}

export function meta({ matches, error }: Route.MetaArgs) {
  const i18n = metaI18n(matches);
  if (error) return [{ title: errorTitle(i18n, error) }];
  return [
    { title: pageTitle(i18n, i18n.messages.newsletter.confirmTitle) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function NewsletterConfirmPage({ actionData }: Route.ComponentProps) {
  const { locale, messages } = useI18n();
  const t = messages.newsletter;
  if (actionData?.confirmed) {
    return (
      <div className="page account-page">
        <header className="page-header">
          <h1>{t.confirmedTitle}</h1>
        </header>
        <p role="status" className="newsletter-result">
          {t.confirmed}
        </p>
        <p>
          <Link to={homePath(locale)}>{t.backHome}</Link>
        </p>
      </div>
    );
  }
  if (actionData && !actionData.confirmed) {
    return (
      <div className="page account-page">
        <header className="page-header">
          <h1>{t.confirmationErrorTitle}</h1>
        </header>
        <p role="alert" className="form-error-summary">
          {t.confirmationError}
        </p>
        <p>
          <Link to={newsletterPath(locale)} className="button">
            {t.subscribeAgain}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="page account-page">
      <header className="page-header">
        <h1>{t.confirmTitle}</h1>
        <p className="page-header__lead">{t.confirmIntro}</p>
      </header>
      <AccountForm submitLabel={t.confirm}>{null}</AccountForm>
    </div>
  );
}
