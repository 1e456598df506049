import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { IdParamPipe } from '../../../common/http/id-param.pipe';
import { AdminSection } from '../../../common/security/permission.decorators';
import type { AdminRequest } from '../../identity/admin-access.guard';
import { QueryIdPipe } from '../../../common/http/id-param.pipe';
import { adminActor } from '../admin/admin-actor';
import {
  AddItemsBodyDto,
  AddItemsInputDto,
  CreatedOrderDto,
  EditItemsInputDto,
  InvoiceAdjustmentInputDto,
  ItemQuantitiesBodyDto,
  OrderCreationInputDto,
  RemoveItemInputDto,
  WarrantyOrderInputDto,
} from './dto/order-creation.dto';
import { createdOrderOf, itemChangeOf, orderPreviewOf } from './order-creation.mapper';
import { OrderCreationService } from './order-creation.service';
import { OrderItemsEditor } from './order-items-editor.service';

const ok = <T>(data: T) => ({ success: true as const, data });

/**
 * Orders entered and edited in the back office at the spec's paths (back-office spec §4 Orders), answering
 * `{ success: true, data }`. The react-admin door below calls the same services.
 */
@ApiTags('back-office orders')
@ApiCookieAuth()
@AdminSection('orders')
@Controller('admin/coreshop/orders')
export class OrderCreationSpecController {
  constructor(
    private readonly creation: OrderCreationService,
    private readonly editor: OrderItemsEditor,
  ) {}

  @Post('creation/preview')
  @HttpCode(200)
  @ApiOperation({
    summary: "Prices an order for a customer as the shop's checkout would, with what is wrong",
  })
  async preview(@Body() body: OrderCreationInputDto) {
    return ok(orderPreviewOf(await this.creation.preview(body)));
  }

  @Post('creation/create')
  @ApiOkResponse({ type: CreatedOrderDto })
  async create(@Body() body: OrderCreationInputDto, @Req() request: AdminRequest) {
    return ok(createdOrderOf(await this.creation.create(body, adminActor(request, 'phone order'))));
  }

  @Post('creation/warranty')
  async warranty(@Body() body: WarrantyOrderInputDto, @Req() request: AdminRequest) {
    return ok(createdOrderOf(await this.creation.createWarrantyOrder(body, adminActor(request, 'warranty'))));
  }

  @Post('creation/invoice-adjustment')
  async adjustment(@Body() body: InvoiceAdjustmentInputDto, @Req() request: AdminRequest) {
    const by = adminActor(request, body.reason);
    return ok(createdOrderOf(await this.creation.createInvoiceAdjustment(body, by)));
  }

  @Post('edit-items')
  @HttpCode(200)
  async editItems(@Body() body: EditItemsInputDto, @Req() request: AdminRequest) {
    const by = adminActor(request, body.reason);
    return ok(await this.editor.change(body.id, { kind: 'quantities', lines: body.lines }, by, body.dryRun));
  }

  @Post('add-items')
  @HttpCode(200)
  async addItems(@Body() body: AddItemsInputDto, @Req() request: AdminRequest) {
    const by = adminActor(request, body.reason);
    return ok(await this.editor.change(body.id, { kind: 'add', lines: body.lines }, by, body.dryRun));
  }

  @Post('remove-item')
  @HttpCode(200)
  async removeItem(@Body() body: RemoveItemInputDto, @Req() request: AdminRequest) {
    const by = adminActor(request, body.reason);
    return ok(await this.editor.change(body.id, { kind: 'remove', itemId: body.itemId }, by, body.dryRun));
  }

  @Get('items')
  @ApiOperation({ summary: "The order's lines and whether they may still be changed" })
  async items(@Query('id', QueryIdPipe) id: number) {
    return ok(await this.editor.current(id));
  }

  @Get('item-changes')
  @ApiOperation({ summary: "The history of the order's item changes, oldest first" })
  async itemChanges(@Query('id', QueryIdPipe) id: number) {
    return ok((await this.editor.historyOf(id)).map(itemChangeOf));
  }
}

/** The react-admin door of the same: `/api/admin/orders/creation…` and the items of `/api/admin/orders/:id`. */
@ApiTags('back-office orders')
@ApiCookieAuth()
@AdminSection('orders')
@Controller('api/admin/orders')
export class OrderCreationRestController {
  constructor(
    private readonly creation: OrderCreationService,
    private readonly editor: OrderItemsEditor,
  ) {}

  @Post('creation/preview')
  @HttpCode(200)
  async preview(@Body() body: OrderCreationInputDto) {
    return orderPreviewOf(await this.creation.preview(body));
  }

  @Post('creation')
  @ApiOkResponse({ type: CreatedOrderDto })
  async create(@Body() body: OrderCreationInputDto, @Req() request: AdminRequest): Promise<CreatedOrderDto> {
    return createdOrderOf(await this.creation.create(body, adminActor(request, 'phone order')));
  }

  @Post('creation/warranty')
  @ApiOkResponse({ type: CreatedOrderDto })
  async warranty(
    @Body() body: WarrantyOrderInputDto,
    @Req() request: AdminRequest,
  ): Promise<CreatedOrderDto> {
    return createdOrderOf(await this.creation.createWarrantyOrder(body, adminActor(request, 'warranty')));
  }

  @Post('creation/invoice-adjustment')
  @ApiOkResponse({ type: CreatedOrderDto })
  async adjustment(
    @Body() body: InvoiceAdjustmentInputDto,
    @Req() request: AdminRequest,
  ): Promise<CreatedOrderDto> {
    return createdOrderOf(
      await this.creation.createInvoiceAdjustment(body, adminActor(request, body.reason)),
    );
  }

  @Post(':id/items')
  @HttpCode(200)
  async addItems(
    @Param('id', IdParamPipe) id: number,
    @Body() body: AddItemsBodyDto,
    @Req() request: AdminRequest,
  ) {
    const by = adminActor(request, body.reason);
    return this.editor.change(id, { kind: 'add', lines: body.lines }, by, body.dryRun);
  }

  @Patch(':id/items')
  async editItems(
    @Param('id', IdParamPipe) id: number,
    @Body() body: ItemQuantitiesBodyDto,
    @Req() request: AdminRequest,
  ) {
    const by = adminActor(request, body.reason);
    return this.editor.change(id, { kind: 'quantities', lines: body.lines }, by, body.dryRun);
  }

  @Delete(':id/items/:itemId')
  async removeItem(
    @Param('id', IdParamPipe) id: number,
    @Param('itemId', IdParamPipe) itemId: number,
    @Query('dryRun') dryRun: string | undefined,
    @Req() request: AdminRequest,
  ) {
    return this.editor.change(id, { kind: 'remove', itemId }, adminActor(request), dryRun === 'true');
  }

  @Get(':id/items')
  async items(@Param('id', IdParamPipe) id: number) {
    return this.editor.current(id);
  }

  @Get(':id/item-changes')
  async itemChanges(@Param('id', IdParamPipe) id: number) {
    return (await this.editor.historyOf(id)).map(itemChangeOf);
  }
}
