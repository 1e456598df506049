import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { queryRows, trusted } from '../../database/sql';
import { JOB_QUEUE, type JobQueue } from '../../jobs/job-queue';
import { JobRegistry } from '../../jobs/job-registry';
import { rebuildSearchIndex } from './search-index.repository';
import { SEARCH_INDEX_MISSING_SQL } from './search-index.read-model';

export const REBUILD_SEARCH_INDEX_JOB = 'search.rebuild-index';

@Injectable()
export class SearchJobs implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    private readonly registry: JobRegistry,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly orm: MikroORM,
  ) {}

  onModuleInit(): void {
    this.registry.register(REBUILD_SEARCH_INDEX_JOB, async ({ em, reportProgress }) => ({
      ...(await rebuildSearchIndex(em, reportProgress)),
    }));
  }

  /** A bulk load (a large seed or import) leaves the index to be built here, in the background. */
  async onApplicationBootstrap(): Promise<void> {
    const [state] = await queryRows<{ missing: boolean }>(
      this.orm.em.fork(),
      trusted(SEARCH_INDEX_MISSING_SQL),
    );
    if (state?.missing) {
      await this.jobs.enqueue(REBUILD_SEARCH_INDEX_JOB, {}, { dedupeKey: REBUILD_SEARCH_INDEX_JOB });
    }
  }
}
