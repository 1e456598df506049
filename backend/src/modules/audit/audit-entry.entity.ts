import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { AuditActorType } from '@tradeshop/shared';

/** Who did what, when, from where; and for a salesrep acting as a customer, on whose behalf. */
@Entity({ tableName: 'audit_log' })
export class AuditEntry {
  @PrimaryKey({ type: 'bigint' })
  id!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  occurredAt: Date = new Date();

  @Property({ type: 'text' })
  actorType!: AuditActorType;

  @Property({ type: 'integer', nullable: true })
  actorId?: number | null;

  /** Dotted and past tense: `impersonation.started`, `admin.login`, `customer.password-reset`. */
  @Property({ type: 'text' })
  action!: string;

  @Property({ type: 'text', nullable: true })
  subjectType?: string | null;

  @Property({ type: 'integer', nullable: true })
  subjectId?: number | null;

  @Property({ type: 'integer', nullable: true })
  onBehalfOfCustomerId?: number | null;

  @Property({ type: 'text', nullable: true })
  ip?: string | null;

  @Property({ type: 'json' })
  details: Record<string, unknown> = {};
}
