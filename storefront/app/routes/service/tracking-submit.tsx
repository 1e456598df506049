import { data, redirect } from 'react-router';
import type { Route } from './+types/tracking-submit';
import { lookupTracking } from '../../api/service-requests.server';
import { trackingFailPath } from '../../components/service-requests/service-paths';
import { fieldErrorText, fieldId } from '../../components/account/account-form';
import { TrackingForms } from '../../components/service-requests/tracking-form';
import { summaryLine } from '../../lib/field-labels';
import { TrackingResult } from '../../components/service-requests/tracking-result';
import { requireRouteLocale } from '../../i18n/locale.server';
import { useI18n } from '../../i18n/use-i18n';
import { errorTitle, metaI18n, pageTitle } from '../../lib/meta';

/**
 * Posted to; opened by its address, it shows the form. The loader must not redirect: it also runs right after the
 * action (the revalidation with JavaScript, the same response without), and a redirect there threw the answer
 * away and left the shopper on an empty form.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  return { locale: requireRouteLocale(request, params) };
}

/**
 * POST /shop/tracking/submit: the shipment when found; nothing found (or too many fruitless searches) goes
 * to /shop/tracking/fail; incomplete details come back to the form with the fields named.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = requireRouteLocale(request, params);
  const outcome = await lookupTracking(request, context, locale);
  switch (outcome.kind) {
    case 'found':
      return { tracking: outcome.tracking, failure: null, values: null };
    case 'not-found':
      throw redirect(trackingFailPath(locale));
    case 'too-many-attempts':
      throw redirect(trackingFailPath(locale, outcome.minutes));
    case 'invalid':
      return data({ tracking: null, failure: outcome.failure, values: outcome.values }, { status: 400 });
  }
}

export function meta({ matches, error }: Route.MetaArgs) {
  const i18n = metaI18n(matches);
  if (error) return [{ title: errorTitle(i18n, error) }];
  return [{ title: pageTitle(i18n, i18n.messages.serviceRequests.tracking.title) }];
}

export default function TrackingSubmitPage({ actionData }: Route.ComponentProps) {
  const { messages } = useI18n();
  const t = messages.serviceRequests;
  if (actionData?.tracking) return <TrackingResult tracking={actionData.tracking} />;
  const failure = actionData?.failure ?? null;
  return (
    <div className="page account-page">
      <header className="page-header">
        <h1>{t.tracking.title}</h1>
      </header>
      {failure ? (
        <div className="form-error-summary" role="alert">
          <p className="form-error-summary__title">{t.problems.trackingIncomplete}</p>
          <ul>
            {Object.entries(failure.fields).map(([name, error]) => (
              <li key={name}>
                <a href={`#${fieldId(name)}`}>
                  {summaryLine(messages, name, fieldErrorText(messages.account, error))}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <TrackingForms failure={failure} values={actionData?.values} />
    </div>
  );
}
