import { data, redirect } from 'react-router';
import type { Route } from './+types/address';
import { formText } from '../../lib/form-text';
import { requireCheckoutState, saveCheckoutStep, type CheckoutStateDto } from '../../api/checkout.server';
import { AccountForm } from '../../components/account/account-form';
import { AddressChoice, type AddressChoiceValues } from '../../components/checkout/address-choice';
import { checkoutLinks, checkoutMeta, CheckoutStepPage } from '../../components/checkout/checkout-page';
import { checkoutPath, completedSteps } from '../../lib/checkout-paths';
import { GuestAddressFields, type GuestAddressValues } from '../../components/checkout/guest-address-fields';
import { requireRouteLocale } from '../../i18n/locale.server';
import { useI18n } from '../../i18n/use-i18n';
import { postedForm } from '../../lib/posted-form.server';

export const links: Route.LinksFunction = checkoutLinks;

/**
 * The answers to show: what the shopper chose before, else the pre-selected addresses. An invoice-type invoice
 * address takes no deliveries, so with one the "deliver to the invoice address" box starts unchecked.
 */
function initialChoice(state: CheckoutStateDto): AddressChoiceValues {
  const { selection } = state;
  const invoiceId = selection.invoiceAddressId ?? state.defaultInvoiceAddressId;
  const invoiceOnly = state.addresses.find((address) => address.id === invoiceId)?.type === 'invoice';
  return {
    invoiceAddress: invoiceId ? String(invoiceId) : '',
    shippingAddress: String(selection.shippingAddressId ?? state.defaultDeliveryAddressId ?? ''),
    useInvoiceAsShipping: selection.useInvoiceAsShipping && !invoiceOnly,
  };
}

/** GET /checkout/address: invoice and shipping address (a guest types them where the store allows it). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireRouteLocale(request, params);
  const state = await requireCheckoutState(request, context, locale);
  return { state, choice: initialChoice(state) };
}

/** POST: saves the addresses and goes on to shipping; a refusal comes back with the problems by field. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = requireRouteLocale(request, params);
  const form = await postedForm(request);
  const result = await saveCheckoutStep(request, context, locale, 'address', form);
  if (result.ok) return redirect(checkoutPath(locale, 'shipping'), { headers: result.headers });
  const refusedCombination = Boolean(result.failure.fields.useInvoiceAsShipping);
  const choice: AddressChoiceValues = {
    invoiceAddress: formText(form, 'invoiceAddress'),
    shippingAddress: formText(form, 'shippingAddress'),
    useInvoiceAsShipping: formText(form, 'useInvoiceAsShipping') === 'true' && !refusedCombination,
  };
  const guestValues: GuestAddressValues = Object.fromEntries(
    [...form.entries()]
      .filter(([name]) => name.startsWith('guest') || name === 'useInvoiceAsShipping')
      .map(([name, value]) => [name, String(value)]),
  );
  return data({ failure: result.failure, choice, guestValues }, { status: result.status });
}

export const meta: Route.MetaFunction = (args) => checkoutMeta(args, (t) => t.steps.address);

export default function CheckoutAddressPage({ loaderData, actionData }: Route.ComponentProps) {
  const { messages } = useI18n();
  const t = messages.checkout;
  const { state } = loaderData;
  const failure = actionData?.failure;
  return (
    <CheckoutStepPage step="address" completed={completedSteps(state)} state={state}>
      <AccountForm failure={failure} submitLabel={t.continue}>
        {state.loggedIn ? (
          <>
            {state.addresses.length === 0 ? <p className="empty-state">{t.address.noAddresses}</p> : null}
            <AddressChoice
              addresses={state.addresses}
              defaultInvoiceAddressId={state.defaultInvoiceAddressId}
              defaultDeliveryAddressId={state.defaultDeliveryAddressId}
              values={actionData?.choice ?? loaderData.choice}
              failure={failure}
            />
          </>
        ) : (
          <GuestAddressFields
            selection={state.selection}
            values={actionData?.guestValues}
            failure={failure}
          />
        )}
      </AccountForm>
    </CheckoutStepPage>
  );
}
