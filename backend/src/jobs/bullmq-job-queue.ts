import { hostname } from 'node:os';
import { InjectQueue } from '@nestjs/bullmq';
import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleDestroy,
} from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Worker, type Job as BullJob, type Queue } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { queryRows, sql } from '../database/sql';
import {
  BULLMQ_QUEUE_NAME,
  JOB_ATTEMPTS,
  JOB_BACKOFF_MS,
  type EnqueueOptions,
  type JobQueue,
  type NewJob,
  type QueueHealth,
} from './job-queue';
import type { Job } from './job.entity';
import { JobRunner } from './job-runner';
import { JobStore } from './job-store';
import { redisOptionsFromUrl } from './redis-connection';

const HEALTH_TIMEOUT_MS = 1500;
/** How often queued jobs are looked for in Redis, and how old a queued job must be to be looked for. */
const LOST_JOB_SWEEP_MS = 30_000;
const LOST_JOB_MIN_AGE_SECONDS = 10;
const LOST_JOB_BATCH = 500;

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

/**
 * Hands jobs to BullMQ on Redis, so separate worker processes (`npm run worker`) can run them. The job table
 * keeps the truth: a queued job that Redis no longer holds (a Redis restarted without its data, or flushed) is
 * handed to it again, at start and every half minute, so it neither waits forever nor blocks its dedupe key.
 */
@Injectable()
export class BullMqJobQueue implements JobQueue, OnApplicationBootstrap, OnApplicationShutdown {
  private sweep?: NodeJS.Timeout;

  constructor(
    @InjectQueue(BULLMQ_QUEUE_NAME) private readonly queue: Queue<BullPayload>,
    private readonly orm: MikroORM,
    private readonly store: JobStore,
    private readonly logger: PinoLogger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    logger.setContext(BullMqJobQueue.name);
  }

  onApplicationBootstrap(): void {
    void this.requeueLost();
    this.sweep = setInterval(() => void this.requeueLost(), LOST_JOB_SWEEP_MS);
    this.sweep.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweep);
  }

  /**
   * Adds again the jobs Redis does not know: queued ones, and running ones whose heartbeat has been quiet for
   * two stalled intervals (their worker died while Redis lost its data; with the data, BullMQ itself hands a
   * dead worker's job on). Answers how many. Never throws (Redis may be down).
   */
  async requeueLost(): Promise<number> {
    try {
      const em = this.orm.em.fork();
      const quietSeconds = 2 * this.config.jobStalledSeconds;
      const candidates = await queryRows<{ id: string; type: string; status: string }>(
        em,
        sql`(select id, type, status from job
             where status = 'queued' and created_at < now() - make_interval(secs => ${LOST_JOB_MIN_AGE_SECONDS})
             order by created_at limit ${LOST_JOB_BATCH})
            union all
            (select id, type, status from job
             where status = 'running'
               and coalesce(heartbeat_at, started_at) < now() - make_interval(secs => ${quietSeconds})
             order by started_at limit ${LOST_JOB_BATCH})`,
      );
      const missing: typeof candidates = [];
      for (const job of candidates) {
        if (!(await withTimeout(this.queue.getJob(job.id), HEALTH_TIMEOUT_MS))) missing.push(job);
      }
      const abandoned = new Set(
        await this.store.requeueQuiet(
          em,
          missing.filter((job) => job.status === 'running').map((job) => job.id),
          quietSeconds,
        ),
      );
      const lost = missing.filter((job) => job.status === 'queued' || abandoned.has(job.id));
      for (const job of lost) await this.add(job);
      if (lost.length > 0)
        this.logger.warn(
          { jobs: lost.length, abandoned: abandoned.size },
          'jobs missing from Redis were queued again',
        );
      return lost.length;
    } catch (error) {
      this.logger.warn({ err: error }, 'could not look for queued jobs missing from Redis');
      return 0;
    }
  }

  async enqueue(
    type: string,
    payload: Record<string, unknown> = {},
    options: EnqueueOptions = {},
  ): Promise<Job> {
    const { job, created } = await this.store.create(this.orm.em.fork(), type, payload, options.dedupeKey);
    if (created) await this.handOver(job);
    return job;
  }

  async enqueueMany(jobs: readonly NewJob[]): Promise<Job[]> {
    const created = await this.store.createMany(this.orm.em.fork(), jobs);
    for (const job of created) await this.handOver(job);
    return created;
  }

  /**
   * Adds a new job to Redis without keeping the caller waiting while Redis is away (a restart): the job is
   * stored as queued, and the sweep hands it over once Redis answers again.
   */
  private async handOver(job: Job): Promise<void> {
    try {
      await withTimeout(this.add(job), HEALTH_TIMEOUT_MS);
    } catch (error) {
      this.logger.warn(
        { err: error, jobId: job.id },
        'Redis did not take the job; it is queued again once it answers',
      );
    }
  }

  async requeue(job: Job): Promise<void> {
    // BullMQ keeps a failed job under its id; a new one with the same id is only added once that one is gone.
    await this.discard(job.id);
    await this.add(job);
  }

  async discard(jobId: string): Promise<void> {
    await this.queue.remove(jobId);
  }

  private async add(job: Pick<Job, 'id' | 'type'>): Promise<void> {
    await this.queue.add(
      job.type,
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

/**
 * Takes jobs from BullMQ in this process (RUN_WORKERS, or `npm run worker`), two at a time. A job whose worker
 * died (its lock not renewed for JOB_STALLED_SECONDS) is taken over by another worker; handlers are idempotent.
 * The worker's name (host:pid) is recorded on each BullMQ job it processes.
 */
@Injectable()
export class BullMqJobWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private worker?: Worker<BullPayload>;

  constructor(
    private readonly runner: JobRunner,
    private readonly logger: PinoLogger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    logger.setContext(BullMqJobWorker.name);
  }

  onApplicationBootstrap(): void {
    const stalledMs = this.config.jobStalledSeconds * 1000;
    this.worker = new Worker<BullPayload>(BULLMQ_QUEUE_NAME, (job) => this.process(job), {
      connection: redisOptionsFromUrl(this.config.redisUrl!),
      prefix: this.config.queuePrefix,
      concurrency: 2,
      name: `${hostname()}:${process.pid}`,
      lockDuration: stalledMs,
      stalledInterval: stalledMs,
    });
    // An EventEmitter without an 'error' listener would end the process on a lost Redis connection.
    this.worker.on('error', (error) => this.logger.error({ err: error }, 'BullMQ worker error'));
  }

  /**
   * Finishes the jobs in hand before the database connections close; a long one (an import) ends its current
   * chunk and is handed on rather than held to its end.
   */
  async onModuleDestroy(): Promise<void> {
    this.runner.stop();
    await this.worker?.close();
  }

  private async process(job: BullJob<BullPayload>): Promise<void> {
    const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    await this.runner.run(job.data.jobId, { finalAttempt });
  }
}
