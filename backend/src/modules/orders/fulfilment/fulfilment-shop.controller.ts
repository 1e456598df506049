import { Controller, Get, Param, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { IdParamPipe } from '../../../common/http/id-param.pipe';
import { CurrentShopIdentity, type ShopIdentity } from '../../customers/shop-session';
import { OrderAccessQueryDto } from '../dto/order-input.dto';
import { OrdersService } from '../orders.service';
import { OrderFulfilmentShopDto } from './fulfilment-shop.dto';
import { FulfilmentShopView } from './fulfilment-shop.view';

/**
 * What the buyer sees of an order's fulfilment in the shop: shipments with tracking, the comments written to
 * them, invoices and credit notes with their PDFs. Only the order's buyer (the customer, or a guest with the
 * order's access token) opens them; anyone else gets the same 404 as for an order that does not exist.
 */
@ApiTags('shop orders')
@Controller('api/shop/orders/:number')
export class FulfilmentShopController {
  constructor(
    private readonly orders: OrdersService,
    private readonly view: FulfilmentShopView,
  ) {}

  @Get('fulfilment')
  @ApiOkResponse({ type: OrderFulfilmentShopDto })
  async fulfilment(
    @CurrentShopIdentity() identity: ShopIdentity | undefined,
    @Param('number') number: string,
    @Query() query: OrderAccessQueryDto,
  ): Promise<OrderFulfilmentShopDto> {
    const order = await this.orders.findForBuyer(number, {
      customerId: identity?.customer.id ?? null,
      token: query.token ?? null,
    });
    return this.view.of(order);
  }

  @Get('invoices/:invoiceId.pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async invoicePdf(
    @CurrentShopIdentity() identity: ShopIdentity | undefined,
    @Param('number') number: string,
    @Param('invoiceId', IdParamPipe) invoiceId: number,
    @Query() query: OrderAccessQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const order = await this.orders.findForBuyer(number, {
      customerId: identity?.customer.id ?? null,
      token: query.token ?? null,
    });
    const file = await this.view.invoicePdf(order, invoiceId);
    response.set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    });
    return new StreamableFile(file.pdf);
  }
}
