import type { BackOfficeEditor } from '../audit/audit.service';
import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { BackOfficeSection, Permission } from '@tradeshop/shared';
import type { Request } from 'express';
import { DomainError } from '../../common/errors/domain-error';
import {
  ADMIN_SECTION,
  ANY_BACK_OFFICE_USER,
  REQUIRED_PERMISSION,
  TWO_FACTOR_STEP,
} from '../../common/security/permission.decorators';
import { IS_PUBLIC } from '../../common/security/public.decorator';
import { AdminAuthService } from './admin-auth.service';
import type { AdminUser } from './entities/admin-user.entity';
import type { Session } from './entities/session.entity';
import { SESSION_COOKIE, SessionService } from './session.service';

export type AdminRequest = Request & { adminUser?: AdminUser; adminSession?: Session };

/** The user behind a back-office request, for the audit; the access guard has put them there. */
export function backOfficeEditor(request: AdminRequest): BackOfficeEditor {
  return { adminUserId: request.adminUser!.id, ip: request.ip ?? '' };
}

/** True for every path that belongs to the back office and therefore needs an administrator session. */
export function isBackOfficePath(path: string): boolean {
  // Case-insensitive like the router could be: `/API/Admin/users` must never slip past as "not back office".
  return /^\/(api\/)?admin(\/|$)/i.test(path);
}

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * Registered globally: the one permission check of the back office. Every back-office route needs a session
 * and the permission its controller or handler declares; a route that declares none is refused, so a new
 * route can never be left open by accident. Anonymous callers get 401, shop customers and users without the
 * permission 403.
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
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;

    const session = await this.sessions.find('admin', request.cookies?.[SESSION_COOKIE.admin]);
    const user = session ? await this.auth.findActive(session.subjectId) : null;
    if (!session || !user) {
      if (await this.sessions.find('shop', request.cookies?.[SESSION_COOKIE.shop])) {
        throw new DomainError('FORBIDDEN', 'This page is for back-office users only');
      }
      throw new DomainError('AUTHENTICATION_REQUIRED', 'Please log in to the back office');
    }
    request.adminUser = user;
    request.adminSession = session;

    if (this.reflector.getAllAndOverride<boolean>(TWO_FACTOR_STEP, targets)) return true;
    if (session.pendingTwoFactor) {
      throw new DomainError('TWO_FACTOR_REQUIRED', 'Enter the code from your authenticator app to continue');
    }
    if (this.reflector.getAllAndOverride<boolean>(ANY_BACK_OFFICE_USER, targets)) return true;

    const permission = this.requiredPermission(context, request.method);
    if (!permission) {
      throw new DomainError('FORBIDDEN', 'This back-office route has no permission configured');
    }
    if (!user.role.getEntity().grants(permission)) {
      throw new DomainError('FORBIDDEN', 'Your role does not allow this');
    }
    return true;
  }

  private requiredPermission(context: ExecutionContext, method: string): Permission | undefined {
    const targets = [context.getHandler(), context.getClass()];
    const explicit = this.reflector.getAllAndOverride<Permission | undefined>(REQUIRED_PERMISSION, targets);
    if (explicit) return explicit;
    const section = this.reflector.getAllAndOverride<BackOfficeSection | undefined>(ADMIN_SECTION, targets);
    if (!section) return undefined;
    return `${section}.${READ_METHODS.has(method) ? 'read' : 'write'}`;
  }
}
