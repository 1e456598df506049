import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Request } from 'express';
import type { Session } from '../identity/entities/session.entity';
import type { Customer } from './entities/customer.entity';

/**
 * Who is at the storefront. `customer` is whom the shop serves: the logged-in customer, or the customer a
 * salesrep acts as; `salesrep` is set while a salesrep acts, so that what happens is recorded as theirs too.
 */
export interface ShopIdentity {
  session: Session;
  /** The person who logged in (a customer, or a salesrep). */
  account: Customer;
  customer: Customer;
  /** The customer groups of `customer`, read with the session. */
  customerGroupIds: number[];
  salesrep: Customer | null;
}

export type ShopRequest = Request & { shop?: ShopIdentity };

export const CUSTOMER_REQUIRED = 'shop:customer-required';

/** The route needs a logged-in storefront account; anonymous callers get 401. */
export const CustomerRequired = () => SetMetadata(CUSTOMER_REQUIRED, true);

/** The storefront identity of the request, or undefined for a visitor. Use with @CustomerRequired(). */
export const CurrentShopIdentity = createParamDecorator(
  (_data: unknown, context: ExecutionContext): ShopIdentity | undefined =>
    context.switchToHttp().getRequest<ShopRequest>().shop,
);

/** The client's address (behind the storefront's server, from X-Forwarded-For, trusted from loopback only). */
export const ClientIp = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string =>
    context.switchToHttp().getRequest<Request>().ip ?? '',
);

/** True for the storefront API's paths, whatever their letter case. */
export function isShopApiPath(path: string): boolean {
  return /^\/api\/shop\//i.test(path);
}
