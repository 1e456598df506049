import { readFile, realpath } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, RequestContext, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { CronExpressionParser } from 'cron-parser';
import { DomainError } from '../../common/errors/domain-error';
import { outboundRefusal } from '../../common/http/outbound-destination';
import { csvCell } from '../../common/text/csv-cell';
import { type AdminListRequest, filterValue, likeEscape } from '../../common/http/admin-list-query';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { joinSql, queryRows, sql, trusted, type SqlQuery } from '../../database/sql';
import { JOB_QUEUE, type JobQueue } from '../../jobs/job-queue';
import { AuditService, type BackOfficeEditor } from '../audit/audit.service';
import { ProductImportService, type ImportVocabulary } from '../catalogue/product-import.service';
import type {
  ClassificationStoreAttributeDto,
  ConnectionDto,
  CronCheckDto,
  ImporterRunDto,
  ImporterConfigDto,
  ImporterConfigInputDto,
  ImportTargetDto,
  PreviewDto,
  PreviewRowResultDto,
  ImporterRejectedRowDto,
  UnitDataDto,
} from './dto/importer.dto';
import { columnName, fileRefused, readRows, readTable } from './import-file-reader';
import { importTargets, isKnownTarget, mapRow } from './importer-targets';
import {
  IMPORTER_LIMITS,
  type ColumnMapping,
  type ImportFormat,
  type ImportSource,
  type RunStatus,
} from './importer.types';
import { resultType, TransformationError } from './transformations';

export const IMPORT_RUN_JOB = 'importer.run';
export const CONFIG_SORTS = ['id', 'name', 'updatedAt'] as const;
export const RUN_SORTS = ['id', 'createdAt', 'status'] as const;
type ConfigSort = (typeof CONFIG_SORTS)[number];
type RunSort = (typeof RUN_SORTS)[number];

export type FilePurpose = 'preview' | 'import';

const configNotFound = (id: number) =>
  new DomainError('NOT_FOUND', `No importer configuration has the id ${id}`);
const runNotFound = (id: number) => new DomainError('NOT_FOUND', `No import run has the id ${id}`);
const invalid = (field: string, message: string) =>
  new DomainError('VALIDATION_FAILED', message, [{ field, reason: message }]);

const CONFIG_COLUMNS = trusted(`c.id, c.name, c.description, c.source, c.format, c.mappings, c.cron, c.active,
  (select f.file_name from importer_file f where f.config_id = c.id and f.purpose = 'preview') as "previewFileName",
  (select f.file_name from importer_file f where f.config_id = c.id and f.purpose = 'import') as "importFileName",
  (select r.status from importer_run r where r.config_id = c.id order by r.id desc limit 1) as "lastRunStatus",
  c.created_at as "createdAt", c.updated_at as "updatedAt"`);

const RUN_COLUMNS = trusted(`r.id, r.config_id as "configId", c.name as "configName", r.status, r.trigger,
  r.total, r.processed, r.created, r.updated, r.unchanged, r.rejected, r.message,
  case when r.status in ('finished') then 100
       when coalesce(r.total, 0) = 0 then 0
       else least(99, floor(100.0 * r.processed / r.total))::int end as percent,
  r.created_at as "createdAt", r.started_at as "startedAt", r.finished_at as "finishedAt"`);

/** A unique index refused the write (hand-written statements report PostgreSQL's code, not the ORM's class). */
function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof UniqueConstraintViolationException ||
    (error as { code?: string } | null)?.code === '23505'
  );
}

/** Checks a cron expression (five fields, minute to weekday) and tells its next runs. */
export function checkCron(expression: string, now = new Date()): CronCheckDto {
  const text = expression.trim();
  if (text.split(/\s+/).length !== 5) {
    return {
      valid: false,
      message:
        'A cron expression has five fields: minute hour day-of-month month day-of-week, e.g. 0 3 * * *',
      nextRuns: [],
    };
  }
  try {
    const interval = CronExpressionParser.parse(text, { currentDate: now, tz: 'UTC', strict: false });
    const nextRuns = Array.from({ length: 3 }, () => interval.next().toDate().toISOString());
    return { valid: true, message: null, nextRuns };
  } catch (error) {
    return {
      valid: false,
      message: `The cron expression is not valid: ${(error as Error).message}`,
      nextRuns: [],
    };
  }
}

