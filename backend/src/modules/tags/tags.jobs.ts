import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobRegistry } from '../../jobs/job-registry';
import { BATCH_ASSIGNMENT_JOB, type BatchAssignmentPayload, TagsService } from './tags.service';

/** Registers the tags' job handlers: the batch assignment, run in the job's own EntityManager. */
@Injectable()
export class TagsJobs implements OnModuleInit {
  constructor(
    private readonly registry: JobRegistry,
    private readonly tags: TagsService,
  ) {}

  onModuleInit(): void {
    this.registry.register(BATCH_ASSIGNMENT_JOB, ({ em, payload }) =>
      this.tags.runBatchAssignment(em, payload as unknown as BatchAssignmentPayload),
    );
  }
}
