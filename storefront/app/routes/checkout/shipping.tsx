import type { Route } from './+types/shipping';
import { loadCheckoutStep, submitChoiceStep } from '../../api/checkout.server';
import { AccountForm } from '../../components/account/account-form';
import { AddressLines } from '../../components/checkout/address-lines';
import { RadioGroupField } from '../../components/checkout/checkout-fields';
import { checkoutLinks, checkoutMeta, CheckoutStepPage } from '../../components/checkout/checkout-page';
import { completedSteps } from '../../lib/checkout-paths';
import { chosenAddresses } from '../../components/checkout/chosen-addresses';
import { requireRouteLocale } from '../../i18n/locale.server';
import { useI18n } from '../../i18n/use-i18n';
import { formatMoney } from '../../lib/format';
import { StoreNote } from '../../components/store-wording/store-note';

export const links: Route.LinksFunction = checkoutLinks;

/** GET /checkout/shipping: the carriers that take this cart to the delivery address, with their prices. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return { state: await loadCheckoutStep(request, context, requireRouteLocale(request, params), 'shipping') };
}

/** POST: saves the carrier and goes on to payment. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return submitChoiceStep(request, context, requireRouteLocale(request, params), 'shipping');
}

export const meta: Route.MetaFunction = (args) => checkoutMeta(args, (t) => t.steps.shipping);

export default function CheckoutShippingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, messages, format } = useI18n();
  const t = messages.checkout;
  const { state } = loaderData;
  const { currency } = state.totals;
  const { shipping } = chosenAddresses(state);
  const money = (amountMinor: number) => formatMoney(locale, { amountMinor, currency });
  return (
    <CheckoutStepPage step="shipping" completed={completedSteps(state)} state={state}>
      {shipping ? (
        <section className="checkout-section" aria-labelledby="checkout-deliver-to">
          <h2 id="checkout-deliver-to">{t.shipping.deliverTo}</h2>
          <AddressLines address={shipping} />
          <StoreNote kind="deliveryNote" />
        </section>
      ) : null}
      {state.carriers.length === 0 ? (
        <p className="form-error-summary" role="alert">
          {t.problems.noValidCarrier}
        </p>
      ) : (
        <AccountForm failure={actionData?.failure} submitLabel={t.continue}>
          <RadioGroupField
            name="carrierId"
            legend={t.shipping.legend}
            options={state.carriers.map((carrier) => ({
              value: String(carrier.carrierId),
              label: carrier.label,
              detail: (
                <>
                  <strong>
                    {carrier.priceNetMinor === 0 ? t.shipping.free : money(carrier.priceNetMinor)}
                  </strong>
                  {carrier.dangerousGoodsSurchargeMinor > 0
                    ? format(t.shipping.dangerousGoods, {
                        amount: money(carrier.dangerousGoodsSurchargeMinor),
                      })
                    : null}
                </>
              ),
            }))}
            defaultValue={String(state.selection.carrierId ?? state.carriers[0]?.carrierId ?? '')}
            failure={actionData?.failure}
          />
        </AccountForm>
      )}
    </CheckoutStepPage>
  );
}
