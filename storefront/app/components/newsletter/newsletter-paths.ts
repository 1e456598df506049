import type { Locale } from '@tradeshop/shared';

export function newsletterPath(locale: Locale): string {
  return `/${locale}/newsletter`;
}
