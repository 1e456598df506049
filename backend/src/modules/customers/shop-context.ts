import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Locale, StoreCode } from '@tradeshop/shared';
import type { ShopIdentity, ShopRequest } from './shop-session';

/** The store a shopper buys in, as the cart, the checkout and pricing need it. */
export interface ShopStore {
  id: number;
  code: StoreCode;
  currency: string;
  /** ISO 3166 alpha-2; null for the international store. */
  country: string | null;
}

/** The customer the shop serves, with what their prices depend on. */
export interface ShopCustomer {
  id: number;
  companyId: number | null;
  groupIds: number[];
  /** Whether their company may pay by invoice (false without a company). */
  invoicePaymentAllowed: boolean;
}

/**
 * Who shops where, resolved once per request (`CurrentShopContext`) and passed down: the language the shopper
 * asked for, the store they buy in (their company's, else their language's) and its currency, and the customer
 * the shop serves (the logged-in one, or the one a salesrep acts as), null for a visitor.
 */
export interface ShopContext {
  locale: Locale;
  store: ShopStore;
  customer: ShopCustomer | null;
  /** The salesrep acting as the customer: what happens is recorded as theirs too. */
  salesrepId: number | null;
}

/** Where a route takes the shopper's language from. */
export interface ShopContextOptions {
  /** The query string (default) or the JSON body. */
  from?: 'query' | 'body';
  /** The locale may be left out: the customer's own language is used then. */
  optional?: boolean;
}

/** What a request's shop context is resolved from; `locale` as the request sent it, not yet checked. */
export interface ShopContextSource {
  identity: ShopIdentity | undefined;
  locale: unknown;
  optional: boolean;
}

/** The request's identity and the language it asked for, where the route takes it from. */
export function shopContextSource(request: ShopRequest, options: ShopContextOptions = {}): ShopContextSource {
  const carrier = options.from === 'body' ? (request.body as unknown) : request.query;
  const locale =
    typeof carrier === 'object' && carrier !== null ? (carrier as Record<string, unknown>).locale : undefined;
  return { identity: request.shop, locale, optional: options.optional ?? false };
}

/** The raw source of `CurrentShopContext`, turned into a ShopContext by `ShopContextPipe`. */
export const ShopContextSourceParam = createParamDecorator(
  (options: ShopContextOptions | undefined, context: ExecutionContext): ShopContextSource =>
    shopContextSource(context.switchToHttp().getRequest<ShopRequest>(), options),
);
