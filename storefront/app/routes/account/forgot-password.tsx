import { IDENTITY_LIMITS } from '@tradeshop/shared';
import { data, Link } from 'react-router';
import type { Route } from './+types/forgot-password';
import { requestPasswordReset } from '../../api/account.server';
import { formText } from '../../lib/form-text';
import { AccountForm, FormNotice, TextField } from '../../components/account/account-form';
import { accountMeta } from '../../components/account/account-meta';
import { requireRouteLocale } from '../../i18n/locale.server';
import { useI18n } from '../../i18n/use-i18n';
import { accountPath } from '../../lib/paths';
import { postedForm } from '../../lib/posted-form.server';

/** POST: mails a single-use link to choose a new password; an unknown address is named (spec §5). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = requireRouteLocale(request, params);
  const form = await postedForm(request);
  const email = formText(form, 'email').trim();
  const result = await requestPasswordReset(request, context, form, { email, locale });
  if (result.ok) return { sentTo: email, failure: null, email };
  return data({ sentTo: null, failure: result.failure, email }, { status: result.status });
}

export const meta: Route.MetaFunction = (args) => accountMeta(args, (t) => t.forgotPassword.title);

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const { locale, messages, format } = useI18n();
  const t = messages.account;
  const failure = actionData?.failure ?? null;
  return (
    <div className="page account-page">
      <header className="page-header">
        <h1>{t.forgotPassword.title}</h1>
        <p className="page-header__lead">{t.forgotPassword.intro}</p>
      </header>
      {actionData?.sentTo ? (
        <FormNotice>
          {format(t.forgotPassword.sent, {
            email: actionData.sentTo,
            minutes: IDENTITY_LIMITS.passwordResetTtlMinutes,
          })}
        </FormNotice>
      ) : null}
      <AccountForm failure={failure} submitLabel={t.forgotPassword.submit}>
        <TextField
          name="email"
          type="email"
          label={t.fields.email}
          autoComplete="email"
          defaultValue={actionData?.email}
          failure={failure}
        />
      </AccountForm>
      <p className="account-page__aside">
        <Link to={accountPath(locale, 'login')}>{t.forgotPassword.backToLogin}</Link>
      </p>
    </div>
  );
}
