import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Put,
  Query,
  Res,
  type Type,
} from '@nestjs/common';
import {
  ApiBody,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { DomainError } from '../../../common/errors/domain-error';
import {
  type AdminListRequest,
  AdminListQueryDto,
  parseAdminListQuery,
  setContentRange,
} from '../../../common/http/admin-list-query';
import { IdParamPipe, QueryIdPipe } from '../../../common/http/id-param.pipe';
import { AdminSection } from '../../../common/security/permission.decorators';
import { ADMIN_MAX_PAGE_SIZE } from '@tradeshop/shared';
import type { AnyShopConfigResource, ShopConfigResourceService } from './resource';
import { DeleteResultDto, envelopeOf, SpecListQueryDto } from './resource.dto';
import { AuditedShopConfig } from './shop-config-audit.interceptor';

/**
 * The two doors of a shop-configuration resource, made from its definition (see `resource.ts` for how to add a
 * resource). Both call the same service method, so the spec's routes and the admin screens never diverge.
 *
 * - Spec door, `/admin/coreshop/{specName}`: GET get?id=, GET list, POST add, POST save?id=, DELETE delete?id=,
 *   GET get-config. Answers `{ success: true, data }` like CoreShop's own admin (`total` on lists).
 * - react-admin door, `/api/admin/shop-config/{restName}`: ra-data-simple-rest's shape (GET list with sort, range,
 *   filter and Content-Range; GET /:id; POST; PUT /:id; DELETE /:id; getMany is the list with filter id=[…]).
 *
 * Ids are digits only: anything else names nothing and answers 404, never a database error.
 * Reading needs `shop_configuration.read`, everything else `shop_configuration.write` (the section decorator).
 */

/** The global ValidationPipe validates against `design:paramtypes`; a generic handler has to state them. */
function bodyType(target: object, method: string, types: unknown[]) {
  Reflect.defineMetadata('design:paramtypes', types, target, method);
}

/** Names a class made in a function: the name makes the OpenAPI operation ids (`Currencies_list`). */
export function named<T extends Type>(controller: T, name: string): T {
  Object.defineProperty(controller, 'name', { value: name });
  return controller;
}

function specListRequest(query: SpecListQueryDto, resource: AnyShopConfigResource): AdminListRequest<string> {
  const sortField = query.sort ?? resource.defaultSort;
  if (!resource.sorts.includes(sortField)) {
    throw new DomainError('VALIDATION_FAILED', `sort must be one of ${resource.sorts.join(', ')}`, [
      { field: 'sort', reason: `must be one of ${resource.sorts.join(', ')}` },
    ]);
  }
  return {
    sortField,
    sortOrder: query.dir === 'DESC' ? 'desc' : 'asc',
    offset: query.start ?? 0,
    limit: Math.min(query.limit ?? 25, ADMIN_MAX_PAGE_SIZE),
    filter: query.query ? { q: query.query } : {},
  };
}

export function createShopConfigControllers(resource: AnyShopConfigResource): Type[] {
  const { response, create, update, config, className } = resource;
  const tag = `back-office shop configuration: ${resource.specName}`;
  const idQuery = ApiQuery({ name: 'id', type: 'integer', description: 'Digits only; anything else is 404' });
  const idParam = ApiParam({ name: 'id', type: 'integer', description: 'Digits only; anything else is 404' });
  type Service = ShopConfigResourceService<unknown, unknown, unknown, unknown>;

  @ApiTags(tag)
  @ApiCookieAuth()
  @AdminSection('shop_configuration')
  @AuditedShopConfig(resource.restName)
  @Controller(`admin/coreshop/${resource.specName}`)
  class SpecController {
    constructor(@Inject(resource.service) readonly service: Service) {}

    @Get('get')
    @idQuery
    @ApiOkResponse({ type: envelopeOf(response, false) })
    async get(@Query('id', QueryIdPipe) id: number) {
      return { success: true, data: await this.service.get(id) };
    }

    @Get('list')
    @ApiOkResponse({ type: envelopeOf(response, true) })
    async list(@Query() query: SpecListQueryDto) {
      const { rows, total } = await this.service.list(specListRequest(query, resource));
      return { success: true, data: rows, total };
    }

    @Post('add')
    @HttpCode(200)
    @ApiBody({ type: create })
    @ApiOkResponse({ type: envelopeOf(response, false) })
    async add(@Body() body: unknown) {
      return { success: true, data: await this.service.create(body) };
    }

    @Post('save')
    @HttpCode(200)
    @idQuery
    @ApiBody({ type: update })
    @ApiOperation({ description: 'Changes the fields given; a field left out stays as it is.' })
    @ApiOkResponse({ type: envelopeOf(response, false) })
    async save(@Query('id', QueryIdPipe) id: number, @Body() body: unknown) {
      return { success: true, data: await this.service.update(id, body) };
    }

    @Delete('delete')
    @idQuery
    @ApiOkResponse({ type: DeleteResultDto })
    async delete(@Query('id', QueryIdPipe) id: number): Promise<DeleteResultDto> {
      await this.service.delete(id);
      return { success: true, id };
    }

    @Get('get-config')
    @ApiOkResponse({ type: envelopeOf(config, false) })
    getConfig() {
      return { success: true, data: this.service.config() };
    }
  }
  bodyType(SpecController.prototype, 'add', [create]);
  bodyType(SpecController.prototype, 'save', [Number, update]);

  @ApiTags(tag)
  @ApiCookieAuth()
  @AdminSection('shop_configuration')
  @AuditedShopConfig(resource.restName)
  @Controller(`api/admin/shop-config/${resource.restName}`)
  class RestController {
    constructor(@Inject(resource.service) readonly service: Service) {}

    @Get()
    @ApiOperation({
      description: 'Filters: q (search), id (a list: react-admin getMany), and get-config filterFields',
    })
    @ApiOkResponse({ type: [response] })
    async list(@Query() query: AdminListQueryDto, @Res({ passthrough: true }) reply: Response) {
      const request = parseAdminListQuery(query, resource.sorts, resource.defaultSort);
      const { rows, total } = await this.service.list(request);
      setContentRange(reply, resource.restName, request.offset, rows.length, total);
      return rows;
    }

    @Get(':id')
    @idParam
    @ApiOkResponse({ type: response })
    get(@Param('id', IdParamPipe) id: number) {
      return this.service.get(id);
    }

    @Post()
    @ApiBody({ type: create })
    @ApiCreatedResponse({ type: response })
    create(@Body() body: unknown) {
      return this.service.create(body);
    }

    @Put(':id')
    @idParam
    @ApiBody({ type: update })
    @ApiOkResponse({ type: response })
    update(@Param('id', IdParamPipe) id: number, @Body() body: unknown) {
      return this.service.update(id, body);
    }

    @Delete(':id')
    @idParam
    @ApiOkResponse({ type: response })
    delete(@Param('id', IdParamPipe) id: number) {
      return this.service.delete(id);
    }
  }
  bodyType(RestController.prototype, 'create', [create]);
  bodyType(RestController.prototype, 'update', [Number, update]);

  return [
    named(SpecController, `${className}CoreShopController`),
    named(RestController, `${className}Controller`),
  ];
}