/**
 * The data importer (back-office spec §7): configurations, their files, previews of the mapping, and runs. The
 * only writer of `importer_config`, `importer_file`, `importer_run` and `importer_rejected_row`. Products are written
 * through the catalogue's ProductImportService, one product per transaction, so every product a run wrote is in
 * the shop and its search as soon as that row commits. A run keeps its truth here (status, counts, checkpoint);
 * its job carries the run id only, and resumes after the last checkpoint when it is run again.
 */
@Injectable()
export class ImporterService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly products: ProductImportService,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get dropFolder(): string {
    return join(this.config.dataDir, 'importer-drop');
  }

  // ---- configurations

  async list(request: AdminListRequest<ConfigSort>): Promise<{ rows: ImporterConfigDto[]; total: number }> {
    const conditions: SqlQuery[] = [];
    const q = filterValue.text(request.filter, 'q');
    if (q) conditions.push(sql`c.name ilike ${`%${likeEscape(q)}%`}`);
    const ids = filterValue.integers(request.filter, 'id');
    if (ids) conditions.push(ids.length ? sql`c.id = any(${ids}::int[])` : trusted('false'));
    const where = conditions.length ? sql`where ${joinSql(conditions, ' and ')}` : trusted('');
    const [{ total }] = (await queryRows<{ total: number }>(
      this.em,
      sql`select count(*)::int as total from importer_config c ${where}`,
    )) as [{ total: number }];
    const column = { id: 'c.id', name: 'lower(c.name)', updatedAt: 'c.updated_at' }[request.sortField];
    const rows = await queryRows<ImporterConfigDto>(
      this.em,
      sql`select ${CONFIG_COLUMNS} from importer_config c ${where}
          order by ${trusted(`${column} ${request.sortOrder}, c.id ${request.sortOrder}`)}
          limit ${request.limit} offset ${request.offset}`,
    );
    return { rows, total };
  }

  async get(id: number, em: EntityManager = this.em): Promise<ImporterConfigDto> {
    const [row] = await queryRows<ImporterConfigDto>(
      em,
      sql`select ${CONFIG_COLUMNS} from importer_config c where c.id = ${id}`,
    );
    if (!row) throw configNotFound(id);
    return row;
  }

  async create(input: ImporterConfigInputDto, editor: BackOfficeEditor): Promise<ImporterConfigDto> {
    const clean = this.checked(input);
    return this.writing(clean.name, async (em) => {
      const [row] = (await queryRows<{ id: number }>(
        em,
        sql`insert into importer_config (name, description, source, format, mappings, cron, active)
            values (${clean.name}, ${clean.description}, ${JSON.stringify(clean.source)}::jsonb,
                    ${JSON.stringify(clean.format)}::jsonb, ${JSON.stringify(clean.mappings)}::jsonb,
                    ${clean.cron}, ${clean.active})
            returning id`,
      )) as [{ id: number }];
      await this.record(em, editor, 'importer.config.created', row.id, { name: clean.name });
      return this.get(row.id, em);
    });
  }

  async update(
    id: number,
    input: ImporterConfigInputDto,
    editor: BackOfficeEditor,
  ): Promise<ImporterConfigDto> {
    const clean = this.checked(input);
    return this.writing(clean.name, async (em) => {
      const changed = await queryRows(
        em,
        sql`update importer_config set name = ${clean.name}, description = ${clean.description},
                   source = ${JSON.stringify(clean.source)}::jsonb, format = ${JSON.stringify(clean.format)}::jsonb,
                   mappings = ${JSON.stringify(clean.mappings)}::jsonb, cron = ${clean.cron},
                   active = ${clean.active}, updated_at = now(),
                   last_scheduled_at = case when cron is distinct from ${clean.cron} then null else last_scheduled_at end
            where id = ${id} returning id`,
      );
      if (changed.length === 0) throw configNotFound(id);
      await this.record(em, editor, 'importer.config.updated', id, { name: clean.name });
      return this.get(id, em);
    });
  }

  /** A copy named "<name> (copy)", with its preview file but without its runs. */
  async clone(id: number, editor: BackOfficeEditor): Promise<ImporterConfigDto> {
    const original = await this.get(id);
    let name = `${original.name} (copy)`.slice(0, 100);
    for (let attempt = 2; await this.nameTaken(name); attempt++) {
      name = `${original.name} (copy ${attempt})`.slice(0, 100);
    }
    return this.writing(name, async (em) => {
      const [row] = (await queryRows<{ id: number }>(
        em,
        sql`insert into importer_config (name, description, source, format, mappings, cron, active)
            select ${name}, description, source, format, mappings, cron, false from importer_config where id = ${id}
            returning id`,
      )) as [{ id: number }];
      await queryRows(
        em,
        sql`insert into importer_file (config_id, purpose, file_name, size, content)
            select ${row.id}, purpose, file_name, size, content from importer_file where config_id = ${id}`,
      );
      await this.record(em, editor, 'importer.config.cloned', row.id, { from: id, name });
      return this.get(row.id, em);
    });
  }

  async delete(id: number, editor: BackOfficeEditor): Promise<{ id: number }> {
    await this.em.transactional(async (em) => {
      const config = await this.get(id, em);
      const active = await queryRows(
        em,
        sql`select 1 from importer_run where config_id = ${id} and status in ('queued', 'running', 'cancelling')`,
      );
      if (active.length > 0) {
        throw new DomainError('CONFLICT', 'An import of this configuration is running; cancel it first');
      }
      await queryRows(em, sql`delete from importer_config where id = ${id}`);
      await this.record(em, editor, 'importer.config.deleted', id, { name: config.name });
    });
    return { id };
  }

  // ---- files and previews

  /**
   * Stores an uploaded file as the configuration's preview sample or import file, after reading it through with
   * the configuration's format: a file that breaks a limit or is not of its format is refused and not stored.
   */
  async storeFile(
    id: number,
    purpose: FilePurpose,
    file: { originalname: string; buffer: Buffer } | undefined,
    editor: BackOfficeEditor,
  ): Promise<ImporterConfigDto> {
    if (!file || file.buffer.length === 0) throw fileRefused('Choose a file to upload', 'missing');
    const config = await this.get(id);
    const format = this.formatOf(config.format);
    for await (const row of readRows(file.buffer, format)) void row;
    const fileName = file.originalname.replace(/[^\p{L}\p{N} ._-]/gu, '_').slice(0, 200) || 'file';
    await this.em.transactional(async (em) => {
      await queryRows(
        em,
        sql`insert into importer_file (config_id, purpose, file_name, size, content)
            values (${id}, ${purpose}, ${fileName}, ${file.buffer.length}, ${file.buffer})
            on conflict (config_id, purpose) do update
              set file_name = excluded.file_name, size = excluded.size, content = excluded.content,
                  uploaded_at = now()`,
      );
      await this.record(em, editor, `importer.file.${purpose}-uploaded`, id, {
        fileName,
        size: file.buffer.length,
      });
    });
    return this.get(id);
  }

  /** The spec's copy-preview: the configuration's source file (uploaded, drop folder or HTTP) becomes the sample. */
  async copyPreview(id: number, editor: BackOfficeEditor): Promise<ImporterConfigDto> {
    const config = await this.get(id);
    const { content, fileName } = await this.sourceFile(config);
    return this.storeFile(id, 'preview', { originalname: fileName, buffer: content }, editor);
  }

  async hasFile(id: number, purpose: FilePurpose): Promise<string | null> {
    const config = await this.get(id);
    return purpose === 'preview' ? config.previewFileName : config.importFileName;
  }

  async preview(id: number, format?: ImportFormat): Promise<PreviewDto> {
    const config = await this.get(id);
    const file = await this.storedFile(id, 'preview');
    if (!file) {
      throw invalid('file', 'Upload a sample file first (upload-preview); the preview shows its first rows');
    }
    const table = await readTable(file.content, this.formatOf(format ?? config.format), {
      maxRows: IMPORTER_LIMITS.previewRows,
    });
    return {
      fileName: file.fileName,
      headers: table.headers,
      rows: table.rows.map((row) => table.headers.map((_, index) => row.cells[index] ?? '')),
      lines: table.rows.map((row) => row.line),
    };
  }

  /** The preview rows after the mappings' transformations, with each value's type and any refusal. */
  async transformationResult(
    id: number,
    mappings: ColumnMapping[] | undefined,
    format?: ImportFormat,
    rowIndex?: number,
  ): Promise<PreviewRowResultDto[]> {
    const config = await this.get(id);
    const effective = mappings ?? config.mappings;
    this.checkMappings(effective);
    const preview = await this.preview(id, format);
    const rows = rowIndex === undefined ? preview.rows : preview.rows.slice(rowIndex, rowIndex + 1);
    const lines = rowIndex === undefined ? preview.lines : preview.lines.slice(rowIndex, rowIndex + 1);
    return rows.map((cells, index) => {
      const line = lines[index]!;
      try {
        const { values } = mapRow(preview.headers, cells, effective);
        return {
          line,
          values,
          types: Object.fromEntries(Object.entries(values).map(([key, value]) => [key, resultType(value)])),
          error: null,
        };
      } catch (error) {
        if (!(error instanceof TransformationError)) throw error;
        return { line, values: {}, types: {}, error: error.message };
      }
    });
  }

  // ---- what can be mapped

  async targets(): Promise<ImportTargetDto[]> {
    const vocabulary = await this.products.vocabulary();
    return importTargets(
      vocabulary.options.families.flatMap((family) => family.attributes.map((attribute) => attribute.code)),
      vocabulary.options.stores.map((store) => store.code),
      vocabulary.options.units.map((unit) => unit.identifier),
    ).map((target) => ({ ...target, label: target.key }));
  }

  async attributeDefinitions(familyCode?: string): Promise<ClassificationStoreAttributeDto[]> {
    const families = await this.products.families();
    return families
      .filter((family) => !familyCode || family.code === familyCode)
      .flatMap((family) =>
        family.attributes.map((attribute) => ({
          family: family.code,
          code: attribute.code,
          dataType: attribute.dataType,
          unit: attribute.unit,
          labels: attribute.labels,
        })),
      );
  }

  async units(): Promise<UnitDataDto[]> {
    return (await this.products.vocabulary()).options.units;
  }

  async connections(): Promise<ConnectionDto[]> {
    return [
      { id: 'upload', type: 'upload', label: 'Uploaded file' },
      { id: 'folder', type: 'folder', label: `Drop folder (${this.dropFolder})` },
      { id: 'http', type: 'http', label: 'HTTP address' },
    ];
  }

  // ---- runs

  async runs(request: AdminListRequest<RunSort>): Promise<{ rows: ImporterRunDto[]; total: number }> {
    const conditions: SqlQuery[] = [];
    const configId = filterValue.integer(request.filter, 'configId');
    if (configId !== undefined) conditions.push(sql`r.config_id = ${configId}`);
    const status = filterValue.text(request.filter, 'status');
    if (status) conditions.push(sql`r.status = ${status}`);
    const where = conditions.length ? sql`where ${joinSql(conditions, ' and ')}` : trusted('');
    const [{ total }] = (await queryRows<{ total: number }>(
      this.em,
      sql`select count(*)::int as total from importer_run r ${where}`,
    )) as [{ total: number }];
    const column = { id: 'r.id', createdAt: 'r.created_at', status: 'r.status' }[request.sortField];
    const rows = await queryRows<ImporterRunDto>(
      this.em,
      sql`select ${RUN_COLUMNS} from importer_run r join importer_config c on c.id = r.config_id ${where}
          order by ${trusted(`${column} ${request.sortOrder}, r.id ${request.sortOrder}`)}
          limit ${request.limit} offset ${request.offset}`,
    );
    return { rows, total };
  }

  async run(runId: number, em: EntityManager = this.em): Promise<ImporterRunDto> {
    const [row] = await queryRows<ImporterRunDto>(
      em,
      sql`select ${RUN_COLUMNS} from importer_run r join importer_config c on c.id = r.config_id where r.id = ${runId}`,
    );
    if (!row) throw runNotFound(runId);
    return row;
  }

  /** The configuration's latest run: the spec's check-import-progress. */
  async latestRun(configId: number): Promise<ImporterRunDto | null> {
    await this.get(configId);
    const [row] = await queryRows<{ id: number }>(
      this.em,
      sql`select id from importer_run where config_id = ${configId} order by id desc limit 1`,
    );
    return row ? this.run(row.id) : null;
  }

  async rejectedRows(
    runId: number,
    offset: number,
    limit: number,
  ): Promise<{ rows: ImporterRejectedRowDto[]; total: number }> {
    await this.run(runId);
    const [{ total }] = (await queryRows<{ total: number }>(
      this.em,
      sql`select count(*)::int as total from importer_rejected_row where run_id = ${runId}`,
    )) as [{ total: number }];
    const rows = await queryRows<ImporterRejectedRowDto>(
      this.em,
      sql`select run_id || '-' || line as id, line, reason, data from importer_rejected_row
          where run_id = ${runId} order by line limit ${limit} offset ${offset}`,
    );
    return { rows, total };
  }

  /**
   * The run's refused rows as a CSV file to correct and upload again: line and reason, then the row's own columns
   * in the file's order. Formula-prefixed values are escaped, so the spreadsheet shows them as they were typed.
   */
  async rejectedRowsCsv(runId: number): Promise<string> {
    const { rows } = await this.rejectedRows(runId, 0, IMPORTER_LIMITS.rowsMax);
    const columns = [...new Set(rows.flatMap((row) => Object.keys(row.data)))];
    const line = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;
    return `\uFEFF${line(['line', 'reason', ...columns])}${rows
      .map((row) => line([String(row.line), row.reason, ...columns.map((column) => row.data[column] ?? '')]))
      .join('')}`;
  }

  /** Queues a run of the configuration; refused while another of its runs is queued or running. */
  async startRun(
    configId: number,
    editor: BackOfficeEditor | null,
    trigger: 'manual' | 'schedule' = 'manual',
  ): Promise<ImporterRunDto> {
    const config = await this.get(configId);
    if (config.mappings.length === 0)
      throw invalid('mappings', 'Map the columns first: the configuration has no mappings');
    if (!config.mappings.some((mapping) => mapping.target === 'sku')) {
      throw invalid('mappings', 'Map a column to the SKU: every imported row needs one');
    }
    if (config.source.type === 'upload' && !config.importFileName) {
      throw invalid('file', 'Upload the file to import first (upload-import-file)');
    }
    let runId: number;
    try {
      runId = await this.em.transactional(async (em) => {
        const [row] = (await queryRows<{ id: number }>(
          em,
          sql`insert into importer_run (config_id, trigger, admin_user_id)
              values (${configId}, ${trigger}, ${editor?.adminUserId ?? null}) returning id`,
        )) as [{ id: number }];
        if (editor) await this.record(em, editor, 'importer.run.started', configId, { runId: row.id });
        return row.id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new DomainError('CONFLICT', `An import of '${config.name}' is already queued or running`);
      }
      throw error;
    }
    const job = await this.jobs.enqueue(
      IMPORT_RUN_JOB,
      { runId },
      { dedupeKey: `${IMPORT_RUN_JOB}:${runId}` },
    );
    await queryRows(this.em, sql`update importer_run set job_id = ${job.id} where id = ${runId}`);
    return this.run(runId);
  }

  /** Asks the run to stop: a queued run is cancelled at once, a running one after its current chunk. */
  async cancelRun(runId: number, editor: BackOfficeEditor): Promise<ImporterRunDto> {
    await this.em.transactional(async (em) => {
      const [run] = await queryRows<{ status: RunStatus; config_id: number }>(
        em,
        sql`select status, config_id from importer_run where id = ${runId} for update`,
      );
      if (!run) throw runNotFound(runId);
      if (!['queued', 'running'].includes(run.status)) {
        if (run.status === 'cancelling') return;
        throw new DomainError(
          'CONFLICT',
          `The import has already ended (${run.status}); there is nothing to cancel`,
        );
      }
      const next = run.status === 'queued' ? 'cancelled' : 'cancelling';
      await queryRows(
        em,
        sql`update importer_run set status = ${next},
                   finished_at = case when ${next} = 'cancelled' then now() else finished_at end
            where id = ${runId}`,
      );
      await this.record(em, editor, 'importer.run.cancelled', run.config_id, { runId });
    });
    return this.run(runId);
  }

  /** The spec's cancel-execution names the configuration: cancels its active run. */
  async cancelActive(configId: number, editor: BackOfficeEditor): Promise<ImporterRunDto> {
    await this.get(configId);
    const [row] = await queryRows<{ id: number }>(
      this.em,
      sql`select id from importer_run where config_id = ${configId} and status in ('queued', 'running', 'cancelling')`,
    );
    if (!row) throw new DomainError('CONFLICT', 'No import of this configuration is running');
    return this.cancelRun(row.id, editor);
  }

  /**
   * The job: reads the configuration's file and writes its rows in chunks, saving counts and the checkpoint after
   * each chunk and stopping when the run was cancelled. Run again (a retry, a crashed worker), it goes on after
   * the checkpoint; a finished or cancelled run is left alone.
   */
  async execute(em: EntityManager, runId: number): Promise<Record<string, unknown>> {
    return RequestContext.create(em, () => this.executeInContext(em, runId));
  }

  private async executeInContext(em: EntityManager, runId: number): Promise<Record<string, unknown>> {
    const [run] = await queryRows<{
      status: RunStatus;
      config_id: number;
      checkpoint: number;
      admin_user_id: number | null;
      created: number;
      updated: number;
      unchanged: number;
      rejected: number;
    }>(em, sql`select * from importer_run where id = ${runId}`);
    if (!run) return { skipped: 'no such run' };
    if (run.status === 'cancelling') {
      await this.setStatus(em, runId, 'cancelled');
      return { status: 'cancelled' };
    }
    if (!['queued', 'running'].includes(run.status)) return { status: run.status };
    await queryRows(
      em,
      sql`update importer_run set status = 'running', started_at = coalesce(started_at, now()) where id = ${runId}`,
    );
    const config = await this.get(run.config_id, em);
    const editor: BackOfficeEditor = { adminUserId: run.admin_user_id ?? 0, ip: 'importer' };
    const counts = {
      created: run.created,
      updated: run.updated,
      unchanged: run.unchanged,
      rejected: run.rejected,
    };
    let done = run.checkpoint;
    try {
      const { content } = await this.sourceFile(config, em);
      const format = this.formatOf(config.format);
      let total = 0;
      for await (const row of readRows(content, format)) if (row) total++;
      if (format.headerRow !== false) total = Math.max(0, total - 1);
      await queryRows(em, sql`update importer_run set total = ${total} where id = ${runId}`);
      const vocabulary = await this.products.vocabulary();
      let headers: string[] | undefined;
      let index = 0;
      let chunk = 0;
      for await (const row of readRows(content, format)) {
        if (headers === undefined && format.headerRow !== false) {
          headers = row.cells.map((cell) => cell.trim());
          continue;
        }
        headers ??= Array.from({ length: row.cells.length }, (_, column) => columnName(column));
        index++;
        if (index <= done) continue;
        await this.importRow(em, runId, headers, row, config.mappings, vocabulary, editor, counts);
        done = index;
        if (++chunk >= IMPORTER_LIMITS.chunkRows) {
          chunk = 0;
          if (await this.checkpoint(em, runId, done, counts)) {
            await this.setStatus(em, runId, 'cancelled');
            return { status: 'cancelled', ...counts };
          }
        }
      }
      if (await this.checkpoint(em, runId, done, counts)) {
        await this.setStatus(em, runId, 'cancelled');
        return { status: 'cancelled', ...counts };
      }
      await this.setStatus(em, runId, 'finished');
      return { status: 'finished', ...counts };
    } catch (error) {
      await this.checkpoint(em, runId, done, counts);
      const message =
        error instanceof DomainError ? error.message : `The import stopped: ${(error as Error).message}`;
      await queryRows(em, sql`update importer_run set message = ${message} where id = ${runId}`);
      await this.setStatus(em, runId, 'failed');
      return { status: 'failed', message };
    }
  }

  /** Starts the runs whose schedule came due since they were last scheduled; one claim per due time. */
  async startDueRuns(now = new Date()): Promise<number[]> {
    const configs = await queryRows<{
      id: number;
      cron: string;
      last_scheduled_at: Date | null;
      created_at: Date;
    }>(
      this.em,
      sql`select id, cron, last_scheduled_at, created_at from importer_config where active and cron is not null`,
    );
    const started: number[] = [];
    for (const config of configs) {
      if (!checkCron(config.cron).valid) continue;
      const since = config.last_scheduled_at ?? config.created_at;
      const previous = CronExpressionParser.parse(config.cron, { currentDate: now, tz: 'UTC' })
        .prev()
        .toDate();
      if (previous <= since) continue;
      const claimed = await queryRows(
        this.em,
        sql`update importer_config set last_scheduled_at = ${now}
            where id = ${config.id} and last_scheduled_at is not distinct from ${config.last_scheduled_at}
            returning id`,
      );
      if (claimed.length === 0) continue;
      try {
        started.push((await this.startRun(config.id, null, 'schedule')).id);
      } catch (error) {
        // A run still going or a configuration not ready: the next due time tries again.
        if (!(error instanceof DomainError)) throw error;
      }
    }
    return started;
  }

  // ---- helpers

  private async importRow(
    em: EntityManager,
    runId: number,
    headers: string[],
    row: { line: number; cells: string[] },
    mappings: ColumnMapping[],
    vocabulary: ImportVocabulary,
    editor: BackOfficeEditor,
    counts: { created: number; updated: number; unchanged: number; rejected: number },
  ): Promise<void> {
    try {
      const { patch } = mapRow(headers, row.cells, mappings);
      const { outcome } = await this.products.upsert(patch, vocabulary, editor);
      counts[outcome]++;
    } catch (error) {
      if (!(error instanceof TransformationError) && !(error instanceof DomainError)) throw error;
      const data = Object.fromEntries(headers.map((header, index) => [header, row.cells[index] ?? '']));
      const added = await queryRows(
        em,
        sql`insert into importer_rejected_row (run_id, line, reason, data)
            values (${runId}, ${row.line}, ${error.message.slice(0, 2000)}, ${JSON.stringify(data)}::json)
            on conflict do nothing returning line`,
      );
      if (added.length > 0) counts.rejected++;
    }
  }

  /** Saves counts and checkpoint; answers whether the run was asked to stop. */
  private async checkpoint(
    em: EntityManager,
    runId: number,
    done: number,
    counts: { created: number; updated: number; unchanged: number; rejected: number },
  ): Promise<boolean> {
    const [row] = await queryRows<{ status: RunStatus }>(
      em,
      sql`update importer_run set checkpoint = ${done}, processed = ${done}, created = ${counts.created},
                 updated = ${counts.updated}, unchanged = ${counts.unchanged}, rejected = ${counts.rejected}
          where id = ${runId} returning status`,
    );
    return row?.status === 'cancelling' || row?.status === 'cancelled';
  }

  private async setStatus(em: EntityManager, runId: number, status: RunStatus): Promise<void> {
    await queryRows(
      em,
      sql`update importer_run set status = ${status}, finished_at = now() where id = ${runId}`,
    );
  }

  private async storedFile(
    id: number,
    purpose: FilePurpose,
    em: EntityManager = this.em,
  ): Promise<{ fileName: string; content: Buffer } | undefined> {
    const [row] = await queryRows<{ file_name: string; content: Buffer }>(
      em,
      sql`select file_name, content from importer_file where config_id = ${id} and purpose = ${purpose}`,
    );
    return row ? { fileName: row.file_name, content: row.content } : undefined;
  }

  /** The configuration's file: the uploaded import file, a file of the drop folder or an HTTP address's answer. */
  private async sourceFile(
    config: ImporterConfigDto,
    em: EntityManager = this.em,
  ): Promise<{ fileName: string; content: Buffer }> {
    const source = config.source as ImportSource;
    if (source.type === 'upload') {
      const file = await this.storedFile(config.id, 'import', em);
      if (!file) throw invalid('file', 'Upload the file to import first (upload-import-file)');
      return file;
    }
    if (source.type === 'folder') return this.dropFolderFile(source.fileName ?? '');
    return this.fetchHttp(source.url ?? '');
  }

  private async dropFolderFile(fileName: string): Promise<{ fileName: string; content: Buffer }> {
    if (!/^[A-Za-z0-9][A-Za-z0-9 ._-]{0,120}$/.test(fileName) || fileName.includes('..')) {
      throw invalid('source.fileName', 'The drop folder file must be a plain file name, e.g. supplier.xlsx');
    }
    const folder = resolve(this.dropFolder);
    let path: string;
    try {
      path = await realpath(join(folder, fileName));
    } catch {
      throw invalid('source.fileName', `The drop folder has no file named ${fileName}`);
    }
    // A link inside the folder pointing outside it is refused like a path with "..".
    if (!path.startsWith((await realpath(folder)) + sep)) {
      throw invalid('source.fileName', 'The drop folder file must be inside the drop folder');
    }
    const content = await readFile(path);
    if (content.length > IMPORTER_LIMITS.fileMaxBytes)
      throw fileRefused('The file is too large', 'too-large');
    return { fileName, content };
  }

  private async fetchHttp(url: string): Promise<{ fileName: string; content: Buffer }> {
    const refusal = await outboundRefusal(url);
    if (refusal) throw invalid('source.url', `The source address ${refusal}`);
    let response: Response;
    try {
      // A redirect would lead past the address check: the source must name the file's own address.
      response = await fetch(url, { signal: AbortSignal.timeout(30_000), redirect: 'manual' });
    } catch (error) {
      throw invalid('source.url', `The source address could not be reached: ${(error as Error).message}`);
    }
    if (response.status >= 300 && response.status < 400) {
      throw invalid(
        'source.url',
        `The source address redirects (${response.status}); give the file's own address`,
      );
    }
    if (!response.ok) throw invalid('source.url', `The source address answered ${response.status}`);
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > IMPORTER_LIMITS.fileMaxBytes) throw fileRefused('The file is too large', 'too-large');
    const content = Buffer.from(await response.arrayBuffer());
    if (content.length > IMPORTER_LIMITS.fileMaxBytes)
      throw fileRefused('The file is too large', 'too-large');
    return { fileName: new URL(url).pathname.split('/').pop() || 'download', content };
  }

  private formatOf(format: ImportFormat): ImportFormat {
    return format.type === 'json' ? { ...format, headerRow: true } : format;
  }

  private checkMappings(mappings: readonly ColumnMapping[]): void {
    const seen = new Set<string>();
    for (const mapping of mappings) {
      if (!isKnownTarget(mapping.target)) {
        throw invalid('mappings', `'${mapping.target}' is no product field a column can be mapped to`);
      }
      if (seen.has(mapping.target)) {
        throw invalid('mappings', `Two columns are mapped to ${mapping.target}; map each field once`);
      }
      seen.add(mapping.target);
      for (const transformation of mapping.transformations) {
        if (transformation.type === 'unit' && !transformation.factor) {
          throw invalid('mappings', `The unit conversion of ${mapping.column} needs a factor`);
        }
      }
    }
  }

  private checked(input: ImporterConfigInputDto) {
    this.checkMappings(input.mappings);
    if (input.cron) {
      const cron = checkCron(input.cron);
      if (!cron.valid) throw invalid('cron', cron.message!);
    }
    if (input.source.type === 'folder' && !input.source.fileName) {
      throw invalid('source.fileName', 'Name the file in the drop folder to import, e.g. supplier.xlsx');
    }
    if (input.source.type === 'http' && !input.source.url) {
      throw invalid('source.url', 'Give the address the file is fetched from');
    }
    return {
      name: input.name,
      description: input.description ?? '',
      source: { type: input.source.type, fileName: input.source.fileName, url: input.source.url },
      format: {
        type: input.format.type,
        delimiter: input.format.delimiter ?? 'auto',
        encoding: input.format.encoding ?? 'auto',
        headerRow: input.format.headerRow ?? true,
      },
      mappings: input.mappings.map((mapping) => ({
        column: mapping.column,
        target: mapping.target,
        transformations: mapping.transformations,
      })),
      cron: input.cron ?? null,
      active: input.active ?? true,
    };
  }

  private async nameTaken(name: string): Promise<boolean> {
    return (
      (await queryRows(this.em, sql`select 1 from importer_config where lower(name) = lower(${name})`))
        .length > 0
    );
  }

  private async writing<T>(name: string, work: (em: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.em.transactional(work);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new DomainError(
          'CONFLICT',
          `An importer configuration named '${name}' already exists; choose another name`,
          [{ field: 'name', reason: 'already taken' }],
        );
      }
      throw error;
    }
  }

  private async record(
    em: EntityManager,
    editor: BackOfficeEditor,
    action: string,
    configId: number,
    details: Record<string, unknown>,
  ): Promise<void> {
    await this.audit.recordEdit(em, editor, { type: 'importer_config', id: configId }, action, details);
  }
}
