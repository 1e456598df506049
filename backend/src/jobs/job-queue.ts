import type { EntityManager } from '@mikro-orm/postgresql';
import type { Job } from './job.entity';

export const JOB_QUEUE = Symbol('JOB_QUEUE');
export const BULLMQ_QUEUE_NAME = 'tradeshop';

export interface EnqueueOptions {
  /** While a job with this key is queued or running, enqueuing again returns that job. */
  dedupeKey?: string;
}

export interface QueueHealth {
  adapter: 'in-process' | 'bullmq';
  status: 'up' | 'down';
  waiting: number;
  active: number;
  failed: number;
}

/** Where background work goes. Payloads carry ids only, never secrets or session tokens. */
export interface JobQueue {
  enqueue(type: string, payload?: Record<string, unknown>, options?: EnqueueOptions): Promise<Job>;
  health(): Promise<QueueHealth>;
}

export interface JobContext {
  jobId: string;
  payload: Record<string, unknown>;
  /** A fresh EntityManager of the job's own; never the global one. */
  em: EntityManager;
  reportProgress(percent: number): Promise<void>;
}

export type JobHandler = (context: JobContext) => Promise<Record<string, unknown> | void>;
