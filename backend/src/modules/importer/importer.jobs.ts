import {
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { PinoLogger } from 'nestjs-pino';
import { JobRegistry } from '../../jobs/job-registry';
import { IMPORT_RUN_JOB, ImporterService } from './importer.service';

const SCHEDULE_CHECK_MS = 60_000;

/**
 * The importer's job (one run, payload `{ runId }`) and its schedule: every minute the configurations whose cron
 * expression came due get a run (one at a time per configuration: the database refuses a second active run).
 */
@Injectable()
export class ImporterJobs implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly registry: JobRegistry,
    private readonly importer: ImporterService,
    private readonly orm: MikroORM,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(ImporterJobs.name);
  }

  onModuleInit(): void {
    this.registry.register(IMPORT_RUN_JOB, ({ em, payload }) =>
      this.importer.execute(em, Number(payload.runId)),
    );
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      void RequestContext.create(this.orm.em.fork(), () => this.importer.startDueRuns()).catch(
        (error: unknown) => this.logger.error({ err: error }, 'starting scheduled imports failed'),
      );
    }, SCHEDULE_CHECK_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }
}
