import { Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { queryRows, sql } from '../database/sql';
import {
  JOB_ATTEMPTS,
  retryDelayMs,
  type EnqueueOptions,
  type JobQueue,
  type NewJob,
  type QueueHealth,
} from './job-queue';
import type { Job } from './job.entity';
import { JobRunner } from './job-runner';
import { JobStore } from './job-store';

/**
 * Runs jobs one after another inside this process: the default when no Redis is configured. A failed job is
 * tried again after a growing pause, as BullMQ does. Jobs die with the process: at start, the ones an earlier
 * process left queued or running are marked failed (the outbox sweep queues their work again).
 */
@Injectable()
export class InProcessJobQueue implements JobQueue, OnModuleInit, OnApplicationShutdown {
  private tail: Promise<void> = Promise.resolve();
  private waiting = 0;
  private active = 0;
  private failed = 0;
  private readonly retries = new Set<NodeJS.Timeout>();
  private readonly startedAt = new Date();

  constructor(
    private readonly orm: MikroORM,
    private readonly store: JobStore,
    private readonly runner: JobRunner,
  ) {}

  async onModuleInit(): Promise<void> {
    await queryRows(
      this.orm.em.fork(),
      sql`update job set status = 'failed', error = 'The process stopped before the job finished',
                         finished_at = now()
          where status in ('queued', 'running') and created_at < ${this.startedAt}`,
    );
  }

  async enqueue(
    type: string,
    payload: Record<string, unknown> = {},
    options: EnqueueOptions = {},
  ): Promise<Job> {
    const { job, created } = await this.store.create(this.orm.em.fork(), type, payload, options.dedupeKey);
    if (created) this.schedule(job.id, 1);
    return job;
  }

  async enqueueMany(jobs: readonly NewJob[]): Promise<Job[]> {
    const created = await this.store.createMany(this.orm.em.fork(), jobs);
    for (const job of created) this.schedule(job.id, 1);
    return created;
  }

  async requeue(job: Job): Promise<void> {
    this.schedule(job.id, 1);
  }

  /** Nothing to take out: a queued job whose row is gone is skipped when its turn comes. */
  async discard(): Promise<void> {}

  /** Resolves once every job enqueued so far, the jobs they enqueued and their retries have finished. */
  async drain(): Promise<void> {
    for (;;) {
      const tail = this.tail;
      await tail;
      if (tail !== this.tail) continue;
      if (this.retries.size === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async health(): Promise<QueueHealth> {
    return {
      adapter: 'in-process',
      status: 'up',
      waiting: this.waiting + this.retries.size,
      active: this.active,
      failed: this.failed,
    };
  }

  async onApplicationShutdown(): Promise<void> {
    // A retry not yet due stays queued; the next start marks it failed and the outbox sweep redoes its work.
    for (const timer of this.retries) clearTimeout(timer);
    this.retries.clear();
    await this.tail;
  }

  private schedule(jobId: string, attempt: number): void {
    this.waiting += 1;
    this.tail = this.tail.then(async () => {
      this.waiting -= 1;
      this.active += 1;
      try {
        await this.runner.run(jobId, { finalAttempt: attempt >= JOB_ATTEMPTS });
      } catch {
        if (attempt < JOB_ATTEMPTS) this.retryLater(jobId, attempt + 1);
        else this.failed += 1;
      } finally {
        this.active -= 1;
      }
    });
  }

  private retryLater(jobId: string, attempt: number): void {
    const timer = setTimeout(() => {
      this.retries.delete(timer);
      this.schedule(jobId, attempt);
    }, retryDelayMs(attempt));
    this.retries.add(timer);
  }
}
