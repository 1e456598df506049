import { FALLBACK_LOCALE } from '@tradeshop/shared';
import { useLocaleState } from 'react-admin';

/** A category's name in the back-office language, or in English where it has none. */
export function useCategoryName(): (names: Record<string, string>) => string {
  const [locale] = useLocaleState();
  return (names) => names[locale] || names[FALLBACK_LOCALE] || Object.values(names)[0] || '';
}
