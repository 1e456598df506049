import { createParamDecorator, Injectable, type ExecutionContext, type PipeTransform } from '@nestjs/common';
import type { Response } from 'express';
import type { SessionService } from '../identity/session.service';
import {
  shopContextSource,
  type ShopContextOptions,
  type ShopContextSource,
} from '../customers/shop-context';
import { ShopContextService } from '../customers/shop-context.service';
import type { ShopRequest } from '../customers/shop-session';
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

interface CartOwnerSource {
  shop: ShopContextSource;
  cartToken: string | null;
}

const CartOwnerSourceParam = createParamDecorator(
  (options: ShopContextOptions | undefined, context: ExecutionContext): CartOwnerSource => {
    const request = context.switchToHttp().getRequest<ShopRequest>();
    const token = request.cookies?.[CART_COOKIE] as unknown;
    return {
      shop: shopContextSource(request, options),
      cartToken: typeof token === 'string' && UUID.test(token) ? token : null,
    };
  },
);

/** Resolves the request's shop context for `CurrentCartOwner`. */
@Injectable()
export class CartOwnerPipe implements PipeTransform<CartOwnerSource, Promise<CartOwner>> {
  constructor(private readonly contexts: ShopContextService) {}

  async transform(source: CartOwnerSource): Promise<CartOwner> {
    return { shop: await this.contexts.resolve(source.shop), cartToken: source.cartToken };
  }
}

/**
 * Whose cart a request is about: the customer the shop serves, else the visitor of the cookie, with the request's
 * shop context (resolved once, before the handler runs). The route validates `locale` with its DTO.
 */
export const CurrentCartOwner = (options?: ShopContextOptions): ParameterDecorator =>
  CartOwnerSourceParam(options, CartOwnerPipe);
