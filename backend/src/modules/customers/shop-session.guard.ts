import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../common/errors/domain-error';
import { isCachedRead } from '../../read-cache/cached-read.interceptor';
import { SESSION_COOKIE, SessionService } from '../identity/session.service';
import { Customer } from './entities/customer.entity';
import { CUSTOMER_REQUIRED, isShopApiPath, type ShopRequest } from './shop-session';

/**
 * Registered globally for storefront API routes: resolves the shop session cookie into `request.shop`, and
 * refuses routes marked @CustomerRequired() to visitors. A session whose account was deactivated counts as none.
 * Cached public reads (`CachedRead`) are left alone.
 */
@Injectable()
export class ShopSessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
    private readonly em: EntityManager,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<ShopRequest>();
    if (!isShopApiPath(request.path)) return true;
    // A public catalogue read answers everyone alike, so a logged-in buyer's page pays no session lookup for it.
    if (isCachedRead(this.reflector, context.getHandler())) return true;
    const token = request.cookies?.[SESSION_COOKIE.shop] as string | undefined;
    const session = await this.sessions.find('shop', token);
    if (session) {
      const ids = [session.subjectId, ...(session.actingCustomerId ? [session.actingCustomerId] : [])];
      const accounts = await this.em.find(
        Customer,
        { id: { $in: ids }, active: true },
        { populate: ['company'] },
      );
      const account = accounts.find((candidate) => candidate.id === session.subjectId);
      const acting = session.actingCustomerId
        ? accounts.find((candidate) => candidate.id === session.actingCustomerId)
        : undefined;
      if (account && (!session.actingCustomerId || acting)) {
        request.shop = {
          session,
          account,
          customer: acting ?? account,
          salesrep: acting ? account : null,
        };
      }
    }
    const required = this.reflector.getAllAndOverride<boolean>(CUSTOMER_REQUIRED, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (required && !request.shop) {
      throw new DomainError('AUTHENTICATION_REQUIRED', 'Please log in to continue');
    }
    return true;
  }
}
