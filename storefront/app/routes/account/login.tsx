import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/login';
import { login } from '../../api/account.server';
import { formText } from '../../lib/form-text';
import { getShopSession } from '../../api/session.server';
import { AccountForm, TextField } from '../../components/account/account-form';
import { accountMeta } from '../../components/account/account-meta';
import { requireRouteLocale } from '../../i18n/locale.server';
import { useI18n } from '../../i18n/use-i18n';
import { sameSitePath } from '../../lib/same-site-path';
import { accountPath, withQuery } from '../../lib/paths';
import { postedForm } from '../../lib/posted-form.server';

/** GET /account/login?redirect=/fi/c/lamps: a logged-in customer goes straight on. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireRouteLocale(request, params);
  const back = sameSitePath(new URL(request.url).searchParams.get('redirect'));
  const { session } = await getShopSession(request, context);
  if (session.customer) throw redirect(back ?? accountPath(locale));
  return { back };
}

/** POST: log in with the e-mail as username (a fresh session), then back to where the visitor came from. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = requireRouteLocale(request, params);
  const form = await postedForm(request);
  const email = formText(form, 'email').trim();
  const result = await login(request, context, form, { email, password: formText(form, 'password') });
  if (result.ok) {
    return redirect(sameSitePath(form.get('redirect')) ?? accountPath(locale), { headers: result.headers });
  }
  return data({ failure: result.failure, email }, { status: result.status });
}

export const meta: Route.MetaFunction = (args) => accountMeta(args, (t) => t.login.title);

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, messages } = useI18n();
  const t = messages.account;
  const failure = actionData?.failure ?? null;
  return (
    <div className="page account-page">
      <header className="page-header">
        <h1>{t.login.title}</h1>
        <p className="page-header__lead">{t.login.intro}</p>
      </header>
      <AccountForm
        failure={failure}
        submitLabel={t.login.submit}
        footer={<Link to={accountPath(locale, 'forgot-password')}>{t.login.forgotPassword}</Link>}
      >
        {loaderData.back ? <input type="hidden" name="redirect" value={loaderData.back} /> : null}
        <TextField
          name="email"
          type="email"
          label={t.fields.email}
          autoComplete="username"
          defaultValue={actionData?.email}
          failure={failure}
        />
        <TextField
          name="password"
          type="password"
          label={t.fields.password}
          autoComplete="current-password"
          failure={failure}
        />
      </AccountForm>
      <p className="account-page__aside">
        {t.login.noAccount}{' '}
        <Link to={withQuery(accountPath(locale, 'register'), { redirect: loaderData.back })}>
          {t.login.register}
        </Link>
      </p>
    </div>
  );
}
