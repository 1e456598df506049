import { Injectable } from '@nestjs/common';
import type pg from 'pg';

export const IMPORT_RUN_KINDS = [
  'prices',
  'cross_references',
  'customer_prices_list',
  'cross_references_list',
  'company_master_data',
] as const;
export type ImportRunKind = (typeof IMPORT_RUN_KINDS)[number];
export const IMPORT_RUN_STATUSES = ['uploaded', 'queued', 'staging', 'applying', 'done', 'failed'] as const;
export type ImportRunStatus = (typeof IMPORT_RUN_STATUSES)[number];

export interface ImportRunRow {
  id: number;
  kind: ImportRunKind;
  source: 'upload' | 'erp' | 'company';
  fileName: string | null;
  companyId: number | null;
  status: ImportRunStatus;
  jobId: string | null;
  rowsRead: number;
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: number;
  checkpointLine: number;
  log: string[];
  error: string | null;
  files: string[];
  createdAt: Date;
  finishedAt: Date | null;
}

export interface RejectedRow {
  line: number;
  reason: string;
  content: string;
}

const RUN_COLUMNS = `id, kind, source, file_name as "fileName", company_id as "companyId", status, job_id as "jobId",
  rows_read as "rowsRead", inserted, updated, unchanged, rejected, checkpoint_line as "checkpointLine", log,
  error, files, created_at as "createdAt", finished_at as "finishedAt"`;

/** Log lines are kept short and few: the last ones tell what happened. */
const LOG_LINES_KEPT = 200;

/** The only writer of import runs and their refused rows; every method runs on the caller's connection. */
@Injectable()
export class ImportRunStore {
  async create(
    client: pg.ClientBase,
    run: {
      kind: ImportRunKind;
      source: ImportRunRow['source'];
      fileName?: string;
      companyId?: number;
      status: ImportRunStatus;
      createdBy?: number;
    },
  ): Promise<ImportRunRow> {
    const { rows } = await client.query<ImportRunRow>(
      `insert into import_run (kind, source, file_name, company_id, status, created_by, log)
       values ($1, $2, $3, $4, $5, $6, array[to_char(clock_timestamp() at time zone 'utc', 'HH24:MI:SS') || ' Created'])
       returning ${RUN_COLUMNS}`,
      [run.kind, run.source, run.fileName ?? null, run.companyId ?? null, run.status, run.createdBy ?? null],
    );
    return rows[0]!;
  }

  async get(client: pg.ClientBase, id: number): Promise<ImportRunRow | null> {
    const { rows } = await client.query<ImportRunRow>(`select ${RUN_COLUMNS} from import_run where id = $1`, [
      id,
    ]);
    return rows[0] ?? null;
  }

  async list(
    client: pg.ClientBase,
    query: { offset: number; limit: number; kind?: string; jobId?: string },
  ): Promise<{ rows: ImportRunRow[]; total: number }> {
    const where = `($1::text is null or kind = $1) and ($2::uuid is null or job_id = $2)`;
    const params = [query.kind ?? null, query.jobId ?? null];
    const { rows } = await client.query<ImportRunRow>(
      `select ${RUN_COLUMNS} from import_run where ${where} order by id desc limit $3 offset $4`,
      [...params, query.limit, query.offset],
    );
    const { rows: totals } = await client.query<{ total: number }>(
      `select count(*)::int as total from import_run where ${where}`,
      params,
    );
    return { rows, total: totals[0]?.total ?? 0 };
  }

  /** The runs a stopped worker left unfinished: each resumes from its checkpoint. */
  async unfinished(client: pg.ClientBase): Promise<ImportRunRow[]> {
    const { rows } = await client.query<ImportRunRow>(
      `select ${RUN_COLUMNS} from import_run where status in ('queued', 'staging', 'applying') order by id`,
    );
    return rows;
  }

