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

/** The audit log: written in the caller's unit of work, so an entry exists exactly when the change does. */
@Injectable()
export class AuditService {
  constructor(private readonly em: EntityManager) {}

  async record(entry: AuditRecord, em: EntityManager = this.em): Promise<void> {
    em.create(AuditEntry, { ...entry, details: entry.details ?? {}, occurredAt: new Date() });
    await em.flush();
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
