import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { joinSql, queryRows, sql } from '../database/sql';
import { Job } from './job.entity';
import type { NewJob } from './job-queue';

const ACTIVE_STATUSES = ['queued', 'running'] as const;

/** The only writer of the job table: the state the back office shows, whichever adapter runs the work. */
@Injectable()
export class JobStore {
  /**
   * Stores a queued job; `created` is false when an active job with the same dedupe key was returned instead.
   * One statement: the insert stands back on the unique index of active dedupe keys, and only then is the job
   * that holds the key read.
   */
  async create(
    em: EntityManager,
    type: string,
    payload: Record<string, unknown>,
    dedupeKey?: string,
  ): Promise<{ job: Job; created: boolean }> {
    const [inserted] = await queryRows<Record<string, unknown>>(
      em,
      sql`insert into job (type, status, progress, payload, attempts, dedupe_key, created_at)
          values (${type}, 'queued', 0, ${JSON.stringify(payload)}::jsonb, 0, ${dedupeKey ?? null}, now())
          on conflict (dedupe_key) where status in ('queued', 'running') do nothing
          returning *`,
    );
    if (inserted) return { job: em.map(Job, inserted), created: true };
    const active = await em.findOne(Job, { dedupeKey, status: { $in: [...ACTIVE_STATUSES] } });
    // The job that held the key finished between the insert and this read: queue this one after all.
    if (!active) return this.create(em, type, payload, dedupeKey);
    return { job: active, created: false };
  }

  /** Stores many queued jobs in one statement; a job whose dedupe key an active job holds is not stored. */
  async createMany(em: EntityManager, jobs: readonly NewJob[]): Promise<Job[]> {
    if (jobs.length === 0) return [];
    const rows = joinSql(
      jobs.map(
        ({ type, payload, dedupeKey }) =>
          sql`(${type}, 'queued', 0, ${JSON.stringify(payload)}::jsonb, 0, ${dedupeKey ?? null}, now())`,
      ),
      ', ',
    );
    const inserted = await queryRows<Record<string, unknown>>(
      em,
      sql`insert into job (type, status, progress, payload, attempts, dedupe_key, created_at)
          values ${rows}
          on conflict (dedupe_key) where status in ('queued', 'running') do nothing
          returning *`,
    );
    return inserted.map((row) => em.map(Job, row));
  }

  /** The latest jobs of one type, newest first: what a section shows of its own background work. */
  latestOfType(em: EntityManager, type: string, limit: number): Promise<Job[]> {
    return em.find(Job, { type }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  }

  /**
   * Claims a queued job (or a running one being retried) in one statement. Returns null when there is nothing to
   * do (the job is gone, done or failed).
   */
  async start(em: EntityManager, id: string): Promise<Job | null> {
    const startedAt = new Date();
    const [claimed] = await queryRows<Record<string, unknown>>(
      em,
      sql`update job set status = 'running', attempts = attempts + 1, started_at = ${startedAt},
                 heartbeat_at = ${startedAt}, error = null
          where id = ${id} and status = any(${[...ACTIVE_STATUSES]}::text[])
          returning *`,
    );
    return claimed ? em.map(Job, claimed) : null;
  }

  /** Notes that the job's worker is still at it (a statement of its own, beside the handler's work). */
  async beat(em: EntityManager, id: string): Promise<void> {
    await em.nativeUpdate(Job, { id, status: 'running' }, { heartbeatAt: new Date() });
  }

  /**
   * Sets running jobs whose heartbeat has been quiet for `quietSeconds` back to queued, for another worker;
   * answers those changed. Only a job still quiet is changed, so two sweeps at once take it once.
   */
  async requeueQuiet(em: EntityManager, ids: readonly string[], quietSeconds: number): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await queryRows<{ id: string }>(
      em,
      sql`update job set status = 'queued', heartbeat_at = null
          where id = any(${[...ids]}::uuid[]) and status = 'running'
            and coalesce(heartbeat_at, started_at) < now() - make_interval(secs => ${quietSeconds})
          returning id`,
    );
    return rows.map((row) => row.id);
  }

  async progress(em: EntityManager, job: Job, percent: number): Promise<void> {
    job.progress = Math.max(0, Math.min(100, Math.round(percent)));
    await em.flush();
  }

  async finish(em: EntityManager, job: Job, result: Record<string, unknown> | void): Promise<void> {
    await this.settle(em, job, {
      status: 'done',
      progress: 100,
      result: result ?? null,
      finishedAt: new Date(),
    });
  }

  /** Records a failed attempt that the adapter will retry. */
  async retryLater(em: EntityManager, job: Job, error: unknown): Promise<void> {
    await this.settle(em, job, { status: 'queued', error: errorText(error) });
  }

  /**
   * Sets a failed job back to queued for another round of tries. Only a job still failed is changed, so two
   * retries at once requeue it once; false when it was not failed (any more).
   */
  async resetFailed(em: EntityManager, id: string): Promise<boolean> {
    const changed = await em.nativeUpdate(
      Job,
      { id, status: 'failed' },
      { status: 'queued', progress: 0, startedAt: null, finishedAt: null },
    );
    return changed > 0;
  }

  /** Deletes a job that no worker is running; false when it is running (or gone). */
  async deleteIdle(em: EntityManager, id: string): Promise<boolean> {
    return (await em.nativeDelete(Job, { id, status: { $ne: 'running' } })) > 0;
  }

  async fail(em: EntityManager, job: Job, error: unknown): Promise<void> {
    await this.settle(em, job, { status: 'failed', error: errorText(error), finishedAt: new Date() });
  }

  /**
   * Writes how a run ended in one statement (a flush would wrap it in a transaction of its own) and tells the
   * loaded job, as a fresh read of its row would.
   */
  private async settle(
    em: EntityManager,
    job: Job,
    changes: Pick<Partial<Job>, 'status' | 'progress' | 'result' | 'error' | 'finishedAt'>,
  ): Promise<void> {
    await em.nativeUpdate(Job, { id: job.id }, changes);
    em.getEntityFactory().create(Job, { id: job.id, ...changes }, { merge: true });
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
