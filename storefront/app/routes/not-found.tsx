import type { Route } from './+types/not-found';
import { redirectIfMoved } from '../api/redirects.server';
import { errorTitle, metaI18n } from '../lib/meta';
import { routeError } from '../lib/route-error';

// Catches every unknown path so that the 404 page still runs the root loader and speaks the shopper's language;
// an address that moved redirects (301) to where it is now.
export async function loader({ request }: Route.LoaderArgs): Promise<never> {
  await redirectIfMoved(new URL(request.url).pathname, request);
  throw routeError({ reason: 'not-found' }, 404);
}

export function meta({ matches, error }: Route.MetaArgs) {
  return [{ title: errorTitle(metaI18n(matches), error) }];
}

export default function NotFound() {
  return null;
}
