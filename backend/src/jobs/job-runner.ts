import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { PinoLogger } from 'nestjs-pino';
import { JobRegistry } from './job-registry';
import { JobStore } from './job-store';

/** Runs one stored job with its registered handler, in an EntityManager of its own. */
@Injectable()
export class JobRunner {
  constructor(
    private readonly orm: MikroORM,
    private readonly registry: JobRegistry,
    private readonly store: JobStore,
    private readonly logger: PinoLogger,
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
    try {
      const result = await handler({
        jobId: job.id,
        payload: job.payload,
        em: em.fork(),
        reportProgress: (percent) => this.store.progress(em, job, percent),
      });
      await this.store.finish(em, job, result);
    } catch (error) {
      this.logger.error({ err: error, jobId, type: job.type }, 'job failed');
      if (finalAttempt) await this.store.fail(em, job, error);
      else await this.store.retryLater(em, job, error);
      throw error;
    }
  }
}
