import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { CSRF_ON_READ } from '../../common/security/csrf.decorator';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DomainError } from '../../common/errors/domain-error';
import {
  CSRF_COOKIE,
  CSRF_FORM_FIELD,
  CSRF_HEADER,
  isValidCsrfToken,
} from '../../common/security/csrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Registered globally: every state-changing request carries the CSRF token of its cookie. */
@Injectable()
export class CsrfGuard implements CanActivate {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly reflector: Reflector,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    const checkedOnRead = this.reflector.getAllAndOverride<boolean>(CSRF_ON_READ, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (SAFE_METHODS.has(request.method) && !checkedOnRead) return true;
    const sent =
      request.get(CSRF_HEADER) ?? (request.body as Record<string, unknown> | undefined)?.[CSRF_FORM_FIELD];
    if (!isValidCsrfToken(sent, request.cookies?.[CSRF_COOKIE], this.config.sessionSecret)) {
      throw new DomainError(
        'CSRF_TOKEN_INVALID',
        'The form has expired. Please reload the page and try again.',
      );
    }
    return true;
  }
}
