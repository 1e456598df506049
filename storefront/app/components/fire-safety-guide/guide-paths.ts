import type { Locale } from '@tradeshop/shared';

/** The fire-safety guide page; its GET form's answers ride in the query string. */
export function fireSafetyGuidePath(locale: Locale): string {
  return `/${locale}/fire-safety-guide`;
}
