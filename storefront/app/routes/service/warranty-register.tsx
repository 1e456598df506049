import { LOCALES } from '@tradeshop/shared';
import { data } from 'react-router';
import type { Route } from './+types/warranty-register';
import { submitWarrantyRegistration } from '../../api/service-requests.server';
import { TextField } from '../../components/account/account-form';
import { CountryField } from '../../components/addresses/country-field';
import { DateField } from '../../components/service-requests/date-field';
import { SenderFields } from '../../components/service-requests/sender-fields';
import { warrantyPath } from '../../components/service-requests/service-paths';
import { ServiceThankYou } from '../../components/service-requests/service-thank-you';
import { TextAreaField } from '../../components/service-requests/text-area-field';
import { ReceiptField, UploadForm } from '../../components/service-requests/upload-form';
import { detectLocale } from '../../i18n/locale.server';
import { useI18n } from '../../i18n/use-i18n';
import type { LocaleAlternates } from '../../lib/alternates';
import { errorTitle, metaI18n, pageTitle } from '../../lib/meta';

const DESCRIPTION_MAX_LENGTH = 5000;

/** The query parameters the order history links with; anything else in them is ignored. */
function prefillOf(url: URL) {
  const text = (name: string, max: number) => (url.searchParams.get(name) ?? '').trim().slice(0, max);
  const purchaseDate = text('purchaseDate', 10);
  return {
    sku: text('sku', 64),
    orderNumber: text('orderNumber', 64),
    purchaseDate: /^\d{4}-\d{2}-\d{2}$/.test(purchaseDate) ? purchaseDate : '',
  };
}

/**
 * GET /warranty/register (storefront spec §2, no locale segment: the language comes from the cookie or the
 * browser). `sku`, `orderNumber` and `purchaseDate` in the query fill the form in.
 */
export function loader({ request }: Route.LoaderArgs) {
  const prefill = prefillOf(new URL(request.url));
  // The path has no language to swap, so the language links say it in the query (which also sets the cookie).
  const alternates = Object.fromEntries(
    LOCALES.map((locale) => [locale, warrantyPath(prefill, locale)]),
  ) as LocaleAlternates;
  return { prefill, alternates };
}

/** POST /warranty/register: the registration with its receipt; the sales organisation and customer get a mail. */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = detectLocale(request);
  const result = await submitWarrantyRegistration(request, context, locale);
  return result.sent ? result : data(result, { status: 400 });
}

export function meta({ matches, error }: Route.MetaArgs) {
  const i18n = metaI18n(matches);
  if (error) return [{ title: errorTitle(i18n, error) }];
  const t = i18n.messages.serviceRequests.warranty;
  return [{ title: pageTitle(i18n, t.title) }, { name: 'description', content: t.intro }];
}

export default function WarrantyRegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { messages, format } = useI18n();
  const t = messages.serviceRequests;
  if (actionData?.sent) {
    return (
      <ServiceThankYou
        title={t.warranty.thanksTitle}
        text={format(t.warranty.thanksText, { reference: actionData.reference, email: actionData.email })}
        backLabel={t.warranty.backHome}
      />
    );
  }
  const failure = actionData?.failure ?? null;
  const values = actionData?.values;
  const { prefill } = loaderData;
  return (
    <div className="page account-page">
      <header className="page-header">
        <h1>{t.warranty.title}</h1>
        <p className="page-header__lead">{t.warranty.intro}</p>
      </header>
      <UploadForm failure={failure} submitLabel={t.warranty.submit}>
        <fieldset>
          <legend>{t.warranty.productHeading}</legend>
          <TextField
            name="sku"
            label={t.fields.sku}
            hint={t.fields.skuHint}
            defaultValue={values?.sku ?? prefill.sku}
            failure={failure}
          />
          <TextField
            name="serialNumber"
            label={t.fields.serialNumber}
            hint={t.fields.serialNumberHint}
            defaultValue={values?.serialNumber}
            failure={failure}
          />
          <DateField
            name="purchaseDate"
            label={t.fields.purchaseDate}
            value={values?.purchaseDate ?? prefill.purchaseDate}
            failure={failure}
          />
          <TextField
            name="placeOfPurchase"
            label={t.fields.placeOfPurchase}
            optional
            defaultValue={values?.placeOfPurchase}
            failure={failure}
          />
          <TextField
            name="orderNumber"
            label={t.fields.orderNumber}
            optional
            defaultValue={values?.orderNumber ?? prefill.orderNumber}
            failure={failure}
          />
          <ReceiptField failure={failure} />
        </fieldset>
        <fieldset>
          <legend>{t.warranty.faultHeading}</legend>
          <TextAreaField
            name="faultDescription"
            label={t.fields.faultDescription}
            maxLength={DESCRIPTION_MAX_LENGTH}
            defaultValue={values?.faultDescription}
            failure={failure}
          />
        </fieldset>
        <fieldset>
          <legend>{t.warranty.contactHeading}</legend>
          <SenderFields failure={failure} values={values} />
          <CountryField failure={failure} value={values?.country} />
        </fieldset>
      </UploadForm>
    </div>
  );
}
