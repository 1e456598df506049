import type { ApiSchemas, Country, Locale, Salutation } from '@tradeshop/shared';
import { data, redirect, type AppLoadContext } from 'react-router';
import type { FieldError, FormFailure } from '../lib/form-failure';
import {
  CHECKOUT_STEPS,
  checkoutPath,
  firstOpenStep,
  thankYouPath,
  type CheckoutStep,
} from '../lib/checkout-paths';
import type { Messages } from '../i18n/messages';
import { i18nFor } from '../i18n/use-i18n';
import { postalAddressFormValues } from '../lib/address-form';
import { cartPath } from '../lib/cart-paths';
import { routeError } from '../lib/route-error';
import { shopperCodeMessage, shopperFieldProblem } from '../lib/shopper-problems';
import { loginRedirect } from './account.server';
import { formText } from '../lib/form-text';
import { unwrap } from './http.server';
import { getShopSession, relayedCookies, visitorApiClient } from './session.server';
import { postedForm } from '../lib/posted-form.server';

export type CheckoutStateDto = ApiSchemas['CheckoutStateDto'];
export type OrderDto = ApiSchemas['OrderDto'];
export type PlacedOrderDto = ApiSchemas['PlacedOrderDto'];

type ApiCall<T> = Promise<{ data?: T; error?: unknown; response: Response }>;

interface ApiErrorBody {
  error?: string;
  message?: string | string[];
  details?: { field?: string; reason: string }[];
}

/** Why a step's form was refused: field problems beside the fields, the rest above the form. */
export type CheckoutSubmission<T> =
  | { ok: true; data: T; headers: Headers }
  | { ok: false; status: number; code: string | null; failure: FormFailure };

/** The checkout as the API sees it; a visitor in a store without guest checkout is sent to log in first. */
export async function requireCheckoutState(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
): Promise<CheckoutStateDto> {
  const call = visitorApiClient(request, context).GET('/api/shop/checkout', {
    params: { query: { locale } },
  });
  const { response, error } = await call.catch(() => unwrap(call, 'checkout') as never);
  if (response.status === 401) throw loginRedirect(request, locale);
  if ((error as ApiErrorBody | undefined)?.error === 'CHECKOUT_CART_EMPTY') throw redirect(cartPath(locale));
  const state = await unwrap(call, 'checkout');
  if (!state.loggedIn && !state.guestCheckoutAllowed) throw loginRedirect(request, locale);
  if (state.lines.length === 0) throw redirect(cartPath(locale));
  return state;
}

/** A step whose earlier steps are still open sends the shopper back to the first open one. */
export function requireReachableStep(state: CheckoutStateDto, step: CheckoutStep, locale: Locale): void {
  const open = firstOpenStep(state);
  if (CHECKOUT_STEPS.indexOf(open) < CHECKOUT_STEPS.indexOf(step)) throw redirect(checkoutPath(locale, open));
}

/** Problems that belong to the whole checkout rather than a field, by the API's error code (spec §8). */
function formMessage(code: string | undefined, t: Messages['checkout']): string | null {
  const messages: Record<string, string> = {
    CHECKOUT_CART_CHANGED: t.problems.cartChanged,
    CHECKOUT_CUSTOMER_MISSING: t.problems.customerNotSet,
    CHECKOUT_INVOICE_ADDRESS_MISSING: t.problems.invoiceAddressUnknown,
    CHECKOUT_SUMMARY_INVALID: t.problems.summaryInvalid,
    NO_VALID_CARRIER: t.problems.noValidCarrier,
    CSRF_TOKEN_INVALID: t.problems.formExpired,
    ORDER_ALREADY_PAID: t.paymentResult.alreadyPaid,
    PAYMENT_CHANGE_NOT_ALLOWED: t.paymentResult.changeNotAllowed,
  };
  return (code && messages[code]) || null;
}

/** The form's name for an API field (the spec's checkout-form names for the address step). */
const FORM_FIELD: Record<string, string> = {
  invoiceAddressId: 'invoiceAddress',
  shippingAddressId: 'shippingAddress',
};

/**
 * A field's problem in the shopper's language where the field has one rule (the terms, the delivery date, the
 * carrier, an invoice address as shipping address); otherwise the API's own words.
 */
function fieldProblem(field: string, reason: string, messages: Messages): FieldError {
  const t = messages.checkout;
  const p = messages.shopperProblems;
  const translated: Record<string, string> = {
    termsAccepted: t.problems.termsNotAccepted,
    preferredDeliveryDate: t.problems.deliveryDateInvalid,
    carrierId: t.problems.noValidCarrier,
    useInvoiceAsShipping: t.problems.invoiceAddressNotForDelivery,
    paymentProviderId: p.paymentOptionInvalid,
    shippingAddress: p.shippingAddressMissing,
    invoiceAddress: p.addressNotFound,
  };
  // Every step's field problems in the shopper's language, never the API's English words (spec §8).
  return translated[field] ? { text: translated[field] } : shopperFieldProblem(reason, messages);
}

