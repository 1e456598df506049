import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Req, UploadedFile } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { QueryIdPipe } from '../../common/http/id-param.pipe';
import { AdminSection, RequirePermission } from '../../common/security/permission.decorators';
import { type AdminRequest, backOfficeEditor } from '../identity/admin-access.guard';
import {
  ClassificationStoreAttributeDto,
  ColumnHeaderDto,
  ConnectionDto,
  CronCheckDto,
  CronQueryDto,
  HasFileDto,
  ImporterRunDto,
  ImporterConfigDto,
  ImporterConfigSaveDto,
  ImporterDeletedDto,
  ImportTargetDto,
  PreviewDto,
  PreviewRequestDto,
  TransformationResultDto,
  UnitDataDto,
} from './dto/importer.dto';
import { ImportFileUpload, type UploadedImportFile } from './importer-upload';
import { checkCron, ImporterService } from './importer.service';

/**
 * The data importer at the paths of back-office spec §7 "Data importer" (under /admin/pimcoredataimporter); the
 * configuration is named by the query parameter `id` (digits only, anything else 404). react-admin uses
 * ImporterAdminController; both call ImporterService. Previews are POSTs in the spec but change nothing, so they
 * need only `imports.read`.
 */
@ApiTags('back-office data importer')
@ApiCookieAuth()
@AdminSection('imports')
@Controller('admin/pimcoredataimporter')
export class ImporterSpecController {
  constructor(private readonly importer: ImporterService) {}

  @Get('dataobject/config/get')
  @ApiOkResponse({ type: ImporterConfigDto })
  get(@Query('id', QueryIdPipe) id: number): Promise<ImporterConfigDto> {
    return this.importer.get(id);
  }

  /** Creates (no id) or replaces (with id) a configuration. */
  @Post('dataobject/config/save')
  @HttpCode(200)
  @ApiOkResponse({ type: ImporterConfigDto })
  save(@Body() body: ImporterConfigSaveDto, @Req() request: AdminRequest): Promise<ImporterConfigDto> {
    const { id, ...input } = body;
    return id === undefined
      ? this.importer.create(input, backOfficeEditor(request))
      : this.importer.update(id, input, backOfficeEditor(request));
  }

  @Get('dataobject/config/list')
  @ApiOkResponse({ type: [ImporterConfigDto] })
  async list(): Promise<ImporterConfigDto[]> {
    return (
      await this.importer.list({ sortField: 'name', sortOrder: 'asc', offset: 0, limit: 1000, filter: {} })
    ).rows;
  }

  @Post('dataobject/config/clone')
  @HttpCode(200)
  @ApiOkResponse({ type: ImporterConfigDto })
  clone(@Query('id', QueryIdPipe) id: number, @Req() request: AdminRequest): Promise<ImporterConfigDto> {
    return this.importer.clone(id, backOfficeEditor(request));
  }

  @Delete('dataobject/config/delete')
  @ApiOkResponse({ type: ImporterDeletedDto })
  delete(@Query('id', QueryIdPipe) id: number, @Req() request: AdminRequest): Promise<ImporterDeletedDto> {
    return this.importer.delete(id, backOfficeEditor(request));
  }

  @Post('dataobject/config/upload-preview')
  @HttpCode(200)
  @ImportFileUpload()
  @ApiOkResponse({ type: ImporterConfigDto })
  uploadPreview(
    @Query('id', QueryIdPipe) id: number,
    @UploadedFile() file: UploadedImportFile | undefined,
    @Req() request: AdminRequest,
  ): Promise<ImporterConfigDto> {
    return this.importer.storeFile(id, 'preview', file, backOfficeEditor(request));
  }

  /** Copies the configuration's source file (uploaded, drop folder or HTTP) as the preview sample. */
  @Post('dataobject/config/copy-preview')
  @HttpCode(200)
  @ApiOkResponse({ type: ImporterConfigDto })
  copyPreview(
    @Query('id', QueryIdPipe) id: number,
    @Req() request: AdminRequest,
  ): Promise<ImporterConfigDto> {
    return this.importer.copyPreview(id, backOfficeEditor(request));
  }

  @Post('dataobject/config/load-preview-data')
  @HttpCode(200)
  @RequirePermission('imports.read')
  @ApiOkResponse({ type: PreviewDto })
  previewData(@Query('id', QueryIdPipe) id: number, @Body() body: PreviewRequestDto): Promise<PreviewDto> {
    return this.importer.preview(id, body.format);
  }

  @Post('dataobject/config/load-column-headers')
  @HttpCode(200)
  @RequirePermission('imports.read')
  @ApiOkResponse({ type: [ColumnHeaderDto] })
  async columnHeaders(
    @Query('id', QueryIdPipe) id: number,
    @Body() body: PreviewRequestDto,
  ): Promise<ColumnHeaderDto[]> {
    return (await this.importer.preview(id, body.format)).headers.map((header) => ({
      id: header,
      label: header,
    }));
  }

