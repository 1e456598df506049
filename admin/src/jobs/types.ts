import type { ApiSchemas } from '@tradeshop/shared';

// The shape the back-office API answers with, generated from its OpenAPI document.
export type JobDetail = ApiSchemas['JobDto'];
export type JobRow = Omit<JobDetail, 'payload' | 'result'>;

/** Jobs that will still change on their own, so a page showing them polls for news. */
export function isUnfinished(job: Pick<JobRow, 'status'> | undefined): boolean {
  return job?.status === 'queued' || job?.status === 'running';
}

export const JOB_POLL_INTERVAL_MS = 2000;
