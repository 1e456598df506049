import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Put,
  Query,
  Req,
  type Type,
} from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { IdParamPipe } from '../../../common/http/id-param.pipe';
import { AdminSection } from '../../../common/security/permission.decorators';
import { FilterDto } from './filters/filter.dto';
import { FiltersService } from './filters/filters.service';
import { CloneDto, IndexDto } from './indices/index.dto';
import { IndicesService } from './indices/indices.service';
import { envelopeOf } from './resource.dto';
import { QueryIdPipe } from '../../../common/http/id-param.pipe';
import { named } from './resource-controllers';
import { SolidifierReportDto } from './solidifier/solidifier.dto';
import { ProductSolidifierService } from './solidifier/solidifier.service';
import { AuditedShopConfig } from './shop-config-audit.interceptor';
import type { AdminRequest } from '../../identity/admin-access.guard';

const idQuery = ApiQuery({ name: 'id', type: 'integer', description: 'Digits only; anything else is 404' });
const idParam = ApiParam({ name: 'id', type: 'integer', description: 'Digits only; anything else is 404' });
const cloneDescription =
  'Copies the row under a new code (the body may name the code and name; left out, `<code>-copy` and "Copy of …").';

interface Cloning<TResponse> {
  clone(id: number, input: CloneDto): Promise<TResponse>;
}

/** The clone extra of a resource: spec door `POST /admin/coreshop/{name}/clone?id=`, react-admin `POST …/:id/clone`. */
function cloneController<TResponse>(
  name: 'indices' | 'filters',
  service: Type<Cloning<TResponse>>,
  response: Type<TResponse>,
  className: string,
): Type {
  @ApiTags(`back-office shop configuration: ${name}`)
  @ApiCookieAuth()
  @AdminSection('shop_configuration')
  @AuditedShopConfig(name)
  @Controller()
  class CloneController {
    constructor(@Inject(service) private readonly rows: Cloning<TResponse>) {}

    @Post(`admin/coreshop/${name}/clone`)
    @HttpCode(200)
    @idQuery
    @ApiOperation({ description: cloneDescription })
    @ApiOkResponse({ type: envelopeOf(response, false) })
    async specClone(@Query('id', QueryIdPipe) id: number, @Body() body: CloneDto) {
      return { success: true, data: await this.rows.clone(id, body) };
    }

    @Post(`api/admin/shop-config/${name}/:id/clone`)
    @idParam
    @ApiOperation({ description: cloneDescription })
    @ApiOkResponse({ type: response })
    restClone(@Param('id', IdParamPipe) id: number, @Body() body: CloneDto): Promise<TResponse> {
      return this.rows.clone(id, body);
    }
  }
  return named(CloneController, className);
}

/** Clone for indices. */
export const IndexCloneController = cloneController(
  'indices',
  IndicesService,
  IndexDto,
  'IndexCloneController',
);

/** Clone for filters: the facet groups and index, not the categories (a category shows one filter). */
export const FilterCloneController = cloneController(
  'filters',
  FiltersService,
  FilterDto,
  'FilterCloneController',
);

const objectIdParam = ApiParam({
  name: 'objectId',
  type: 'integer',
  description: 'A product id; digits only',
});

/**
 * The product-variant solidifier: what a product inherits (GET check) and storing it on the product (PUT apply).
 * The spec lists it among the shop-configuration paths, but it changes a product: the catalogue's permission
 * guards it, so the editor who keeps a variant family is the one who can solidify its variants.
 */
@ApiTags('back-office shop configuration: product-variant-solidifier')
@ApiCookieAuth()
@AdminSection('catalogue')
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
  async apply(@Param('objectId', IdParamPipe) objectId: number, @Req() request: AdminRequest) {
    // The access guard has put the user there: no back-office route is reachable without one.
    const editor = { adminUserId: request.adminUser!.id, ip: request.ip ?? '' };
    return { success: true, data: await this.solidifier.apply(objectId, editor) };
  }
}
