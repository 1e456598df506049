import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Response } from 'express';
import type { SessionService } from '../identity/session.service';
import type { ShopIdentity, ShopRequest } from '../customers/shop-session';
import type { CartOwner } from './cart.port';

/** The httpOnly cookie that finds a visitor's cart. */
export const CART_COOKIE = 'cart_token';
const CART_COOKIE_DAYS = 30;

/**
 * Keeps the visitor's cookie in step with their cart after a cart call: set when a cart was created, cleared
 * when it was merged into a customer's (`cartToken` is the one the cart call answered).
 */
export function keepCartCookie(
  sessions: SessionService,
  owner: CartOwner,
  response: Response,
  cartToken: string | null,
): void {
  response.setHeader('Cache-Control', 'no-store');
  if (cartToken === owner.cartToken) return;
  if (cartToken) {
    const expires = new Date(Date.now() + CART_COOKIE_DAYS * 24 * 60 * 60 * 1000);
    response.cookie(CART_COOKIE, cartToken, sessions.cookieOptions(expires));
  } else {
    response.clearCookie(CART_COOKIE, sessions.cookieOptions());
  }
}
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
