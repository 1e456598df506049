import {
  type CallHandler,
  type ExecutionContext,
  HttpException,
  Injectable,
  Logger,
  type NestInterceptor,
} from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { catchError, from, mergeMap, type Observable, throwError } from 'rxjs';
import { DomainError } from '../../common/errors/domain-error';
import { ERROR_STATUS } from '../../common/filters/error-status';
import { AuditService } from '../audit/audit.service';
import { isShopApiPath, type ShopRequest } from './shop-session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function statusOf(error: unknown): number {
  if (error instanceof DomainError) return ERROR_STATUS[error.code];
  if (error instanceof HttpException) return error.getStatus();
  return 500;
}

/**
 * Registered globally: every change a salesrep makes at the storefront while acting as a customer is written
 * to the audit log as `shop.request`, with the salesrep as actor and the customer as on-behalf-of, whether it
 * succeeded or not. `request.shop.salesrep` is also what later features (orders) read to record "placed by".
 */
@Injectable()
export class ImpersonationAuditInterceptor implements NestInterceptor {
  private readonly logger = new Logger(ImpersonationAuditInterceptor.name);

  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<ShopRequest>();
    const identity = request.shop;
    if (!identity?.salesrep || SAFE_METHODS.has(request.method) || !isShopApiPath(request.path)) {
      return next.handle();
    }
    const record = (status: number) => {
      const route = (request.route as { path?: string } | undefined)?.path ?? request.path;
      // A fork of its own: a failed request's half-made changes must not be flushed with the entry.
      return this.audit
        .record(
          {
            actorType: 'salesrep',
            actorId: identity.salesrep?.id,
            action: 'shop.request',
            subjectType: 'customer',
            subjectId: identity.customer.id,
            onBehalfOfCustomerId: identity.customer.id,
            ip: request.ip ?? null,
            details: { method: request.method, route, status },
          },
          this.em.fork(),
        )
        .catch((error: unknown) => this.logger.error(error, 'could not record a salesrep request'));
    };
    // Nest sets the status after the interceptors have run: the declared one, or 201 for POST.
    const success =
      this.reflector.get<number | undefined>(HTTP_CODE_METADATA, context.getHandler()) ??
      (request.method === 'POST' ? 201 : 200);
    // The entry is written before the answer leaves, so whoever reads the log next finds it.
    return next.handle().pipe(
      mergeMap(async (value: unknown) => {
        await record(success);
        return value;
      }),
      catchError((error: unknown) =>
        from(record(statusOf(error))).pipe(mergeMap(() => throwError(() => error))),
      ),
    );
  }
}
