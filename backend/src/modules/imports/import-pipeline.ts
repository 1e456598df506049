import { Injectable } from '@nestjs/common';
import { Inject } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { createBulkWriter, type Row } from '../../database/seeders/bulk-writer';
import { CatalogueImportService, type AppliedCounts } from '../catalogue/catalogue-import.service';
import { CustomerPriceImportService } from '../shop-config/customer-price-import.service';
import { ImportFileError, readImportFile } from './import-file';
import {
  ImportReferencesReadModel,
  RESOLVED_CROSS_REFERENCE_ROWS,
  RESOLVED_PRICE_ROWS,
} from './import-references.read-model';
import { ROW_FORMATS, type ImportKind } from './import-rows';
import { ImportRunStore, type ImportRunRow } from './import-run.store';
import { JobInterruptedError } from '../../jobs/job-queue';

/** Rows staged and committed together with their checkpoint. */
export const STAGING_CHUNK_ROWS = 20_000;

/** Memory for each hash of the applying transaction: a million staged rows fit. */
const APPLY_WORK_MEM = '256MB';

/** The advisory-lock namespace of import runs: one worker at a time works on a run. */
const RUN_LOCK_NAMESPACE = 15_001;

function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1);
}

export class ImportRunBusyError extends Error {
  constructor(runId: number) {
    super(`Import ${runId} is being processed by another worker`);
  }
}

type PgConnection = pg.ClientBase;

interface KnexPool {
  acquireConnection(): Promise<PgConnection>;
  releaseConnection(connection: PgConnection): Promise<void>;
}

export function importRunDirectory(config: AppConfig, runId: number): string {
  return join(config.imports.workDir, String(runId));
}

/**
 * Runs one price or cross-reference import: the file is streamed into staging chunk by chunk, each chunk
 * committed with its checkpoint (the last file line staged), then applied in one transaction by the owners of
 * the tables. Whatever stopped a run (a killed worker, a lost connection) it resumes where its status says:
 * staging goes on after the checkpoint, applying starts again from the staged rows; so no row is lost or
 * doubled. A file-level problem fails the run with a clear message and removes what was staged.
 */