  async update(
    client: pg.ClientBase,
    id: number,
    changes: { status?: ImportRunStatus; jobId?: string; files?: string[]; fileName?: string },
    logLine?: string,
  ): Promise<void> {
    await client.query(
      `update import_run set status = coalesce($2, status), job_id = coalesce($3::uuid, job_id),
              files = coalesce($4, files), file_name = coalesce($5, file_name),
              log = case when $6::text is null then log
                         else (log || (to_char(clock_timestamp() at time zone 'utc', 'HH24:MI:SS') || ' ' || $6::text))[greatest(1, cardinality(log) + 2 - ${LOG_LINES_KEPT}):]
                    end,
              finished_at = case when $2 in ('done', 'failed') then clock_timestamp() else finished_at end
       where id = $1`,
      [
        id,
        changes.status ?? null,
        changes.jobId ?? null,
        changes.files ?? null,
        changes.fileName ?? null,
        logLine ?? null,
      ],
    );
  }

  /** Counts one more attempt at the run; answers how many there have been. */
  async countAttempt(client: pg.ClientBase, id: number): Promise<number> {
    const { rows } = await client.query<{ attempts: number }>(
      'update import_run set attempts = attempts + 1 where id = $1 returning attempts',
      [id],
    );
    return rows[0]?.attempts ?? 0;
  }

  async checkpoint(
    client: pg.ClientBase,
    id: number,
    chunk: { line: number; read: number; rejected: number },
  ): Promise<void> {
    await client.query(
      `update import_run set checkpoint_line = $2, rows_read = rows_read + $3, rejected = rejected + $4
       where id = $1`,
      [id, chunk.line, chunk.read, chunk.rejected],
    );
  }

  async addRejected(client: pg.ClientBase, id: number, rows: RejectedRow[]): Promise<void> {
    if (rows.length === 0) return;
    await client.query(
      `insert into import_rejected_row (import_run_id, line, reason, content)
       select $1, * from unnest($2::int[], $3::text[], $4::text[])
       on conflict do nothing`,
      [id, rows.map((row) => row.line), rows.map((row) => row.reason), rows.map((row) => row.content)],
    );
  }

  /** Records the resolved rows that carry a reason as refused, removes them from the table; answers how many. */
  async rejectResolved(client: pg.ClientBase, id: number, resolvedTable: string): Promise<number> {
    const inserted = await client.query(
      `insert into import_rejected_row (import_run_id, line, reason, content)
       select $1, line, reason, content from ${resolvedTable} where reason is not null
       on conflict do nothing`,
      [id],
    );
    await client.query(`delete from ${resolvedTable} where reason is not null`);
    return inserted.rowCount ?? 0;
  }

  async finish(
    client: pg.ClientBase,
    id: number,
    counts: { inserted: number; updated: number; unchanged: number; rejected: number },
    applySeconds: string,
  ): Promise<void> {
    await client.query(
      `update import_run set inserted = $2, updated = $3, unchanged = $4, rejected = rejected + $5 where id = $1`,
      [id, counts.inserted, counts.updated, counts.unchanged, counts.rejected],
    );
    await this.update(
      client,
      id,
      { status: 'done' },
      `Done in ${applySeconds} s: ${counts.inserted} inserted, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.rejected} refused while applying`,
    );
  }

  /** Fails the run with a code and the message the back office shows; what was staged or refused goes. */
  async fail(client: pg.ClientBase, id: number, code: string, message: string): Promise<void> {
    await client.query('delete from import_price_row where import_run_id = $1', [id]);
    await client.query('delete from import_cross_reference_row where import_run_id = $1', [id]);
    await client.query('delete from import_rejected_row where import_run_id = $1', [id]);
    await client.query(
      `update import_run set error = $2, rows_read = 0, rejected = 0, checkpoint_line = 0 where id = $1`,
      [id, code],
    );
    await this.update(client, id, { status: 'failed' }, message);
  }

  async rejectedRows(
    client: pg.ClientBase,
    id: number,
    page: { offset: number; limit: number },
  ): Promise<{ rows: RejectedRow[]; total: number }> {
    const { rows } = await client.query<RejectedRow>(
      `select line, reason, content from import_rejected_row where import_run_id = $1 order by line
       limit $2 offset $3`,
      [id, page.limit, page.offset],
    );
    const { rows: totals } = await client.query<{ total: number }>(
      'select count(*)::int as total from import_rejected_row where import_run_id = $1',
      [id],
    );
    return { rows, total: totals[0]?.total ?? 0 };
  }
}
