import { ADDRESS_LIMITS } from './address';

/**
 * Countries an address or an application may name (ISO 3166-1 alpha-2): the stores' countries and the rest of
 * the EU/EEA plus Switzerland and the United Kingdom.
 */
export const COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HR',
  'HU',
  'IE',
  'IS',
  'IT',
  'LI',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;
export type Country = (typeof COUNTRIES)[number];

export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value);
}

/** Postcode formats where they are simple digits of a fixed length; other countries take any short text. */
export const POSTCODE_PATTERNS: Partial<Record<Country, RegExp>> = {
  FI: /^\d{5}$/,
  SE: /^\d{3} ?\d{2}$/,
  NO: /^\d{4}$/,
  DK: /^\d{4}$/,
  FR: /^\d{5}$/,
  IT: /^\d{5}$/,
  DE: /^\d{5}$/,
};

/** Whether `postcode` has the form the country uses (any short text where no rule is known). */
export function isValidPostcode(country: string, postcode: string): boolean {
  const pattern = POSTCODE_PATTERNS[country as Country];
  const trimmed = postcode.trim();
  return pattern
    ? pattern.test(trimmed)
    : trimmed.length > 0 && trimmed.length <= ADDRESS_LIMITS.postcodeMaxLength;
}

/** Display names of the countries, in the language asked for (falls back to the code). */
export function countryName(country: string, localeTag: string): string {
  try {
    return new Intl.DisplayNames([localeTag], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}
