import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  Res,
  StreamableFile,
} from '@nestjs/common';
import { ApiBody, ApiCookieAuth, ApiOkResponse, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { IdParamPipe } from '../../../common/http/id-param.pipe';
import { AdminSection } from '../../../common/security/permission.decorators';
import type { AdminRequest } from '../../identity/admin-access.guard';
import { QueryIdPipe } from '../../../common/http/id-param.pipe';
import { adminActor } from '../admin/admin-actor';
import {
  AddCommentInputDto,
  CreateInvoiceInputDto,
  CreateShipmentInputDto,
  SpecAddCommentInputDto,
  SpecCreateInvoiceInputDto,
  SpecCreateShipmentInputDto,
  SpecTransitionInputDto,
  TransitionInputDto,
} from './fulfilment.dto';
import { notFound } from './fulfilment.errors';
import { OrderCommentsService } from './order-comments.service';
import { OrderInvoicesService } from './order-invoices.service';
import { OrderShipmentsService } from './order-shipments.service';

const bodyId = new QueryIdPipe();
const idQuery = ApiQuery({ name: 'id', type: 'integer', description: 'Digits only; anything else is 404' });

function sendPdf(response: Response, file: { fileName: string; pdf: Buffer }): StreamableFile {
  response.set({
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="${file.fileName}"`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  });
  return new StreamableFile(file.pdf);
}

/**
 * Shipments, invoices and comments of an order at the spec's paths (back-office spec §7 "Orders"), answering
 * `{ success: true, data }`. The REST door below calls the same service methods.
 */
@ApiTags('back-office orders: fulfilment')
@ApiCookieAuth()
@AdminSection('orders')
@Controller('admin/coreshop/orders')
export class OrderFulfilmentSpecController {
  constructor(
    private readonly shipments: OrderShipmentsService,
    private readonly invoices: OrderInvoicesService,
    private readonly comments: OrderCommentsService,
  ) {}

  @Get('shipments/shippable-items')
  @idQuery
  async shippableItems(@Query('id', QueryIdPipe) id: number) {
    return { success: true, data: await this.shipments.shippableItems(id) };
  }

  @Get('shipments/list')
  @idQuery
  async shipmentList(@Query('id', QueryIdPipe) id: number) {
    return { success: true, data: await this.shipments.list(id) };
  }

  @Post('shipments/create')
  @HttpCode(200)
  @ApiBody({ type: SpecCreateShipmentInputDto })
  async createShipment(@Req() request: AdminRequest, @Body() body: SpecCreateShipmentInputDto) {
    const { id, ...input } = body;
    return {
      success: true,
      data: await this.shipments.create(bodyId.transform(id), input, adminActor(request)),
    };
  }

  @Post('shipments/update-state')
  @HttpCode(200)
  @ApiBody({ type: SpecTransitionInputDto })
  async updateShipmentState(@Req() request: AdminRequest, @Body() body: SpecTransitionInputDto) {
    const shipment = await this.shipments.updateState(
      bodyId.transform(body.id),
      body.transition,
      adminActor(request, body.reason),
    );
    return { success: true, data: shipment };
  }

  @Get('shipments/render')
  @idQuery
  @ApiProduces('application/pdf')
  async renderShipment(
    @Query('id', QueryIdPipe) id: number,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return sendPdf(response, await this.shipments.render(id));
  }

  @Get('invoices/invoiceable-items')
  @idQuery
  async invoiceableItems(@Query('id', QueryIdPipe) id: number) {
    return { success: true, data: await this.invoices.invoiceableItems(id) };
  }

  @Get('invoices/list')
  @idQuery
  async invoiceList(@Query('id', QueryIdPipe) id: number) {
    return { success: true, data: await this.invoices.list(id) };
  }

  @Post('invoices/create')
  @HttpCode(200)
  @ApiBody({ type: SpecCreateInvoiceInputDto })
  async createInvoice(@Req() request: AdminRequest, @Body() body: SpecCreateInvoiceInputDto) {
    const invoice = await this.invoices.create(bodyId.transform(body.id), body.items, adminActor(request));
    return { success: true, data: invoice };
  }

  @Post('invoices/update-state')
  @HttpCode(200)
  @ApiBody({ type: SpecTransitionInputDto })
  async updateInvoiceState(@Req() request: AdminRequest, @Body() body: SpecTransitionInputDto) {
    const invoice = await this.invoices.updateState(
      bodyId.transform(body.id),
      body.transition,
      adminActor(request, body.reason),
    );
    return { success: true, data: invoice };
  }

  @Get('invoices/render')
  @idQuery
  @ApiProduces('application/pdf')
  async renderInvoice(
    @Query('id', QueryIdPipe) id: number,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return sendPdf(response, await this.invoices.render(id, 'invoice'));
  }

  @Get('invoices/credit-note')
  @idQuery
  @ApiProduces('application/pdf')
  async renderCreditNote(
    @Query('id', QueryIdPipe) id: number,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return sendPdf(response, await this.invoices.render(id, 'credit_note'));
  }

  @Get('comments/list')
  @idQuery
  async commentList(@Query('id', QueryIdPipe) id: number) {
    return { success: true, data: await this.comments.list(id) };
  }

  @Post('comments/add')
  @HttpCode(200)
  @ApiBody({ type: SpecAddCommentInputDto })
  async addComment(@Req() request: AdminRequest, @Body() body: SpecAddCommentInputDto) {
    const { id, ...input } = body;
    return { success: true, data: await this.comments.add(bodyId.transform(id), input, adminActor(request)) };
  }

  @Delete('comments/delete')
  @idQuery
  async deleteComment(@Query('id', QueryIdPipe) id: number) {
    return { success: true, data: await this.comments.delete(id) };
  }
}

/**
 * The react-admin door: sub-resources of an order under `/api/admin/orders/:id/...`. A shipment, invoice or
 * comment of another order answers 404.
 */
@ApiTags('back-office orders: fulfilment')
@ApiCookieAuth()
@AdminSection('orders')
@Controller('api/admin/orders/:id')
export class OrderFulfilmentRestController {
  constructor(
    private readonly shipments: OrderShipmentsService,
    private readonly invoices: OrderInvoicesService,
    private readonly comments: OrderCommentsService,
  ) {}

  @Get('shippable-items')
  shippableItems(@Param('id', IdParamPipe) id: number) {
    return this.shipments.shippableItems(id);
  }

  @Get('shipments')
  @ApiOkResponse({ description: 'The order’s shipments, oldest first' })
  shipmentList(@Param('id', IdParamPipe) id: number) {
    return this.shipments.list(id);
  }

  @Post('shipments')
  createShipment(
    @Req() request: AdminRequest,
    @Param('id', IdParamPipe) id: number,
    @Body() body: CreateShipmentInputDto,
  ) {
    return this.shipments.create(id, body, adminActor(request));
  }

  @Post('shipments/:shipmentId/state')
  @HttpCode(200)
  async shipmentState(
    @Req() request: AdminRequest,
    @Param('id', IdParamPipe) id: number,
    @Param('shipmentId', IdParamPipe) shipmentId: number,
    @Body() body: TransitionInputDto,
  ) {
    await this.ownShipment(id, shipmentId);
    return this.shipments.updateState(shipmentId, body.transition, adminActor(request, body.reason));
  }

  @Get('shipments/:shipmentId.pdf')
  @ApiProduces('application/pdf')
  async shipmentPdf(
    @Param('id', IdParamPipe) id: number,
    @Param('shipmentId', IdParamPipe) shipmentId: number,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const file = await this.shipments.render(shipmentId);
    if (file.orderId !== id) throw notFound('shipment of this order', shipmentId);
    return sendPdf(response, file);
  }

  @Get('invoiceable-items')
  invoiceableItems(@Param('id', IdParamPipe) id: number) {
    return this.invoices.invoiceableItems(id);
  }

  @Get('invoices')
  invoiceList(@Param('id', IdParamPipe) id: number) {
    return this.invoices.list(id);
  }

  @Post('invoices')
  createInvoice(
    @Req() request: AdminRequest,
    @Param('id', IdParamPipe) id: number,
    @Body() body: CreateInvoiceInputDto,
  ) {
    return this.invoices.create(id, body.items, adminActor(request));
  }

  @Post('invoices/:invoiceId/state')
  @HttpCode(200)
  async invoiceState(
    @Req() request: AdminRequest,
    @Param('id', IdParamPipe) id: number,
    @Param('invoiceId', IdParamPipe) invoiceId: number,
    @Body() body: TransitionInputDto,
  ) {
    if ((await this.invoices.get(invoiceId)).orderId !== id)
      throw notFound('invoice of this order', invoiceId);
    return this.invoices.updateState(invoiceId, body.transition, adminActor(request, body.reason));
  }

  @Get('invoices/:invoiceId.pdf')
  @ApiProduces('application/pdf')
  async invoicePdf(
    @Param('id', IdParamPipe) id: number,
    @Param('invoiceId', IdParamPipe) invoiceId: number,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const file = await this.invoices.render(invoiceId);
    if (file.orderId !== id) throw notFound('invoice of this order', invoiceId);
    return sendPdf(response, file);
  }

  @Get('comments')
  commentList(@Param('id', IdParamPipe) id: number) {
    return this.comments.list(id);
  }

  @Post('comments')
  addComment(
    @Req() request: AdminRequest,
    @Param('id', IdParamPipe) id: number,
    @Body() body: AddCommentInputDto,
  ) {
    return this.comments.add(id, body, adminActor(request));
  }

  @Delete('comments/:commentId')
  async deleteComment(
    @Param('id', IdParamPipe) id: number,
    @Param('commentId', IdParamPipe) commentId: number,
  ) {
    const own = (await this.comments.list(id)).some((comment) => comment.id === commentId);
    if (!own) throw notFound('comment of this order', commentId);
    return this.comments.delete(commentId);
  }

  private async ownShipment(orderId: number, shipmentId: number): Promise<void> {
    if ((await this.shipments.get(shipmentId)).orderId !== orderId) {
      throw notFound('shipment of this order', shipmentId);
    }
  }
}
