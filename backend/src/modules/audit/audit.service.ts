import { Injectable } from '@nestjs/common';
import { EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { type AdminListRequest, filterValue } from '../../common/http/admin-list-query';
import { AuditEntry } from './audit-entry.entity';
import { AUDIT_ACTOR_TYPES, type AuditActorType } from '@tradeshop/shared';

export const AUDIT_LOG_SORTS = ['id', 'occurredAt', 'action', 'actorType', 'subjectId'] as const;

export interface AuditRecord {
  actorType: AuditActorType;
  actorId?: number | null;
  action: string;
  subjectType?: string;
  subjectId?: number;
  onBehalfOfCustomerId?: number | null;
  ip?: string | null;
  details?: Record<string, unknown>;
}

export interface AuditQuery {
  action?: string;
  subjectType?: string;
  subjectId?: number;
  actorType?: AuditActorType;
  actorId?: number;
  limit?: number;
}

/** Who changes something in the back office: the user, and the address the change came from. */
export interface BackOfficeEditor {
  adminUserId: number;
  ip: string;
}

/** The audit log: written in the caller's unit of work, so an entry exists exactly when the change does. */
@Injectable()
export class AuditService {
  constructor(private readonly em: EntityManager) {}

  async record(entry: AuditRecord, em: EntityManager = this.em): Promise<void> {
    em.create(AuditEntry, { ...entry, details: entry.details ?? {}, occurredAt: new Date() });
    await em.flush();
  }

  /** A back-office user's change of one subject (`category` 12, `asset_folder` 3), in the caller's transaction. */
  recordEdit(
    em: EntityManager,
    editor: BackOfficeEditor,
    subject: { type: string; id: number },
    action: string,
    details: Record<string, unknown>,
  ): Promise<void> {
    return this.record(
      {
        actorType: 'admin',
        actorId: editor.adminUserId,
        action,
        subjectType: subject.type,
        subjectId: subject.id,
        ip: editor.ip,
        details,
      },
      em,
    );
  }

  async find(query: AuditQuery = {}): Promise<AuditEntry[]> {
    const { limit = 100, ...where } = query;
    const filter = Object.fromEntries(Object.entries(where).filter(([, value]) => value !== undefined));
    return this.em.find(AuditEntry, filter, { orderBy: { occurredAt: 'desc', id: 'desc' }, limit });
  }

  /** A page of the back-office list, filtered by the react-admin filter object. */
  async list(
    request: AdminListRequest<(typeof AUDIT_LOG_SORTS)[number]>,
  ): Promise<{ entries: AuditEntry[]; total: number }> {
    const { filter } = request;
    const ids = filterValue.integers(filter, 'id');
    const where: FilterQuery<AuditEntry> = {
      ...(ids ? { id: { $in: ids.map(String) } } : {}),
      ...optional('action', filterValue.text(filter, 'action')),
      ...optional('actorType', filterValue.oneOf(filter, 'actorType', AUDIT_ACTOR_TYPES)),
      ...optional('actorId', filterValue.integer(filter, 'actorId')),
      ...optional('subjectType', filterValue.text(filter, 'subjectType')),
      ...optional('subjectId', filterValue.integer(filter, 'subjectId')),
      ...optional('onBehalfOfCustomerId', filterValue.integer(filter, 'onBehalfOfCustomerId')),
    };
    const [entries, total] = await this.em.findAndCount(AuditEntry, where, {
      orderBy: { [request.sortField]: request.sortOrder, id: request.sortOrder },
      offset: request.offset,
      limit: request.limit,
    });
    return { entries, total };
  }

  async findById(id: number): Promise<AuditEntry | null> {
    return this.em.findOne(AuditEntry, { id: String(id) });
  }
}

function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}