@Injectable()
export class ImportPipeline {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly runs: ImportRunStore,
    private readonly references: ImportReferencesReadModel,
    private readonly catalogue: CatalogueImportService,
    private readonly customerPrices: CustomerPriceImportService,
  ) {}

  async run(
    runId: number,
    onProgress: (percent: number) => Promise<void> = async () => undefined,
    stopping?: AbortSignal,
  ): Promise<ImportRunRow> {
    const pool = this.em.getKnex().client as KnexPool;
    const client = await pool.acquireConnection();
    try {
      const { rows } = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1, $2) as locked',
        [RUN_LOCK_NAMESPACE, runId],
      );
      if (!rows[0]?.locked) throw new ImportRunBusyError(runId);
      try {
        return await this.runLocked(client, runId, onProgress, stopping);
      } finally {
        await client.query('select pg_advisory_unlock($1, $2)', [RUN_LOCK_NAMESPACE, runId]);
      }
    } finally {
      await pool.releaseConnection(client);
    }
  }

  private async runLocked(
    client: PgConnection,
    runId: number,
    onProgress: (percent: number) => Promise<void>,
    stopping?: AbortSignal,
  ): Promise<ImportRunRow> {
    let run = await this.runs.get(client, runId);
    if (!run) throw new Error(`No import run ${runId}`);
    if (run.status === 'done' || run.status === 'failed') return run;
    if (run.kind !== 'prices' && run.kind !== 'cross_references')
      throw new Error(`Run ${runId} is no import`);
    const kind: ImportKind = run.kind;
    try {
      if (run.status !== 'applying') {
        const started = performance.now();
        await this.stage(client, run, kind, onProgress, stopping);
        await this.runs.update(
          client,
          runId,
          { status: 'applying' },
          `The file is read (${seconds(started)} s); applying the changes`,
        );
      }
      await onProgress(90);
      const started = performance.now();
      await this.apply(client, runId, kind, started);
    } catch (error) {
      if (!(error instanceof ImportFileError)) throw error;
      await client.query('rollback').catch(() => undefined);
      await this.runs.fail(client, runId, error.problem, error.message);
    }
    run = (await this.runs.get(client, runId))!;
    return run;
  }

  private async stage(
    client: PgConnection,
    run: ImportRunRow,
    kind: ImportKind,
    onProgress: (percent: number) => Promise<void>,
    stopping?: AbortSignal,
  ): Promise<void> {
    const format = ROW_FORMATS[kind];
    const writer = createBulkWriter(client, { supportsCopy: this.config.database.mode === 'server' });
    const resumedAfter = run.checkpointLine;
    await this.runs.update(
      client,
      run.id,
      { status: 'staging' },
      resumedAfter > 0 ? `Resuming after line ${resumedAfter}` : 'Reading the file',
    );
    const path = join(importRunDirectory(this.config, run.id), run.fileName ?? '');
    let columns: ReturnType<typeof format.columnsOf> | undefined;
    let staged: Row[] = [];
    let rejected: { line: number; reason: string; content: string }[] = [];
    let lastLine = resumedAfter;
    let chunks = 0;
    const commit = async (chunk: { staged: Row[]; rejected: typeof rejected; lastLine: number }) => {
      await client.query('begin');
      await writer.write(format.staging, chunk.staged);
      await this.runs.addRejected(client, run.id, chunk.rejected);
      await this.runs.checkpoint(client, run.id, {
        line: chunk.lastLine,
        read: chunk.staged.length + chunk.rejected.length,
        rejected: chunk.rejected.length,
      });
      await client.query('commit');
      chunks += 1;
      // Without a row count up front, progress creeps towards 90 % as chunks commit.
      await onProgress(Math.min(89, 90 - 90 / (1 + chunks / 5)));
    };
    // A chunk is committed while the next one is parsed: PostgreSQL and this process work side by side.
    let committing: Promise<void> | undefined;
    const commitInBackground = async () => {
      await committing;
      if (staged.length === 0 && rejected.length === 0) return;
      committing = commit({ staged, rejected, lastLine });
      // Awaited before the next chunk or at the end; this only keeps a failure from counting as unhandled.
      committing.catch(() => undefined);
      staged = [];
      rejected = [];
    };
    try {
      for await (const batch of readImportFile(path)) {
        for (const row of batch) {
          if (!columns) {
            columns = format.columnsOf(row.cells);
            continue;
          }
          if (row.line <= resumedAfter) continue;
          const parsed = format.parse(row, columns, run.id);
          if ('values' in parsed) staged.push(parsed.values);
          else rejected.push({ line: row.line, reason: parsed.reason, content: row.content });
          lastLine = row.line;
        }
        if (staged.length + rejected.length >= STAGING_CHUNK_ROWS) {
          await commitInBackground();
          // A stopping worker ends with the chunk just committed with its checkpoint: the next one resumes there.
          if (stopping?.aborted) {
            await committing;
            throw new JobInterruptedError(`after line ${lastLine}`);
          }
        }
      }
      await commitInBackground();
      await committing;
    } finally {
      // Whatever stopped the reading, the chunk under way ends before the connection is used for anything else.
      await committing?.catch(() => undefined);
    }
  }

  private async apply(client: PgConnection, runId: number, kind: ImportKind, started: number): Promise<void> {
    await client.query('begin');
    try {
      // The file's rows are grouped and joined by hashing; with the default 4 MB each hash spills to disk.
      await client.query(`set local work_mem = '${APPLY_WORK_MEM}'`);
      let counts: AppliedCounts;
      let resolved: string;
      if (kind === 'prices') {
        await this.references.resolvePriceRows(client, runId);
        resolved = RESOLVED_PRICE_ROWS;
      } else {
        await this.references.resolveCrossReferenceRows(client, runId);
        resolved = RESOLVED_CROSS_REFERENCE_ROWS;
      }
      const refused = await this.runs.rejectResolved(client, runId, resolved);
      if (kind === 'prices') {
        const listed = await this.catalogue.applyImportedPrices(client, resolved);
        const agreed = await this.customerPrices.applyImportedCustomerPrices(client, resolved);
        counts = {
          inserted: listed.inserted + agreed.inserted,
          updated: listed.updated + agreed.updated,
          unchanged: listed.unchanged + agreed.unchanged,
        };
      } else {
        counts = await this.catalogue.applyImportedCrossReferences(client, resolved);
      }
      await this.runs.finish(client, runId, { ...counts, rejected: refused }, seconds(started));
      await client.query(`delete from ${ROW_FORMATS[kind].staging.name} where import_run_id = $1`, [runId]);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
  }
}
