import { Inject, Injectable } from '@nestjs/common';
import { JOB_QUEUE, type JobQueue } from '../../jobs/job-queue';
import type { Job } from '../../jobs/job.entity';
import { RECOUNT_CATEGORIES_JOB } from './catalogue.jobs';

/** The catalogue's derived counts (category product counts, the listing's facet combinations) as a job. */
@Injectable()
export class CatalogueIndexationService {
  constructor(@Inject(JOB_QUEUE) private readonly jobs: JobQueue) {}

  /** Recounts in the background; while one recount is queued or running, asking again returns that one. */
  recount(): Promise<Job> {
    return this.jobs.enqueue(RECOUNT_CATEGORIES_JOB, {}, { dedupeKey: RECOUNT_CATEGORIES_JOB });
  }
}
