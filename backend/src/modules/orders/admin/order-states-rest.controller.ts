import { Body, Controller, Get, Param, Post, Req } from '@nestjs/common';
import { ApiCookieAuth, ApiParam, ApiTags } from '@nestjs/swagger';
import { IdParamPipe } from '../../../common/http/id-param.pipe';
import { AdminSection } from '../../../common/security/permission.decorators';
import type { AdminRequest } from '../../identity/admin-access.guard';
import { OrderPaymentsAdminService } from '../payments/order-payments-admin.service';
import { OrderStatesService } from '../workflow/order-states.service';
import { adminActor } from './admin-actor';
import { OrderDetailService } from './order-detail.service';
import { BankTransferDto, CaptureDto, RefundDto, RestTransitionDto } from './order-states.dto';

const idParam = ApiParam({ name: 'id', type: 'integer', description: 'The order; digits only, else 404' });
const paymentIdParam = ApiParam({ name: 'paymentId', type: 'integer', description: 'Digits only, else 404' });

/**
 * The react-admin door of an order's page: the detail (`GET /api/admin/orders/:id`), its transitions and its
 * payments. The list (`GET /api/admin/orders`) is the orders grid's.
 */
@ApiTags('back-office orders')
@ApiCookieAuth()
@AdminSection('orders')
@Controller('api/admin/orders')
export class OrderStatesRestController {
  constructor(
    private readonly details: OrderDetailService,
    private readonly states: OrderStatesService,
    private readonly payments: OrderPaymentsAdminService,
  ) {}

  @Get(':id')
  @idParam
  detail(@Param('id', IdParamPipe) id: number) {
    return this.details.detail(id);
  }

  @Post(':id/transitions')
  @idParam
  async transition(
    @Param('id', IdParamPipe) id: number,
    @Body() body: RestTransitionDto,
    @Req() request: AdminRequest,
  ) {
    await this.states.update(id, body.kind, body.transition, adminActor(request, body.reason));
    return this.details.detail(id);
  }

  @Get(':id/payments')
  @idParam
  listPayments(@Param('id', IdParamPipe) id: number) {
    return this.payments.list(id);
  }

  @Post(':id/payments')
  @idParam
  addPayment(
    @Param('id', IdParamPipe) id: number,
    @Body() body: BankTransferDto,
    @Req() request: AdminRequest,
  ) {
    return this.payments.addBankTransfer(id, body, adminActor(request, body.note));
  }

  @Post(':id/payments/:paymentId/capture')
  @idParam
  @paymentIdParam
  capture(
    @Param('id', IdParamPipe) id: number,
    @Param('paymentId', IdParamPipe) paymentId: number,
    @Body() body: CaptureDto,
    @Req() request: AdminRequest,
  ) {
    return this.payments.capture(id, paymentId, adminActor(request, body.reason));
  }

  @Post(':id/payments/:paymentId/refund')
  @idParam
  @paymentIdParam
  refund(
    @Param('id', IdParamPipe) id: number,
    @Param('paymentId', IdParamPipe) paymentId: number,
    @Body() body: RefundDto,
    @Req() request: AdminRequest,
  ) {
    return this.payments.refund(id, paymentId, body, adminActor(request, body.reason));
  }
}
