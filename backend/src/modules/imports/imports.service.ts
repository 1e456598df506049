import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type pg from 'pg';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DomainError } from '../../common/errors/domain-error';
import { JOB_ATTEMPTS, JOB_QUEUE, JobInterruptedError, type JobQueue } from '../../jobs/job-queue';
import { skusAfter } from '../catalogue/catalogue-import.service';
import { CatalogueImportService } from '../catalogue/catalogue-import.service';
import { CompanyMasterDataService, type CompanyMasterData } from '../customers/company-master-data.service';
import { CustomerPriceListReadModel } from './customer-price-list.read-model';
import { ImportFileError, sniffImportFile } from './import-file';
import { importRunDirectory, ImportPipeline, ImportRunBusyError } from './import-pipeline';
import type { ImportKind } from './import-rows';
import { ImportRunStore, type ImportRunKind, type ImportRunRow } from './import-run.store';
import { importSourceFor } from './import-source';
import { CROSS_REFERENCE_HEADINGS, listLanguage, NET_PRICE_HEADINGS, writeListFiles } from './list-files';

export const IMPORT_RUN_JOB = 'imports.run';

/** What a started run answers at once. */
export interface StartedRun {
  jobId: string;
  importRunId: number;
}

type PgConnection = pg.ClientBase;
interface KnexPool {
  acquireConnection(): Promise<PgConnection>;
  releaseConnection(connection: PgConnection): Promise<void>;
}