function failureOf(body: ApiErrorBody | null, messages: Messages): FormFailure {
  const t = messages.checkout;
  const fields: FormFailure['fields'] = {};
  for (const detail of body?.details ?? []) {
    const name = detail.field ? (FORM_FIELD[detail.field] ?? detail.field) : null;
    if (name && !fields[name]) fields[name] = fieldProblem(name, detail.reason, messages);
  }
  const message = formMessage(body?.error, t) ?? shopperCodeMessage(body?.error, messages);
  if (message) return { fields, form: 'unexpected', message };
  if (Object.keys(fields).length > 0) return { fields, form: null };
  return { fields, form: 'unexpected', message: t.problems.unexpected };
}

/**
 * Sends a step's answers. A 4xx answer becomes the form's failure in the shopper's language; a visitor whose
 * session ended logs in again; an emptied cart goes back to the cart page; a 5xx is the error page.
 */
async function submit<T>(
  request: Request,
  locale: Locale,
  call: ApiCall<T>,
  what: string,
): Promise<CheckoutSubmission<T>> {
  const { data, error, response } = await call.catch(() => unwrap(call, what) as never);
  if (response.ok) return { ok: true, data: data as T, headers: relayedCookies(response) };
  const body = (error ?? null) as ApiErrorBody | null;
  if (response.status === 401) throw loginRedirect(request, locale);
  if (body?.error === 'CHECKOUT_CART_EMPTY') throw redirect(cartPath(locale));
  if (response.status >= 400 && response.status < 500) {
    const { messages } = i18nFor(locale);
    return {
      ok: false,
      status: response.status,
      code: body?.error ?? null,
      failure: failureOf(body, messages),
    };
  }
  await unwrap(call, what);
  throw new Error(`${what}: unreachable`);
}

