import type { ApiSchemas, Locale } from '@tradeshop/shared';
import type { AppLoadContext } from 'react-router';
import type { FieldError, FormFailure } from '../lib/form-failure';
import { i18nFor } from '../i18n/use-i18n';
import { submitAccountForm } from './account.server';
import { formText } from '../lib/form-text';
import { withAddressProblems } from './addresses.server';
import { unwrap } from './http.server';
import { visitorApiClient } from './session.server';
import { postedForm } from '../lib/posted-form.server';

export type TrackingResultDto = ApiSchemas['TrackingResultDto'];

export const CONTACT_FIELDS = [
  'name',
  'company',
  'email',
  'phone',
  'subject',
  'message',
  'orderNumber',
] as const;
export type ContactValues = Record<(typeof CONTACT_FIELDS)[number], string>;

export const WARRANTY_FIELDS = [
  'sku',
  'serialNumber',
  'purchaseDate',
  'placeOfPurchase',
  'orderNumber',
  'faultDescription',
  'name',
  'company',
  'email',
  'phone',
  'country',
] as const;
export type WarrantyValues = Record<(typeof WARRANTY_FIELDS)[number], string>;

export const TRACKING_FIELDS = ['orderNumber', 'postcode', 'trackingNumber'] as const;
export type TrackingValues = Record<(typeof TRACKING_FIELDS)[number], string>;

export type ServiceSubmission<TValues> =
  | { sent: true; reference: string; email: string; failure: null; values: null }
  | { sent: false; reference: null; email: null; failure: FormFailure; values: TValues };

function valuesOf<TName extends string>(form: FormData, names: readonly TName[]): Record<TName, string> {
  return Object.fromEntries(names.map((name) => [name, formText(form, name)])) as Record<TName, string>;
}

function orNull(value: string): string | null {
  return value.trim() || null;
}

/**
 * The fields only these forms have: the API names their problem in English, the page says it in the shopper's
 * language (a blank or too long field keeps the account forms' own words).
 */
const OWN_FIELD_PROBLEMS = {
  sku: 'productNotFound',
  purchaseDate: 'purchaseDate',
  receipt: 'receipt',
  orderNumber: 'trackingIncomplete',
  postcode: 'trackingIncomplete',
} as const;

function withServiceProblems(failure: FormFailure, locale: Locale): FormFailure {
  const { messages } = i18nFor(locale);
  const translated = withAddressProblems(failure, messages.addresses);
  const fields: Record<string, FieldError> = {};
  for (const [name, error] of Object.entries(translated.fields)) {
    const own = OWN_FIELD_PROBLEMS[name as keyof typeof OWN_FIELD_PROBLEMS];
    fields[name] = own && 'text' in error ? { text: messages.serviceRequests.problems[own] } : error;
  }
  return { ...translated, fields };
}

async function submitted<TValues>(
  call: Promise<{ data?: { reference: string }; error?: unknown; response: Response }>,
  what: string,
  locale: Locale,
  values: TValues,
  email: string,
): Promise<ServiceSubmission<TValues>> {
  const result = await submitAccountForm(call, what);
  if (result.ok) return { sent: true, reference: result.data.reference, email, failure: null, values: null };
  return {
    sent: false,
    reference: null,
    email: null,
    failure: withServiceProblems(result.failure, locale),
    values,
  };
}

/** POST of the contact form: stored, mailed to the sales organisation, confirmed to the sender. */
export async function submitContactMessage(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
): Promise<ServiceSubmission<ContactValues>> {
  const form = await postedForm(request);
  const values = valuesOf(form, CONTACT_FIELDS);
  const call = visitorApiClient(request, context, form.get('_token')).POST('/api/shop/contact-messages', {
    body: {
      ...values,
      company: orNull(values.company),
      phone: orNull(values.phone),
      orderNumber: orNull(values.orderNumber),
      locale,
    },
  });
  return submitted(call, 'contact message', locale, values, values.email.trim());
}

/** POST of the warranty registration, passing the receipt on as it came (the API checks its bytes). */
export async function submitWarrantyRegistration(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
): Promise<ServiceSubmission<WarrantyValues>> {
  const form = await postedForm(request);
  const values = valuesOf(form, WARRANTY_FIELDS);
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.set(name, value);
  body.set('locale', locale);
  const receipt = form.get('receipt');
  if (receipt instanceof File && receipt.size > 0) body.set('receipt', receipt, receipt.name);
  const call = visitorApiClient(request, context, form.get('_token')).POST(
    '/api/shop/warranty-registrations',
    {
      // Sent as multipart/form-data as it is; the typed body describes the same fields.
      body: body as unknown as ApiSchemas['WarrantyRegistrationInputDto'] & { receipt: string },
      bodySerializer: (multipart: unknown) => multipart as FormData,
    },
  );
  return submitted(call, 'warranty registration', locale, values, values.email.trim());
}

export type TrackingOutcome =
  | { kind: 'found'; tracking: TrackingResultDto }
  | { kind: 'not-found' }
  | { kind: 'too-many-attempts'; minutes: number }
  | { kind: 'invalid'; failure: FormFailure; values: TrackingValues };

/** POST of the tracking form: the shipment, or why there is none to show. */
export async function lookupTracking(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
): Promise<TrackingOutcome> {
  const form = await postedForm(request);
  const values = valuesOf(form, TRACKING_FIELDS);
  const call = visitorApiClient(request, context, form.get('_token')).POST('/api/shop/tracking', {
    body: {
      orderNumber: orNull(values.orderNumber),
      postcode: orNull(values.postcode),
      trackingNumber: orNull(values.trackingNumber),
      locale,
    },
  });
  const { response } = await call.catch(() => unwrap(call, 'shipment tracking') as never);
  if (response.status === 404) return { kind: 'not-found' };
  if (response.status === 429) {
    const seconds = Number(response.headers.get('retry-after') ?? 60);
    return { kind: 'too-many-attempts', minutes: Math.max(1, Math.ceil(seconds / 60)) };
  }
  if (response.status === 400) {
    const result = await submitAccountForm(call, 'shipment tracking');
    if (!result.ok) return { kind: 'invalid', failure: withServiceProblems(result.failure, locale), values };
  }
  return { kind: 'found', tracking: await unwrap(call, 'shipment tracking') };
}
