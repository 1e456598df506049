import type { Route } from './+types/tracking-fail';
import { TrackingForms } from '../../components/service-requests/tracking-form';
import { requireRouteLocale } from '../../i18n/locale.server';
import { useI18n } from '../../i18n/use-i18n';
import { errorTitle, metaI18n, pageTitle } from '../../lib/meta';

/** GET /shop/tracking/fail (storefront spec §2): nothing was found; the form again. */
export function loader({ request, params }: Route.LoaderArgs) {
  requireRouteLocale(request, params);
  const wait = Number(new URL(request.url).searchParams.get('wait'));
  return { waitMinutes: Number.isInteger(wait) && wait > 0 && wait < 1000 ? wait : null };
}

export function meta({ matches, error }: Route.MetaArgs) {
  const i18n = metaI18n(matches);
  if (error) return [{ title: errorTitle(i18n, error) }];
  return [{ title: pageTitle(i18n, i18n.messages.serviceRequests.tracking.failTitle) }];
}

export default function TrackingFailPage({ loaderData }: Route.ComponentProps) {
  const { messages, format } = useI18n();
  const t = messages.serviceRequests.tracking;
  const { waitMinutes } = loaderData;
  return (
    <div className="page account-page">
      <header className="page-header">
        <h1>{t.failTitle}</h1>
      </header>
      <p className="form-error-summary" role="alert">
        {waitMinutes ? format(t.tooManyAttempts, { minutes: waitMinutes }) : t.failText}
      </p>
      <TrackingForms />
    </div>
  );
}
