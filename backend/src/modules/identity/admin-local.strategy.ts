import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { DomainError } from '../../common/errors/domain-error';
import { AdminAuthService } from './admin-auth.service';
import type { AdminUser } from './entities/admin-user.entity';

export const ADMIN_LOCAL_STRATEGY = 'admin-local';

@Injectable()
export class AdminLocalStrategy extends PassportStrategy(Strategy, ADMIN_LOCAL_STRATEGY) {
  constructor(private readonly auth: AdminAuthService) {
    super({ usernameField: 'username', passwordField: 'password' });
  }

  async validate(username: string, password: string): Promise<AdminUser> {
    const user = await this.auth.verifyCredentials(username, password);
    if (!user) throw new DomainError('INVALID_CREDENTIALS', 'Invalid e-mail or password');
    return user;
  }
}
