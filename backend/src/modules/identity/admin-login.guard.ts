import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { DomainError } from '../../common/errors/domain-error';
import { validateBodyInGuard } from '../../common/http/validation.pipe';
import { AdminLoginDto } from './dto/admin-user.dto';
import { ADMIN_LOCAL_STRATEGY } from './admin-local.strategy';

/** Checks the form (a missing or mistyped field is 400), then the credentials: one answer for every wrong one. */
@Injectable()
export class AdminLoginGuard extends AuthGuard(ADMIN_LOCAL_STRATEGY) {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await validateBodyInGuard(context, AdminLoginDto);
    return (await super.canActivate(context)) as boolean;
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw new DomainError('INVALID_CREDENTIALS', 'Invalid e-mail or password');
    return user;
  }
}
