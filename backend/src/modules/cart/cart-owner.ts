import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { ShopIdentity, ShopRequest } from '../customers/shop-session';
import type { CartOwner } from './cart.port';

/** The httpOnly cookie that finds a visitor's cart. */
export const CART_COOKIE = 'cart_token';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whose cart a request is about: the customer the shop serves, else the visitor of the cookie. */
export function cartOwner(
  identity: ShopIdentity | undefined,
  request: ShopRequest,
  locale: string,
): CartOwner {
  const token = request.cookies?.[CART_COOKIE] as unknown;
  return {
    customerId: identity?.customer.id ?? null,
    cartToken: typeof token === 'string' && UUID.test(token) ? token : null,
    locale,
  };
}

/**
 * The request's cart owner, for routes that validate the `locale` query with CartLocaleQueryDto (the handler
 * only runs once it is valid).
 */
export const CurrentCartOwner = createParamDecorator(
  (_data: unknown, context: ExecutionContext): CartOwner => {
    const request = context.switchToHttp().getRequest<ShopRequest>();
    const locale = request.query.locale;
    return cartOwner(request.shop, request, typeof locale === 'string' ? locale : 'en');
  },
);
