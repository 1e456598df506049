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
  UploadedFiles,
} from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminListQueryDto, parseAdminListQuery, setContentRange } from '../../common/http/admin-list-query';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { AdminSection } from '../../common/security/permission.decorators';
import { type AdminRequest, backOfficeEditor } from '../identity/admin-access.guard';
import type { StoredUpload } from './asset-upload-files';
import { ADMIN_ASSET_FOLDER_SORTS, AssetFoldersService } from './asset-folders.service';
import { AssetFilesUpload, AssetFileUpload } from './asset-upload';
import { ADMIN_ASSET_SORTS, AssetsService } from './assets.service';
import {
  AdminAssetDto,
  AdminAssetFolderDto,
  AssetUserDto,
  CreateAssetFolderDto,
  UpdateAssetDto,
  UpdateAssetFolderDto,
  UploadAssetsDto,
} from './dto/asset-admin.dto';

/**
 * The media library for react-admin's simple REST data provider. Files belong to the catalogue section (the
 * back-office spec: editors "manage the catalogue, … documents, assets"); see docs/decisions.
 */
@ApiTags('back-office assets')
@ApiCookieAuth()
@AdminSection('catalogue')
@Controller('api/admin/assets')
export class AssetsAdminController {
  constructor(private readonly assets: AssetsService) {}

  /** Filters: q (part of the file name), folderId (a folder id, or null / `root`), kind, mimeType, id. */
  @Get()
  @ApiOkResponse({ type: [AdminAssetDto] })
  async list(
    @Query() query: AdminListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminAssetDto[]> {
    const request = parseAdminListQuery(query, ADMIN_ASSET_SORTS, 'id');
    const { rows, total } = await this.assets.list(request);
    setContentRange(response, 'assets', request.offset, rows.length, total);
    return rows.map((asset) => AdminAssetDto.from(asset));
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminAssetDto })
  async get(@Param('id', IdParamPipe) id: number): Promise<AdminAssetDto> {
    return AdminAssetDto.from(await this.assets.get(id));
  }

  /** Where the file is used: products (main image, gallery, documents, videos), categories, content pages. */
  @Get(':id/usages')
  @ApiOkResponse({ type: [AssetUserDto] })
  async usages(@Param('id', IdParamPipe) id: number): Promise<AssetUserDto[]> {
    return (await this.assets.usages(id)).map((user) => AssetUserDto.from(user));
  }

  /** Uploads several files at once; all are stored, or none when one is refused. */
  @Post()
  @AssetFilesUpload()
  @ApiCreatedResponse({ type: [AdminAssetDto] })
  async upload(
    @UploadedFiles() files: StoredUpload[] | undefined,
    @Body() body: UploadAssetsDto,
    @Req() request: AdminRequest,
  ): Promise<AdminAssetDto[]> {
    const assets = await this.assets.upload(files ?? [], body.folderId ?? null, backOfficeEditor(request));
    return assets.map((asset) => AdminAssetDto.from(asset));
  }

  @Put(':id')
  @ApiOkResponse({ type: AdminAssetDto })
  async update(
    @Param('id', IdParamPipe) id: number,
    @Body() body: UpdateAssetDto,
    @Req() request: AdminRequest,
  ): Promise<AdminAssetDto> {
    return AdminAssetDto.from(await this.assets.update(id, body, backOfficeEditor(request)));
  }

  /** Puts a new file behind the asset everywhere it is used: same id, same address, new bytes. */
  @Post(':id/replace')
  @HttpCode(200)
  @AssetFileUpload()
  @ApiOkResponse({ type: AdminAssetDto })
  async replace(
    @Param('id', IdParamPipe) id: number,
    @UploadedFile() file: StoredUpload | undefined,
    @Req() request: AdminRequest,
  ): Promise<AdminAssetDto> {
    return AdminAssetDto.from(await this.assets.replace(id, file, backOfficeEditor(request)));
  }

  /** Refused (409, naming the users) while a product, category or page uses the file. */
  @Delete(':id')
  @ApiOkResponse({ type: AdminAssetDto })
  async delete(@Param('id', IdParamPipe) id: number, @Req() request: AdminRequest): Promise<AdminAssetDto> {
    return AdminAssetDto.from(await this.assets.delete(id, backOfficeEditor(request)));
  }
}

/** The folders of the media library for react-admin: create, rename, move, delete when empty. */
@ApiTags('back-office assets')
@ApiCookieAuth()
@AdminSection('catalogue')
@Controller('api/admin/asset-folders')
export class AssetFoldersAdminController {
  constructor(private readonly folders: AssetFoldersService) {}

  /** Filters: parentId (a folder id, or null / `root`), q (part of the name), id (a list). */
  @Get()
  @ApiOkResponse({ type: [AdminAssetFolderDto] })
  async list(
    @Query() query: AdminListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminAssetFolderDto[]> {
    const request = parseAdminListQuery(query, ADMIN_ASSET_FOLDER_SORTS, 'name');
    const { rows, total } = await this.folders.list(request);
    setContentRange(response, 'asset-folders', request.offset, rows.length, total);
    return rows.map((folder) => AdminAssetFolderDto.from(folder));
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminAssetFolderDto })
  async get(@Param('id', IdParamPipe) id: number): Promise<AdminAssetFolderDto> {
    return AdminAssetFolderDto.from(await this.folders.get(id));
  }

  @Post()
  @ApiCreatedResponse({ type: AdminAssetFolderDto })
  async create(
    @Body() body: CreateAssetFolderDto,
    @Req() request: AdminRequest,
  ): Promise<AdminAssetFolderDto> {
    return AdminAssetFolderDto.from(await this.folders.create(body, backOfficeEditor(request)));
  }

  @Put(':id')
  @ApiOkResponse({ type: AdminAssetFolderDto })
  async update(
    @Param('id', IdParamPipe) id: number,
    @Body() body: UpdateAssetFolderDto,
    @Req() request: AdminRequest,
  ): Promise<AdminAssetFolderDto> {
    return AdminAssetFolderDto.from(await this.folders.update(id, body, backOfficeEditor(request)));
  }

  @Delete(':id')
  @ApiOkResponse({ type: AdminAssetFolderDto })
  async delete(
    @Param('id', IdParamPipe) id: number,
    @Req() request: AdminRequest,
  ): Promise<AdminAssetFolderDto> {
    return AdminAssetFolderDto.from(await this.folders.delete(id, backOfficeEditor(request)));
  }
}
