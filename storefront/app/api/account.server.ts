import { accountFieldProblem, type ApiSchemas, type Locale, type paths } from '@tradeshop/shared';
import { redirect, type AppLoadContext } from 'react-router';
import type { FieldError, FormFailure } from '../lib/form-failure';
import { loginPath } from '../lib/paths';
import { unwrap } from './http.server';
import { relayedCookies, visitorApiClient } from './session.server';

export type AccountProfileDto = ApiSchemas['AccountProfileDto'];
export type PasswordResetTokenDto = ApiSchemas['PasswordResetTokenDto'];

type ApiCall<T> = Promise<{ data?: T; error?: unknown; response: Response }>;

interface ApiErrorBody {
  error?: string;
  message?: string | string[];
  details?: { field?: string; reason: string }[];
}

export type AccountSubmission<T> =
  { ok: true; data: T; headers: Headers } | { ok: false; failure: FormFailure; status: number };

function fieldError(reason: string): FieldError {
  const problem = accountFieldProblem(reason);
  return problem ? { problem } : { text: reason };
}

/** The API's refusal as the form shows it: field problems next to the fields, the rest above the form. */
function failureOf(body: ApiErrorBody | null, response: Response): FormFailure {
  const fields: FormFailure['fields'] = {};
  for (const detail of body?.details ?? []) {
    if (detail.field && !fields[detail.field]) fields[detail.field] = fieldError(detail.reason);
  }
  switch (body?.error) {
    case 'INVALID_CREDENTIALS':
      return { fields, form: 'invalid-credentials' };
    case 'ACCOUNT_BLOCKED':
      return { fields, form: 'account-blocked' };
    case 'TOO_MANY_ATTEMPTS': {
      const seconds = Number(response.headers.get('retry-after') ?? 60);
      return { fields, form: 'too-many-attempts', retryMinutes: Math.max(1, Math.ceil(seconds / 60)) };
    }
    case 'TOKEN_INVALID':
      return { fields, form: 'link-invalid' };
    case 'CSRF_TOKEN_INVALID':
      return { fields, form: 'form-expired' };
    default: {
      if (Object.keys(fields).length > 0) return { fields, form: null };
      const message = Array.isArray(body?.message) ? body.message.join('; ') : body?.message;
      return { fields, form: 'unexpected', message };
    }
  }
}

/**
 * Sends an account form to the API. A 4xx answer becomes the form's failure (the page shows it next to the
 * fields); an unreachable API or a 5xx becomes the error page, as everywhere else.
 */
export async function submitAccountForm<T>(call: ApiCall<T>, what: string): Promise<AccountSubmission<T>> {
  const { data, error, response } = await call.catch(() => unwrap(call, what) as never);
  if (response.ok) return { ok: true, data: data as T, headers: relayedCookies(response) };
  if (response.status >= 400 && response.status < 500) {
    return {
      ok: false,
      failure: failureOf((error ?? null) as ApiErrorBody | null, response),
      status: response.status,
    };
  }
  await unwrap(call, what);
  throw new Error(`${what}: unreachable`);
}

/** The logged-in account's profile; a visitor is sent to the login page, to come back here afterwards. */
export async function requireAccountProfile(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
): Promise<AccountProfileDto> {
  const call = visitorApiClient(request, context).GET('/api/shop/account/profile');
  const { response } = await call.catch(() => unwrap(call, 'account profile') as never);
  if (response.status === 401) throw loginRedirect(request, locale);
  return unwrap(call, 'account profile');
}

/** Sends a visitor (or a customer whose session ended) to the login page, to come back to this page. */
export function loginRedirect(request: Request, locale: Locale): Response {
  const url = new URL(request.url);
  return redirect(loginPath(locale, `${url.pathname}${url.search}`));
}

/** A client for a form's change: the visitor's session, and the CSRF token the form carried. */
export function formClient(request: Request, context: AppLoadContext, form: FormData) {
  return visitorApiClient(request, context, form.get('_token'));
}

type JsonBody<Operation> = Operation extends { requestBody: { content: { 'application/json': infer Body } } }
  ? Body
  : never;
/** The account endpoints that take a form's fields with a POST (an application asks for an account). */
type AccountFormPath =
  | '/api/shop/account/login'
  | '/api/shop/account/register'
  | '/api/shop/account/change-password'
  | '/api/shop/account/password-forgotten'
  | '/api/shop/applications';

/** An account form's POST: the fields as the API names them, sent as the visitor with the form's CSRF token. */
function accountFormPost<Path extends AccountFormPath>(path: Path, what: string) {
  return (request: Request, context: AppLoadContext, form: FormData, body: JsonBody<paths[Path]['post']>) =>
    // The client cannot narrow its options for a path that is still generic; `body` is typed by the parameter.
    submitAccountForm(formClient(request, context, form).POST(path, { body } as never), what);
}

export const login = accountFormPost('/api/shop/account/login', 'login');
export const registerAccount = accountFormPost('/api/shop/account/register', 'registration');
export const changePassword = accountFormPost('/api/shop/account/change-password', 'change password');
/** Mails a single-use link to choose a new password. */
export const requestPasswordReset = accountFormPost(
  '/api/shop/account/password-forgotten',
  'password forgotten',
);
/** A visitor's application for a customer account. */
export const submitApplication = accountFormPost('/api/shop/applications', 'customer-account application');

export function logout(request: Request, context: AppLoadContext, form: FormData) {
  return submitAccountForm(formClient(request, context, form).POST('/api/shop/account/logout'), 'logout');
}

export function updateAccountProfile(
  request: Request,
  context: AppLoadContext,
  form: FormData,
  body: ApiSchemas['UpdateAccountProfileDto'],
) {
  return submitAccountForm(
    formClient(request, context, form).PUT('/api/shop/account/profile', { body }),
    'profile',
  );
}

/** What a reset or invitation link is for; null when the link is used up, too old or unknown. */
export async function passwordResetLink(
  request: Request,
  context: AppLoadContext,
  token: string,
): Promise<PasswordResetTokenDto | null> {
  const call = visitorApiClient(request, context).GET('/api/shop/account/password-reset/{token}', {
    params: { path: { token } },
  });
  const { response } = await call.catch(() => unwrap(call, 'reset link') as never);
  if (response.status === 400 || response.status === 404) return null;
  return unwrap(call, 'reset link');
}

export function resetPassword(
  request: Request,
  context: AppLoadContext,
  form: FormData,
  token: string,
  body: ApiSchemas['NewPasswordDto'],
) {
  return submitAccountForm(
    formClient(request, context, form).POST('/api/shop/account/password-reset/{token}', {
      params: { path: { token } },
      body,
    }),
    'password reset',
  );
}
