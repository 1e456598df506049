import { ApiProperty } from '@nestjs/swagger';
import { SHIPMENT_STATES, type ShipmentState } from '@tradeshop/shared';

export class ShopShipmentLineDto {
  @ApiProperty() sku!: string;
  @ApiProperty() name!: string;
  @ApiProperty() quantity!: string;
  @ApiProperty() unit!: string;
}

export class ShopShipmentDto {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: SHIPMENT_STATES }) state!: ShipmentState;
  @ApiProperty({ type: String, nullable: true }) carrier!: string | null;
  @ApiProperty({ type: String, nullable: true }) trackingNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) trackingUrl!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) shippedAt!: string | null;
  @ApiProperty({ type: [ShopShipmentLineDto] }) items!: ShopShipmentLineDto[];
}

export class ShopOrderCommentDto {
  @ApiProperty() id!: number;
  @ApiProperty() text!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class ShopInvoiceDto {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: ['invoice', 'credit_note'] }) kind!: 'invoice' | 'credit_note';
  @ApiProperty() number!: string;
  @ApiProperty({ enum: ['invoiced', 'cancelled'] }) state!: string;
  @ApiProperty() currency!: string;
  @ApiProperty() grossMinor!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class OrderFulfilmentShopDto {
  @ApiProperty({ type: [ShopShipmentDto] }) shipments!: ShopShipmentDto[];
  @ApiProperty({ type: [ShopOrderCommentDto] }) comments!: ShopOrderCommentDto[];
  @ApiProperty({ type: [ShopInvoiceDto] }) invoices!: ShopInvoiceDto[];
}
