import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { DomainError } from '../../common/errors/domain-error';
import { ADMIN_LOCAL_STRATEGY } from './admin-local.strategy';

/** Runs the credential check; a missing field answers like a wrong one, so nothing leaks. */
@Injectable()
export class AdminLoginGuard extends AuthGuard(ADMIN_LOCAL_STRATEGY) {
  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw new DomainError('INVALID_CREDENTIALS', 'Invalid e-mail or password');
    return user;
  }
}
