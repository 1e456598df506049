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

/** Y-tunnus: seven digits, a hyphen and a check digit; weights 7 9 10 5 8 4 2, mod 11 (remainder 1 is never issued). */
function finnish(value: string): BusinessIdProblem | null {
  const compact = value.replace(/\s+/g, '').replace(/^FI-?(?=\d{6,7}-?\d$)/i, '');
  const match = /^(\d{6,7})-?(\d)$/.exec(compact);
  if (!match) return 'format';
  const body = match[1]!.padStart(7, '0');
  const remainder = weightedSum(digitsOf(body), [7, 9, 10, 5, 8, 4, 2]) % 11;
  if (remainder === 1) return 'checkDigit';
  const check = remainder === 0 ? 0 : 11 - remainder;
  return check === Number(match[2]) ? null : 'checkDigit';
}

/** Organisasjonsnummer: nine digits; weights 3 2 7 6 5 4 3 2 on the first eight, mod 11 (a check of 10 is never issued). */
function norwegian(value: string): BusinessIdProblem | null {
  const compact = value
    .replace(/[\s.]+/g, '')
    .replace(/^NO(?=\d{9})/i, '')
    .replace(/MVA$/i, '');
  if (!/^\d{9}$/.test(compact)) return 'format';
  const digits = digitsOf(compact);
  const remainder = weightedSum(digits, [3, 2, 7, 6, 5, 4, 3, 2]) % 11;
  const check = remainder === 0 ? 0 : 11 - remainder;
  if (check === 10) return 'checkDigit';
  return check === digits[8] ? null : 'checkDigit';
}

/** Organisationsnummer: ten digits (often six, a hyphen, four), the last a Luhn check digit. */
function swedish(value: string): BusinessIdProblem | null {
  const compact = value
    .replace(/\s+/g, '')
    .replace(/^SE(?=\d{12}$)/i, '')
    .replace(/^(\d{10})01$/, '$1')
    .replace(/^(\d{6})-(\d{4})$/, '$1$2');
  if (!/^\d{10}$/.test(compact)) return 'format';
  const sum = digitsOf(compact)
    .reverse()
    .reduce((total, digit, index) => {
      const value = index % 2 === 1 ? digit * 2 : digit;
      return total + (value > 9 ? value - 9 : value);
    }, 0);
  return sum % 10 === 0 ? null : 'checkDigit';
}

/** CVR-nummer: eight digits; weights 2 7 6 5 4 3 2 1, the weighted sum divisible by 11. */
function danish(value: string): BusinessIdProblem | null {
  const compact = value.replace(/\s+/g, '').replace(/^DK(?=\d{8}$)/i, '');
  if (!/^\d{8}$/.test(compact)) return 'format';
  return weightedSum(digitsOf(compact), [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0 ? null : 'checkDigit';
}

const CHECKS: Record<BusinessIdCountry, (value: string) => BusinessIdProblem | null> = {
  FI: finnish,
  NO: norwegian,
  SE: swedish,
  DK: danish,
};

/**
 * What is wrong with `value` as a business id of `country`, or null when it is valid or the country's ids are
 * not checked. Spaces are ignored, and the VAT number form (FI12345678, SE556012579001, NO923609016MVA,
 * DK24256790) is accepted too.
 */
export function businessIdProblem(
  country: string | null | undefined,
  value: string,
): BusinessIdProblem | null {
  const upper = (country ?? '').toUpperCase();
  if (!isBusinessIdCountry(upper)) return null;
  return CHECKS[upper](value.trim());
}

/**
 * What is wrong with a Finnish e-invoice address (verkkolaskuosoite): an OVT code (0037, the company's Y-tunnus
 * without its hyphen, and up to five characters of its own) whose Y-tunnus is valid, or an IBAN that passes its
 * mod-97 check.
 */
export function eInvoiceAddressProblem(value: string): BusinessIdProblem | null {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  const ovt = /^0037(\d{7})(\d)([0-9A-Z]{0,5})$/.exec(compact);
  if (ovt) return finnish(`${ovt[1]}-${ovt[2]}`);
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
  if (ovt) return finnish(`${ovt[1]}-${ovt[2]}`);
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
