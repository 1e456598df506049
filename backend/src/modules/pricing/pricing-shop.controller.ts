import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { ShopContext } from '../customers/shop-context';
import { CurrentShopContext } from '../customers/shop-context.service';
import { BuyerPricesDto, BuyerPricesQueryDto } from './dto/buyer-prices.dto';
import { PricingService } from './pricing.service';

/**
 * A page's prices for the shopper at hand, in one call: the catalogue's pages stay the same for everyone (and
 * cached), and a logged-in buyer's own prices are laid over them (`docs/decisions/2026-11-28-buyer-prices.md`).
 */
@ApiTags('shop pricing')
@Controller('api/shop')
export class PricingShopController {
  constructor(private readonly pricing: PricingService) {}

  @Get('prices')
  @ApiOkResponse({ type: BuyerPricesDto })
  async prices(
    @Query() query: BuyerPricesQueryDto,
    @CurrentShopContext() shop: ShopContext,
    @Res({ passthrough: true }) response: Response,
  ): Promise<BuyerPricesDto> {
    response.set('Cache-Control', 'private, no-store');
    const { store, customer } = shop;
    const list = await this.pricing.buyerPrices(
      {
        storeId: store.id,
        customerId: customer?.id ?? null,
        companyId: customer?.companyId ?? null,
        customerGroupIds: customer?.groupIds ?? [],
      },
      query.products,
    );
    return BuyerPricesDto.from(list, customer !== null);
  }
}
