import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { DomainError } from '../../../common/errors/domain-error';
import { validateBodyInGuard } from '../../../common/http/validation.pipe';
import { ShopLoginDto } from '../dto/shop-login.dto';
import { SHOP_LOCAL_STRATEGY } from './shop-local.strategy';

/** Checks the form (a missing or mistyped field is 400), then the credentials: one answer for every wrong one. */
@Injectable()
export class ShopLoginGuard extends AuthGuard(SHOP_LOCAL_STRATEGY) {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await validateBodyInGuard(context, ShopLoginDto);
    return (await super.canActivate(context)) as boolean;
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw new DomainError('INVALID_CREDENTIALS', 'Invalid e-mail or password');
    return user;
  }
}
