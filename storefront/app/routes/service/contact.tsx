import { data } from 'react-router';
import type { Route } from './+types/contact';
import { submitContactMessage } from '../../api/service-requests.server';
import { AccountForm, TextField } from '../../components/account/account-form';
import { SenderFields } from '../../components/service-requests/sender-fields';
import { ServiceThankYou } from '../../components/service-requests/service-thank-you';
import { TextAreaField } from '../../components/service-requests/text-area-field';
import { requireRouteLocale } from '../../i18n/locale.server';
import { useI18n } from '../../i18n/use-i18n';
import { errorTitle, metaI18n, pageTitle } from '../../lib/meta';
import { StoreNote } from '../../components/store-wording/store-note';

const MESSAGE_MAX_LENGTH = 5000;

/** GET /contact: the form (a logged-in customer finds their name, company and e-mail filled in). */
export function loader({ request, params }: Route.LoaderArgs) {
  return { locale: requireRouteLocale(request, params) };
}

/** POST /contact: stored, mailed to the sales organisation of the shopper's store, confirmed to the sender. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = requireRouteLocale(request, params);
  const result = await submitContactMessage(request, context, locale);
  return result.sent ? result : data(result, { status: 400 });
}

export function meta({ matches, error }: Route.MetaArgs) {
  const i18n = metaI18n(matches);
  if (error) return [{ title: errorTitle(i18n, error) }];
  const t = i18n.messages.serviceRequests.contact;
  return [{ title: pageTitle(i18n, t.title) }, { name: 'description', content: t.intro }];
}

export default function ContactPage({ actionData }: Route.ComponentProps) {
  const { messages, format } = useI18n();
  const t = messages.serviceRequests;
  if (actionData?.sent) {
    return (
      <ServiceThankYou
        title={t.contact.thanksTitle}
        text={format(t.contact.thanksText, { reference: actionData.reference, email: actionData.email })}
        backLabel={t.contact.backHome}
      />
    );
  }
  const failure = actionData?.failure ?? null;
  const values = actionData?.values;
  return (
    <div className="page account-page">
      <header className="page-header">
        <h1>{t.contact.title}</h1>
        <p className="page-header__lead">{t.contact.intro}</p>
        <StoreNote kind="contact" />
      </header>
      <AccountForm failure={failure} submitLabel={t.contact.submit}>
        <fieldset>
          <legend>{t.contact.messageHeading}</legend>
          <TextField
            name="subject"
            label={t.fields.subject}
            defaultValue={values?.subject}
            failure={failure}
          />
          <TextAreaField
            name="message"
            label={t.fields.message}
            maxLength={MESSAGE_MAX_LENGTH}
            defaultValue={values?.message}
            failure={failure}
          />
          <TextField
            name="orderNumber"
            label={t.fields.orderNumber}
            optional
            defaultValue={values?.orderNumber}
            failure={failure}
          />
        </fieldset>
        <fieldset>
          <legend>{t.contact.contactHeading}</legend>
          <SenderFields failure={failure} values={values} />
        </fieldset>
      </AccountForm>
    </div>
  );
}
