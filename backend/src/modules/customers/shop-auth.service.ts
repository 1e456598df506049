import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { IDENTITY_LIMITS } from '@tradeshop/shared';
import { DomainError } from '../../common/errors/domain-error';
import { normaliseEmail, verifyPassword } from '../../common/security/passwords';
import { RateLimiter, type AttemptLimit } from '../../common/security/rate-limiter';
import { Customer } from './entities/customer.entity';

function loginLimits(email: string, ip: string): AttemptLimit[] {
  return [
    { key: `shop-login:account:${normaliseEmail(email)}`, limit: IDENTITY_LIMITS.loginAttemptsPerWindow },
    { key: `shop-login:ip:${ip}`, limit: IDENTITY_LIMITS.loginAttemptsPerAddressPerWindow },
  ];
}

/** Storefront credentials: customers and salesreps log in with their e-mail address. */
@Injectable()
export class ShopAuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly limiter: RateLimiter,
  ) {}

  async verifyCredentials(email: string, password: string, ip: string): Promise<Customer> {
    const limits = loginLimits(email, ip);
    const attempt = await this.limiter.attempt(limits, IDENTITY_LIMITS.rateLimitWindowSeconds);
    const customer = await this.em.findOne(Customer, { email: normaliseEmail(email) });
    if (!(await verifyPassword(customer?.passwordHash, password)) || !customer) {
      throw new DomainError('INVALID_CREDENTIALS', 'Invalid e-mail or password');
    }
    if (!customer.active) {
      throw new DomainError(
        'ACCOUNT_BLOCKED',
        'Your account has been blocked. Please contact our customer service to have it opened again.',
      );
    }
    await attempt.succeeded();
    customer.lastLoginAt = new Date();
    await this.em.flush();
    return customer;
  }
}
