import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { SessionService } from '../identity/session.service';
import type { CartOwner } from './cart.port';
import { CurrentCartOwner, keepCartCookie } from './cart-owner';
import { carrierDto, cartDto, cartSummaryDto } from './cart.mapper';
import { CartService, type CartResult } from './cart.service';
import {
  AddCartItemDto,
  CartBulkUpdateDto,
  CartDto,
  CartLineChangeDto,
  CartLocaleQueryDto,
  CartRemoveItemQueryDto,
  CartSummaryDto,
  CompleteDeliveryDto,
  ShippingEstimateDto,
  ShippingEstimateInputDto,
  VoucherInputDto,
} from './dto/cart-shop.dto';

/**
 * The shopper's cart (storefront spec §2, §7.4–§7.6): a customer's open cart in their company's store, or a
 * visitor's, found by the `cart_token` cookie and created by the first add.
 */
@ApiTags('shop cart')
@Controller('api/shop/cart')
export class CartShopController {
  constructor(
    private readonly carts: CartService,
    private readonly sessions: SessionService,
  ) {}

  @Get()
  @ApiOkResponse({ type: CartDto })
  async cart(
    @CurrentCartOwner() owner: CartOwner,
    @Query() _query: CartLocaleQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CartDto> {
    return this.answer(owner, response, await this.carts.view(owner), cartDto);
  }

  /** What the minicart shows on every page: the lines, their quantities and the total. */
  @Get('summary')
  @ApiOkResponse({ type: CartSummaryDto })
  async summary(
    @CurrentCartOwner() owner: CartOwner,
    @Query() _query: CartLocaleQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CartSummaryDto> {
    return this.answer(owner, response, await this.carts.view(owner), cartSummaryDto);
  }

  /** Adds to the product's line; a quantity the product's rules refuse is answered 400 and nothing is stored. */
  @Post('items')
  @HttpCode(200)
  @ApiOkResponse({ type: CartDto })
  async addItem(
    @CurrentCartOwner() owner: CartOwner,
    @Query() _query: CartLocaleQueryDto,
    @Body() input: AddCartItemDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CartDto> {
    return this.answer(owner, response, await this.carts.addItem(owner, input), cartDto);
  }

  @Patch('items/:id')
  @ApiOkResponse({ type: CartDto })
  async updateItem(
    @CurrentCartOwner() owner: CartOwner,
    @Param('id', IdParamPipe) id: number,
    @Query() _query: CartLocaleQueryDto,
    @Body() input: CartLineChangeDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CartDto> {
    const result = await this.carts.updateQuantity(owner, id, input.quantity, input.unitDefinitionId);
    return this.answer(owner, response, result, cartDto);
  }

  /**
   * The bulk update: many lines' quantities (and units) and removals in one call; a refused change is answered
   * with the line's field named (`items.<id>.quantity`) and nothing is stored.
   */
  @Put('items')
  @ApiOkResponse({ type: CartDto })
  async updateItems(
    @CurrentCartOwner() owner: CartOwner,
    @Query() _query: CartLocaleQueryDto,
    @Body() input: CartBulkUpdateDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CartDto> {
    const changes = input.items.map((line) => ({
      itemId: line.id,
      quantity: line.quantity,
      unitDefinitionId: line.unitDefinitionId,
    }));
    return this.answer(owner, response, await this.carts.updateLines(owner, changes, input.remove), cartDto);
  }

  /** Needs the line's `removeToken`; a wrong one is answered 403 and nothing is removed. */
  @Delete('items/:id')
  @ApiOkResponse({ type: CartDto })
  async removeItem(
    @CurrentCartOwner() owner: CartOwner,
    @Param('id', IdParamPipe) id: number,
    @Query() query: CartRemoveItemQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CartDto> {
    return this.answer(owner, response, await this.carts.removeItem(owner, id, query.token), cartDto);
  }

  /** 'voucher not found' (404) for a code that does not exist, 'voucher invalid' (422) when it does not apply. */
  @Post('vouchers')
  @HttpCode(200)
  @ApiOkResponse({ type: CartDto })
  async addVoucher(
    @CurrentCartOwner() owner: CartOwner,
    @Query() _query: CartLocaleQueryDto,
    @Body() input: VoucherInputDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CartDto> {
    return this.answer(owner, response, await this.carts.addVoucher(owner, input.code), cartDto);
  }

  @Delete('vouchers/:code')
  @ApiOkResponse({ type: CartDto })
  async removeVoucher(
    @CurrentCartOwner() owner: CartOwner,
    @Param('code') code: string,
    @Query() _query: CartLocaleQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CartDto> {
    return this.answer(owner, response, await this.carts.removeVoucher(owner, code), cartDto);
  }

  /** The shipping calculator (storefront spec §7.5); 'no valid carrier found' (422) when none goes there. */
  @Post('shipping-estimate')
  @HttpCode(200)
  @ApiOkResponse({ type: ShippingEstimateDto })
  async estimateShipping(
    @CurrentCartOwner() owner: CartOwner,
    @Query() _query: CartLocaleQueryDto,
    @Body() input: ShippingEstimateInputDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ShippingEstimateDto> {
    const result = await this.carts.estimateShipping(owner, { country: input.country, zip: input.zip });
    return this.answer(owner, response, result, ({ view, country, zip }) => ({
      country,
      zip,
      currency: view.quote.currency,
      carriers: view.quote.carriers.map(carrierDto),
    }));
  }

  /** With an item out of stock, the shopper may have everything shipped at once (storefront spec §8). */
  @Put('complete-delivery')
  @ApiOkResponse({ type: CartDto })
  async setCompleteDelivery(
    @CurrentCartOwner() owner: CartOwner,
    @Query() _query: CartLocaleQueryDto,
    @Body() input: CompleteDeliveryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CartDto> {
    return this.answer(
      owner,
      response,
      await this.carts.setCompleteDelivery(owner, input.completeDelivery),
      cartDto,
    );
  }

  /** Keeps the visitor's cookie in step with their cart: set when a cart was created, cleared when merged. */
  private answer<T, R>(owner: CartOwner, response: Response, result: CartResult<T>, map: (body: T) => R): R {
    keepCartCookie(this.sessions, owner, response, result.cartToken);
    return map(result.body);
  }
}
