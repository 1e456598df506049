import {
  Controller,
  Get,
  HttpCode,
  Injectable,
  Param,
  Post,
  Query,
  Res,
  StreamableFile,
  type PipeTransform,
} from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { ShopContext } from '../customers/shop-context';
import { CurrentShopContext } from '../customers/shop-context.service';
import { CurrentShopIdentity, CustomerRequired, type ShopIdentity } from '../customers/shop-session';
import type { OrderDocumentFormat } from './documents/order-document';
import {
  ORDER_NUMBER_PATTERN,
  OrderHistoryLocaleQueryDto,
  OrderHistoryPagingDto,
  OrderHistoryQueryDto,
} from './dto/order-history-query.dto';
import {
  OrderHistoryDetailDto,
  OrderHistoryListDto,
  RemoteOrderDetailDto,
  RemoteOrderListDto,
  ReorderResultDto,
} from './dto/order-history.dto';
import { OrderHistoryService, type OrderDownload } from './order-history.service';
import { orderNotFound } from './order.errors';

/** A text that cannot be an order number names no order: 404, like another company's number. */
@Injectable()
export class OrderNumberPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!ORDER_NUMBER_PATTERN.test(value)) throw orderNotFound(value.slice(0, 40));
    return value;
  }
}

/** The order history of the customer the shop serves: shop orders, ERP orders, downloads, reorder. */
@ApiTags('shop order history')
@CustomerRequired()
@Controller('api/shop')
export class OrderHistoryShopController {
  constructor(private readonly history: OrderHistoryService) {}

  /** The company's shop orders, newest first; `synchronized=false` lists those the ERP has not received. */
  @Get('orders')
  @ApiOkResponse({ type: OrderHistoryListDto })
  list(
    @CurrentShopIdentity() identity: ShopIdentity,
    @Query() query: OrderHistoryQueryDto,
  ): Promise<OrderHistoryListDto> {
    return this.history.list(identity.customer, query);
  }

  @Get('orders/:number/details')
  @ApiOkResponse({ type: OrderHistoryDetailDto })
  details(
    @CurrentShopIdentity() identity: ShopIdentity,
    @Param('number', OrderNumberPipe) number: string,
    @Query() query: OrderHistoryLocaleQueryDto,
  ): Promise<OrderHistoryDetailDto> {
    return this.history.details(identity.customer, number, query.locale);
  }

  @Get('orders/:number/download.pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  downloadPdf(
    @CurrentShopIdentity() identity: ShopIdentity,
    @Param('number', OrderNumberPipe) number: string,
    @Query() query: OrderHistoryLocaleQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return this.download(identity, number, 'pdf', query, response);
  }

  @Get('orders/:number/download.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  downloadCsv(
    @CurrentShopIdentity() identity: ShopIdentity,
    @Param('number', OrderNumberPipe) number: string,
    @Query() query: OrderHistoryLocaleQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return this.download(identity, number, 'csv', query, response);
  }

  @Get('orders/:number/download.xlsx')
  @ApiProduces('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  downloadXlsx(
    @CurrentShopIdentity() identity: ShopIdentity,
    @Param('number', OrderNumberPipe) number: string,
    @Query() query: OrderHistoryLocaleQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return this.download(identity, number, 'xlsx', query, response);
  }

  /** Adds the order's still available lines to the cart; the answer names the lines left out and why. */
  @Post('orders/:number/reorder')
  @HttpCode(200)
  @ApiOkResponse({ type: ReorderResultDto })
  reorder(
    @CurrentShopIdentity() identity: ShopIdentity,
    @CurrentShopContext({ optional: true }) shop: ShopContext,
    @Param('number', OrderNumberPipe) number: string,
    @Query() _query: OrderHistoryLocaleQueryDto,
  ): Promise<ReorderResultDto> {
    return this.history.reorder(identity.customer, number, shop);
  }

  /** The company's orders in the ERP; 503 REMOTE_ORDERS_FETCH_FAILED when the ERP cannot be asked. */
  @Get('remote-orders')
  @ApiOkResponse({ type: RemoteOrderListDto })
  @ApiServiceUnavailableResponse({ description: 'remote_orders_fetch_failed' })
  remoteOrders(
    @CurrentShopIdentity() identity: ShopIdentity,
    @Query() paging: OrderHistoryPagingDto,
  ): Promise<RemoteOrderListDto> {
    return this.history.remoteOrders(identity.customer, paging);
  }

  @Get('remote-orders/:number')
  @ApiOkResponse({ type: RemoteOrderDetailDto })
  @ApiServiceUnavailableResponse({ description: 'remote_orders_fetch_failed' })
  remoteOrder(
    @CurrentShopIdentity() identity: ShopIdentity,
    @Param('number', OrderNumberPipe) number: string,
  ): Promise<RemoteOrderDetailDto> {
    return this.history.remoteOrder(identity.customer, number);
  }

  private async download(
    identity: ShopIdentity,
    number: string,
    format: OrderDocumentFormat,
    query: OrderHistoryLocaleQueryDto,
    response: Response,
  ): Promise<StreamableFile> {
    const file: OrderDownload = await this.history.download(identity.customer, number, format, query.locale);
    response.set({
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    });
    return new StreamableFile(file.content);
  }
}
