import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { LocaleQueryDto } from '../catalogue/dto/shop-query.dto';
import { CurrentShopIdentity, CustomerRequired, type ShopIdentity } from '../customers/shop-session';
import {
  WishlistCountDto,
  WishlistDto,
  WishlistStateDto,
  WishlistStatesQueryDto,
  WishlistToggleInputDto,
} from './dto/wishlist.dto';
import { WishlistService } from './wishlist.service';

/** The wishlist of the customer the shop serves (storefront spec §3, §7.1–§7.2). */
@ApiTags('shop wishlist')
@CustomerRequired()
@Controller('api/shop/wishlist')
export class WishlistShopController {
  constructor(private readonly wishlist: WishlistService) {}

  @Get()
  @ApiOkResponse({ type: WishlistDto })
  list(@CurrentShopIdentity() identity: ShopIdentity, @Query() query: LocaleQueryDto): Promise<WishlistDto> {
    return this.wishlist.list(identity.customer.id, query.locale, query.store);
  }

  @Get('count')
  @ApiOkResponse({ type: WishlistCountDto })
  async count(@CurrentShopIdentity() identity: ShopIdentity): Promise<WishlistCountDto> {
    return { count: await this.wishlist.count(identity.customer.id) };
  }

  /** Whether each product a page shows can be added or removed. */
  @Get('states')
  @ApiOkResponse({ type: [WishlistStateDto] })
  states(
    @CurrentShopIdentity() identity: ShopIdentity,
    @Query() query: WishlistStatesQueryDto,
  ): Promise<WishlistStateDto[]> {
    return this.wishlist.states(identity.customer.id, query.productIds);
  }

  @Post(':productId/toggle')
  @HttpCode(200)
  @ApiOkResponse({ type: WishlistStateDto })
  toggle(
    @CurrentShopIdentity() identity: ShopIdentity,
    @Param('productId', IdParamPipe) productId: number,
    @Body() input: WishlistToggleInputDto,
  ): Promise<WishlistStateDto> {
    return this.wishlist.toggle(identity.customer.id, productId, input.token);
  }
}
