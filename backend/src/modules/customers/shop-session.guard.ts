import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../common/errors/domain-error';
import { isCachedRead } from '../../read-cache/cached-read.interceptor';
import { SESSION_COOKIE, SessionService, sessionIdOf } from '../identity/session.service';
import { Customer } from './entities/customer.entity';
import { CustomerCompany } from './entities/customer-company.entity';
import { ShopIdentityReadModel } from './shop-identity.read-model';
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
    private readonly identities: ShopIdentityReadModel,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<ShopRequest>();
    if (!isShopApiPath(request.path)) return true;
    // A public catalogue read answers everyone alike, so a logged-in buyer's page pays no session lookup for it.
    if (isCachedRead(this.reflector, context.getHandler())) return true;
    const token = request.cookies?.[SESSION_COOKIE.shop] as string | undefined;
    const rows = token ? await this.identities.find(this.em, sessionIdOf(token)) : null;
    if (rows) {
      const session = this.sessions.fromRow(rows.session);
      // The companies first, so that each account's company reference is the loaded company.
      for (const company of rows.companies) this.em.map(CustomerCompany, company);
      const accounts = rows.customers.map((customer) => this.em.map(Customer, customer));
      const account = accounts.find((candidate) => candidate.id === session.subjectId);
      const acting = session.actingCustomerId
        ? accounts.find((candidate) => candidate.id === session.actingCustomerId)
        : undefined;
      if (account && (!session.actingCustomerId || acting)) {
        const customer = acting ?? account;
        request.shop = {
          session,
          account,
          customer,
          customerGroupIds: rows.groupIds[String(customer.id)] ?? [],
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
