import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { JOB_STATUSES, type JobStatus } from '@tradeshop/shared';
import { DomainError } from '../../common/errors/domain-error';
import { AuditService, type BackOfficeEditor } from '../../modules/audit/audit.service';
import { queryRows, sql } from '../../database/sql';
import { JOB_QUEUE, type JobQueue } from '../job-queue';
import { JobRegistry } from '../job-registry';
import { JobStore } from '../job-store';
import { Job } from '../job.entity';

/** A receiver is a job type (`search.rebuild-index`): letters first, so digits name none. */
const RECEIVER_NAME = /^[a-z][a-z0-9_-]*(\.[a-z0-9_-]+)*$/i;
const JOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type JobCounts = Record<JobStatus, number> & { total: number };

export interface MessengerReceiver extends JobCounts {
  name: string;
}

export const MESSENGER_JOB_SORTS = ['createdAt', 'finishedAt', 'status', 'attempts'] as const;

export interface MessengerListRequest {
  status?: JobStatus;
  sortField: (typeof MESSENGER_JOB_SORTS)[number];
  sortOrder: 'asc' | 'desc';
  offset: number;
  limit: number;
}

export interface RetryOutcome {
  /** The jobs handed to the workers again. */
  retried: Job[];
  /** Failed jobs left alone because the same work (its dedupe key) is already queued or running. */
  skipped: number;
}

function emptyCounts(): JobCounts {
  return { queued: 0, running: 0, done: 0, failed: 0, cancelled: 0, total: 0 };
}

/**
 * The messenger of the back office (back-office spec §7): the job store seen per receiver (job type), with
 * retry and delete working through whichever adapter runs the jobs. Both back-office doors call this.
 */
@Injectable()
export class MessengerService {
  constructor(
    private readonly em: EntityManager,
    private readonly store: JobStore,
    private readonly registry: JobRegistry,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly audit: AuditService,
  ) {}

  async count(): Promise<JobCounts> {
    const receivers = await this.receivers();
    const counts = emptyCounts();
    for (const receiver of receivers) {
      for (const status of JOB_STATUSES) counts[status] += receiver[status];
      counts.total += receiver.total;
    }
    return counts;
  }

  /** Every registered job type and every type the store holds jobs of, by name, with their counts. */
  async receivers(): Promise<MessengerReceiver[]> {
    const rows = await queryRows<{ type: string; status: JobStatus; jobs: number }>(
      this.em,
      sql`select type, status, count(*)::int as jobs from job group by type, status`,
    );
    const byName = new Map<string, MessengerReceiver>(
      this.registry.types().map((name) => [name, { name, ...emptyCounts() }]),
    );
    for (const row of rows) {
      const receiver = byName.get(row.type) ?? { name: row.type, ...emptyCounts() };
      receiver[row.status] += row.jobs;
      receiver.total += row.jobs;
      byName.set(row.type, receiver);
    }
    return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  async receiver(name: string): Promise<MessengerReceiver> {
    const found = RECEIVER_NAME.test(name)
      ? (await this.receivers()).find((receiver) => receiver.name === name)
      : undefined;
    if (!found) throw new DomainError('MESSENGER_RECEIVER_NOT_FOUND', `No receiver is named '${name}'`);
    return found;
  }

  /** The receiver's jobs, newest first unless sorted otherwise; `status: 'failed'` is the failed list. */
  async list(receiverName: string, request: MessengerListRequest): Promise<{ rows: Job[]; total: number }> {
    const receiver = await this.receiver(receiverName);
    const [rows, total] = await this.em.findAndCount(
      Job,
      { type: receiver.name, ...(request.status ? { status: request.status } : {}) },
      {
        orderBy: { [request.sortField]: request.sortOrder, id: request.sortOrder },
        limit: request.limit,
        offset: request.offset,
      },
    );
    return { rows, total };
  }

  /** Retries one failed job of the receiver (`jobId`), or all its failed jobs. */
  async retry(
    receiverName: string,
    jobId: string | undefined,
    editor: BackOfficeEditor,
  ): Promise<RetryOutcome> {
    const receiver = await this.receiver(receiverName);
    let jobs: Job[];
    if (jobId !== undefined) {
      const job = await this.job(receiver.name, jobId);
      if (job.status !== 'failed') {
        throw new DomainError('JOB_NOT_FAILED', `The job '${jobId}' has not failed (it is ${job.status})`);
      }
      jobs = [job];
    } else {
      jobs = await this.em.find(
        Job,
        { type: receiver.name, status: 'failed' },
        { orderBy: { createdAt: 'asc' } },
      );
    }
    const outcome = await this.retryJobs(jobs);
    await this.record(editor, 'messenger.retry', {
      receiver: receiver.name,
      jobIds: outcome.retried.map((job) => job.id),
      skipped: outcome.skipped,
    });
    return outcome;
  }

  async delete(receiverName: string, jobId: string, editor: BackOfficeEditor): Promise<Job> {
    const receiver = await this.receiver(receiverName);
    const job = await this.job(receiver.name, jobId);
    if (job.status === 'running') {
      throw new DomainError('JOB_RUNNING', `The job '${jobId}' is running; it can be deleted once it ends`);
    }
    await this.queue.discard(job.id);
    if (!(await this.store.deleteIdle(this.em.fork(), job.id))) {
      throw new DomainError('JOB_RUNNING', `The job '${jobId}' is running; it can be deleted once it ends`);
    }
    await this.record(editor, 'messenger.delete', {
      receiver: receiver.name,
      jobId: job.id,
      status: job.status,
    });
    return job;
  }

  /** Job ids are UUIDs, so the job goes into the entry's details rather than its numeric subject id. */
  private record(editor: BackOfficeEditor, action: string, details: Record<string, unknown>): Promise<void> {
    return this.audit.record(
      { actorType: 'admin', actorId: editor.adminUserId, action, subjectType: 'job', ip: editor.ip, details },
      this.em.fork(),
    );
  }

  private async job(receiverName: string, jobId: string): Promise<Job> {
    const job = JOB_ID.test(jobId)
      ? await this.em.fork().findOne(Job, { id: jobId, type: receiverName })
      : null;
    if (!job) throw new DomainError('JOB_NOT_FOUND', `The receiver '${receiverName}' has no job '${jobId}'`);
    return job;
  }

  private async retryJobs(jobs: Job[]): Promise<RetryOutcome> {
    const outcome: RetryOutcome = { retried: [], skipped: 0 };
    const em = this.em.fork();
    for (const job of jobs) {
      if (
        job.dedupeKey &&
        (await em.count(Job, { dedupeKey: job.dedupeKey, status: { $in: ['queued', 'running'] } }))
      ) {
        outcome.skipped += 1;
        continue;
      }
      try {
        if (!(await this.store.resetFailed(em, job.id))) continue;
      } catch (error) {
        // The same work was queued between the check and the reset.
        if (!(error instanceof UniqueConstraintViolationException)) throw error;
        outcome.skipped += 1;
        continue;
      }
      const queued = await em.findOneOrFail(Job, { id: job.id }, { refresh: true });
      await this.queue.requeue(queued);
      outcome.retried.push(queued);
    }
    return outcome;
  }
}
