import type { ShopAccountDto, ShopSessionDto } from '../api/session.server';

/** The salesrep at the storefront, whether acting as a customer right now or not; null for everyone else. */
export function salesrepOf(session: ShopSessionDto): ShopAccountDto | null {
  if (session.salesrep) return session.salesrep;
  return session.customer?.kind === 'salesrep' ? session.customer : null;
}

export function fullName(account: Pick<ShopAccountDto, 'firstname' | 'lastname'>): string {
  return `${account.firstname} ${account.lastname}`;
}

/** A path on this site to go back to after a form, or null for anything else (another origin, `//host`). */
export function sameSitePath(value: FormDataEntryValue | null): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return null;
  }
  return value;
}
