import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Res,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { createReadStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Inject } from '@nestjs/common';
import type { Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DomainError } from '../../common/errors/domain-error';
import {
  AdminListQueryDto,
  filterValue,
  parseAdminListQuery,
  setContentRange,
} from '../../common/http/admin-list-query';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { AdminSection } from '../../common/security/permission.decorators';
import { csvCell } from '../../common/text/csv-cell';
import {
  COMPANY_RUN_ACTIONS,
  ImportRunDto,
  ImportUploadDto,
  RejectedRowDto,
  StartedRunDto,
  StartedRunEnvelopeDto,
  type CompanyRunAction,
} from './dto/imports.dto';
import { IMPORT_FILE_LIMITS } from './import-file';
import { importRunDirectory } from './import-pipeline';
import { ImportRunStore } from './import-run.store';
import { ImportsService } from './imports.service';

const UPLOAD_FIELD = 'file';
const COMPANY_RUN_KINDS = {
  'customer-prices': 'customer_prices_list',
  'cross-references': 'cross_references_list',
  'system-data': 'company_master_data',
} as const;

/** Back-office spec §7 "Imports and indexing": each answers at once with the job that does the work. */
@ApiTags('imports')
@ApiCookieAuth()
@AdminSection('imports')
@Controller('admin')
export class ImportsSpecController {
  constructor(private readonly imports: ImportsService) {}

  @Post('run-full-prices-import')
  @HttpCode(200)
  @ApiOkResponse({ type: StartedRunEnvelopeDto })
  async runFullPricesImport(): Promise<StartedRunEnvelopeDto> {
    return { success: true, data: await this.imports.startFullImport('prices') };
  }

  @Post('run-full-cross-references-import')
  @HttpCode(200)
  @ApiOkResponse({ type: StartedRunEnvelopeDto })
  async runFullCrossReferencesImport(): Promise<StartedRunEnvelopeDto> {
    return { success: true, data: await this.imports.startFullImport('cross_references') };
  }

  @Post('download-cross-references/:id')
  @HttpCode(200)
  @ApiOkResponse({ type: StartedRunEnvelopeDto })
  async downloadCrossReferences(@Param('id', IdParamPipe) id: number): Promise<StartedRunEnvelopeDto> {
    return { success: true, data: await this.imports.startCompanyRun('cross_references_list', id) };
  }

  @Post('download-customer-prices/:id')
  @HttpCode(200)
  @ApiOkResponse({ type: StartedRunEnvelopeDto })
  async downloadCustomerPrices(@Param('id', IdParamPipe) id: number): Promise<StartedRunEnvelopeDto> {
    return { success: true, data: await this.imports.startCompanyRun('customer_prices_list', id) };
  }

  @Post('company/process-system-data/:id')
  @HttpCode(200)
  @ApiOkResponse({ type: StartedRunEnvelopeDto })
  async processSystemData(@Param('id', IdParamPipe) id: number): Promise<StartedRunEnvelopeDto> {
    return { success: true, data: await this.imports.startCompanyRun('company_master_data', id) };
  }

  /** Starts the import of a price file uploaded before (`POST /api/admin/imports/uploads`). */
  @Post('import-csv-prices/:id')
  @HttpCode(200)
  @ApiOkResponse({ type: StartedRunEnvelopeDto })
  async importCsvPrices(@Param('id', IdParamPipe) id: number): Promise<StartedRunEnvelopeDto> {
    return { success: true, data: await this.imports.startUploadedImport(id, 'prices') };
  }
}

