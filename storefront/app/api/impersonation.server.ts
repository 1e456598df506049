import type { ApiSchemas } from '@tradeshop/shared';
import type { AppLoadContext } from 'react-router';
import { relayedCookies, visitorApiClient } from './session.server';
import { unwrap } from './http.server';

/** Why the API refused to start an impersonation, as the form explains it. */
export type ImpersonationFailure =
  | 'email-required'
  | 'email-invalid'
  | 'customer-not-found'
  | 'salesrep-not-allowed'
  | 'not-allowed'
  | 'form-expired';

export type ImpersonationStart =
  { ok: true; headers: Headers } | { ok: false; failure: ImpersonationFailure };

/** A salesrep starts acting as the customer with `email`; on success, the new session cookie to pass on. */
export async function startImpersonation(
  request: Request,
  context: AppLoadContext,
  csrfToken: FormDataEntryValue | null,
  email: string,
): Promise<ImpersonationStart> {
  if (!email) return { ok: false, failure: 'email-required' };
  const call = visitorApiClient(request, context, csrfToken).POST('/api/shop/impersonation', {
    body: { email },
  });
  const { response, error } = await call;
  if (response.ok) return { ok: true, headers: relayedCookies(response) };
  const body = error as { error?: string; details?: { field?: string }[] } | undefined;
  const code = body?.error;
  if (response.status === 400) return { ok: false, failure: 'email-invalid' };
  if (code === 'CUSTOMER_NOT_FOUND') return { ok: false, failure: 'customer-not-found' };
  if (code === 'CSRF_TOKEN_INVALID') return { ok: false, failure: 'form-expired' };
  if (code === 'IMPERSONATION_NOT_ALLOWED') {
    // Refused for the e-mail (it is a salesrep's), or for the person asking (not a salesrep).
    const aboutEmail = body?.details?.some((detail) => detail.field === 'email');
    return { ok: false, failure: aboutEmail ? 'salesrep-not-allowed' : 'not-allowed' };
  }
  // Anything else (the API unreachable, a 5xx) becomes the error page.
  await unwrap(call, 'impersonation start');
  return { ok: false, failure: 'not-allowed' };
}

/** Back to the salesrep's own session; an impersonation that has already ended counts as ended. */
export async function exitImpersonation(
  request: Request,
  context: AppLoadContext,
  csrfToken: FormDataEntryValue | null,
): Promise<Headers> {
  const call = visitorApiClient(request, context, csrfToken).POST('/api/shop/impersonation/exit');
  const { response } = await call;
  if (response.status === 409) return new Headers();
  await unwrap(call, 'impersonation exit');
  return relayedCookies(response);
}

export type ImpersonationCandidate = ApiSchemas['ImpersonationCandidateDto'];

/** The customers the salesrep may act for whose name, company or e-mail contains `q` (at least 2 characters). */
export async function searchCustomers(
  request: Request,
  context: AppLoadContext,
  q: string,
): Promise<ImpersonationCandidate[]> {
  if (q.length < 2) return [];
  const call = visitorApiClient(request, context).GET('/api/shop/impersonation/customers', {
    params: { query: { q } },
  });
  return unwrap(call, 'impersonation customer search');
}
