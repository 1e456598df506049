import type { ShopAccountDto, ShopSessionDto } from '../api/session.server';

/** The salesrep at the storefront, whether acting as a customer right now or not; null for everyone else. */
export function salesrepOf(session: ShopSessionDto): ShopAccountDto | null {
  if (session.salesrep) return session.salesrep;
  return session.customer?.kind === 'salesrep' ? session.customer : null;
}

export function fullName(account: Pick<ShopAccountDto, 'firstname' | 'lastname'>): string {
  return `${account.firstname} ${account.lastname}`;
}
