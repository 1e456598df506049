import { useRouteLoaderData } from 'react-router';
import type { ShopSessionDto } from '../api/session.server';
import type { RootLoaderData } from '../i18n/use-i18n';

const VISITOR: ShopSessionDto = { csrfToken: '', customer: null, salesrep: null };

/**
 * Who is at the storefront (the customer served, and the salesrep acting for them, if any) and the CSRF token
 * every state-changing form sends as its `_token` field. A visitor on an error page counts as anonymous.
 */
export function useShopSession(): ShopSessionDto {
  const data = useRouteLoaderData('root') as RootLoaderData | undefined;
  return data?.session ?? VISITOR;
}
