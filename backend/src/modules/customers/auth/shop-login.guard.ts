import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { DomainError } from '../../../common/errors/domain-error';
import { SHOP_LOCAL_STRATEGY } from './shop-local.strategy';

/** Runs the credential check; a missing field answers like a wrong one. */
@Injectable()
export class ShopLoginGuard extends AuthGuard(SHOP_LOCAL_STRATEGY) {
  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw new DomainError('INVALID_CREDENTIALS', 'Invalid e-mail or password');
    return user;
  }
}
