import { data, Link } from 'react-router';
import type { Route } from './+types/change-password';
import { changePassword, loginRedirect, requireAccountProfile } from '../../api/account.server';
import { formText } from '../../lib/form-text';
import { NewPasswordFields } from '../../components/account/account-fields';
import { AccountForm, FormNotice, TextField } from '../../components/account/account-form';
import { accountMeta } from '../../components/account/account-meta';
import { requireRouteLocale } from '../../i18n/locale.server';
import { useI18n } from '../../i18n/use-i18n';
import { accountPath } from '../../lib/paths';
import { postedForm } from '../../lib/posted-form.server';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireRouteLocale(request, params);
  const profile = await requireAccountProfile(request, context, locale);
  return { email: profile.email };
}

/** POST: the current password and the new one twice; the session is renewed, other devices are logged out. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = requireRouteLocale(request, params);
  const form = await postedForm(request);
  const result = await changePassword(request, context, form, {
    currentPassword: formText(form, 'currentPassword'),
    password: formText(form, 'password'),
    passwordRepeat: formText(form, 'passwordRepeat'),
  });
  if (!result.ok && result.status === 401) throw loginRedirect(request, locale);
  if (result.ok) return data({ changed: true, failure: null }, { headers: result.headers });
  return data({ changed: false, failure: result.failure }, { status: result.status });
}

export const meta: Route.MetaFunction = (args) => accountMeta(args, (t) => t.changePassword.title);

export default function ChangePasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, messages } = useI18n();
  const t = messages.account;
  const failure = actionData?.failure ?? null;
  return (
    <div className="page account-page">
      <header className="page-header">
        <h1>{t.changePassword.title}</h1>
        <p className="page-header__lead">{t.changePassword.intro}</p>
      </header>
      {actionData?.changed ? <FormNotice>{t.changePassword.changed}</FormNotice> : null}
      <AccountForm
        failure={failure}
        submitLabel={t.changePassword.submit}
        footer={<Link to={accountPath(locale)}>{t.backToAccount}</Link>}
      >
        <input type="text" name="username" autoComplete="username" value={loaderData.email} readOnly hidden />
        <TextField
          name="currentPassword"
          type="password"
          label={t.fields.currentPassword}
          autoComplete="current-password"
          failure={failure}
        />
        <NewPasswordFields
          failure={failure}
          labels={{ password: t.fields.newPassword, passwordRepeat: t.fields.newPasswordRepeat }}
        />
      </AccountForm>
    </div>
  );
}
