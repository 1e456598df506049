import { Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DomainError } from '../../common/errors/domain-error';
import { parseAdminListQuery, setContentRange } from '../../common/http/admin-list-query';
import {
  adminLocale,
  AdminLocaleQueryDto,
  AdminLocalizedListQueryDto,
} from '../../common/http/admin-locale-query';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { JobDto } from '../../jobs/dto/job.dto';
import {
  ADMIN_CATEGORY_SORTS,
  ADMIN_PRODUCT_SORTS,
  CatalogueAdminReadModel,
} from './catalogue-admin.read-model';
import { CatalogueIndexationService } from './catalogue-indexation.service';
import {
  AdminCategoryRowDto,
  AdminProductDto,
  AdminProductListQueryDto,
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
    private readonly indexation: CatalogueIndexationService,
  ) {}

  @Get('products')
  @ApiOkResponse({ type: [AdminProductRowDto] })
  async products(
    @Query() query: AdminProductListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminProductRowDto[]> {
    const request = parseAdminListQuery(query, ADMIN_PRODUCT_SORTS, 'id');
    if (query.tag !== undefined) request.filter.tag = query.tag;
    const { rows, total } = await this.repository.listProducts(request, adminLocale(query));
    setContentRange(response, 'products', request.offset, rows.length, total);
    return rows;
  }

  @Get('products/:id')
  @ApiOkResponse({ type: AdminProductDto })
  async product(
    @Param('id', IdParamPipe) id: number,
    @Query() query: AdminLocaleQueryDto,
  ): Promise<AdminProductDto> {
    const product = await this.repository.findProduct(id, adminLocale(query));
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
    @Query() query: AdminLocalizedListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminCategoryRowDto[]> {
    const request = parseAdminListQuery(query, ADMIN_CATEGORY_SORTS, 'position');
    const { rows, total } = await this.repository.listCategories(request, adminLocale(query));
    setContentRange(response, 'categories', request.offset, rows.length, total);
    return rows;
  }

  /** Recomputes the product count of every category in the background. */
  @Post('categories/recount')
  @HttpCode(202)
  @ApiOkResponse({ type: JobDto })
  async recount(): Promise<JobDto> {
    return JobDto.from(await this.indexation.recount());
  }
}
