import { Body, Controller, Get, Headers, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentCartOwner } from '../cart/cart-owner';
import type { CartOwner } from '../cart/cart.port';
import { PlacedOrderDto } from '../orders/dto/order.dto';
import { orderDto } from '../orders/order.mapper';
import { OrdersService } from '../orders/orders.service';
import { checkoutStateDto } from './checkout.mapper';
import { CheckoutService } from './checkout.service';
import {
  CheckoutAddressInputDto,
  CheckoutLocaleQueryDto,
  CheckoutPaymentInputDto,
  CheckoutPlaceInputDto,
  CheckoutShippingInputDto,
  CheckoutSummaryInputDto,
} from './dto/checkout-input.dto';
import { CheckoutStateDto } from './dto/checkout-state.dto';

/**
 * The checkout of the shopper's open cart (storefront spec §2): its state, one PUT per step, and placing the
 * order. A visitor checks out as a guest where the store allows it (the cart found by its `cart_token` cookie).
 */
@ApiTags('shop checkout')
@Controller('api/shop/checkout')
export class CheckoutShopController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly orders: OrdersService,
  ) {}

  @Get()
  @ApiOkResponse({ type: CheckoutStateDto })
  async state(
    @CurrentCartOwner() owner: CartOwner,
    @Query() _query: CheckoutLocaleQueryDto,
  ): Promise<CheckoutStateDto> {
    return checkoutStateDto(await this.checkout.state(owner));
  }

  /** Invoice and shipping address; an invoice-type address is never the shipping address. */
  @Put('address')
  @ApiOkResponse({ type: CheckoutStateDto })
  async address(
    @CurrentCartOwner() owner: CartOwner,
    @Query() _query: CheckoutLocaleQueryDto,
    @Body() input: CheckoutAddressInputDto,
  ): Promise<CheckoutStateDto> {
    return checkoutStateDto(await this.checkout.saveAddress(owner, input));
  }

  /** One of the carriers the state offers, else 'no valid carrier found'. */
  @Put('shipping')
  @ApiOkResponse({ type: CheckoutStateDto })
  async shipping(
    @CurrentCartOwner() owner: CartOwner,
    @Query() _query: CheckoutLocaleQueryDto,
    @Body() input: CheckoutShippingInputDto,
  ): Promise<CheckoutStateDto> {
    return checkoutStateDto(await this.checkout.saveShipping(owner, input));
  }

  @Put('payment')
  @ApiOkResponse({ type: CheckoutStateDto })
  async payment(
    @CurrentCartOwner() owner: CartOwner,
    @Query() _query: CheckoutLocaleQueryDto,
    @Body() input: CheckoutPaymentInputDto,
  ): Promise<CheckoutStateDto> {
    return checkoutStateDto(await this.checkout.savePayment(owner, input));
  }

  /** Order references, preferred delivery date (one of the state's deliveryDates), terms acceptance. */
  @Put('summary')
  @ApiOkResponse({ type: CheckoutStateDto })
  async summary(
    @CurrentCartOwner() owner: CartOwner,
    @Query() _query: CheckoutLocaleQueryDto,
    @Body() input: CheckoutSummaryInputDto,
  ): Promise<CheckoutStateDto> {
    return checkoutStateDto(await this.checkout.saveSummary(owner, input));
  }

  /**
   * Places the order. The same Idempotency-Key answers the same order, however often it is sent; card payment
   * answers the gateway page to send the shopper to. A cart whose version or total is not the one the summary
   * showed is not ordered ('cart has changed').
   */
  @Post('place')
  @HttpCode(200)
  @ApiHeader({
    name: 'Idempotency-Key',
    required: true,
    description: 'A UUID made when the summary was shown',
  })
  @ApiOkResponse({ type: PlacedOrderDto })
  async place(
    @CurrentCartOwner() owner: CartOwner,
    @Query() _query: CheckoutLocaleQueryDto,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Body() shown: CheckoutPlaceInputDto,
  ): Promise<PlacedOrderDto> {
    const { order, paymentRedirectUrl } = await this.checkout.place(owner, idempotencyKey, shown);
    return {
      order: orderDto(await this.orders.details(order)),
      paymentRedirectUrl,
      accessToken: this.orders.accessToken(order.number),
    };
  }
}
