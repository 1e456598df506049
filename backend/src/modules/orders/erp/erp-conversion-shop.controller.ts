import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiTags } from '@nestjs/swagger';
import { CurrentShopIdentity, CustomerRequired, type ShopIdentity } from '../../customers/shop-session';
import { OrderNumberPipe } from '../order-history-shop.controller';
import { ErpConversionStartedDto } from './erp-export.dto';
import { ErpOrderExportService } from './erp-order-export.service';

/** "Order conversion can be started; the page is reloaded to see the result" (storefront spec §4). */
@ApiTags('shop order history')
@CustomerRequired()
@Controller('api/shop/orders')
export class ErpConversionShopController {
  constructor(private readonly exports: ErpOrderExportService) {}

  /** Queues the export of the buyer's own order to the ERP; 404 for anyone else's. */
  @Post(':number/erp-conversion')
  @HttpCode(202)
  @ApiAcceptedResponse({ type: ErpConversionStartedDto })
  start(
    @CurrentShopIdentity() identity: ShopIdentity,
    @Param('number', OrderNumberPipe) number: string,
  ): Promise<ErpConversionStartedDto> {
    return this.exports.startFromShop(identity.customer.id, number);
  }
}
