import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { JobRegistry } from '../../jobs/job-registry';
import { IMPORT_RUN_JOB, ImportsService } from './imports.service';

@Injectable()
export class ImportsJobs implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    private readonly registry: JobRegistry,
    private readonly imports: ImportsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.registry.register(IMPORT_RUN_JOB, async ({ payload, reportProgress, stopping }) => {
      const run = await this.imports.process(Number(payload.importRunId), reportProgress, stopping);
      if (run.status === 'failed')
        throw new Error(run.log[run.log.length - 1]?.slice(9) ?? 'The import failed');
      return {
        importRunId: run.id,
        rowsRead: run.rowsRead,
        inserted: run.inserted,
        updated: run.updated,
        unchanged: run.unchanged,
        rejected: run.rejected,
        files: run.files,
      };
    });
  }

  /** Where jobs run, a run a stopped process left unfinished is queued again and resumes from its checkpoint. */
  async onApplicationBootstrap(): Promise<void> {
    if (this.config.redisUrl && !this.config.runWorkers) return;
    await this.imports.resumeUnfinished();
  }
}
