import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { AdminAuthService } from './admin-auth.service';
import type { AdminUser } from './entities/admin-user.entity';

export const ADMIN_LOCAL_STRATEGY = 'admin-local';

@Injectable()
export class AdminLocalStrategy extends PassportStrategy(Strategy, ADMIN_LOCAL_STRATEGY) {
  constructor(private readonly auth: AdminAuthService) {
    super({ usernameField: 'username', passwordField: 'password', passReqToCallback: true });
  }

  /** Refuses wrong credentials (counted per account and address) with one message for every case. */
  validate(request: Request, username: string, password: string): Promise<AdminUser> {
    return this.auth.verifyCredentials(username, password, request.ip ?? '');
  }
}
