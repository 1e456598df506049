import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { PinoLogger } from 'nestjs-pino';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { JobInterruptedError } from './job-queue';
import { JobRegistry } from './job-registry';
import { JobStore } from './job-store';

/** Runs one stored job with its registered handler, in an EntityManager of its own. */
@Injectable()
export class JobRunner {
  private readonly stopping = new AbortController();

  constructor(
    private readonly orm: MikroORM,
    private readonly registry: JobRegistry,
    private readonly store: JobStore,
    private readonly logger: PinoLogger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    logger.setContext(JobRunner.name);
  }

  /** Throws when the handler fails, so an adapter with retries (BullMQ) can retry. */
  async run(
    jobId: string,
    { finalAttempt }: { finalAttempt: boolean } = { finalAttempt: true },
  ): Promise<void> {
    const em = this.orm.em.fork();
    const job = await this.store.start(em, jobId);
    if (!job) return;
    const handler = this.registry.get(job.type);
    if (!handler) {
      await this.store.fail(em, job, new Error(`No handler is registered for job type '${job.type}'`));
      return;
    }
    const heartbeat = this.keepBeating(job.id);
    try {
      const result = await handler({
        jobId: job.id,
        payload: job.payload,
        em: em.fork(),
        reportProgress: (percent) => this.store.progress(em, job, percent),
        stopping: this.stopping.signal,
      });
      await this.store.finish(em, job, result);
    } catch (error) {
      if (error instanceof JobInterruptedError) {
        // Not a failure: queued again, for the adapter to hand on (BullMQ retries it on another worker).
        this.logger.warn({ jobId, type: job.type, reason: error.message }, 'job stopped by a shutdown');
        await this.store.retryLater(em, job, error);
        throw error;
      }
      this.logger.error({ err: error, jobId, type: job.type }, 'job failed');
      if (finalAttempt) await this.store.fail(em, job, error);
      else await this.store.retryLater(em, job, error);
      throw error;
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Tells the running handlers that the process is stopping (they end their current step). */
  stop(): void {
    this.stopping.abort();
  }

  /** Renews the job's heartbeat three times per stalled interval while its handler runs; never throws. */
  private keepBeating(jobId: string): NodeJS.Timeout {
    const timer = setInterval(
      () => {
        this.store.beat(this.orm.em.fork(), jobId).catch((error: unknown) => {
          this.logger.warn({ err: error, jobId }, 'could not renew the heartbeat of a running job');
        });
      },
      (this.config.jobStalledSeconds * 1000) / 3,
    );
    timer.unref();
    return timer;
  }
}
