import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/register';
import { registerAccount } from '../../api/account.server';
import { formText } from '../../lib/form-text';
import { PersonFields, NewPasswordFields, PhoneField } from '../../components/account/account-fields';
import { AccountForm, CheckboxField, TextField } from '../../components/account/account-form';
import { accountMeta } from '../../components/account/account-meta';
import { requireRouteLocale } from '../../i18n/locale.server';
import { useI18n } from '../../i18n/use-i18n';
import { sameSitePath } from '../../lib/same-site-path';
import { accountPath } from '../../lib/paths';
import { BUSINESS_ID_COUNTRY_OF_STORE, DEFAULT_STORE_FOR_LOCALE, type Salutation } from '@tradeshop/shared';
import { BusinessIdField } from '../../components/account/business-id-field';
import { NextSteps } from '../../components/account/next-steps';
import { postedForm } from '../../lib/posted-form.server';

/** The fields sent back into the form after a refusal (never the passwords). */
const KEPT_FIELDS = [
  'salutation',
  'firstname',
  'lastname',
  'email',
  'emailRepeat',
  'companyName',
  'organizationNumber',
  'phone',
] as const;

/** POST: a new company account; the customer is logged in and lands on my account (or where they came from). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = requireRouteLocale(request, params);
  const form = await postedForm(request);
  const values = Object.fromEntries(KEPT_FIELDS.map((name) => [name, formText(form, name)])) as Record<
    (typeof KEPT_FIELDS)[number],
    string
  >;
  const result = await registerAccount(request, context, form, {
    ...values,
    // An unknown salutation is the API's to refuse, in its words.
    salutation: (values.salutation || null) as Salutation | null,
    phone: values.phone.trim() || null,
    password: formText(form, 'password'),
    passwordRepeat: formText(form, 'passwordRepeat'),
    termsAccepted: form.get('termsAccepted') === 'on',
    locale,
  });
  if (result.ok) {
    const back = sameSitePath(new URL(request.url).searchParams.get('redirect'));
    return redirect(back ?? accountPath(locale), { headers: result.headers });
  }
  return data({ failure: result.failure, values }, { status: result.status });
}

export const meta: Route.MetaFunction = (args) => accountMeta(args, (t) => t.register.title);

export default function RegisterPage({ actionData }: Route.ComponentProps) {
  const { locale, messages } = useI18n();
  const t = messages.account;
  const failure = actionData?.failure ?? null;
  const values = actionData?.values;
  return (
    <div className="page account-page">
      <header className="page-header">
        <h1>{t.register.title}</h1>
        <p className="page-header__lead">{t.register.intro}</p>
      </header>
      <NextSteps current="register" />
      <AccountForm failure={failure} submitLabel={t.register.submit}>
        <fieldset>
          <legend>{t.register.companyHeading}</legend>
          <TextField
            name="companyName"
            label={t.fields.companyName}
            autoComplete="organization"
            defaultValue={values?.companyName}
            failure={failure}
          />
          <BusinessIdField
            failure={failure}
            defaultValue={values?.organizationNumber}
            country={BUSINESS_ID_COUNTRY_OF_STORE[DEFAULT_STORE_FOR_LOCALE[locale]] ?? null}
          />
        </fieldset>
        <fieldset>
          <legend>{t.register.personHeading}</legend>
          <PersonFields failure={failure} values={values} />
          <PhoneField failure={failure} value={values?.phone} />
        </fieldset>
        <fieldset>
          <legend>{t.register.loginHeading}</legend>
          <TextField
            name="email"
            type="email"
            label={t.fields.email}
            autoComplete="email"
            defaultValue={values?.email}
            failure={failure}
          />
          <TextField
            name="emailRepeat"
            type="email"
            label={t.fields.emailRepeat}
            autoComplete="email"
            defaultValue={values?.emailRepeat}
            failure={failure}
          />
          <NewPasswordFields failure={failure} />
        </fieldset>
        <CheckboxField name="termsAccepted" label={t.fields.terms} failure={failure} />
      </AccountForm>
      <p className="account-page__aside">
        {t.register.haveAccount} <Link to={accountPath(locale, 'login')}>{t.register.login}</Link>
      </p>
    </div>
  );
}
