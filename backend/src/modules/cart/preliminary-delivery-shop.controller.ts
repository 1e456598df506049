import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { DeliveryCalendarService } from '../shop-config/delivery-calendar.service';
import { preliminaryDeliveryDate } from './preliminary-delivery';
import type { StoreCode } from '@tradeshop/shared';

export class StorePreliminaryDeliveryDto {
  @ApiProperty() storeId!: number;
  @ApiProperty({ example: 'fi' }) storeCode!: string;
  @ApiProperty({
    format: 'date',
    description: "YYYY-MM-DD: when an item out of stock today is expected, by the store's delivery calendar",
  })
  date!: string;
}

/**
 * The date an out-of-stock item is expected in each store today (storefront spec §8: the preliminary delivery
 * date), the same date the cart gives its out-of-stock lines; product pages, cards and search results show it.
 */
@ApiTags('shop cart')
@Controller('api/shop')
export class PreliminaryDeliveryShopController {
  constructor(private readonly calendars: DeliveryCalendarService) {}

  @Get('preliminary-delivery-dates')
  @Header('Cache-Control', 'public, max-age=60')
  @ApiOkResponse({ type: [StorePreliminaryDeliveryDto] })
  async dates(): Promise<StorePreliminaryDeliveryDto[]> {
    const now = new Date();
    return (await this.calendars.forAllStores()).map(({ storeId, storeCode, calendar }) => ({
      storeId,
      storeCode,
      date: preliminaryDeliveryDate(storeCode as StoreCode, now, calendar),
    }));
  }
}
