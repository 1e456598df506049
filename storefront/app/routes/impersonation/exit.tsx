import { redirect } from 'react-router';
import type { Route } from './+types/exit';
import { exitImpersonation } from '../../api/impersonation.server';
import { requireRouteLocale } from '../../i18n/locale.server';
import { sameSitePath } from '../../lib/same-site-path';
import { homePath, impersonatePath } from '../../lib/paths';
import { postedForm } from '../../lib/posted-form.server';

/** Only a form posts here; someone who opens the address lands on the impersonation page. */
export function loader({ request, params }: Route.LoaderArgs) {
  return redirect(impersonatePath(requireRouteLocale(request, params)));
}

/** POST from the banner's Exit button: back to the salesrep's own session, on the page they were on. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = requireRouteLocale(request, params);
  const form = await postedForm(request);
  const headers = await exitImpersonation(request, context, form.get('_token'));
  return redirect(sameSitePath(form.get('returnTo')) ?? homePath(locale), { headers });
}
