import type { Route } from './+types/not-found';
import { errorTitle, metaI18n } from '../lib/meta';
import { routeError } from '../lib/route-error';

// Catches every unknown path so that the 404 page still runs the root loader and speaks the shopper's language.
export function loader(): never {
  throw routeError({ reason: 'not-found' }, 404);
}

export function meta({ matches, error }: Route.MetaArgs) {
  return [{ title: errorTitle(metaI18n(matches), error) }];
}

export default function NotFound() {
  return null;
}
