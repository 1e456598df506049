import {
  ADDRESS_FIELD_MESSAGES,
  eInvoiceProblems,
  type ApiSchemas,
  type Country,
  type Locale,
} from '@tradeshop/shared';
import { data, redirect, type AppLoadContext } from 'react-router';
import type { FormFailure } from '../lib/form-failure';
import type { Messages } from '../i18n/messages';
import { i18nFor } from '../i18n/use-i18n';
import { addressFormValues, type AddressFormValues } from '../lib/address-form';
import { accountPath, withQuery } from '../lib/paths';
import { routeError } from '../lib/route-error';
import { sameSitePath } from '../lib/same-site-path';
import { formClient, loginRedirect, submitAccountForm } from './account.server';
import { unwrap } from './http.server';
import { visitorApiClient } from './session.server';
import { postedForm } from '../lib/posted-form.server';

export type AddressDto = ApiSchemas['AddressDto'];
export type AddressListDto = ApiSchemas['AddressListDto'];
export type AddressInputDto = ApiSchemas['AddressInputDto'];

type ApiCall<T> = Promise<{ data?: T; error?: unknown; response: Response }>;

/** A call for the logged-in customer: a visitor (or an ended session) is sent to log in and come back. */
async function asCustomer<T>(call: ApiCall<T>, request: Request, locale: Locale, what: string): Promise<T> {
  const { response } = await call.catch(() => unwrap(call, what) as never);
  if (response.status === 401) throw loginRedirect(request, locale);
  return unwrap(call, what);
}

export function requireAddresses(request: Request, context: AppLoadContext, locale: Locale) {
  return asCustomer(
    visitorApiClient(request, context).GET('/api/shop/account/addresses'),
    request,
    locale,
    'addresses',
  );
}

/** Route ids are digits; anything else names no address. */
export function addressIdParam(id: string | undefined): number {
  if (!id || !/^\d{1,9}$/.test(id)) throw routeError({ reason: 'not-found' }, 404);
  return Number(id);
}

export function requireAddress(request: Request, context: AppLoadContext, locale: Locale, id: number) {
  return asCustomer(
    visitorApiClient(request, context).GET('/api/shop/account/addresses/{id}', { params: { path: { id } } }),
    request,
    locale,
    'address',
  );
}

/** The request body; the API refuses what is wrong (an unknown type or salutation) in its own words. */
export function addressBody(values: AddressFormValues): AddressInputDto {
  return {
    ...values,
    type: values.type as AddressInputDto['type'],
    salutation: (values.salutation || null) as AddressInputDto['salutation'],
    country: values.country as Country,
    eInvoiceAddress: values.eInvoiceAddress.trim() || null,
    eInvoiceOperator: values.eInvoiceOperator.trim() || null,
  };
}

/**
 * The e-invoice fields of an invoice address checked here already, by the same rule the API applies, so that a
 * wrong check digit is named before the form leaves the shop. Null when there is nothing to say.
 */
export function eInvoiceFailure(values: AddressFormValues): FormFailure | null {
  if (values.type !== 'invoice') return null;
  const problems = Object.entries(eInvoiceProblems(values));
  if (problems.length === 0) return null;
  return { form: null, fields: Object.fromEntries(problems.map(([field, problem]) => [field, { problem }])) };
}

/** Shows the API's address-field messages (country, postcode) in the shopper's language. */
export function withAddressProblems(failure: FormFailure, t: Messages['addresses']): FormFailure {
  const translations = new Map<string, string>(
    (Object.keys(ADDRESS_FIELD_MESSAGES) as (keyof typeof ADDRESS_FIELD_MESSAGES)[]).map((key) => [
      ADDRESS_FIELD_MESSAGES[key],
      t.problems[key],
    ]),
  );
  const fields = Object.fromEntries(
    Object.entries(failure.fields).map(([name, error]) => [
      name,
      'text' in error && translations.has(error.text) ? { text: translations.get(error.text)! } : error,
    ]),
  );
  return { ...failure, fields };
}

/** What the address list's buttons do: delete an address, or pre-select it for delivery or for invoices. */
export const ADDRESS_LIST_INTENTS = ['delete', 'default-delivery', 'default-invoice'] as const;
export type AddressListIntent = (typeof ADDRESS_LIST_INTENTS)[number];

export function changeAddress(
  request: Request,
  context: AppLoadContext,
  form: FormData,
  intent: AddressListIntent,
  id: number,
) {
  const client = formClient(request, context, form);
  const path = { params: { path: { id } } };
  return submitAccountForm<unknown>(
    intent === 'delete'
      ? client.DELETE('/api/shop/account/addresses/{id}', path)
      : intent === 'default-delivery'
        ? client.PUT('/api/shop/account/addresses/{id}/default-delivery', path)
        : client.PUT('/api/shop/account/addresses/{id}/default-invoice', path),
    'address',
  );
}

/** Where the list goes after a change, to say what happened (post, redirect, get). */
export type AddressNotice = 'saved' | 'deleted' | 'default';

export function addressesPathWithNotice(locale: Locale, notice: AddressNotice): string {
  return withQuery(accountPath(locale, 'addresses'), { done: notice });
}

/**
 * Sends the address form (a new address, or `id`'s new fields) and goes back to the list; a refusal comes back
 * with the fields as typed and the problems in the shopper's language.
 */
export async function submitAddressForm(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  id?: number,
) {
  const form = await postedForm(request);
  const values = addressFormValues(form);
  const early = eInvoiceFailure(values);
  if (early) return data({ failure: early, values }, { status: 400 });
  const client = formClient(request, context, form);
  const body = addressBody(values);
  const result = await submitAccountForm(
    id === undefined
      ? client.POST('/api/shop/account/addresses', { body })
      : client.PUT('/api/shop/account/addresses/{id}', { params: { path: { id } }, body }),
    'address',
  );
  if (!result.ok && result.status === 401) throw loginRedirect(request, locale);
  if (!result.ok && result.status === 404) throw routeError({ reason: 'not-found' }, 404);
  if (result.ok)
    return redirect(sameSitePath(form.get('returnTo')) ?? addressesPathWithNotice(locale, 'saved'));
  const failure = withAddressProblems(result.failure, i18nFor(locale).messages.addresses);
  return data({ failure, values }, { status: result.status });
}
