import type { Route } from './+types/payment';
import { loadCheckoutStep, submitChoiceStep } from '../../api/checkout.server';
import { AccountForm } from '../../components/account/account-form';
import { RadioGroupField } from '../../components/checkout/checkout-fields';
import { checkoutLinks, checkoutMeta, CheckoutStepPage } from '../../components/checkout/checkout-page';
import { completedSteps } from '../../lib/checkout-paths';
import { requireRouteLocale } from '../../i18n/locale.server';
import { useI18n } from '../../i18n/use-i18n';
import { formatMoney } from '../../lib/format';

export const links: Route.LinksFunction = checkoutLinks;

/** GET /checkout/payment: the payment methods open to this customer (invoice for trade accounts, card). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return { state: await loadCheckoutStep(request, context, requireRouteLocale(request, params), 'payment') };
}

/** POST: saves the payment method and goes on to the summary. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return submitChoiceStep(request, context, requireRouteLocale(request, params), 'payment');
}

export const meta: Route.MetaFunction = (args) => checkoutMeta(args, (t) => t.steps.payment);

export default function CheckoutPaymentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, messages, format } = useI18n();
  const t = messages.checkout;
  const { state } = loaderData;
  const { currency } = state.totals;
  return (
    <CheckoutStepPage step="payment" completed={completedSteps(state)} state={state}>
      {state.paymentOptions.length === 0 ? (
        <p className="form-error-summary" role="alert">
          {t.payment.none}
        </p>
      ) : (
        <AccountForm failure={actionData?.failure} submitLabel={t.continue}>
          <RadioGroupField
            name="paymentProviderId"
            legend={t.payment.legend}
            options={state.paymentOptions.map((option) => ({
              value: String(option.paymentProviderId),
              label: option.label,
              detail: (
                <>
                  {option.feeNetMinor > 0 ? (
                    <strong>
                      {format(t.payment.fee, {
                        amount: formatMoney(locale, { amountMinor: option.feeNetMinor, currency }),
                      })}
                    </strong>
                  ) : null}
                  {option.description}
                  {option.gateway === 'card' ? (
                    <span className="checkout-choice__note">{t.payment.cardNote}</span>
                  ) : null}
                </>
              ),
            }))}
            defaultValue={String(
              state.selection.paymentProviderId ?? state.paymentOptions[0]?.paymentProviderId ?? '',
            )}
            failure={actionData?.failure}
          />
        </AccountForm>
      )}
    </CheckoutStepPage>
  );
}
