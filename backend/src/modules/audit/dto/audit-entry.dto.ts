import { ApiProperty } from '@nestjs/swagger';
import { AUDIT_ACTOR_TYPES, type AuditActorType } from '@tradeshop/shared';
import type { AuditEntry } from '../audit-entry.entity';

/** One audit-log entry as the back office shows it. */
export class AuditEntryDto {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'UTC, ISO 8601' }) occurredAt!: string;
  @ApiProperty({ enum: AUDIT_ACTOR_TYPES }) actorType!: AuditActorType;
  @ApiProperty({ type: Number, nullable: true }) actorId!: number | null;
  @ApiProperty({ example: 'impersonation.started' }) action!: string;
  @ApiProperty({ type: String, nullable: true }) subjectType!: string | null;
  @ApiProperty({ type: Number, nullable: true }) subjectId!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The customer a salesrep acted for' })
  onBehalfOfCustomerId!: number | null;
  @ApiProperty({ type: String, nullable: true }) ip!: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true }) details!: Record<string, unknown>;

  static from(entry: AuditEntry): AuditEntryDto {
    return {
      id: Number(entry.id),
      occurredAt: entry.occurredAt.toISOString(),
      actorType: entry.actorType,
      actorId: entry.actorId ?? null,
      action: entry.action,
      subjectType: entry.subjectType ?? null,
      subjectId: entry.subjectId ?? null,
      onBehalfOfCustomerId: entry.onBehalfOfCustomerId ?? null,
      ip: entry.ip ?? null,
      details: entry.details,
    };
  }
}
