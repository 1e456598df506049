import type { Locale } from '@tradeshop/shared';
import { Body, Controller, Delete, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { DomainError } from '../../common/errors/domain-error';
import { AdminLocaleQueryDto, adminLocale } from '../../common/http/admin-locale-query';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { AdminSection } from '../../common/security/permission.decorators';
import { type AdminRequest, backOfficeEditor } from '../identity/admin-access.guard';
import { CatalogueAdminReadModel } from './catalogue-admin.read-model';
import { AdminProductDto } from './dto/catalogue-admin.dto';
import {
  ProductBulkDto,
  ProductBulkResultDto,
  ProductDeleteResultDto,
  ProductInputDto,
} from './dto/product-write.dto';
import { ProductWriteService } from './product-write.service';

/** The product editor's writes for react-admin's simple REST provider; reads are CatalogueAdminController's. */
@ApiTags('back-office catalogue')
@ApiCookieAuth()
@AdminSection('catalogue')
@Controller('api/admin/products')
export class ProductAdminController {
  constructor(
    private readonly products: ProductWriteService,
    private readonly reads: CatalogueAdminReadModel,
  ) {}

  @Post()
  @ApiOkResponse({ type: AdminProductDto })
  async create(
    @Body() body: ProductInputDto,
    @Query() query: AdminLocaleQueryDto,
    @Req() request: AdminRequest,
  ): Promise<AdminProductDto> {
    const id = await this.products.create(body, backOfficeEditor(request));
    return this.show(id, adminLocale(query));
  }

  /** Publish, unpublish, archive or set the main category of several products. */
  @Post('bulk')
  @HttpCode(200)
  @ApiOkResponse({ type: ProductBulkResultDto })
  async bulk(@Body() body: ProductBulkDto, @Req() request: AdminRequest): Promise<ProductBulkResultDto> {
    return { changed: await this.products.bulk(body, backOfficeEditor(request)) };
  }

  @Put(':id')
  @ApiOkResponse({ type: AdminProductDto })
  async update(
    @Param('id', IdParamPipe) id: number,
    @Body() body: ProductInputDto,
    @Query() query: AdminLocaleQueryDto,
    @Req() request: AdminRequest,
  ): Promise<AdminProductDto> {
    await this.products.update(id, body, backOfficeEditor(request));
    return this.show(id, adminLocale(query));
  }

  /** Deletes the product, or archives it while an open cart or an order names it (`outcome` says which). */
  @Delete(':id')
  @ApiOkResponse({ type: ProductDeleteResultDto })
  async delete(
    @Param('id', IdParamPipe) id: number,
    @Req() request: AdminRequest,
  ): Promise<ProductDeleteResultDto> {
    return this.products.delete(id, backOfficeEditor(request));
  }

  /** The product as the editor's GET shows it, in the back-office language the write was sent in. */
  private async show(id: number, locale: Locale): Promise<AdminProductDto> {
    const product = await this.reads.findProduct(id, locale);
    if (!product) throw new DomainError('PRODUCT_NOT_FOUND', `No product has the id ${id}`);
    return product;
  }
}