  /** The preview rows (or the one at `rowIndex`) after the mappings' transformations. */
  @Post('dataobject/config/load-transformation-result')
  @HttpCode(200)
  @RequirePermission('imports.read')
  @ApiOkResponse({ type: TransformationResultDto })
  async transformationResult(
    @Query('id', QueryIdPipe) id: number,
    @Body() body: PreviewRequestDto,
  ): Promise<TransformationResultDto> {
    return { rows: await this.importer.transformationResult(id, body.mappings, body.format, body.rowIndex) };
  }

  /** The type of each mapped value of a preview row (default the first): text, number, date, boolean or empty. */
  @Post('dataobject/config/calculate-transformation-result-type')
  @HttpCode(200)
  @RequirePermission('imports.read')
  @ApiOkResponse({ type: TransformationResultDto })
  async resultType(
    @Query('id', QueryIdPipe) id: number,
    @Body() body: PreviewRequestDto,
  ): Promise<TransformationResultDto> {
    return {
      rows: await this.importer.transformationResult(id, body.mappings, body.format, body.rowIndex ?? 0),
    };
  }

  @Post('dataobject/config/upload-import-file')
  @HttpCode(200)
  @ImportFileUpload()
  @ApiOkResponse({ type: ImporterConfigDto })
  uploadImportFile(
    @Query('id', QueryIdPipe) id: number,
    @UploadedFile() file: UploadedImportFile | undefined,
    @Req() request: AdminRequest,
  ): Promise<ImporterConfigDto> {
    return this.importer.storeFile(id, 'import', file, backOfficeEditor(request));
  }

  @Get('dataobject/config/has-import-file-uploaded')
  @ApiOkResponse({ type: HasFileDto })
  async hasImportFile(@Query('id', QueryIdPipe) id: number): Promise<HasFileDto> {
    const fileName = await this.importer.hasFile(id, 'import');
    return { success: fileName !== null, fileName };
  }

  /** The product fields a column can be mapped to (our "class attributes"). */
  @Get('dataobject/config/load-class-attributes')
  @ApiOkResponse({ type: [ImportTargetDto] })
  classAttributes(): Promise<ImportTargetDto[]> {
    return this.importer.targets();
  }

  /** The technical attribute definitions of every product family (our "classification store"). */
  @Get('dataobject/config/load-class-classificationstore-attributes')
  @ApiOkResponse({ type: [ClassificationStoreAttributeDto] })
  classificationStoreAttributes(
    @Query('family') family?: string,
  ): Promise<ClassificationStoreAttributeDto[]> {
    return this.importer.attributeDefinitions(family);
  }

  @Get('dataobject/config/load-class-classificationstore-keys')
  @ApiOkResponse({ type: [ClassificationStoreAttributeDto] })
  classificationStoreKeys(@Query('family') family?: string): Promise<ClassificationStoreAttributeDto[]> {
    return this.importer.attributeDefinitions(family);
  }

  /** One attribute definition by its code (`key`), in every family that has it. */
  @Get('dataobject/config/load-class-classificationstore-key-name')
  @ApiOkResponse({ type: [ClassificationStoreAttributeDto] })
  async classificationStoreKeyName(@Query('key') key: string): Promise<ClassificationStoreAttributeDto[]> {
    return (await this.importer.attributeDefinitions()).filter((attribute) => attribute.code === key);
  }

  @Get('dataobject/config/load-unit-data')
  @ApiOkResponse({ type: [UnitDataDto] })
  unitData(): Promise<UnitDataDto[]> {
    return this.importer.units();
  }

  @Put('dataobject/config/start-import')
  @ApiOkResponse({ type: ImporterRunDto })
  startImport(@Query('id', QueryIdPipe) id: number, @Req() request: AdminRequest): Promise<ImporterRunDto> {
    return this.importer.startRun(id, backOfficeEditor(request));
  }

  /** The configuration's latest run; null before the first. */
  @Get('dataobject/config/check-import-progress')
  @ApiOkResponse({ type: ImporterRunDto })
  progress(@Query('id', QueryIdPipe) id: number): Promise<ImporterRunDto | null> {
    return this.importer.latestRun(id);
  }

  @Put('dataobject/config/cancel-execution')
  @ApiOkResponse({ type: ImporterRunDto })
  cancel(@Query('id', QueryIdPipe) id: number, @Req() request: AdminRequest): Promise<ImporterRunDto> {
    return this.importer.cancelActive(id, backOfficeEditor(request));
  }

  @Get('dataobject/config/check-crontab')
  @ApiOkResponse({ type: CronCheckDto })
  checkCrontab(@Query() query: CronQueryDto): CronCheckDto {
    return checkCron(query.cron_expression);
  }

  @Get('connections')
  @ApiOkResponse({ type: [ConnectionDto] })
  connections(): Promise<ConnectionDto[]> {
    return this.importer.connections();
  }
}
