import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { IdParamPipe } from '../../../common/http/id-param.pipe';
import { AdminSection } from '../../../common/security/permission.decorators';
import { FilterDto } from './filters/filter.dto';
import { FiltersService } from './filters/filters.service';
import { CloneDto, IndexDto } from './indices/index.dto';
import { IndicesService } from './indices/indices.service';
import { envelopeOf } from './resource.dto';
import { QueryIdPipe } from './resource-controllers';
import { SolidifierReportDto } from './solidifier/solidifier.dto';
import { ProductSolidifierService } from './solidifier/solidifier.service';
import { AuditedShopConfig } from './shop-config-audit.interceptor';

const idQuery = ApiQuery({ name: 'id', type: 'integer', description: 'Digits only; anything else is 404' });
const idParam = ApiParam({ name: 'id', type: 'integer', description: 'Digits only; anything else is 404' });
const cloneDescription =
  'Copies the row under a new code (the body may name the code and name; left out, `<code>-copy` and "Copy of …").';

/** Clone for indices (spec door `POST /admin/coreshop/indices/clone?id=`, react-admin door `POST …/:id/clone`). */
@ApiTags('back-office shop configuration: indices')
@ApiCookieAuth()
@AdminSection('shop_configuration')
@AuditedShopConfig('indices')
@Controller()
export class IndexCloneController {
  constructor(private readonly indices: IndicesService) {}

  @Post('admin/coreshop/indices/clone')
  @HttpCode(200)
  @idQuery
  @ApiOperation({ description: cloneDescription })
  @ApiOkResponse({ type: envelopeOf(IndexDto, false) })
  async specClone(@Query('id', QueryIdPipe) id: number, @Body() body: CloneDto) {
    return { success: true, data: await this.indices.clone(id, body) };
  }

  @Post('api/admin/shop-config/indices/:id/clone')
  @idParam
  @ApiOperation({ description: cloneDescription })
  @ApiOkResponse({ type: IndexDto })
  restClone(@Param('id', IdParamPipe) id: number, @Body() body: CloneDto): Promise<IndexDto> {
    return this.indices.clone(id, body);
  }
}

/** Clone for filters: the facet groups and index, not the categories (a category shows one filter). */
@ApiTags('back-office shop configuration: filters')
@ApiCookieAuth()
@AdminSection('shop_configuration')
@AuditedShopConfig('filters')
@Controller()
export class FilterCloneController {
  constructor(private readonly filters: FiltersService) {}

  @Post('admin/coreshop/filters/clone')
  @HttpCode(200)
  @idQuery
  @ApiOperation({ description: cloneDescription })
  @ApiOkResponse({ type: envelopeOf(FilterDto, false) })
  async specClone(@Query('id', QueryIdPipe) id: number, @Body() body: CloneDto) {
    return { success: true, data: await this.filters.clone(id, body) };
  }

  @Post('api/admin/shop-config/filters/:id/clone')
  @idParam
  @ApiOperation({ description: cloneDescription })
  @ApiOkResponse({ type: FilterDto })
  restClone(@Param('id', IdParamPipe) id: number, @Body() body: CloneDto): Promise<FilterDto> {
    return this.filters.clone(id, body);
  }
}

const objectIdParam = ApiParam({
  name: 'objectId',
  type: 'integer',
  description: 'A product id; digits only',
});

/** The product-variant solidifier: what a product inherits (GET check) and storing it on the product (PUT apply). */
@ApiTags('back-office shop configuration: product-variant-solidifier')
@ApiCookieAuth()
@AdminSection('shop_configuration')
@AuditedShopConfig('product-variant-solidifier')
@Controller('admin/coreshop/product-variant-solidifier')
export class ProductSolidifierController {
  constructor(private readonly solidifier: ProductSolidifierService) {}

  @Get('check/:objectId')
  @objectIdParam
  @ApiOkResponse({ type: envelopeOf(SolidifierReportDto, false) })
  async check(@Param('objectId', IdParamPipe) objectId: number) {
    return { success: true, data: await this.solidifier.check(objectId) };
  }

  @Put('apply/:objectId')
  @objectIdParam
  @ApiOkResponse({ type: envelopeOf(SolidifierReportDto, false) })
  async apply(@Param('objectId', IdParamPipe) objectId: number) {
    return { success: true, data: await this.solidifier.apply(objectId) };
  }
}