/** A posted id: digits, else null (which the API refuses as missing). */
function idField(form: FormData, name: string): number | null {
  const value = formText(form, name);
  return /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/** A checked checkbox posts `true` (or `on`); an unchecked or disabled one posts nothing. */
function checkedField(form: FormData, name: string): boolean {
  return ['true', 'on'].includes(formText(form, name));
}

function textOrNull(form: FormData, name: string): string | null {
  return formText(form, name).trim() || null;
}

/** A guest's address: the postal fields of an address-book entry, posted as `<prefix>.<field>`. */
function guestAddress(form: FormData, prefix: string) {
  const address = postalAddressFormValues(form, prefix);
  return {
    ...address,
    salutation: (address.salutation || null) as Salutation | null,
    country: address.country as Country,
    company: address.company || null,
    number: address.number || null,
    phoneNumber: address.phoneNumber || null,
  };
}

/** The address step's form as the API takes it: address-book ids for customers, typed addresses for guests. */
function addressStepBody(form: FormData, guest: boolean): ApiSchemas['CheckoutAddressInputDto'] {
  const useInvoiceAsShipping = checkedField(form, 'useInvoiceAsShipping');
  if (guest) {
    return {
      useInvoiceAsShipping,
      guestEmail: formText(form, 'guestEmail').trim(),
      guestInvoiceAddress: guestAddress(form, 'guestInvoiceAddress'),
      guestShippingAddress: useInvoiceAsShipping ? null : guestAddress(form, 'guestShippingAddress'),
    };
  }
  return {
    invoiceAddressId: idField(form, 'invoiceAddress'),
    shippingAddressId: useInvoiceAsShipping ? null : idField(form, 'shippingAddress'),
    useInvoiceAsShipping,
  };
}

/** The steps saved with a PUT of their own; the summary is saved as the order is placed. */
type SavedStep = Exclude<CheckoutStep, 'summary'>;

/** Sends one step's form; a customer's address step names address-book entries, a guest's types addresses. */
export function saveCheckoutStep(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  step: SavedStep,
  form: FormData,
) {
  const client = visitorApiClient(request, context, form.get('_token'));
  const params = { query: { locale } };
  const call =
    step === 'address'
      ? client.PUT('/api/shop/checkout/address', {
          params,
          body: addressStepBody(form, form.has('guestEmail')),
        })
      : step === 'shipping'
        ? client.PUT('/api/shop/checkout/shipping', {
            params,
            body: { carrierId: idField(form, 'carrierId') as number },
          })
        : client.PUT('/api/shop/checkout/payment', {
            params,
            body: { paymentProviderId: idField(form, 'paymentProviderId') as number },
          });
  return submit(request, locale, call, `checkout ${step}`);
}

/**
 * A step page's data: the checkout state, once the steps before it are answered (else the first open step).
 */
export async function loadCheckoutStep(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  step: CheckoutStep,
): Promise<CheckoutStateDto> {
  const state = await requireCheckoutState(request, context, locale);
  requireReachableStep(state, step, locale);
  return state;
}

/** POST of the shipping or payment step: saved, on to the next step; refused, the problems beside the field. */
export async function submitChoiceStep(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  step: 'shipping' | 'payment',
) {
  const result = await saveCheckoutStep(request, context, locale, step, await postedForm(request));
  const next = CHECKOUT_STEPS[CHECKOUT_STEPS.indexOf(step) + 1]!;
  if (result.ok) return redirect(checkoutPath(locale, next), { headers: result.headers });
  return data({ failure: result.failure }, { status: result.status });
}

function summaryStepBody(form: FormData): ApiSchemas['CheckoutSummaryInputDto'] {
  return {
    ownOrderNumber: textOrNull(form, 'ownOrderNumber'),
    reference: textOrNull(form, 'reference'),
    comment: textOrNull(form, 'comment'),
    additionalMarking: textOrNull(form, 'additionalMarking'),
    preferredDeliveryDate: textOrNull(form, 'preferredDeliveryDate'),
    completeDelivery: checkedField(form, 'completeDelivery'),
    termsAccepted: checkedField(form, 'termsAccepted'),
  };
}

/** A number the summary page put in a hidden field; -1 (which the API refuses as 'cart has changed') if absent. */
function shownNumber(form: FormData, name: string): number {
  const value = formText(form, name);
  return /^-?\d{1,15}$/.test(value) ? Number(value) : -1;
}

/**
 * Places the order with the summary's answers, the cart version and total the page showed, and the idempotency
 * key it was rendered with: a cart changed since is not ordered ('cart has changed'), and a double submit or a
 * resent form makes one order (the API answers the same order for the same key).
 */
export async function placeOrder(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  form: FormData,
): Promise<CheckoutSubmission<PlacedOrderDto>> {
  const client = visitorApiClient(request, context, form.get('_token'));
  const placed = await submit(
    request,
    locale,
    client.POST('/api/shop/checkout/place', {
      params: { query: { locale }, header: { 'Idempotency-Key': formText(form, 'idempotencyKey') } },
      body: {
        ...summaryStepBody(form),
        cartVersion: shownNumber(form, 'cartVersion'),
        totalGrossMinor: shownNumber(form, 'totalGrossMinor'),
      },
    }),
    'place order',
  );
  // A voucher on the cart gives no discount any more: nothing was ordered, the cart page can remove it.
  if (!placed.ok && placed.code === 'VOUCHER_INVALID') {
    const message = i18nFor(locale).messages.cart.voucher.invalid;
    return { ...placed, failure: { fields: {}, form: 'unexpected', message } };
  }
  return placed;
}

/** A placed order for the thank-you page: the customer's own, or a guest's with the token of its URL. */
export function requireOrder(
  request: Request,
  context: AppLoadContext,
  orderNumber: string,
  token: string | null,
): Promise<OrderDto> {
  return unwrap(
    visitorApiClient(request, context).GET('/api/shop/orders/{number}', {
      params: { path: { number: orderNumber }, query: token ? { token } : {} },
    }),
    'order',
  );
}

export type PaymentOutcome = ApiSchemas['PaymentResultDto']['outcome'];

/** What the payment return page says: the gateway's outcome, or why the answer could not be applied. */
export type PaymentReturnView =
  | { kind: 'cancelled' | 'failed'; orderNumber: string; token: string | null }
  | { kind: 'already-paid' | 'change-not-allowed'; orderNumber: null; token: null };

/**
 * Relays the card gateway's signed answer to the API (paid, cancelled or failed). A paid order goes on to its
 * thank-you page; the other answers are shown on the payment return page. The answer is a GET from the gateway,
 * so the CSRF token comes from the shopper's session here rather than from a form. That is safe because the
 * gateway signed the answer and the API applies it once per payment: a repeated or revalidated return, or the
 * links of a payment replaced by a new attempt or another payment method, only report.
 */
export async function returnFromPayment(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  paymentId: number,
  outcome: PaymentOutcome,
  signature: string,
): Promise<PaymentReturnView> {
  const { session } = await getShopSession(request, context);
  const call = visitorApiClient(request, context, session.csrfToken).POST(
    '/api/shop/payments/{paymentId}/return',
    {
      params: { path: { paymentId } },
      body: { outcome, signature },
    },
  );
  const { error, response } = await call.catch(() => unwrap(call, 'payment return') as never);
  const code = (error as ApiErrorBody | undefined)?.error;
  if (code === 'ORDER_ALREADY_PAID') return { kind: 'already-paid', orderNumber: null, token: null };
  if (code === 'PAYMENT_CHANGE_NOT_ALLOWED')
    return { kind: 'change-not-allowed', orderNumber: null, token: null };
  if (response.status === 400 || code === 'TOKEN_INVALID') throw routeError({ reason: 'not-found' }, 404);
  const result = await unwrap(call, 'payment return');
  const token = result.order.guestEmail ? result.accessToken : null;
  if (result.outcome === 'paid') throw redirect(thankYouPath(locale, result.order.number, token));
  return { kind: result.outcome, orderNumber: result.order.number, token };
}

/** A new start at the card gateway for an order whose payment failed; refusals name the spec's reason. */
export async function retryPayment(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  form: FormData,
): Promise<CheckoutSubmission<ApiSchemas['PaymentRedirectDto']>> {
  const token = formText(form, 'token');
  const client = visitorApiClient(request, context, form.get('_token'));
  return submit(
    request,
    locale,
    client.POST('/api/shop/orders/{number}/payment/retry', {
      params: { path: { number: formText(form, 'number') }, query: token ? { token } : {} },
    }),
    'payment retry',
  );
}
