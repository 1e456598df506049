import { redirect } from 'react-router';
import type { Route } from './+types/logout';
import { logout } from '../../api/account.server';
import { requireRouteLocale } from '../../i18n/locale.server';
import { accountPath, homePath } from '../../lib/paths';
import { postedForm } from '../../lib/posted-form.server';

/** Only the header's logout button posts here; opening the address shows my account. */
export function loader({ request, params }: Route.LoaderArgs) {
  return redirect(accountPath(requireRouteLocale(request, params)));
}

/** POST: the session ends; the shop's home page follows. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = requireRouteLocale(request, params);
  const form = await postedForm(request);
  const result = await logout(request, context, form);
  return redirect(homePath(locale), { headers: result.ok ? result.headers : undefined });
}
