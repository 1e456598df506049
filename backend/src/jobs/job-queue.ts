import type { EntityManager } from '@mikro-orm/postgresql';
import type { Job } from './job.entity';

export const JOB_QUEUE = Symbol('JOB_QUEUE');
export const BULLMQ_QUEUE_NAME = 'tradeshop';

/** Every job is tried this often, with a pause doubling from one second between tries (both adapters). */
export const JOB_ATTEMPTS = 3;
export const JOB_BACKOFF_MS = 1000;

/** The pause before try number `attempt` (2, 3, ...): 1 s, 2 s, 4 s ... */
export function retryDelayMs(attempt: number): number {
  return JOB_BACKOFF_MS * 2 ** (attempt - 2);
}

export interface EnqueueOptions {
  /** While a job with this key is queued or running, enqueuing again returns that job. */
  dedupeKey?: string;
}

/** A job to enqueue with others (`enqueueMany`). */
export interface NewJob {
  type: string;
  payload: Record<string, unknown>;
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
  /**
   * Enqueues many jobs with one statement. A job whose dedupe key an active job holds is left out (that job does
   * the work); answers the jobs created.
   */
  enqueueMany(jobs: readonly NewJob[]): Promise<Job[]>;
  health(): Promise<QueueHealth>;
  /** Hands a stored job that was set back to queued (a retry from the messenger) to the workers again. */
  requeue(job: Job): Promise<void>;
  /** Takes a job that is not running out of the adapter's queue, before its row is deleted. */
  discard(jobId: string): Promise<void>;
}

export interface JobContext {
  jobId: string;
  payload: Record<string, unknown>;
  /** A fresh EntityManager of the job's own; never the global one. */
  em: EntityManager;
  reportProgress(percent: number): Promise<void>;
  /**
   * Aborted when the process is told to stop (SIGTERM): a long job ends its current step, keeps its place and
   * throws JobInterruptedError, and another worker goes on from there.
   */
  stopping: AbortSignal;
}

/** A job that stopped between two steps because its process is stopping; it is run again, from where it was. */
export class JobInterruptedError extends Error {
  constructor(what: string) {
    super(`Stopped by a shutdown ${what}; another worker goes on from there`);
    this.name = 'JobInterruptedError';
  }
}

export type JobHandler = (context: JobContext) => Promise<Record<string, unknown> | void>;
