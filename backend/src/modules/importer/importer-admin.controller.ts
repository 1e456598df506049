import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
  UploadedFile,
} from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DomainError } from '../../common/errors/domain-error';
import { AdminListQueryDto, parseAdminListQuery, setContentRange } from '../../common/http/admin-list-query';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { AdminSection, RequirePermission } from '../../common/security/permission.decorators';
import { type AdminRequest, backOfficeEditor } from '../identity/admin-access.guard';
import {
  CronCheckDto,
  CronQueryDto,
  ImporterRunDto,
  ImporterConfigDto,
  ImporterConfigInputDto,
  ImporterDeletedDto,
  ImportTargetDto,
  PreviewDto,
  PreviewRequestDto,
  ImporterRejectedRowDto,
  TransformationResultDto,
} from './dto/importer.dto';
import { ImportFileUpload, type UploadedImportFile } from './importer-upload';
import { checkCron, CONFIG_SORTS, ImporterService, RUN_SORTS } from './importer.service';

/** Importer configurations for react-admin's simple REST provider; the same service as the spec's paths. */
@ApiTags('back-office data importer')
@ApiCookieAuth()
@AdminSection('imports')
@Controller('api/admin/importer-configs')
export class ImporterConfigsAdminController {
  constructor(private readonly importer: ImporterService) {}

  @Get()
  @ApiOkResponse({ type: [ImporterConfigDto] })
  async list(
    @Query() query: AdminListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ImporterConfigDto[]> {
    const request = parseAdminListQuery(query, CONFIG_SORTS, 'name');
    const { rows, total } = await this.importer.list(request);
    setContentRange(response, 'importer-configs', request.offset, rows.length, total);
    return rows;
  }

  /** The product fields a column can be mapped to. */
  @Get('targets')
  @ApiOkResponse({ type: [ImportTargetDto] })
  targets(): Promise<ImportTargetDto[]> {
    return this.importer.targets();
  }

  @Get('cron-check')
  @ApiOkResponse({ type: CronCheckDto })
  cronCheck(@Query() query: CronQueryDto): CronCheckDto {
    return checkCron(query.cron_expression);
  }

  @Get(':id')
  @ApiOkResponse({ type: ImporterConfigDto })
  get(@Param('id', IdParamPipe) id: number): Promise<ImporterConfigDto> {
    return this.importer.get(id);
  }

  @Post()
  @ApiCreatedResponse({ type: ImporterConfigDto })
  create(@Body() body: ImporterConfigInputDto, @Req() request: AdminRequest): Promise<ImporterConfigDto> {
    return this.importer.create(body, backOfficeEditor(request));
  }

  @Put(':id')
  @ApiOkResponse({ type: ImporterConfigDto })
  update(
    @Param('id', IdParamPipe) id: number,
    @Body() body: ImporterConfigInputDto,
    @Req() request: AdminRequest,
  ): Promise<ImporterConfigDto> {
    return this.importer.update(id, body, backOfficeEditor(request));
  }

  @Delete(':id')
  @ApiOkResponse({ type: ImporterDeletedDto })
  delete(@Param('id', IdParamPipe) id: number, @Req() request: AdminRequest): Promise<ImporterDeletedDto> {
    return this.importer.delete(id, backOfficeEditor(request));
  }

  @Post(':id/clone')
  @ApiCreatedResponse({ type: ImporterConfigDto })
  clone(@Param('id', IdParamPipe) id: number, @Req() request: AdminRequest): Promise<ImporterConfigDto> {
    return this.importer.clone(id, backOfficeEditor(request));
  }

  /** Uploads the sample the mapping editor previews (`purpose=preview`) or the file to import (`import`). */
  @Post(':id/files/:purpose')
  @HttpCode(200)
  @ImportFileUpload()
  @ApiOkResponse({ type: ImporterConfigDto })
  upload(
    @Param('id', IdParamPipe) id: number,
    @Param('purpose') purpose: string,
    @UploadedFile() file: UploadedImportFile | undefined,
    @Req() request: AdminRequest,
  ): Promise<ImporterConfigDto> {
    if (purpose !== 'preview' && purpose !== 'import') {
      throw new DomainError('NOT_FOUND', `A configuration has no '${purpose}' file; use preview or import`);
    }
    return this.importer.storeFile(id, purpose, file, backOfficeEditor(request));
  }

  @Post(':id/preview')
  @HttpCode(200)
  @RequirePermission('imports.read')
  @ApiOkResponse({ type: PreviewDto })
  preview(@Param('id', IdParamPipe) id: number, @Body() body: PreviewRequestDto): Promise<PreviewDto> {
    return this.importer.preview(id, body.format);
  }

  /** The preview rows after the (unsaved) mappings' transformations: the mapping editor's live preview. */
  @Post(':id/transformation-result')
  @HttpCode(200)
  @RequirePermission('imports.read')
  @ApiOkResponse({ type: TransformationResultDto })
  async transformationResult(
    @Param('id', IdParamPipe) id: number,
    @Body() body: PreviewRequestDto,
  ): Promise<TransformationResultDto> {
    return { rows: await this.importer.transformationResult(id, body.mappings, body.format, body.rowIndex) };
  }

  @Post(':id/runs')
  @ApiCreatedResponse({ type: ImporterRunDto })
  start(@Param('id', IdParamPipe) id: number, @Req() request: AdminRequest): Promise<ImporterRunDto> {
    return this.importer.startRun(id, backOfficeEditor(request));
  }
}

/** Import runs for react-admin: the list with progress, one run, cancel, and its rejected rows. */
@ApiTags('back-office data importer')
@ApiCookieAuth()
@AdminSection('imports')
@Controller('api/admin/importer-runs')
export class ImporterRunsAdminController {
  constructor(private readonly importer: ImporterService) {}

  /** Filters: configId, status. */
  @Get()
  @ApiOkResponse({ type: [ImporterRunDto] })
  async list(
    @Query() query: AdminListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ImporterRunDto[]> {
    const request = parseAdminListQuery(query, RUN_SORTS, 'id');
    const { rows, total } = await this.importer.runs(request);
    setContentRange(response, 'importer-runs', request.offset, rows.length, total);
    return rows;
  }

  @Get(':id')
  @ApiOkResponse({ type: ImporterRunDto })
  get(@Param('id', IdParamPipe) id: number): Promise<ImporterRunDto> {
    return this.importer.run(id);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOkResponse({ type: ImporterRunDto })
  cancel(@Param('id', IdParamPipe) id: number, @Req() request: AdminRequest): Promise<ImporterRunDto> {
    return this.importer.cancelRun(id, backOfficeEditor(request));
  }

  /** The refused rows as a CSV file, to correct and upload again. */
  @Get(':id/rejected-rows.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' } })
  async rejectedCsv(
    @Param('id', IdParamPipe) id: number,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const csv = await this.importer.rejectedRowsCsv(id);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="importer-run-${id}-rejected.csv"`);
    return csv;
  }

  @Get(':id/rejected-rows')
  @ApiOkResponse({ type: [ImporterRejectedRowDto] })
  async rejected(
    @Param('id', IdParamPipe) id: number,
    @Query() query: AdminListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ImporterRejectedRowDto[]> {
    const request = parseAdminListQuery(query, ['line'] as const, 'line');
    const { rows, total } = await this.importer.rejectedRows(id, request.offset, request.limit);
    setContentRange(response, 'rejected-rows', request.offset, rows.length, total);
    return rows;
  }
}
