import type { Route } from './+types/tracking';
import { TrackingForms } from '../../components/service-requests/tracking-form';
import { requireRouteLocale } from '../../i18n/locale.server';
import { useI18n } from '../../i18n/use-i18n';
import { errorTitle, metaI18n, pageTitle } from '../../lib/meta';

/** GET /shop/tracking (storefront spec §2): the tracking form. */
export function loader({ request, params }: Route.LoaderArgs) {
  return { locale: requireRouteLocale(request, params) };
}

export function meta({ matches, error }: Route.MetaArgs) {
  const i18n = metaI18n(matches);
  if (error) return [{ title: errorTitle(i18n, error) }];
  const t = i18n.messages.serviceRequests.tracking;
  return [{ title: pageTitle(i18n, t.title) }, { name: 'description', content: t.intro }];
}

export default function TrackingPage() {
  const { messages } = useI18n();
  const t = messages.serviceRequests.tracking;
  return (
    <div className="page account-page">
      <header className="page-header">
        <h1>{t.title}</h1>
        <p className="page-header__lead">{t.intro}</p>
      </header>
      <TrackingForms />
    </div>
  );
}
