import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Job } from './job.entity';

const ACTIVE_STATUSES = ['queued', 'running'] as const;

/** The only writer of the job table: the state the back office shows, whichever adapter runs the work. */
@Injectable()
export class JobStore {
  /** Stores a queued job; `created` is false when an active job with the same dedupe key was returned instead. */
  async create(
    em: EntityManager,
    type: string,
    payload: Record<string, unknown>,
    dedupeKey?: string,
  ): Promise<{ job: Job; created: boolean }> {
    if (dedupeKey) {
      const active = await em.findOne(Job, { dedupeKey, status: { $in: [...ACTIVE_STATUSES] } });
      if (active) return { job: active, created: false };
    }
    const job = em.create(Job, {
      type,
      payload,
      dedupeKey: dedupeKey ?? null,
      status: 'queued',
      progress: 0,
      attempts: 0,
      createdAt: new Date(),
    });
    try {
      await em.flush();
    } catch (error) {
      // Two callers raced on the same dedupe key; the other one won.
      if (error instanceof UniqueConstraintViolationException && dedupeKey) {
        em.clear();
        const winner = await em.findOne(Job, { dedupeKey, status: { $in: [...ACTIVE_STATUSES] } });
        if (winner) return { job: winner, created: false };
      }
      throw error;
    }
    return { job, created: true };
  }

  /** Claims a queued job (or a running one being retried). Returns null when there is nothing to do. */
  async start(em: EntityManager, id: string): Promise<Job | null> {
    const job = await em.findOne(Job, { id });
    if (!job || !ACTIVE_STATUSES.includes(job.status as (typeof ACTIVE_STATUSES)[number])) return null;
    job.status = 'running';
    job.attempts += 1;
    job.startedAt = new Date();
    job.error = null;
    await em.flush();
    return job;
  }

  async progress(em: EntityManager, job: Job, percent: number): Promise<void> {
    job.progress = Math.max(0, Math.min(100, Math.round(percent)));
    await em.flush();
  }

  async finish(em: EntityManager, job: Job, result: Record<string, unknown> | void): Promise<void> {
    job.status = 'done';
    job.progress = 100;
    job.result = result ?? null;
    job.finishedAt = new Date();
    await em.flush();
  }

  /** Records a failed attempt that the adapter will retry. */
  async retryLater(em: EntityManager, job: Job, error: unknown): Promise<void> {
    job.status = 'queued';
    job.error = error instanceof Error ? error.message : String(error);
    await em.flush();
  }

  async fail(em: EntityManager, job: Job, error: unknown): Promise<void> {
    job.status = 'failed';
    job.error = error instanceof Error ? error.message : String(error);
    job.finishedAt = new Date();
    await em.flush();
  }
}
