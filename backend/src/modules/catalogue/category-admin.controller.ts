import { Body, Controller, Delete, Get, Param, Post, Put, Query, Req } from '@nestjs/common';
import type { Locale } from '@tradeshop/shared';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { DomainError } from '../../common/errors/domain-error';
import { AdminLocaleQueryDto, adminLocale } from '../../common/http/admin-locale-query';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { AdminSection } from '../../common/security/permission.decorators';
import { type AdminRequest, backOfficeEditor } from '../identity/admin-access.guard';
import { CategoryFiltersService } from '../shop-config/category-filters/category-filters.service';
import { CatalogueAdminReadModel } from './catalogue-admin.read-model';
import { CategoryAdminService } from './category-admin.service';
import {
  AdminCategoryDetailDto,
  AdminCategoryTreeNodeDto,
  CategoryFilterOptionDto,
  CreateCategoryDto,
  MoveCategoryDto,
  UpdateCategoryDto,
} from './dto/category-admin.dto';

/**
 * The back office's category writes and tree (REST door for react-admin beside the list and show of
 * CatalogueAdminController): one service, CategoryAdminService.
 */
@ApiTags('back-office catalogue')
@ApiCookieAuth()
@AdminSection('catalogue')
@Controller('api/admin/categories')
export class CategoryAdminController {
  constructor(
    private readonly categories: CategoryAdminService,
    private readonly reads: CatalogueAdminReadModel,
    private readonly filters: CategoryFiltersService,
  ) {}

  /** Every category with its names and addresses in every language, for the tree screen. */
  @Get('tree')
  @ApiOkResponse({ type: [AdminCategoryTreeNodeDto] })
  tree(): Promise<AdminCategoryTreeNodeDto[]> {
    return this.categories.tree();
  }

  /** The filters (shop configuration) a category may show: which facet groups, in which order. */
  @Get('filters')
  @ApiOkResponse({ type: [CategoryFilterOptionDto] })
  filterOptions(): Promise<CategoryFilterOptionDto[]> {
    return this.filters.all();
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminCategoryDetailDto })
  category(
    @Param('id', IdParamPipe) id: number,
    @Query() query: AdminLocaleQueryDto,
  ): Promise<AdminCategoryDetailDto> {
    return this.answer(id, adminLocale(query));
  }

  @Post()
  @ApiCreatedResponse({ type: AdminCategoryDetailDto })
  async create(
    @Body() body: CreateCategoryDto,
    @Query() query: AdminLocaleQueryDto,
    @Req() request: AdminRequest,
  ): Promise<AdminCategoryDetailDto> {
    return this.answer(await this.categories.create(body, backOfficeEditor(request)), adminLocale(query));
  }

  @Put(':id')
  @ApiOkResponse({ type: AdminCategoryDetailDto })
  async update(
    @Param('id', IdParamPipe) id: number,
    @Body() body: UpdateCategoryDto,
    @Query() query: AdminLocaleQueryDto,
    @Req() request: AdminRequest,
  ): Promise<AdminCategoryDetailDto> {
    await this.categories.update(id, body, backOfficeEditor(request));
    return this.answer(id, adminLocale(query));
  }

  /** Moves the category under another parent (null: top level) and to a place among its siblings. */
  @Put(':id/move')
  @ApiOkResponse({ type: AdminCategoryDetailDto })
  async move(
    @Param('id', IdParamPipe) id: number,
    @Body() body: MoveCategoryDto,
    @Query() query: AdminLocaleQueryDto,
    @Req() request: AdminRequest,
  ): Promise<AdminCategoryDetailDto> {
    await this.categories.move(id, body, backOfficeEditor(request));
    return this.answer(id, adminLocale(query));
  }

  /** Refused while the category has subcategories or products; answers with the category as it was. */
  @Delete(':id')
  @ApiOkResponse({ type: AdminCategoryDetailDto })
  async remove(
    @Param('id', IdParamPipe) id: number,
    @Query() query: AdminLocaleQueryDto,
    @Req() request: AdminRequest,
  ): Promise<AdminCategoryDetailDto> {
    const category = await this.answer(id, adminLocale(query));
    await this.categories.remove(id, backOfficeEditor(request));
    return category;
  }

  /** Names in the back-office language the request asks for (`?locale=`, English when absent), reads and writes alike. */
  private async answer(id: number, locale: Locale): Promise<AdminCategoryDetailDto> {
    const category = await this.reads.findCategory(id, locale);
    const filter = await this.filters.filterOf(id);
    if (!category) throw new DomainError('CATEGORY_NOT_FOUND', `No category has the id ${id}`);
    return { ...category, filterId: filter?.filterId ?? null, facets: filter?.facets ?? [] };
  }
}
