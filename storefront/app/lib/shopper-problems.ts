import { ADDRESS_FIELD_MESSAGES, accountFieldProblem } from '@tradeshop/shared';
import type { Messages } from '../i18n/messages';
import type { FieldError } from './form-failure';

/**
 * A field the API refused, in the shopper's language (storefront spec §8): the account and address rules the
 * shared catalogue knows by their words, a text that is too long or blank, else a plain "check this field". The
 * API's English words are never shown to a shopper.
 */
export function shopperFieldProblem(reason: string, messages: Messages): FieldError {
  const problem = accountFieldProblem(reason);
  if (problem) return { problem };
  for (const key of Object.keys(ADDRESS_FIELD_MESSAGES) as (keyof typeof ADDRESS_FIELD_MESSAGES)[]) {
    if (ADDRESS_FIELD_MESSAGES[key] === reason) return { text: messages.addresses.problems[key] };
  }
  if (/\bat most \d+ characters\b|too long/i.test(reason)) return { problem: 'tooLong' };
  if (/\b(blank|empty|required|must be given)\b/i.test(reason)) return { problem: 'blank' };
  if (/e-?mail/i.test(reason)) return { text: messages.account.problems.emailInvalid };
  return { text: messages.shopperProblems.fieldInvalid };
}

/** The words of an API error code a shopper may meet on a page or above a form; null when it has none. */
export function shopperCodeMessage(code: string | null | undefined, messages: Messages): string | null {
  const t = messages.shopperProblems;
  const byCode: Record<string, string> = {
    VOUCHER_INVALID: t.voucherInvalid,
    VOUCHER_NOT_FOUND: t.voucherInvalid,
    ADDRESS_NOT_FOUND: t.addressNotFound,
    PRODUCT_NOT_FOUND: t.productNotFound,
    CATEGORY_NOT_FOUND: t.categoryNotFound,
    CONTENT_PAGE_NOT_FOUND: t.contentPageNotFound,
    ORDER_NOT_FOUND: t.orderNotFound,
    QUANTITY_INVALID: t.reorderQuantityInvalid,
    TOO_MANY_ATTEMPTS: messages.account.formProblems.tooManyAttempts,
    CSRF_TOKEN_INVALID: messages.account.formProblems.formExpired,
  };
  return (code && byCode[code]) || null;
}