/** The react-admin door: runs with their counts, refused rows and produced files; uploads; the same starts. */
@ApiTags('imports')
@ApiCookieAuth()
@AdminSection('imports')
@Controller('api/admin/imports')
export class ImportsRestController {
  constructor(
    private readonly imports: ImportsService,
    private readonly runs: ImportRunStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiOkResponse({ type: [ImportRunDto] })
  async list(
    @Query() query: AdminListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ImportRunDto[]> {
    const request = parseAdminListQuery(query, ['id'] as const, 'id');
    const { rows, total } = await this.imports.withConnection((client) =>
      this.runs.list(client, {
        offset: request.offset,
        limit: request.limit,
        kind: filterValue.text(request.filter, 'kind'),
        jobId: filterValue.text(request.filter, 'jobId'),
      }),
    );
    setContentRange(response, 'imports', request.offset, rows.length, total);
    return rows.map((run) => ImportRunDto.from(run));
  }

  @Get(':id')
  @ApiOkResponse({ type: ImportRunDto })
  async get(@Param('id', IdParamPipe) id: number): Promise<ImportRunDto> {
    return ImportRunDto.from(await this.found(id));
  }

  @Get(':id/rejected')
  @ApiOkResponse({ type: [RejectedRowDto] })
  async rejected(
    @Param('id', IdParamPipe) id: number,
    @Query() query: AdminListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<RejectedRowDto[]> {
    await this.found(id);
    const request = parseAdminListQuery(query, ['line'] as const, 'line');
    const { rows, total } = await this.imports.withConnection((client) =>
      this.runs.rejectedRows(client, id, { offset: request.offset, limit: request.limit }),
    );
    setContentRange(response, 'rejected', request.offset, rows.length, total);
    return rows;
  }

  /** Every refused row as CSV: line, reason and the row as it was in the file. */
  @Get(':id/rejected.csv')
  async rejectedCsv(
    @Param('id', IdParamPipe) id: number,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    await this.found(id);
    const { rows } = await this.imports.withConnection((client) =>
      this.runs.rejectedRows(client, id, { offset: 0, limit: IMPORT_FILE_LIMITS.maxRows }),
    );
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="import-${id}-rejected.csv"`);
    const lines = rows.map((row) => [String(row.line), row.reason, row.content].map(csvCell).join(','));
    return `\uFEFF${['line', 'reason', 'row'].join(',')}\r\n${lines.map((line) => `${line}\r\n`).join('')}`;
  }

  /** A list a run produced (a company's net prices or cross-references), by its name in the run. */
  @Get(':id/files/:name')
  async file(
    @Param('id', IdParamPipe) id: number,
    @Param('name') name: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const run = await this.found(id);
    if (!run.files.includes(name))
      throw new DomainError('NOT_FOUND', `The import ${id} has no file '${name}'`);
    const xlsx = name.endsWith('.xlsx');
    response.setHeader(
      'Content-Type',
      xlsx ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8',
    );
    response.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    return new StreamableFile(createReadStream(join(importRunDirectory(this.config, id), name)));
  }

  @Post('full/:kind')
  @HttpCode(200)
  @ApiOkResponse({ type: StartedRunDto })
  startFull(@Param('kind') kind: string): Promise<StartedRunDto> {
    if (kind !== 'prices' && kind !== 'cross-references')
      throw new DomainError('NOT_FOUND', `There is no full import of '${kind}'`);
    return this.imports.startFullImport(kind === 'prices' ? 'prices' : 'cross_references');
  }

  @Post('companies/:id/:action')
  @HttpCode(200)
  @ApiOkResponse({ type: StartedRunDto })
  startForCompany(
    @Param('id', IdParamPipe) id: number,
    @Param('action') action: string,
  ): Promise<StartedRunDto> {
    if (!COMPANY_RUN_ACTIONS.includes(action as CompanyRunAction))
      throw new DomainError('NOT_FOUND', `There is no company action '${action}'`);
    return this.imports.startCompanyRun(COMPANY_RUN_KINDS[action as CompanyRunAction], id);
  }

  /** Keeps an uploaded CSV or XLSX file as a run; `POST :id/start` (or the spec's import-csv-prices) starts it. */
  @Post('uploads')
  @UseInterceptors(
    FileInterceptor(UPLOAD_FIELD, {
      dest: tmpdir(),
      limits: { fileSize: IMPORT_FILE_LIMITS.csvMaxBytes, files: 1, fields: 5 },
    }),
  )
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [UPLOAD_FIELD],
      properties: {
        [UPLOAD_FIELD]: { type: 'string', format: 'binary' },
        kind: { type: 'string', enum: ['prices', 'cross_references'] },
      },
    },
  })
  @ApiOkResponse({ type: ImportRunDto })
  async upload(
    @UploadedFile() file: { path: string; originalname: string } | undefined,
    @Body() body: ImportUploadDto,
  ): Promise<ImportRunDto> {
    return ImportRunDto.from(await this.imports.upload(body.kind ?? 'prices', file));
  }

  @Post(':id/start')
  @HttpCode(200)
  @ApiOkResponse({ type: StartedRunDto })
  async start(@Param('id', IdParamPipe) id: number): Promise<StartedRunDto> {
    const run = await this.found(id);
    return this.imports.startUploadedImport(
      id,
      run.kind === 'cross_references' ? 'cross_references' : 'prices',
    );
  }

  private async found(id: number) {
    const run = await this.imports.withConnection((client) => this.runs.get(client, id));
    if (!run) throw new DomainError('NOT_FOUND', `No import has the id '${id}'`);
    return run;
  }
}
