import type { StoreCode } from './stores';

/**
 * National business ids with their check digits, one pure check for the API and the storefront forms:
 * the Finnish Y-tunnus, the Norwegian organisasjonsnummer, the Swedish organisationsnummer and the Danish CVR
 * number. Companies of other countries are not checked here (their ids have no shared rule in this shop).
 */

/** The countries (ISO 3166-1 alpha-2) whose business ids are checked. */
export const BUSINESS_ID_COUNTRIES = ['FI', 'NO', 'SE', 'DK'] as const;
export type BusinessIdCountry = (typeof BUSINESS_ID_COUNTRIES)[number];

/** What is wrong with a business id: not the country's number of digits, or a check digit that does not match. */
export type BusinessIdProblem = 'format' | 'checkDigit';

/** How each country writes its id, for hints and placeholders. */
export const BUSINESS_ID_EXAMPLES: Record<BusinessIdCountry, string> = {
  FI: '0112038-9',
  NO: '923 609 016',
  SE: '556012-5790',
  DK: '24256790',
};

export function isBusinessIdCountry(country: string | null | undefined): country is BusinessIdCountry {
  return (BUSINESS_ID_COUNTRIES as readonly string[]).includes((country ?? '').toUpperCase());
}

function digitsOf(value: string): number[] {
  return [...value].map(Number);
}

function weightedSum(digits: number[], weights: readonly number[]): number {
  return weights.reduce((sum, weight, index) => sum + weight * digits[index]!, 0);
}

/**
 * How a country's ids are read: `national` takes what a person types (spaces, the VAT number form) to the id in
 * the country's own form, or null when it is not that form; `valid` checks the check digit of that form.
 */
interface BusinessIdRule {
  national(value: string): string | null;
  valid(national: string): boolean;
}

const nationalDigits = (national: string): number[] => digitsOf(national.replace(/\D/g, ''));

/** Y-tunnus: seven digits, a hyphen and a check digit; weights 7 9 10 5 8 4 2, mod 11 (remainder 1 is never issued). */
const finnish: BusinessIdRule = {
  national(value) {
    const compact = value.replace(/\s+/g, '').replace(/^FI-?(?=\d{6,7}-?\d$)/i, '');
    const match = /^(\d{6,7})-?(\d)$/.exec(compact);
    return match ? `${match[1]!.padStart(7, '0')}-${match[2]}` : null;
  },
  valid(national) {
    const digits = nationalDigits(national);
    const remainder = weightedSum(digits, [7, 9, 10, 5, 8, 4, 2]) % 11;
    if (remainder === 1) return false;
    return (remainder === 0 ? 0 : 11 - remainder) === digits[7];
  },
};

/** Organisasjonsnummer: nine digits; weights 3 2 7 6 5 4 3 2 on the first eight, mod 11 (a check of 10 is never issued). */
const norwegian: BusinessIdRule = {
  national(value) {
    const compact = value
      .replace(/[\s.]+/g, '')
      .replace(/^NO(?=\d{9})/i, '')
      .replace(/MVA$/i, '');
    return /^\d{9}$/.test(compact) ? compact : null;
  },
  valid(national) {
    const digits = nationalDigits(national);
    const remainder = weightedSum(digits, [3, 2, 7, 6, 5, 4, 3, 2]) % 11;
    const check = remainder === 0 ? 0 : 11 - remainder;
    return check !== 10 && check === digits[8];
  },
};

/** Organisationsnummer: ten digits (written six, a hyphen, four), the last a Luhn check digit. */
const swedish: BusinessIdRule = {
  national(value) {
    const compact = value
      .replace(/\s+/g, '')
      .replace(/^SE(?=\d{12}$)/i, '')
      .replace(/^(\d{10})01$/, '$1')
      .replace(/^(\d{6})-(\d{4})$/, '$1$2');
    return /^\d{10}$/.test(compact) ? `${compact.slice(0, 6)}-${compact.slice(6)}` : null;
  },
  valid(national) {
    const sum = nationalDigits(national)
      .reverse()
      .reduce((total, digit, index) => {
        const value = index % 2 === 1 ? digit * 2 : digit;
        return total + (value > 9 ? value - 9 : value);
      }, 0);
    return sum % 10 === 0;
  },
};

