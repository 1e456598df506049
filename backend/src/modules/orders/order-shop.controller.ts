import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentShopIdentity, type ShopIdentity } from '../customers/shop-session';
import { ChangePaymentInputDto, OrderAccessQueryDto } from './dto/order-input.dto';
import { OrderDto, PaymentRedirectDto, PlacedOrderDto } from './dto/order.dto';
import { orderDto } from './order.mapper';
import { type OrderBuyer, OrdersService } from './orders.service';
import { PaymentService } from './payments/payment.service';

function buyerOf(identity: ShopIdentity | undefined, query: OrderAccessQueryDto): OrderBuyer {
  return { customerId: identity?.customer.id ?? null, token: query.token ?? null };
}

/**
 * A placed order for its buyer: the thank-you page, and its payment while nothing was paid. Customers open their
 * own orders; a guest opens theirs with the access token from the thank-you URL.
 */
@ApiTags('shop orders')
@Controller('api/shop/orders')
export class OrderShopController {
  constructor(
    private readonly orders: OrdersService,
    private readonly payments: PaymentService,
  ) {}

  @Get(':number')
  @ApiOkResponse({ type: OrderDto })
  async get(
    @CurrentShopIdentity() identity: ShopIdentity | undefined,
    @Param('number') number: string,
    @Query() query: OrderAccessQueryDto,
  ): Promise<OrderDto> {
    const order = await this.orders.findForBuyer(number, buyerOf(identity, query));
    return orderDto(await this.orders.details(order));
  }

  /** Card payment again after it failed; 'order already paid' once it went through. */
  @Post(':number/payment/retry')
  @HttpCode(200)
  @ApiOkResponse({ type: PaymentRedirectDto })
  async payAgain(
    @CurrentShopIdentity() identity: ShopIdentity | undefined,
    @Param('number') number: string,
    @Query() query: OrderAccessQueryDto,
  ): Promise<PaymentRedirectDto> {
    const { paymentRedirectUrl } = await this.payments.payAgain(number, buyerOf(identity, query));
    return { paymentRedirectUrl: paymentRedirectUrl! };
  }

  /** Another payment method while nothing was paid; 'payment change no longer allowed' afterwards. */
  @Put(':number/payment')
  @ApiOkResponse({ type: PlacedOrderDto })
  async changePayment(
    @CurrentShopIdentity() identity: ShopIdentity | undefined,
    @Param('number') number: string,
    @Query() query: OrderAccessQueryDto,
    @Body() input: ChangePaymentInputDto,
  ): Promise<PlacedOrderDto> {
    const { order, paymentRedirectUrl } = await this.payments.changePayment(
      number,
      buyerOf(identity, query),
      input.paymentProviderId,
    );
    return {
      order: orderDto(await this.orders.details(order)),
      paymentRedirectUrl,
      accessToken: this.orders.accessToken(order.number),
    };
  }
}
