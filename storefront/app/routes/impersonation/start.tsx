import { useEffect, useRef } from 'react';
import { data, Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/start';
import {
  searchCustomers,
  startImpersonation,
  type ImpersonationFailure,
} from '../../api/impersonation.server';
import { getShopSession } from '../../api/session.server';
import { requireRouteLocale } from '../../i18n/locale.server';
import { useI18n } from '../../i18n/use-i18n';
import type { Messages } from '../../i18n/messages';
import { fullName, salesrepOf } from '../../lib/impersonation';
import { errorTitle, metaI18n, pageTitle } from '../../lib/meta';
import { homePath, impersonatePath, loginPath } from '../../lib/paths';
import { useShopSession } from '../../lib/use-shop-session';
import { postedForm } from '../../lib/posted-form.server';

const EMAIL_FIELD = 'impersonate-email';
const SEARCH_FIELD = 'impersonate-search';

/**
 * GET /account/impersonate: salesreps find a customer they serve by name, company or e-mail (`?q=`) or enter
 * a customer's e-mail; visitors log in first; customers may not.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireRouteLocale(request, params);
  const { session } = await getShopSession(request, context);
  if (!session.customer) throw redirect(loginPath(locale, impersonatePath(locale)));
  const allowed = salesrepOf(session) !== null;
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 100);
  const results = allowed && q ? await searchCustomers(request, context, q) : null;
  return data({ allowed, q, results }, allowed ? undefined : { status: 403 });
}

/** POST: start acting as the customer, then show the shop as they see it. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = requireRouteLocale(request, params);
  const form = await postedForm(request);
  const email = String(form.get('email') ?? '').trim();
  const result = await startImpersonation(request, context, form.get('_token'), email);
  if (result.ok) return redirect(homePath(locale), { headers: result.headers });
  return data(
    { email, failure: result.failure },
    { status: result.failure === 'not-allowed' ? 403 : result.failure === 'customer-not-found' ? 404 : 400 },
  );
}

export function meta({ matches, error }: Route.MetaArgs) {
  const i18n = metaI18n(matches);
  if (error) return [{ title: errorTitle(i18n, error) }];
  return [
    { title: pageTitle(i18n, i18n.messages.impersonation.title) },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

function failureMessage(t: Messages['impersonation'], failure: ImpersonationFailure): string {
  const messages: Record<ImpersonationFailure, string> = {
    'email-required': t.emailRequired,
    'email-invalid': t.emailInvalid,
    'customer-not-found': t.customerNotFound,
    'salesrep-not-allowed': t.salesrepNotAllowed,
    'form-expired': t.formExpired,
    'not-allowed': t.notAllowed,
  };
  return messages[failure];
}

export default function ImpersonatePage({ loaderData, actionData }: Route.ComponentProps) {
  const { messages, format } = useI18n();
  const t = messages.impersonation;
  const s = messages.customerAccounts;
  const session = useShopSession();
  const navigation = useNavigation();
  const summary = useRef<HTMLDivElement>(null);
  const failure = actionData?.failure;

  // After a refused submission, the error summary takes the focus so that it is read out first.
  useEffect(() => {
    if (failure) summary.current?.focus();
  }, [actionData, failure]);

  if (!loaderData.allowed) {
    return (
      <div className="page impersonate-page">
        <header className="page-header">
          <h1>{t.notAllowedTitle}</h1>
        </header>
        <p className="empty-state">{t.notAllowed}</p>
      </div>
    );
  }

  const errorId = `${EMAIL_FIELD}-error`;
  const hintId = `${EMAIL_FIELD}-hint`;
  const message = failure ? failureMessage(t, failure) : null;
  return (
    <div className="page impersonate-page">
      <header className="page-header">
        <h1>{t.title}</h1>
        <p className="page-header__lead">{t.intro}</p>
      </header>
      {session.salesrep && session.customer ? (
        <p className="impersonate-page__acting">
          {format(t.acting, { customer: fullName(session.customer) })}
        </p>
      ) : null}
      {message ? (
        <div className="form-error-summary" role="alert" tabIndex={-1} ref={summary}>
          <p className="form-error-summary__title">{t.errorSummary}</p>
          <ul>
            <li>
              <a href={`#${EMAIL_FIELD}`}>{message}</a>
            </li>
          </ul>
        </div>
      ) : null}
      <Form method="get" className="impersonate-search" role="search">
        <div className="form-field">
          <label htmlFor={SEARCH_FIELD}>{s.searchLabel}</label>
          <p id={`${SEARCH_FIELD}-hint`} className="form-hint">
            {s.searchHint}
          </p>
          <input
            id={SEARCH_FIELD}
            name="q"
            type="search"
            minLength={2}
            autoComplete="off"
            aria-describedby={`${SEARCH_FIELD}-hint`}
            defaultValue={loaderData.q}
          />
        </div>
        <button type="submit" className="button">
          {s.search}
        </button>
      </Form>
      {loaderData.results ? (
        <section aria-labelledby="impersonate-results-heading">
          <h2 id="impersonate-results-heading">{s.searchResults}</h2>
          {loaderData.results.length === 0 ? (
            <p className="empty-state">{format(s.searchNoResults, { q: loaderData.q })}</p>
          ) : (
            <ul className="impersonate-results" data-testid="impersonate-results">
              {loaderData.results.map((candidate) => (
                <li key={candidate.id}>
                  <span>
                    <strong>{candidate.name}</strong>
                    {candidate.companyName ? ` · ${candidate.companyName}` : ''}
                    <br />
                    <span className="muted impersonate-results__email">{candidate.email}</span>
                  </span>
                  <Form method="post">
                    <input type="hidden" name="_token" value={session.csrfToken} />
                    <input type="hidden" name="email" value={candidate.email} />
                    <button
                      type="submit"
                      className="button"
                      aria-label={`${s.actAs}: ${candidate.name}`}
                      disabled={navigation.state === 'submitting'}
                    >
                      {s.actAs}
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      <Form method="post" className="impersonate-form" noValidate>
        <input type="hidden" name="_token" value={session.csrfToken} />
        <div className="form-field">
          <label htmlFor={EMAIL_FIELD}>{t.emailLabel}</label>
          <p id={hintId} className="form-hint">
            {t.emailHint}
          </p>
          <input
            id={EMAIL_FIELD}
            name="email"
            type="email"
            autoComplete="off"
            spellCheck={false}
            aria-required="true"
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${hintId} ${errorId}` : hintId}
            defaultValue={actionData?.email ?? ''}
          />
          {message ? (
            <p id={errorId} className="form-error">
              {message}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button" disabled={navigation.state === 'submitting'}>
          {t.submit}
        </button>
      </Form>
    </div>
  );
}
