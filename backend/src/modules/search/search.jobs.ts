import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { queryRows, trusted } from '../../database/sql';
import { JOB_QUEUE, type JobQueue } from '../../jobs/job-queue';
import { JobRegistry } from '../../jobs/job-registry';
import { rebuildSearchIndex } from './search-index.repository';

export const REBUILD_SEARCH_INDEX_JOB = 'search.rebuild-index';

@Injectable()
export class SearchJobs implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    private readonly registry: JobRegistry,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly orm: MikroORM,
  ) {}

  onModuleInit(): void {
    this.registry.register(REBUILD_SEARCH_INDEX_JOB, async ({ em }) => ({
      ...(await rebuildSearchIndex(em)),
    }));
  }

  /** A bulk load (a large seed or import) leaves the index to be built here, in the background. */
  async onApplicationBootstrap(): Promise<void> {
    const [state] = await queryRows<{ missing: boolean }>(
      this.orm.em.fork(),
      trusted(
        'select exists (select 1 from product where active) and not exists (select 1 from product_search) as missing',
      ),
    );
    if (state?.missing) {
      await this.jobs.enqueue(REBUILD_SEARCH_INDEX_JOB, {}, { dedupeKey: REBUILD_SEARCH_INDEX_JOB });
    }
  }
}
