import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AuditEntry, type AuditActorType } from './audit-entry.entity';

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
}
