import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/reset-password';
import { passwordResetLink, resetPassword } from '../../api/account.server';
import { formText } from '../../lib/form-text';
import { NewPasswordFields } from '../../components/account/account-fields';
import { AccountForm } from '../../components/account/account-form';
import { accountMeta } from '../../components/account/account-meta';
import { requireRouteLocale } from '../../i18n/locale.server';
import { useI18n } from '../../i18n/use-i18n';
import { accountPath } from '../../lib/paths';
import { postedForm } from '../../lib/posted-form.server';

/** GET /account/reset-password/:token: the link of a reset or invitation mail; a used or old link says so. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireRouteLocale(request, params);
  const link = await passwordResetLink(request, context, params.token);
  if (!link) return data({ link: null }, { status: 410 });
  return { link };
}

/** POST: the new password; the link is used up, other sessions end, and the customer is logged in. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = requireRouteLocale(request, params);
  const form = await postedForm(request);
  const result = await resetPassword(request, context, form, params.token, {
    password: formText(form, 'password'),
    passwordRepeat: formText(form, 'passwordRepeat'),
  });
  if (result.ok) return redirect(accountPath(locale), { headers: result.headers });
  return data({ failure: result.failure }, { status: result.status });
}

export const meta: Route.MetaFunction = (args) =>
  accountMeta(args, (t) =>
    args.data?.link?.purpose === 'customer_invitation'
      ? t.resetPassword.titleInvitation
      : t.resetPassword.titleReset,
  );

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, messages, format } = useI18n();
  const t = messages.account;
  const { link } = loaderData;
  const failure = actionData?.failure ?? null;
  const title =
    link?.purpose === 'customer_invitation' ? t.resetPassword.titleInvitation : t.resetPassword.titleReset;
  if (!link || failure?.form === 'link-invalid') {
    return (
      <div className="page account-page">
        <header className="page-header">
          <h1>{title}</h1>
        </header>
        <p className="empty-state" role="alert">
          {t.formProblems.linkInvalid}
        </p>
        <p className="account-page__aside">
          <Link to={accountPath(locale, 'forgot-password')}>{t.resetPassword.requestNew}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="page account-page">
      <header className="page-header">
        <h1>{title}</h1>
        <p className="page-header__lead">{format(t.resetPassword.intro, { email: link.email })}</p>
      </header>
      <AccountForm failure={failure} submitLabel={t.resetPassword.submit}>
        <input type="text" name="username" autoComplete="username" value={link.email} readOnly hidden />
        <NewPasswordFields
          failure={failure}
          labels={{ password: t.fields.newPassword, passwordRepeat: t.fields.newPasswordRepeat }}
        />
      </AccountForm>
    </div>
  );
}
