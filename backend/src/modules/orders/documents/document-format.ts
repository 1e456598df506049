import {
  interpolate,
  LOCALE_TAGS,
  LOCALES,
  ORDER_STATEMENT_MESSAGES,
  SHOP_MESSAGES,
  type Locale,
} from '@tradeshop/shared';
import type { StoreSeller } from '../../shop-config/stores/store-seller';
import type { OrderAddressSnapshot } from '../entities/sales-order.entity';

/** Integer minor units shown in the locale's currency format without passing through a float. */
export function formatMinor(locale: Locale, amountMinor: number, currency: string): string {
  const formatter = new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency });
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  const sign = amountMinor < 0 ? '-' : '';
  const units = String(Math.abs(Math.trunc(amountMinor))).padStart(digits + 1, '0');
  const decimal =
    digits === 0 ? `${sign}${units}` : `${sign}${units.slice(0, -digits)}.${units.slice(-digits)}`;
  return formatter.format(decimal as `${number}`);
}

export function documentLocale(value: string): Locale {
  return (LOCALES as readonly string[]).includes(value) ? (value as Locale) : 'en';
}

/** Dates, quantities, VAT rates and money as the document's language writes them. */
export function documentFormatters(locale: Locale, currency: string) {
  const tag = LOCALE_TAGS[locale];
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
  const quantity = new Intl.NumberFormat(tag, { maximumFractionDigits: 3 });
  const rate = new Intl.NumberFormat(tag, { maximumFractionDigits: 3 });
  return {
    date: (value: Date | string) => date.format(typeof value === 'string' ? new Date(value) : value),
    quantity: (value: string) => quantity.format(value as `${number}`),
    rate: (value: string) => `${rate.format(value as `${number}`)} %`,
    money: (minor: number) => formatMinor(locale, minor, currency.trim()),
  };
}

function countryName(locale: Locale, code: string | null | undefined): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([LOCALE_TAGS[locale]], { type: 'region' }).of(code.trim()) ?? code;
  } catch {
    return code;
  }
}

/**
 * A postal address as a document prints it, in its language: company, salutation and name, street, postcode and
 * town, country, the phone number where the address has one, and for an invoice address its e-invoice address
 * and operator (Finnish e-invoicing: the buyer's accounts payable routes the invoice by them).
 */
export function postalAddressLines(address: Partial<OrderAddressSnapshot> | null, locale: Locale): string[] {
  if (!address) return [];
  const shown = SHOP_MESSAGES[locale].forms.addressShown;
  const eInvoiceAddress = address.eInvoiceAddress?.trim();
  const eInvoiceOperator = address.eInvoiceOperator?.trim();
  const salutations = SHOP_MESSAGES[locale].account.fields.salutations as Record<string, string>;
  const salutation =
    address.salutation && address.salutation !== 'mx' ? (salutations[address.salutation] ?? '') : '';
  const phone = address.phoneNumber;
  return [
    address.company,
    [salutation, address.firstname, address.lastname].filter(Boolean).join(' '),
    [address.street, address.number].filter(Boolean).join(' '),
    [address.postcode, address.city].filter(Boolean).join(' '),
    countryName(locale, address.country),
    phone ? `${ORDER_STATEMENT_MESSAGES[locale].phone} ${phone}` : '',
    eInvoiceAddress ? interpolate(shown.eInvoiceAddress, { value: eInvoiceAddress }) : '',
    eInvoiceOperator ? interpolate(shown.eInvoiceOperator, { value: eInvoiceOperator }) : '',
  ].filter((line): line is string => !!line && line.trim() !== '');
}

/** The seller as a document names it: the company, its address, ids, contacts and bank account. */
export function sellerLines(seller: StoreSeller, locale: Locale): string[] {
  const words = ORDER_STATEMENT_MESSAGES[locale];
  const labelled = (label: string, value: string) => (value ? `${label} ${value}` : '');
  return [
    seller.legalName,
    seller.street,
    [seller.postcode, seller.city].filter(Boolean).join(' '),
    countryName(locale, seller.country),
    labelled(`${words.businessId}:`, seller.businessId),
    labelled(`${words.vatId}:`, seller.vatId),
    labelled(words.phone, seller.phone),
    seller.email,
    labelled(`${words.bankAccount}:`, seller.iban),
    labelled(`${words.bic}:`, seller.bic),
  ].filter((line) => line.trim() !== '');
}