/** Starts imports and company lists as jobs, keeps uploaded files, and does each run's work in its job. */
@Injectable()
export class ImportsService {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly runs: ImportRunStore,
    private readonly pipeline: ImportPipeline,
    private readonly catalogue: CatalogueImportService,
    private readonly companies: CompanyMasterDataService,
    private readonly priceLists: CustomerPriceListReadModel,
  ) {}

  async withConnection<T>(work: (client: PgConnection) => Promise<T>): Promise<T> {
    const pool = this.em.getKnex().client as KnexPool;
    const client = await pool.acquireConnection();
    try {
      return await work(client);
    } finally {
      await pool.releaseConnection(client);
    }
  }

  /** A full import from the configured source (drop folder, ERP over HTTP or the simulated ERP). */
  startFullImport(kind: ImportKind, adminId?: number): Promise<StartedRun> {
    return this.start({ kind, source: 'erp', status: 'queued', createdBy: adminId });
  }

  /** A company's net price list, its cross-references, or its master data from the ERP. */
  async startCompanyRun(
    kind: Extract<ImportRunKind, 'customer_prices_list' | 'cross_references_list' | 'company_master_data'>,
    companyId: number,
    adminId?: number,
  ): Promise<StartedRun> {
    const company = await this.withConnection((client) => this.companies.facts(client, companyId));
    if (!company) throw new DomainError('NOT_FOUND', `No company has the id '${companyId}'`);
    if (kind === 'company_master_data' && !company.erpCustomerNumber)
      throw new DomainError('VALIDATION_FAILED', 'The company has no ERP customer number', [
        { field: 'id', reason: 'COMPANY_NOT_IN_ERP' },
      ]);
    return this.start({ kind, source: 'company', companyId, status: 'queued', createdBy: adminId });
  }

  /**
   * Keeps an uploaded price or cross-reference file as a run waiting to be started. The file's bytes decide
   * what it is; a binary, empty or UTF-16 file is refused at once and nothing is kept.
   */
  async upload(
    kind: ImportKind,
    file: { path: string; originalname: string } | undefined,
    adminId?: number,
  ): Promise<ImportRunRow> {
    if (!file) throw importFileRefused('FILE_EMPTY');
    let format: 'csv' | 'xlsx';
    try {
      ({ format } = await sniffImportFile(file.path));
    } catch (error) {
      await rm(file.path, { force: true });
      if (error instanceof ImportFileError) throw importFileRefused(error.problem);
      throw error;
    }
    const extension = extname(file.originalname).toLowerCase();
    const shownName = file.originalname.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(-120);
    const storedName = `${kind}.${format}`;
    if (format === 'csv' && extension === '.xlsx') {
      await rm(file.path, { force: true });
      throw importFileRefused('FILE_BINARY');
    }
    return this.withConnection(async (client) => {
      const run = await this.runs.create(client, {
        kind,
        source: 'upload',
        fileName: storedName,
        status: 'uploaded',
        createdBy: adminId,
      });
      const directory = importRunDirectory(this.config, run.id);
      await mkdir(directory, { recursive: true });
      // The upload lands in the system's temporary folder, which may be another disk.
      await copyFile(file.path, join(directory, storedName));
      await rm(file.path, { force: true });
      await this.runs.update(client, run.id, {}, `Uploaded ${shownName}`);
      return (await this.runs.get(client, run.id))!;
    });
  }

  /** Starts the import of an uploaded price file; asking again answers the same job. */
  async startUploadedImport(runId: number, kind: ImportKind): Promise<StartedRun> {
    const run = await this.withConnection((client) => this.runs.get(client, runId));
    if (!run || run.source !== 'upload' || run.kind !== kind)
      throw new DomainError('NOT_FOUND', `No uploaded ${kind.replace('_', '-')} file has the id '${runId}'`);
    if (run.jobId) return { jobId: run.jobId, importRunId: run.id };
    const job = await this.queue.enqueue(
      IMPORT_RUN_JOB,
      { importRunId: run.id },
      { dedupeKey: `import-run-${run.id}` },
    );
    await this.withConnection((client) =>
      this.runs.update(client, run.id, { status: 'queued', jobId: job.id }),
    );
    return { jobId: job.id, importRunId: run.id };
  }

  private async start(run: Parameters<ImportRunStore['create']>[1]): Promise<StartedRun> {
    const created = await this.withConnection((client) => this.runs.create(client, run));
    const job = await this.queue.enqueue(
      IMPORT_RUN_JOB,
      { importRunId: created.id },
      { dedupeKey: `import-run-${created.id}` },
    );
    await this.withConnection((client) => this.runs.update(client, created.id, { jobId: job.id }));
    return { jobId: job.id, importRunId: created.id };
  }

  /** Queues again the runs a stopped worker left unfinished; each resumes from its checkpoint. */
  async resumeUnfinished(): Promise<number> {
    const unfinished = await this.withConnection((client) => this.runs.unfinished(client));
    for (const run of unfinished) {
      const job = await this.queue.enqueue(
        IMPORT_RUN_JOB,
        { importRunId: run.id },
        { dedupeKey: `import-run-${run.id}-resumed-${Date.now()}` },
      );
      await this.withConnection((client) =>
        this.runs.update(
          client,
          run.id,
          { jobId: job.id },
          `Resumed after a stop (line ${run.checkpointLine})`,
        ),
      );
    }
    return unfinished.length;
  }

  /** The job's work: idempotent, since a run that is done answers its result again. */
  async process(
    runId: number,
    onProgress: (percent: number) => Promise<void>,
    stopping?: AbortSignal,
  ): Promise<ImportRunRow> {
    const run = await this.withConnection((client) => this.runs.get(client, runId));
    if (!run) throw new Error(`No import run ${runId}`);
    if (run.status === 'done' || run.status === 'failed') return run;
    const attempt = await this.withConnection((client) => this.runs.countAttempt(client, run.id));
    try {
      return await this.processRun(run, onProgress, stopping);
    } catch (error) {
      // Another worker holds the run: it finishes it, this attempt changes nothing.
      if (error instanceof ImportRunBusyError) throw error;
      if (error instanceof JobInterruptedError) {
        await this.withConnection((client) => this.runs.update(client, run.id, {}, error.message));
        throw error;
      }
      const message = error instanceof Error ? error.message : String(error);
      await this.withConnection((client) =>
        attempt >= JOB_ATTEMPTS
          ? this.runs.fail(client, run.id, 'IMPORT_FAILED', `Failed: ${message}`)
          : this.runs.update(client, run.id, {}, `Attempt ${attempt} failed, to be tried again: ${message}`),
      );
      throw error;
    }
  }

  private async processRun(
    run: ImportRunRow,
    onProgress: (percent: number) => Promise<void>,
    stopping?: AbortSignal,
  ): Promise<ImportRunRow> {
    const directory = importRunDirectory(this.config, run.id);
    await mkdir(directory, { recursive: true });
    if (run.kind === 'prices' || run.kind === 'cross_references') {
      if (!run.fileName) await this.fetchFromSource(run, run.kind, directory);
      return this.pipeline.run(run.id, onProgress, stopping);
    }
    return this.withConnection(async (client) => {
      if (run.kind === 'company_master_data') await this.refreshMasterData(client, run);
      else await this.writeCompanyList(client, run, directory);
      return (await this.runs.get(client, run.id))!;
    });
  }

  private async fetchFromSource(run: ImportRunRow, kind: ImportKind, directory: string): Promise<void> {
    const source = importSourceFor(this.config.imports, this.config.erp, (after, limit) =>
      this.withConnection((client) => skusAfter(client, after, limit)),
    );
    const fileName = await source.fetch(kind, directory);
    await this.withConnection((client) =>
      this.runs.update(
        client,
        run.id,
        { fileName },
        `Fetched ${fileName} from ${this.config.imports.source}`,
      ),
    );
  }

  private async writeCompanyList(client: PgConnection, run: ImportRunRow, directory: string): Promise<void> {
    const company = await this.companies.facts(client, run.companyId!);
    if (!company) {
      await this.runs.fail(client, run.id, 'NOT_FOUND', 'The company no longer exists');
      return;
    }
    const store = await this.priceLists.storeFacts(client, company.storeId);
    const language = listLanguage(store.locale);
    let files: string[];
    let count: number;
    if (run.kind === 'customer_prices_list') {
      const prices = await this.priceLists.netPrices(client, { ...company, locale: store.locale });
      count = prices.length;
      files = await writeListFiles(
        directory,
        `net-prices-${company.id}`,
        language,
        NET_PRICE_HEADINGS[language],
        prices.map((row) => [
          row.sku,
          row.name,
          row.minQuantity,
          { amountMinor: row.netPriceMinor },
          row.listPriceMinor === null ? null : { amountMinor: row.listPriceMinor },
          store.currency,
          row.validFrom,
          row.validTo,
        ]),
      );
    } else {
      const rows: (string | null)[][] = [];
      await this.catalogue.crossReferencesOf(client, company.id, async (row) => {
        rows.push([row.sku, row.kind, row.reference, row.manufacturer || null]);
      });
      count = rows.length;
      files = await writeListFiles(
        directory,
        `cross-references-${company.id}`,
        language,
        CROSS_REFERENCE_HEADINGS[language],
        rows,
      );
    }
    await client.query('update import_run set rows_read = $2 where id = $1', [run.id, count]);
    await this.runs.update(
      client,
      run.id,
      { status: 'done', files },
      `Wrote ${count} rows to ${files.join(' and ')}`,
    );
  }

  private async refreshMasterData(client: PgConnection, run: ImportRunRow): Promise<void> {
    const company = await this.companies.facts(client, run.companyId!);
    if (!company?.erpCustomerNumber) {
      await this.runs.fail(client, run.id, 'NOT_FOUND', 'The company has no ERP customer number');
      return;
    }
    const data = await this.masterDataFromErp(company.erpCustomerNumber, company.name);
    const changed = await this.companies.refresh(client, company.id, data);
    await client.query('update import_run set rows_read = 1, updated = $2, unchanged = $3 where id = $1', [
      run.id,
      changed.length > 0 ? 1 : 0,
      changed.length > 0 ? 0 : 1,
    ]);
    await this.runs.update(
      client,
      run.id,
      { status: 'done' },
      changed.length > 0 ? `Changed: ${changed.join(', ')}` : 'The master data was already as in the ERP',
    );
  }

  private async masterDataFromErp(
    erpCustomerNumber: string,
    currentName: string,
  ): Promise<CompanyMasterData> {
    if (this.config.erp.source !== 'http') {
      // The simulated ERP keeps the name and knows fixed terms and contact data for every customer number.
      return {
        name: currentName,
        email: `orders+${erpCustomerNumber}@customer.example`,
        phone: `+358 10 ${erpCustomerNumber.slice(-6).padStart(6, '0')}`,
        vatNumber: null,
        termsOfDelivery: 'FCA',
        termsOfPayment: '14 days net',
      };
    }
    const url = new URL(
      `customers/${encodeURIComponent(erpCustomerNumber)}`,
      this.config.erp.url!.replace(/\/?$/, '/'),
    );
    const credentials = `${this.config.erp.clientId ?? ''}:${this.config.erp.clientSecret ?? ''}`;
    const response = await fetch(url, {
      headers: {
        accept: 'application/json',
        authorization: `Basic ${Buffer.from(credentials).toString('base64')}`,
      },
      signal: AbortSignal.timeout(this.config.erp.timeoutMs),
    });
    if (!response.ok) throw new Error(`The ERP answered ${response.status} for the company's master data`);
    const body = (await response.json()) as Partial<Record<keyof CompanyMasterData, unknown>>;
    const text = (value: unknown) =>
      typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : null;
    return {
      name: text(body.name) ?? currentName,
      email: text(body.email),
      phone: text(body.phone),
      vatNumber: text(body.vatNumber),
      termsOfDelivery: text(body.termsOfDelivery),
      termsOfPayment: text(body.termsOfPayment),
    };
  }
}

export function importFileRefused(problem: ImportFileError['problem']): DomainError {
  return new DomainError('VALIDATION_FAILED', new ImportFileError(problem).message, [
    { field: 'file', reason: problem },
  ]);
}
