import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { EnqueueOptions, JobQueue, QueueHealth } from './job-queue';
import type { Job } from './job.entity';
import { JobRunner } from './job-runner';
import { JobStore } from './job-store';

/** Runs jobs one after another inside this process: the default when no Redis is configured. */
@Injectable()
export class InProcessJobQueue implements JobQueue, OnApplicationShutdown {
  private tail: Promise<void> = Promise.resolve();
  private waiting = 0;
  private active = 0;
  private failed = 0;

  constructor(
    private readonly orm: MikroORM,
    private readonly store: JobStore,
    private readonly runner: JobRunner,
  ) {}

  async enqueue(
    type: string,
    payload: Record<string, unknown> = {},
    options: EnqueueOptions = {},
  ): Promise<Job> {
    const { job, created } = await this.store.create(this.orm.em.fork(), type, payload, options.dedupeKey);
    if (created) this.schedule(job.id);
    return job;
  }

  /** Resolves once every job enqueued so far has finished. */
  drain(): Promise<void> {
    return this.tail;
  }

  async health(): Promise<QueueHealth> {
    return {
      adapter: 'in-process',
      status: 'up',
      waiting: this.waiting,
      active: this.active,
      failed: this.failed,
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.tail;
  }

  private schedule(jobId: string): void {
    this.waiting += 1;
    this.tail = this.tail.then(async () => {
      this.waiting -= 1;
      this.active += 1;
      try {
        await this.runner.run(jobId);
      } catch {
        this.failed += 1;
      } finally {
        this.active -= 1;
      }
    });
  }
}
