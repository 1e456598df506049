import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ADMIN_MAX_PAGE_SIZE } from '@tradeshop/shared';
import type { Response } from 'express';
import {
  AdminListQueryDto,
  parseAdminListQuery,
  setContentRange,
} from '../../../common/http/admin-list-query';
import { AdminSection } from '../../../common/security/permission.decorators';
import { ORDER_FILTER_NAMES, ORDER_SORT_FIELDS, parseOrderFilter } from './order-find.criteria';
import { FindOrdersQueryDto, OrderFindEnvelopeDto, OrderListRowDto } from './order-find.dto';
import { OrderFindService } from './order-find.service';

const FILTERS = `Filters: ${ORDER_FILTER_NAMES.join(', ')}. Sorts: ${ORDER_SORT_FIELDS.join(', ')}.`;

/** Spec door: `GET /admin/coreshop/orders/find`, CoreShop's envelope with the total. */
@ApiTags('back-office orders')
@ApiCookieAuth()
@AdminSection('orders')
@Controller('admin/coreshop/orders')
export class OrderFindSpecController {
  constructor(private readonly finder: OrderFindService) {}

  @Get('find')
  @ApiOperation({ summary: 'Find orders', description: `${FILTERS} Paged with start and limit.` })
  @ApiOkResponse({ type: OrderFindEnvelopeDto })
  async find(@Query() query: FindOrdersQueryDto): Promise<OrderFindEnvelopeDto> {
    const { start, limit, sort, dir, ...filter } = query;
    const { rows, total } = await this.finder.find(parseOrderFilter(filter), {
      sortField: sort ?? 'createdAt',
      sortOrder: dir === 'ASC' ? 'asc' : 'desc',
      offset: start ?? 0,
      limit: Math.min(limit ?? 25, ADMIN_MAX_PAGE_SIZE),
    });
    return { success: true, data: rows, total };
  }
}

/** react-admin door: `GET /api/admin/orders` with sort, range, filter (id as a list for getMany), Content-Range. */
@ApiTags('back-office orders')
@ApiCookieAuth()
@AdminSection('orders')
@Controller('api/admin/orders')
export class OrderListRestController {
  constructor(private readonly finder: OrderFindService) {}

  @Get()
  @ApiOperation({ summary: 'List orders', description: FILTERS })
  @ApiOkResponse({ type: [OrderListRowDto] })
  async list(
    @Query() query: AdminListQueryDto,
    @Res({ passthrough: true }) reply: Response,
  ): Promise<OrderListRowDto[]> {
    const request = parseAdminListQuery(
      { ...query, sort: query.sort ?? '["createdAt","DESC"]' },
      ORDER_SORT_FIELDS,
      'createdAt',
    );
    const { rows, total } = await this.finder.find(parseOrderFilter(request.filter), request);
    setContentRange(reply, 'orders', request.offset, rows.length, total);
    return rows;
  }
}
