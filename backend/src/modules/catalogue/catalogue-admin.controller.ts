import { Controller, Get, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DomainError } from '../../common/errors/domain-error';
import { AdminListQueryDto, parseAdminListQuery, setContentRange } from '../../common/http/admin-list-query';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { JOB_QUEUE, type JobQueue } from '../../jobs/job-queue';
import { JobDto } from '../../jobs/dto/job.dto';
import {
  ADMIN_CATEGORY_SORTS,
  ADMIN_PRODUCT_SORTS,
  CatalogueAdminReadModel,
} from './catalogue-admin.read-model';
import { RECOUNT_CATEGORIES_JOB } from './catalogue.jobs';
import {
  AdminCategoryDto,
  AdminCategoryRowDto,
  AdminProductDto,
  AdminProductRowDto,
  ProductEditorOptionsDto,
} from './dto/catalogue-admin.dto';
import { AdminSection } from '../../common/security/permission.decorators';

@ApiTags('back-office catalogue')
@ApiCookieAuth()
@AdminSection('catalogue')
@Controller('api/admin')
export class CatalogueAdminController {
  constructor(
    private readonly repository: CatalogueAdminReadModel,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
  ) {}

  @Get('products')
  @ApiOkResponse({ type: [AdminProductRowDto] })
  async products(
    @Query() query: AdminListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminProductRowDto[]> {
    const request = parseAdminListQuery(query, ADMIN_PRODUCT_SORTS, 'id');
    const { rows, total } = await this.repository.listProducts(request);
    setContentRange(response, 'products', request.offset, rows.length, total);
    return rows;
  }

  @Get('products/:id')
  @ApiOkResponse({ type: AdminProductDto })
  async product(@Param('id', IdParamPipe) id: number): Promise<AdminProductDto> {
    const product = await this.repository.findProduct(id);
    if (!product) throw new DomainError('PRODUCT_NOT_FOUND', `No product has the id ${id}`);
    return product;
  }

  /** The brands, product lines, families (with their typed attributes), units and stores a product is edited with. */
  @Get('product-editor-options')
  @ApiOkResponse({ type: ProductEditorOptionsDto })
  async editorOptions(): Promise<ProductEditorOptionsDto> {
    return this.repository.editorOptions();
  }

  @Get('categories')
  @ApiOkResponse({ type: [AdminCategoryRowDto] })
  async categories(
    @Query() query: AdminListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminCategoryRowDto[]> {
    const request = parseAdminListQuery(query, ADMIN_CATEGORY_SORTS, 'position');
    const { rows, total } = await this.repository.listCategories(request);
    setContentRange(response, 'categories', request.offset, rows.length, total);
    return rows;
  }

  @Get('categories/:id')
  @ApiOkResponse({ type: AdminCategoryDto })
  async category(@Param('id', IdParamPipe) id: number): Promise<AdminCategoryDto> {
    const category = await this.repository.findCategory(id);
    if (!category) throw new DomainError('CATEGORY_NOT_FOUND', `No category has the id ${id}`);
    return category;
  }

  /** Recomputes the product count of every category in the background. */
  @Post('categories/recount')
  @HttpCode(202)
  @ApiOkResponse({ type: JobDto })
  async recount(): Promise<JobDto> {
    return JobDto.from(
      await this.jobs.enqueue(RECOUNT_CATEGORIES_JOB, {}, { dedupeKey: RECOUNT_CATEGORIES_JOB }),
    );
  }
}
