import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  AdminListQueryDto,
  filterValue,
  parseAdminListQuery,
  setContentRange,
} from '../../../common/http/admin-list-query';
import { AdminSection } from '../../../common/security/permission.decorators';
import { envelopeOf, SpecListQueryDto } from '../../shop-config/admin/resource.dto';
import {
  ErpExportReadModel,
  NOT_SYNCHRONIZED_SORTS,
  type NotSynchronizedSort,
} from './erp-export.read-model';
import { ErpRetryDto, ErpRetryResultDto, NotSynchronizedOrderDto, QueuedExportDto } from './erp-export.dto';
import { ErpOrderExportService } from './erp-order-export.service';

const SPEC_PAGE_SIZE = 25;
const SPEC_MAX_PAGE_SIZE = 200;

/** The spec door (back-office spec §4 "Not synchronized orders"): CoreShop-style paging, `{ success, data }`. */
@ApiTags('orders: ERP')
@ApiCookieAuth()
@AdminSection('orders')
@Controller('admin/coreshop/orders')
export class ErpOrdersSpecController {
  constructor(
    private readonly em: EntityManager,
    private readonly reads: ErpExportReadModel,
    private readonly exports: ErpOrderExportService,
  ) {}

  @Get('not-synchronized')
  @ApiOkResponse({ type: envelopeOf(NotSynchronizedOrderDto, true) })
  async notSynchronized(@Query() query: SpecListQueryDto) {
    const sort = NOT_SYNCHRONIZED_SORTS.find((name) => name === query.sort) ?? 'createdAt';
    const { rows, total } = await this.reads.notSynchronized(this.em, {
      sort,
      order: query.dir === 'ASC' ? 'asc' : 'desc',
      offset: query.start ?? 0,
      limit: Math.min(query.limit ?? SPEC_PAGE_SIZE, SPEC_MAX_PAGE_SIZE),
      number: query.query?.trim() || undefined,
    });
    return { success: true, data: rows.map((row) => NotSynchronizedOrderDto.from(row)), total };
  }

  /** Queues the export of the named orders (or all); answers at once with the job ids. */
  @Post('erp-retry')
  @HttpCode(200)
  @ApiOkResponse({ type: envelopeOf(ErpRetryResultDto, false) })
  async retry(@Body() body: ErpRetryDto) {
    const queued = await this.exports.retry(body);
    return { success: true, data: { jobs: queued.map((job) => QueuedExportDto.from(job)) } };
  }
}

/** The react-admin door: the same list and retry, REST with `Content-Range`. */
@ApiTags('orders: ERP')
@ApiCookieAuth()
@AdminSection('orders')
@Controller('api/admin/orders-not-synchronized')
export class ErpOrdersRestController {
  constructor(
    private readonly em: EntityManager,
    private readonly reads: ErpExportReadModel,
    private readonly exports: ErpOrderExportService,
  ) {}

  @Get()
  @ApiOkResponse({ type: [NotSynchronizedOrderDto] })
  async list(
    @Query() query: AdminListQueryDto,
    @Res({ passthrough: true }) reply: Response,
  ): Promise<NotSynchronizedOrderDto[]> {
    const request = parseAdminListQuery<NotSynchronizedSort>(query, NOT_SYNCHRONIZED_SORTS, 'createdAt');
    const { rows, total } = await this.reads.notSynchronized(this.em, {
      sort: request.sortField,
      order: request.sortOrder,
      offset: request.offset,
      limit: request.limit,
      ids: filterValue.integers(request.filter, 'id'),
      number: filterValue.text(request.filter, 'q'),
    });
    setContentRange(reply, 'orders-not-synchronized', request.offset, rows.length, total);
    return rows.map((row) => NotSynchronizedOrderDto.from(row));
  }

  @Post('retry')
  @HttpCode(200)
  @ApiOkResponse({ type: ErpRetryResultDto })
  async retry(@Body() body: ErpRetryDto): Promise<ErpRetryResultDto> {
    const queued = await this.exports.retry(body);
    return { jobs: queued.map((job) => QueuedExportDto.from(job)) };
  }
}
