import { Body, Controller, Get, Header, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { PaymentReturnInputDto, TestPaymentPageQueryDto } from './dto/order-input.dto';
import { PaymentResultDto } from './dto/order.dto';
import { orderDto } from './order.mapper';
import { OrdersService } from './orders.service';
import { PaymentService } from './payments/payment.service';

/** The card gateway's test page and the gateway's answer, as the storefront's payment return page relays it. */
@ApiTags('shop payments')
@Controller('api/shop/payments')
export class PaymentShopController {
  constructor(
    private readonly payments: PaymentService,
    private readonly orders: OrdersService,
  ) {}

  @Get('test/:paymentId')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'The test gateway page with pay, cancel and fail buttons', type: String })
  testPage(
    @Param('paymentId', IdParamPipe) paymentId: number,
    @Query() query: TestPaymentPageQueryDto,
  ): Promise<string> {
    return this.payments.testPage(paymentId, query.signature);
  }

  /**
   * paid → the order is confirmed; cancelled → the order is cancelled and the cart opens again; failed → nothing
   * changes. A paid payment answers 'order already paid'.
   */
  @Post(':paymentId/return')
  @HttpCode(200)
  @ApiOkResponse({ type: PaymentResultDto })
  async paymentReturn(
    @Param('paymentId', IdParamPipe) paymentId: number,
    @Body() input: PaymentReturnInputDto,
  ): Promise<PaymentResultDto> {
    const result = await this.payments.handleReturn(paymentId, input.outcome, input.signature);
    return {
      outcome: result.outcome,
      message: result.message,
      order: orderDto(await this.orders.details(result.order)),
      accessToken: this.orders.accessToken(result.order.number),
    };
  }
}
