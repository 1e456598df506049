import { data } from 'react-router';
import type { Route } from './+types/profile';
import { loginRedirect, requireAccountProfile, updateAccountProfile } from '../../api/account.server';
import { formText } from '../../lib/form-text';
import { LocaleField, PersonFields, PhoneField } from '../../components/account/account-fields';
import { AccountForm, FormNotice, TextField } from '../../components/account/account-form';
import { accountMeta } from '../../components/account/account-meta';
import { CompanySummary } from '../../components/account/company-summary';
import { requireRouteLocale } from '../../i18n/locale.server';
import { useI18n } from '../../i18n/use-i18n';
import { accountPath } from '../../lib/paths';
import { Link } from 'react-router';
import type { Locale, Salutation } from '@tradeshop/shared';
import { postedForm } from '../../lib/posted-form.server';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireRouteLocale(request, params);
  return { profile: await requireAccountProfile(request, context, locale) };
}

/** POST: name, phone and language; a new e-mail needs the repeat and the current password. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = requireRouteLocale(request, params);
  const form = await postedForm(request);
  const newEmail = formText(form, 'email').trim();
  const result = await updateAccountProfile(request, context, form, {
    salutation: (formText(form, 'salutation') || null) as Salutation | null,
    firstname: formText(form, 'firstname'),
    lastname: formText(form, 'lastname'),
    phone: formText(form, 'phone').trim() || null,
    locale: formText(form, 'locale') as Locale,
    ...(newEmail
      ? {
          email: newEmail,
          emailRepeat: formText(form, 'emailRepeat').trim(),
          currentPassword: formText(form, 'currentPassword'),
        }
      : {}),
  });
  if (!result.ok && result.status === 401) throw loginRedirect(request, locale);
  if (result.ok) return { saved: true, failure: null, newEmail: '' };
  return data({ saved: false, failure: result.failure, newEmail }, { status: result.status });
}

export const meta: Route.MetaFunction = (args) => accountMeta(args, (t) => t.profile.title);

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, messages } = useI18n();
  const t = messages.account;
  const { profile } = loaderData;
  const failure = actionData?.failure ?? null;
  return (
    <div className="page account-page">
      <header className="page-header">
        <h1>{t.profile.title}</h1>
        <p className="page-header__lead">{t.profile.intro}</p>
      </header>
      {actionData?.saved ? <FormNotice>{t.profile.saved}</FormNotice> : null}
      <AccountForm
        failure={failure}
        submitLabel={t.profile.submit}
        footer={<Link to={accountPath(locale)}>{t.backToAccount}</Link>}
      >
        <fieldset>
          <legend>{t.profile.personHeading}</legend>
          <PersonFields failure={failure} values={profile} />
          <PhoneField failure={failure} value={profile.phone} />
          <LocaleField failure={failure} value={profile.locale} />
        </fieldset>
        <fieldset>
          <legend>{t.profile.emailHeading}</legend>
          <p className="form-hint">{profile.email}</p>
          <p className="form-hint">{t.profile.emailHint}</p>
          <TextField
            name="email"
            type="email"
            label={t.fields.newEmail}
            autoComplete="email"
            optional
            defaultValue={actionData?.newEmail}
            failure={failure}
          />
          <TextField
            name="emailRepeat"
            type="email"
            label={t.fields.newEmailRepeat}
            autoComplete="email"
            optional
            failure={failure}
          />
          <TextField
            name="currentPassword"
            type="password"
            label={t.fields.currentPassword}
            autoComplete="current-password"
            optional
            failure={failure}
          />
        </fieldset>
      </AccountForm>
      {profile.company ? (
        <section className="account-card" aria-labelledby="account-company-heading">
          <h2 id="account-company-heading">{t.profile.companyHeading}</h2>
          <p className="muted">{t.profile.companyHint}</p>
          <CompanySummary profile={profile} />
        </section>
      ) : null}
    </div>
  );
}
