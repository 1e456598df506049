import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  Logger,
  type NestInterceptor,
  SetMetadata,
  UseInterceptors,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { mergeMap, type Observable } from 'rxjs';
import { AuditService } from '../../audit/audit.service';
import type { AdminRequest } from '../../identity/admin-access.guard';

const AUDIT_SUBJECT = Symbol('shop configuration audit subject');

/** The handler names of both doors, as the verbs the audit log says. */
const VERBS: Record<string, string> = {
  add: 'created',
  create: 'created',
  save: 'updated',
  update: 'updated',
  delete: 'deleted',
};

/**
 * Every successful change made through a shop-configuration controller is written to the audit log as
 * `shop_config.<subject>.<verb>`: the administrator, the record's id and the names of the fields sent (not their
 * values: a payment provider's settings may hold credentials). A refused change changed nothing and is not
 * written.
 */
export const AuditedShopConfig = (subject: string) =>
  applyDecorators(SetMetadata(AUDIT_SUBJECT, subject), UseInterceptors(ShopConfigAuditInterceptor));

@Injectable()
export class ShopConfigAuditInterceptor implements NestInterceptor {
  private readonly logger = new Logger(ShopConfigAuditInterceptor.name);

  constructor(
    private readonly audit: AuditService,
    private readonly em: EntityManager,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<AdminRequest>();
    if (request.method === 'GET' || request.method === 'HEAD') return next.handle();
    const subject = this.reflector.get<string>(AUDIT_SUBJECT, context.getClass());
    const handler = context.getHandler().name;
    const body: unknown = request.body;
    // The entry is written before the answer leaves, so whoever reads the log next finds it.
    return next.handle().pipe(
      mergeMap(async (value: unknown) => {
        await this.audit
          .record(
            {
              actorType: 'admin',
              actorId: request.adminUser?.id,
              action: `shop_config.${subject}.${VERBS[handler] ?? kebab(handler)}`,
              subjectType: subject,
              subjectId: recordId(request, value),
              ip: request.ip ?? null,
              details: {
                fields: body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [],
              },
            },
            this.em.fork(),
          )
          .catch((error: unknown) =>
            this.logger.error(error, 'could not record a shop configuration change'),
          );
        return value;
      }),
    );
  }
}

/** The id of the record changed: the address's, else the answer's (a created record). */
function recordId(request: AdminRequest, answer: unknown): number | undefined {
  const candidates = [
    request.params?.id,
    request.params?.objectId,
    (request.query as Record<string, unknown> | undefined)?.id,
    field(answer, 'id'),
    field(field(answer, 'data'), 'id'),
  ];
  for (const candidate of candidates) {
    const id = Number(candidate);
    if (candidate !== undefined && candidate !== '' && Number.isSafeInteger(id) && id > 0) return id;
  }
  return undefined;
}

function field(value: unknown, key: string): unknown {
  return value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
}

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
