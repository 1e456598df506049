import type { Country, Salutation } from '@tradeshop/shared';
import { useEffect, useRef } from 'react';
import { data, Link } from 'react-router';
import type { Route } from './+types/apply';
import { submitApplication } from '../../api/account.server';
import { withAddressProblems } from '../../api/addresses.server';
import { PersonFields, PhoneField } from '../../components/account/account-fields';
import { BusinessIdField } from '../../components/account/business-id-field';
import { NextSteps } from '../../components/account/next-steps';
import { AccountForm, FormNotice, TextField } from '../../components/account/account-form';
import { PostalAddressFields } from '../../components/addresses/postal-address-fields';
import { MessageField } from '../../components/apply/message-field';
import { requireRouteLocale } from '../../i18n/locale.server';
import { i18nFor, useI18n } from '../../i18n/use-i18n';
import { errorTitle, metaI18n, pageTitle } from '../../lib/meta';
import { formText } from '../../lib/form-text';
import { accountPath, homePath } from '../../lib/paths';
import { postedForm } from '../../lib/posted-form.server';

/** The fields of the application form, sent back into it after a refusal. */
const FIELDS = [
  'companyName',
  'organizationNumber',
  'salutation',
  'firstname',
  'lastname',
  'email',
  'phone',
  'street',
  'postcode',
  'city',
  'country',
  'message',
] as const;
type ApplicationValues = Record<(typeof FIELDS)[number], string>;

/** GET /shop/apply (storefront spec §2): the form; it needs nothing from the API. */
export function loader({ request, params }: Route.LoaderArgs) {
  return { locale: requireRouteLocale(request, params) };
}

/** POST /shop/apply: stores the application; the sales organisation and the applicant get a mail. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = requireRouteLocale(request, params);
  const form = await postedForm(request);
  const values = Object.fromEntries(FIELDS.map((name) => [name, formText(form, name)])) as ApplicationValues;
  const result = await submitApplication(request, context, form, {
    ...values,
    salutation: (values.salutation || null) as Salutation | null,
    country: values.country as Country,
    phone: values.phone.trim() || null,
    message: values.message.trim() || null,
    locale,
  });
  if (result.ok) return { sent: true as const, email: values.email.trim(), failure: null, values: null };
  const failure = withAddressProblems(result.failure, i18nFor(locale).messages.addresses);
  return data({ sent: false as const, email: null, failure, values }, { status: result.status });
}

export function meta({ matches, error }: Route.MetaArgs) {
  const i18n = metaI18n(matches);
  if (error) return [{ title: errorTitle(i18n, error) }];
  return [
    { title: pageTitle(i18n, i18n.messages.apply.title) },
    { name: 'description', content: i18n.messages.apply.intro },
  ];
}

function ThankYou({ email }: { email: string }) {
  const { locale, messages, format } = useI18n();
  const t = messages.apply;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="page account-page">
      <header className="page-header">
        <h1 ref={heading} tabIndex={-1}>
          {t.thanksTitle}
        </h1>
      </header>
      <FormNotice>{format(t.thanksText, { email })}</FormNotice>
      <p>
        <Link to={homePath(locale)}>{t.backHome}</Link>
      </p>
    </div>
  );
}

export default function ApplyPage({ actionData }: Route.ComponentProps) {
  const { locale, messages } = useI18n();
  const t = messages.apply;
  const fields = messages.account.fields;
  if (actionData?.sent) return <ThankYou email={actionData.email} />;
  const failure = actionData?.failure ?? null;
  const values = actionData?.values ?? undefined;
  return (
    <div className="page account-page">
      <header className="page-header">
        <h1>{t.title}</h1>
        <p className="page-header__lead">{t.intro}</p>
      </header>
      <NextSteps current="apply" />
      <AccountForm failure={failure} submitLabel={t.submit} labels={{ message: t.message }}>
        <fieldset>
          <legend>{t.companyHeading}</legend>
          <TextField
            name="companyName"
            label={fields.companyName}
            autoComplete="organization"
            defaultValue={values?.companyName}
            failure={failure}
          />
          <BusinessIdField failure={failure} defaultValue={values?.organizationNumber} />
        </fieldset>
        <fieldset>
          <legend>{t.contactHeading}</legend>
          <PersonFields failure={failure} values={values} />
          <TextField
            name="email"
            type="email"
            label={fields.email}
            autoComplete="email"
            defaultValue={values?.email}
            failure={failure}
          />
          <PhoneField failure={failure} value={values?.phone} />
        </fieldset>
        <fieldset>
          <legend>{t.addressHeading}</legend>
          <PostalAddressFields
            fields={['street', 'postcode', 'city', 'country']}
            values={values}
            failure={failure}
          />
        </fieldset>
        <MessageField failure={failure} value={values?.message} />
      </AccountForm>
      <p className="account-page__aside">
        {t.haveAccount} <Link to={accountPath(locale, 'login')}>{t.login}</Link>
      </p>
    </div>
  );
}
