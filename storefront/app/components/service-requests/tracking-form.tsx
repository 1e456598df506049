import { Form } from 'react-router';
import type { TrackingValues } from '../../api/service-requests.server';
import { useI18n } from '../../i18n/use-i18n';
import { useShopSession } from '../../lib/use-shop-session';
import { TextField } from '../account/account-form';
import type { FormFailure } from '../../lib/form-failure';
import { trackingSubmitPath } from './service-paths';

/**
 * The two ways to find a shipment, each its own form posting to /shop/tracking/submit: the order number with
 * the delivery postcode, or the carrier's tracking number.
 */
export function TrackingForms({
  failure,
  values,
}: {
  failure?: FormFailure | null;
  values?: Partial<TrackingValues> | null;
}) {
  const { locale, messages } = useI18n();
  const { csrfToken } = useShopSession();
  const t = messages.serviceRequests;
  const action = trackingSubmitPath(locale);
  return (
    <div className="tracking-forms">
      <Form method="post" action={action} className="account-form" noValidate>
        <input type="hidden" name="_token" value={csrfToken} />
        <fieldset>
          <legend>{t.tracking.byOrderHeading}</legend>
          <TextField
            name="orderNumber"
            label={t.fields.orderNumber}
            defaultValue={values?.orderNumber}
            failure={failure}
          />
          <TextField
            name="postcode"
            label={t.fields.postcode}
            autoComplete="postal-code"
            defaultValue={values?.postcode}
            failure={failure}
          />
        </fieldset>
        <div className="account-form__actions">
          <button type="submit" className="button">
            {t.tracking.submitOrder}
          </button>
        </div>
      </Form>
      <Form method="post" action={action} className="account-form" noValidate>
        <input type="hidden" name="_token" value={csrfToken} />
        <fieldset>
          <legend>{t.tracking.byShipmentHeading}</legend>
          <TextField
            name="trackingNumber"
            label={t.fields.trackingNumber}
            hint={t.tracking.byShipmentHint}
            defaultValue={values?.trackingNumber}
            failure={failure}
          />
        </fieldset>
        <div className="account-form__actions">
          <button type="submit" className="button">
            {t.tracking.submitShipment}
          </button>
        </div>
      </Form>
    </div>
  );
}
