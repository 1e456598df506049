import type { ReactNode } from 'react';
import { data, Link, redirect, redirectDocument, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/summary';
import { formText } from '../../lib/form-text';
import { placeOrder, loadCheckoutStep, type CheckoutStateDto } from '../../api/checkout.server';
import { AccountForm, CheckboxField, fieldId, TextField } from '../../components/account/account-form';
import { AddressLines } from '../../components/checkout/address-lines';
import { FieldErrorText } from '../../components/checkout/checkout-fields';
import { TextAreaField } from '../../components/service-requests/text-area-field';
import { checkoutLinks, checkoutMeta, CheckoutStepPage } from '../../components/checkout/checkout-page';
import { checkoutPath, completedSteps, thankYouPath, type CheckoutStep } from '../../lib/checkout-paths';
import { chosenAddresses } from '../../components/checkout/chosen-addresses';
import { DeliveryDateField } from '../../components/checkout/delivery-date-field';
import { OrderLines, OrderTotals } from '../../components/checkout/order-lines';
import { requireRouteLocale } from '../../i18n/locale.server';
import { useI18n } from '../../i18n/use-i18n';
import { StoreNote } from '../../components/store-wording/store-note';
import { postedForm } from '../../lib/posted-form.server';

export const links: Route.LinksFunction = checkoutLinks;

/** The summary's own fields, as saved or as typed before a refusal. */
interface SummaryValues {
  ownOrderNumber: string;
  reference: string;
  comment: string;
  additionalMarking: string;
  preferredDeliveryDate: string;
  completeDelivery: boolean;
}

function savedValues(state: CheckoutStateDto): SummaryValues {
  const { selection } = state;
  return {
    ownOrderNumber: selection.ownOrderNumber ?? '',
    reference: selection.reference ?? '',
    comment: selection.comment ?? '',
    additionalMarking: selection.additionalMarking ?? '',
    preferredDeliveryDate: selection.preferredDeliveryDate ?? '',
    completeDelivery: selection.completeDelivery,
  };
}

/**
 * GET /checkout/summary: lines, totals, addresses, carrier and payment, the order's own fields and the terms.
 * Each rendering gets a fresh idempotency key; the place action sends it, so submitting the same form twice
 * (a double click, a resent POST) places one order.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireRouteLocale(request, params);
  const state = await loadCheckoutStep(request, context, locale, 'summary');
  return { state, values: savedValues(state), idempotencyKey: crypto.randomUUID() };
}

/** POST: saves the summary and places the order, then shows it (or opens the card payment page). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = requireRouteLocale(request, params);
  const form = await postedForm(request);
  const result = await placeOrder(request, context, locale, form);
  if (result.ok) {
    const { order, paymentRedirectUrl, accessToken } = result.data;
    // The payment page is the gateway's (in test mode the API's), not a storefront route: a full page load.
    if (paymentRedirectUrl) return redirectDocument(paymentRedirectUrl, { headers: result.headers });
    const token = order.guestEmail ? accessToken : null;
    return redirect(thankYouPath(locale, order.number, token), { headers: result.headers });
  }
  const values: SummaryValues = {
    ownOrderNumber: formText(form, 'ownOrderNumber'),
    reference: formText(form, 'reference'),
    comment: formText(form, 'comment'),
    additionalMarking: formText(form, 'additionalMarking'),
    preferredDeliveryDate: formText(form, 'preferredDeliveryDate'),
    completeDelivery: formText(form, 'completeDelivery') === 'true',
  };
  // The order was not placed, so the same key may be sent again with the corrected form.
  return data(
    { failure: result.failure, values, idempotencyKey: formText(form, 'idempotencyKey') },
    { status: result.status },
  );
}

/** A refused order shows the cart as it is now, so the next submit sends what the shopper then sees. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' || defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = (args) => checkoutMeta(args, (t) => t.steps.summary);

/** A section of the summary with a link back to the step where it is chosen. */
function ChosenSection({
  id,
  title,
  step,
  children,
}: {
  id: string;
  title: string;
  step: CheckoutStep;
  children: ReactNode;
}) {
  const { locale, messages, format } = useI18n();
  const t = messages.checkout;
  return (
    <div aria-labelledby={id} role="group">
      <div className="checkout-section__head">
        <h3 id={id}>{title}</h3>
        <Link to={checkoutPath(locale, step)} aria-label={format(t.changeLabel, { step: title })}>
          {t.change}
        </Link>
      </div>
      {children}
    </div>
  );
}

export default function CheckoutSummaryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { messages } = useI18n();
  const t = messages.checkout;
  const s = t.summary;
  const { state } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const failure = actionData?.failure;
  const idempotencyKey = actionData?.idempotencyKey ?? loaderData.idempotencyKey;
  const { invoice, shipping } = chosenAddresses(state);
  const carrier = state.carriers.find((option) => option.carrierId === state.selection.carrierId);
  const payment = state.paymentOptions.find(
    (option) => option.paymentProviderId === state.selection.paymentProviderId,
  );
  const completeDeliveryId = fieldId('completeDelivery');
  return (
    <CheckoutStepPage step="summary" completed={completedSteps(state)}>
      <section className="checkout-section" aria-labelledby="checkout-lines">
        <h2 id="checkout-lines">{s.linesHeading}</h2>
        <OrderLines lines={state.lines} currency={state.totals.currency} />
        <OrderTotals totals={state.totals} currency={state.totals.currency} />
        <StoreNote kind="vatNotice" />
      </section>
      <section className="checkout-section checkout-addresses" aria-label={t.steps.address}>
        {invoice ? (
          <ChosenSection id="checkout-invoice-address" title={s.invoiceAddress} step="address">
            <AddressLines address={invoice} />
          </ChosenSection>
        ) : null}
        {shipping ? (
          <ChosenSection id="checkout-shipping-address" title={s.shippingAddress} step="address">
            <AddressLines address={shipping} />
          </ChosenSection>
        ) : null}
        {carrier ? (
          <ChosenSection id="checkout-carrier" title={s.carrier} step="shipping">
            <p>{carrier.label}</p>
          </ChosenSection>
        ) : null}
        {payment ? (
          <ChosenSection id="checkout-payment" title={s.paymentMethod} step="payment">
            <p>{payment.label}</p>
          </ChosenSection>
        ) : null}
      </section>
      <AccountForm failure={failure} submitLabel={s.placeOrder}>
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        {/* What this page shows: placing refuses a cart that changed since ('cart has changed'). */}
        <input type="hidden" name="cartVersion" value={state.cartVersion} />
        <input type="hidden" name="totalGrossMinor" value={state.totals.totalGrossMinor} />
        <fieldset>
          <legend>{s.detailsHeading}</legend>
          {(['ownOrderNumber', 'reference', 'additionalMarking'] as const).map((name) => (
            <TextField
              key={name}
              name={name}
              label={s[name]}
              optional
              defaultValue={values[name]}
              failure={failure}
            />
          ))}
          <TextAreaField
            name="comment"
            label={s.comment}
            optional
            maxLength={1000}
            defaultValue={values.comment}
            failure={failure}
          />
          <DeliveryDateField
            dates={state.deliveryDates}
            value={values.preferredDeliveryDate}
            failure={failure}
          />
          {state.hasOutOfStockLines ? (
            <p className="checkout-warning" role="note">
              {s.outOfStockWarning}
            </p>
          ) : null}
          <div className="form-field form-field--checkbox">
            <input
              id={completeDeliveryId}
              name="completeDelivery"
              type="checkbox"
              value="true"
              defaultChecked={values.completeDelivery}
            />
            <label htmlFor={completeDeliveryId}>{s.completeDelivery}</label>
            <FieldErrorText name="completeDelivery" failure={failure} />
          </div>
        </fieldset>
        <fieldset>
          <legend>{s.termsHeading}</legend>
          <StoreNote kind="termsNote" />
          <h3>{s.termsOfDelivery}</h3>
          <p className="checkout-terms">{state.termsOfDelivery}</p>
          <h3>{s.termsOfPayment}</h3>
          <p className="checkout-terms">{state.termsOfPayment}</p>
          <CheckboxField name="termsAccepted" label={s.acceptTerms} failure={failure} />
        </fieldset>
      </AccountForm>
    </CheckoutStepPage>
  );
}
