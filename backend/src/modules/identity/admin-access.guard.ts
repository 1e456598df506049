import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { DomainError } from '../../common/errors/domain-error';
import { IS_PUBLIC } from '../../common/security/public.decorator';
import { AdminAuthService } from './admin-auth.service';
import type { AdminUser } from './entities/admin-user.entity';
import { SESSION_COOKIE, SessionService } from './session.service';

export type AdminRequest = Request & { adminUser?: AdminUser };

/** True for every path that belongs to the back office and therefore needs an administrator session. */
export function isBackOfficePath(path: string): boolean {
  return /^\/(api\/)?admin(\/|$)/.test(path);
}

/**
 * Registered globally: every back-office route requires a back-office session unless it is explicitly
 * marked @Public(), so a new route can never be left open by accident.
 */
@Injectable()
export class AdminAccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
    private readonly auth: AdminAuthService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AdminRequest>();
    if (!isBackOfficePath(request.path)) return true;
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;
    const session = await this.sessions.find('admin', request.cookies?.[SESSION_COOKIE.admin]);
    const user = session ? await this.auth.findActive(session.subjectId) : null;
    if (!user) throw new DomainError('AUTHENTICATION_REQUIRED', 'Please log in to the back office');
    request.adminUser = user;
    return true;
  }
}
