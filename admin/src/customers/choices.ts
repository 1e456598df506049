import { CUSTOMER_KINDS, LOCALES } from '@tradeshop/shared';
import { R } from './types';

export const kindChoices = CUSTOMER_KINDS.map((kind) => ({ id: kind, name: `${R}.kinds.${kind}` }));
export const statusChoices = [
  { id: true, name: `${R}.status.active` },
  { id: false, name: `${R}.status.blocked` },
];
export const localeChoices = LOCALES.map((locale) => ({ id: locale, name: locale.toUpperCase() }));
