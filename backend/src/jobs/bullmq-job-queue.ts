import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Job as BullJob, Queue } from 'bullmq';
import {
  BULLMQ_QUEUE_NAME,
  JOB_ATTEMPTS,
  JOB_BACKOFF_MS,
  type EnqueueOptions,
  type JobQueue,
  type QueueHealth,
} from './job-queue';
import type { Job } from './job.entity';
import { JobRunner } from './job-runner';
import { JobStore } from './job-store';

const HEALTH_TIMEOUT_MS = 1500;

function withTimeout<T>(promise: Promise<T>, milliseconds: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${milliseconds} ms`)), milliseconds);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

interface BullPayload {
  jobId: string;
}

/** Hands jobs to BullMQ on Redis, so separate worker processes (`npm run worker`) can run them. */
@Injectable()
export class BullMqJobQueue implements JobQueue {
  constructor(
    @InjectQueue(BULLMQ_QUEUE_NAME) private readonly queue: Queue<BullPayload>,
    private readonly orm: MikroORM,
    private readonly store: JobStore,
  ) {}

  async enqueue(
    type: string,
    payload: Record<string, unknown> = {},
    options: EnqueueOptions = {},
  ): Promise<Job> {
    const { job, created } = await this.store.create(this.orm.em.fork(), type, payload, options.dedupeKey);
    if (created) {
      await this.queue.add(
        type,
        { jobId: job.id },
        {
          jobId: job.id,
          attempts: JOB_ATTEMPTS,
          backoff: { type: 'exponential', delay: JOB_BACKOFF_MS },
          removeOnComplete: 1000,
          removeOnFail: 5000,
        },
      );
    }
    return job;
  }

  async health(): Promise<QueueHealth> {
    try {
      // Commands wait for a lost Redis connection to come back; health must answer promptly instead.
      const counts = await withTimeout(
        this.queue.getJobCounts('waiting', 'delayed', 'active', 'failed'),
        HEALTH_TIMEOUT_MS,
      );
      return {
        adapter: 'bullmq',
        status: 'up',
        waiting: (counts.waiting ?? 0) + (counts.delayed ?? 0),
        active: counts.active ?? 0,
        failed: counts.failed ?? 0,
      };
    } catch {
      return { adapter: 'bullmq', status: 'down', waiting: 0, active: 0, failed: 0 };
    }
  }
}

@Processor(BULLMQ_QUEUE_NAME, { concurrency: 2 })
export class BullMqJobProcessor extends WorkerHost {
  constructor(private readonly runner: JobRunner) {
    super();
  }

  async process(job: BullJob<BullPayload>): Promise<void> {
    const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    await this.runner.run(job.data.jobId, { finalAttempt });
  }
}
