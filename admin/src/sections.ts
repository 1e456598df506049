import type { BackOfficeSection, Permission } from '@tradeshop/shared';

/**
 * The screens of each back-office section, by the first part of their address (#/products/12 → products,
 * #/shop-config/currencies → shop-config). One table answers three questions: which screens a user's
 * permissions register (App.tsx), which section a screen the user may not open belongs to (the access-denied
 * page names it), and which sections have no screen yet (the role editor marks their permissions "API only").
 * A new screen adds its resource name under its section here.
 */
export const SECTION_SCREENS: Record<BackOfficeSection, readonly string[]> = {
  // The start page ('#/'), which everybody sees; its counts follow the other sections' permissions.
  dashboard: [''],
  catalogue: ['products', 'categories', 'assets', 'asset-folders'],
  tags: ['tags'],
  content: [],
  search: [],
  orders: ['orders', 'orders-not-synchronized'],
  customers: [
    'customers',
    'customer-groups',
    'customer-companies',
    'customer-applications',
    'contact-messages',
    'warranty-registrations',
    'tracking-requests',
  ],
  // The menu shows the sections in this order: the imports beside the background jobs that run them.
  imports: ['importer-configs', 'importer-runs', 'imports'],
  jobs: ['jobs', 'messenger'],
  shop_configuration: ['shop-config'],
  translations: [],
  seo: [],
  gdpr: [],
  users: ['users', 'roles', 'audit-log'],
  system_settings: [],
};

/** The first part of an address or resource name: '/shop-config/currencies/3' → 'shop-config'. */
function screenOf(pathOrResource: string): string {
  return pathOrResource.replace(/^\/+/, '').split('/')[0] ?? '';
}

/** The section a screen belongs to, or undefined for an address that is no section's screen. */
export function sectionOfScreen(pathOrResource: string): BackOfficeSection | undefined {
  const screen = screenOf(pathOrResource);
  return (Object.keys(SECTION_SCREENS) as BackOfficeSection[]).find((section) =>
    SECTION_SCREENS[section].includes(screen),
  );
}

export function hasScreens(section: BackOfficeSection): boolean {
  return SECTION_SCREENS[section].length > 0;
}

/** Whether the permissions open the screen (its section's read); a screen of no section is open to all. */
export function mayOpen(permissions: readonly Permission[] | undefined, pathOrResource: string): boolean {
  const section = sectionOfScreen(pathOrResource);
  return section === undefined || (permissions ?? []).includes(`${section}.read`);
}