/** CVR-nummer: eight digits; weights 2 7 6 5 4 3 2 1, the weighted sum divisible by 11. */
const danish: BusinessIdRule = {
  national(value) {
    const compact = value.replace(/\s+/g, '').replace(/^DK(?=\d{8}$)/i, '');
    return /^\d{8}$/.test(compact) ? compact : null;
  },
  valid(national) {
    return weightedSum(nationalDigits(national), [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0;
  },
};

const RULES: Record<BusinessIdCountry, BusinessIdRule> = {
  FI: finnish,
  NO: norwegian,
  SE: swedish,
  DK: danish,
};

function ruleOf(country: string | null | undefined): BusinessIdRule | null {
  const upper = (country ?? '').toUpperCase();
  return isBusinessIdCountry(upper) ? RULES[upper] : null;
}

/**
 * What is wrong with `value` as a business id of `country`, or null when it is valid or the country's ids are
 * not checked. Spaces are ignored, and the VAT number form (FI12345678, SE556012579001, NO923609016MVA,
 * DK24256790) is accepted too.
 */
export function businessIdProblem(
  country: string | null | undefined,
  value: string,
): BusinessIdProblem | null {
  const rule = ruleOf(country);
  if (!rule) return null;
  const national = rule.national(value.trim());
  if (national === null) return 'format';
  return rule.valid(national) ? null : 'checkDigit';
}

/**
 * The ways a valid business id of `country` is written: its own form and its VAT number form (`0112038-9`,
 * `FI01120389`), so that a company is found however its id was typed; any other value only as given, trimmed.
 */
export function businessIdForms(country: string | null | undefined, value: string): string[] {
  const upper = (country ?? '').toUpperCase();
  const rule = ruleOf(upper);
  const national = rule?.national(value.trim()) ?? null;
  if (national === null || !rule!.valid(national)) return [value.trim()];
  const digits = national.replace(/\D/g, '');
  const vat: Record<BusinessIdCountry, string[]> = {
    // A Y-tunnus with a leading zero is often written without it.
    FI: [`FI${digits}`, ...(digits.startsWith('0') ? [digits.slice(1)] : [])],
    NO: [`${digits}MVA`, `NO${digits}`, `NO${digits}MVA`],
    SE: [`SE${digits}01`],
    DK: [`DK${digits}`],
  };
  return [...new Set([value.trim(), national, ...vat[upper as BusinessIdCountry]])];
}

/**
 * What is wrong with a Finnish e-invoice address (verkkolaskuosoite): an OVT code (0037, the company's Y-tunnus
 * without its hyphen, and up to five characters of its own) whose Y-tunnus is valid, or an IBAN that passes its
 * mod-97 check.
 */
export function eInvoiceAddressProblem(value: string): BusinessIdProblem | null {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  const ovt = /^0037(\d{7})(\d)([0-9A-Z]{0,5})$/.exec(compact);
  if (ovt) return businessIdProblem('FI', `${ovt[1]}-${ovt[2]}`);
  if (/^[A-Z]{2}\d{2}[0-9A-Z]{11,30}$/.test(compact)) return ibanValid(compact) ? null : 'checkDigit';
  return 'format';
}

/**
 * What is wrong with an e-invoice operator (välittäjätunnus): the operator's OVT code (0037 and its Y-tunnus,
 * checked), a bank's BIC (8 or 11 characters), or an operator's own code (a letter and digits, such as E204503).
 */
export function eInvoiceOperatorProblem(value: string): BusinessIdProblem | null {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  const ovt = /^0037(\d{7})(\d)([0-9A-Z]{0,5})$/.exec(compact);
  if (ovt) return businessIdProblem('FI', `${ovt[1]}-${ovt[2]}`);
  if (/^[A-Z]{6}[0-9A-Z]{2}([0-9A-Z]{3})?$/.test(compact)) return null;
  if (/^[A-Z]\d{4,10}$/.test(compact)) return null;
  return 'format';
}

function ibanValid(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const code = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of code) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** The e-invoice fields of an invoice address (Finnish invoicing), as long as the API takes them. */
export const E_INVOICE_LIMITS = { maxLength: 35 } as const;

/** The message key (ACCOUNT_FIELD_MESSAGES) for a business id's problem, or null when it is fine. */
export function businessIdFieldProblem(
  country: string | null | undefined,
  value: string,
): 'businessIdFormat' | 'businessIdCheckDigit' | null {
  const problem = businessIdProblem(country, value);
  if (!problem) return null;
  return problem === 'format' ? 'businessIdFormat' : 'businessIdCheckDigit';
}

/** The e-invoice fields an invoice address may carry (Finnish invoicing), in the order the forms show them. */
export const E_INVOICE_FIELDS = ['eInvoiceAddress', 'eInvoiceOperator'] as const;
export type EInvoiceField = (typeof E_INVOICE_FIELDS)[number];
export type EInvoiceFieldProblem =
  'eInvoiceAddressInvalid' | 'eInvoiceOperatorInvalid' | 'eInvoiceIncomplete';

/**
 * The problems of an invoice address's e-invoice fields, by field (message keys of ACCOUNT_FIELD_MESSAGES): both
 * may be left empty, but one without the other cannot be used to send an invoice.
 */
export function eInvoiceProblems(
  values: Partial<Record<EInvoiceField, string | null | undefined>>,
): Partial<Record<EInvoiceField, EInvoiceFieldProblem>> {
  const address = values.eInvoiceAddress?.trim() ?? '';
  const operator = values.eInvoiceOperator?.trim() ?? '';
  const problems: Partial<Record<EInvoiceField, EInvoiceFieldProblem>> = {};
  if (!address && !operator) return problems;
  if (!address) problems.eInvoiceAddress = 'eInvoiceIncomplete';
  else if (eInvoiceAddressProblem(address)) problems.eInvoiceAddress = 'eInvoiceAddressInvalid';
  if (!operator) problems.eInvoiceOperator = 'eInvoiceIncomplete';
  else if (eInvoiceOperatorProblem(operator)) problems.eInvoiceOperator = 'eInvoiceOperatorInvalid';
  return problems;
}

/** An e-invoice field as stored: without spaces, in upper case; null when empty. */
export function normalisedEInvoiceField(value: string | null | undefined): string | null {
  const compact = (value ?? '').replace(/\s+/g, '').toUpperCase();
  return compact || null;
}

/** The country whose business ids a store's companies have (the store a registration lands in). */
export const BUSINESS_ID_COUNTRY_OF_STORE: Partial<Record<StoreCode, BusinessIdCountry>> = {
  fi: 'FI',
  no: 'NO',
  se: 'SE',
  dk: 'DK',
};
