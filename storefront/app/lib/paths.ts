import type { Locale } from '@tradeshop/shared';

export function homePath(locale: Locale): string {
  return `/${locale}`;
}

/** A category's address carries its tree path (`/en/c/batteries/alkaline-batteries`), each segment encoded. */
export function categoryPath(locale: Locale, slug: string): string {
  return `/${locale}/c/${slug.split('/').map(encodeURIComponent).join('/')}`;
}

export function productPath(locale: Locale, slug: string): string {
  return `/${locale}/p/${encodeURIComponent(slug)}`;
}

export function searchPath(locale: Locale): string {
  return `/${locale}/search/products`;
}

/** Where a salesrep enters the e-mail of the customer to act as. */
export function impersonatePath(locale: Locale): string {
  return `/${locale}/account/impersonate`;
}

/** The form action that ends acting as a customer. */
export function impersonationExitPath(locale: Locale): string {
  return `/${locale}/account/impersonate/exit`;
}

/** The storefront account pages (my account, its subpages, and the pages to get in). */
export type AccountPage =
  'login' | 'logout' | 'register' | 'forgot-password' | 'profile' | 'change-password' | 'addresses';

/** `/account` (my account overview) or one of its pages. */
export function accountPath(locale: Locale, page?: AccountPage): string {
  return page ? `/${locale}/account/${page}` : `/${locale}/account`;
}

/** The company's users page (a company administrator invites colleagues there). */
export function companyUsersPath(locale: Locale): string {
  return `/${locale}/account/company/users`;
}

/** The login page; `back` is where to go after logging in (a path on this site). */
export function loginPath(locale: Locale, back?: string | null): string {
  return withQuery(accountPath(locale, 'login'), { redirect: back });
}

/** The page a reset or invitation mail links to (the backend builds the same address). */
export function resetPasswordPath(locale: Locale, token: string): string {
  return `/${locale}/account/reset-password/${encodeURIComponent(token)}`;
}

/** The form for a new address in my account. */
/** The new-address form; `returnTo` (a same-site path, e.g. the checkout) is where saving it leads back to. */
export function newAddressPath(locale: Locale, returnTo?: string): string {
  return withQuery(`/${locale}/account/addresses/new`, { returnTo });
}

/** The edit form of one of my addresses. */
export function addressPath(locale: Locale, id: number): string {
  return `/${locale}/account/addresses/${id}`;
}

/** The customer-account application (storefront spec §2: /shop/apply). */
export function applyPath(locale: Locale): string {
  return `/${locale}/shop/apply`;
}

/** Appends the non-empty parameters; the order of `params` is kept so URLs stay stable. */
export function withQuery(path: string, params: Record<string, string | number | undefined | null>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** A content page (delivery terms, about us, …); the search answers these addresses too. */
export function contentPagePath(locale: Locale, slug: string): string {
  return `/${locale}/pages/${encodeURIComponent(slug)}`;
}
