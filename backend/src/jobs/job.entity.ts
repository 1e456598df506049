import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { JobStatus } from '@tradeshop/shared';

/** What the back office sees of a background job, whichever adapter runs it. */
@Entity({ tableName: 'job' })
export class Job {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'text' })
  type!: string;

  @Property({ type: 'text' })
  status: JobStatus = 'queued';

  @Property({ type: 'integer' })
  progress = 0;

  @Property({ type: 'json' })
  payload: Record<string, unknown> = {};

  @Property({ type: 'json', nullable: true })
  result?: Record<string, unknown> | null;

  @Property({ type: 'text', nullable: true })
  error?: string | null;

  @Property({ type: 'integer' })
  attempts = 0;

  @Property({ type: 'text', nullable: true })
  dedupeKey?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  startedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  finishedAt?: Date | null;

  /** Renewed while the job runs (JobRunner); a running job whose heartbeat stopped has lost its worker. */
  @Property({ type: 'datetime', nullable: true })
  heartbeatAt?: Date | null;
}
