export const JOB_STATUSES = ['queued', 'running', 'failed', 'done', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
