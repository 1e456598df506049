import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { AdminSection } from '../../../common/security/permission.decorators';
import type { AdminRequest } from '../../identity/admin-access.guard';
import { QueryIdPipe } from '../../../common/http/id-param.pipe';
import type { MachineKind } from '../machines/order-machines';
import { OrderPaymentsAdminService } from '../payments/order-payments-admin.service';
import { OrderStatesService } from '../workflow/order-states.service';
import { adminActor } from './admin-actor';
import { OrderDetailService } from './order-detail.service';
import { SpecBankTransferDto, SpecPaymentDto, SpecRefundDto, SpecUpdateStateDto } from './order-states.dto';

const idQuery = ApiQuery({ name: 'id', type: 'integer', description: 'The order; digits only, else 404' });

/**
 * The spec door of an order's page (back-office spec §7 "Orders"): detail, the four update-*-state routes and
 * payments, answering `{ success: true, data }`. The REST door (`order-states-rest.controller.ts`) calls the same
 * services.
 */
@ApiTags('back-office orders')
@ApiCookieAuth()
@AdminSection('orders')
@Controller('admin/coreshop/orders')
export class OrderStatesSpecController {
  constructor(
    private readonly details: OrderDetailService,
    private readonly states: OrderStatesService,
    private readonly payments: OrderPaymentsAdminService,
  ) {}

  @Get('detail')
  @idQuery
  async detail(@Query('id', QueryIdPipe) id: number) {
    return { success: true, data: await this.details.detail(id) };
  }

  @Post('update-order-state')
  @HttpCode(200)
  @ApiOperation({ description: 'confirm, cancel or complete; 409 with the allowed transitions otherwise' })
  updateOrderState(@Body() body: SpecUpdateStateDto, @Req() request: AdminRequest) {
    return this.update('order', body, request);
  }

  @Post('update-payment-state')
  @HttpCode(200)
  @ApiOperation({ description: 'cancel (the open payments); 409 with the allowed transitions otherwise' })
  updatePaymentState(@Body() body: SpecUpdateStateDto, @Req() request: AdminRequest) {
    return this.update('payment', body, request);
  }

  @Post('update-shipment-state')
  @HttpCode(200)
  @ApiOperation({ description: 'prepare or cancel; 409 with the allowed transitions otherwise' })
  updateShipmentState(@Body() body: SpecUpdateStateDto, @Req() request: AdminRequest) {
    return this.update('shipment', body, request);
  }

  @Post('update-invoice-state')
  @HttpCode(200)
  @ApiOperation({ description: 'cancel; 409 with the allowed transitions otherwise' })
  updateInvoiceState(@Body() body: SpecUpdateStateDto, @Req() request: AdminRequest) {
    return this.update('invoice', body, request);
  }

  @Get('payments/list')
  @idQuery
  async listPayments(@Query('id', QueryIdPipe) id: number) {
    return { success: true, data: await this.payments.list(id) };
  }

  @Post('payments/add')
  @HttpCode(200)
  @ApiOperation({ description: 'Records a bank transfer of amountMinor (more than 0, at most what is due)' })
  async addPayment(@Body() body: SpecBankTransferDto, @Req() request: AdminRequest) {
    const data = await this.payments.addBankTransfer(body.id, body, adminActor(request, body.note));
    return { success: true, data };
  }

  @Post('payments/capture')
  @HttpCode(200)
  async capture(@Body() body: SpecPaymentDto, @Req() request: AdminRequest) {
    const data = await this.payments.capture(body.id, body.paymentId, adminActor(request, body.reason));
    return { success: true, data };
  }

  @Post('payments/refund')
  @HttpCode(200)
  async refund(@Body() body: SpecRefundDto, @Req() request: AdminRequest) {
    const data = await this.payments.refund(body.id, body.paymentId, body, adminActor(request, body.reason));
    return { success: true, data };
  }

  private async update(kind: MachineKind, body: SpecUpdateStateDto, request: AdminRequest) {
    await this.states.update(body.id, kind, body.transition, adminActor(request, body.reason));
    return { success: true, data: await this.details.detail(body.id) };
  }
}
