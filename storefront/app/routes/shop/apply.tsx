import type { Country, Salutation } from '@tradeshop/shared';
import { useEffect, useRef } from 'react';
import { data, Link } from 'react-router';
import type { Route } from './+types/apply';
import { formText, submitAccountForm } from '../../api/account.server';
import { withAddressProblems } from '../../api/addresses.server';
import { visitorApiClient } from '../../api/session.server';
import { PersonFields, PhoneField } from '../../components/account/account-fields';
import { AccountForm, FormNotice, TextField } from '../../components/account/account-form';
import { PlaceFields } from '../../components/addresses/address-form';
import { MessageField } from '../../components/apply/message-field';
import { requireRouteLocale } from '../../i18n/locale.server';
import { i18nFor, useI18n } from '../../i18n/use-i18n';
import { errorTitle, metaI18n, pageTitle } from '../../lib/meta';
import { accountPath, homePath } from '../../lib/paths';

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
  const form = await request.formData();
  const values = Object.fromEntries(FIELDS.map((name) => [name, formText(form, name)])) as ApplicationValues;
  const result = await submitAccountForm(
    visitorApiClient(request, context, form.get('_token')).POST('/api/shop/applications', {
      body: {
        ...values,
        salutation: (values.salutation || null) as Salutation | null,
        country: values.country as Country,
        phone: values.phone.trim() || null,
        message: values.message.trim() || null,
        locale,
      },
    }),
    'customer-account application',
  );
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
  const addressFields = messages.addresses.fields;
  if (actionData?.sent) return <ThankYou email={actionData.email} />;
  const failure = actionData?.failure ?? null;
  const values = actionData?.values ?? undefined;
  return (
    <div className="page account-page">
      <header className="page-header">
        <h1>{t.title}</h1>
        <p className="page-header__lead">{t.intro}</p>
      </header>
      <AccountForm failure={failure} submitLabel={t.submit}>
        <fieldset>
          <legend>{t.companyHeading}</legend>
          <TextField
            name="companyName"
            label={fields.companyName}
            autoComplete="organization"
            defaultValue={values?.companyName}
            failure={failure}
          />
          <TextField
            name="organizationNumber"
            label={fields.organizationNumber}
            defaultValue={values?.organizationNumber}
            failure={failure}
          />
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
          <TextField
            name="street"
            label={addressFields.street}
            autoComplete="address-line1"
            defaultValue={values?.street}
            failure={failure}
          />
          <PlaceFields failure={failure} values={values} />
        </fieldset>
        <MessageField failure={failure} value={values?.message} />
      </AccountForm>
      <p className="account-page__aside">
        {t.haveAccount} <Link to={accountPath(locale, 'login')}>{t.login}</Link>
      </p>
    </div>
  );
}
