import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  INVOICE_STATES,
  ORDER_STATES,
  PAYMENT_STATES,
  SHIPMENT_STATES,
  type InvoiceState,
  type OrderState,
  type PaymentState,
  type ShipmentState,
} from '@tradeshop/shared';
import { Transform } from 'class-transformer';
import { Allow, IsIn, IsInt, IsOptional, IsString, Min } from 'class-validator';
import { wholeNumber } from '../../../common/http/paging.decorators';
import { ORDER_SORT_FIELDS, type OrderSortField } from './order-find.criteria';

const LIST = 'One value, several (repeat the parameter) or a comma-separated list';

/**
 * The spec door's `find`: the filters by name (as react-admin's `filter` names them) and ExtJS-style paging.
 * The filters are read and checked by `parseOrderFilter`, the same as the REST door's.
 */
export class FindOrdersQueryDto {
  @ApiPropertyOptional({ description: 'Order number, customer name or e-mail, company name' })
  @Allow()
  q?: string;

  @ApiPropertyOptional({ description: 'Part of the order number' })
  @Allow()
  number?: string;

  @ApiPropertyOptional({ description: LIST })
  @Allow()
  customerId?: string | string[];

  @ApiPropertyOptional({ description: LIST })
  @Allow()
  companyId?: string | string[];

  @ApiPropertyOptional({ description: "Part of the customer's or guest's e-mail" })
  @Allow()
  email?: string;

  @ApiPropertyOptional({ description: 'Beginning of the SKU of any line' })
  @Allow()
  sku?: string;

  @ApiPropertyOptional({ description: "Beginning of the ERP's order number" })
  @Allow()
  erpNumber?: string;

  @ApiPropertyOptional({ description: `${LIST}: ${ORDER_STATES.join(', ')}` })
  @Allow()
  state?: string | string[];

  @ApiPropertyOptional({ description: `${LIST}: ${PAYMENT_STATES.join(', ')}` })
  @Allow()
  paymentState?: string | string[];

  @ApiPropertyOptional({ description: `${LIST}: ${SHIPMENT_STATES.join(', ')}` })
  @Allow()
  shippingState?: string | string[];

  @ApiPropertyOptional({ description: `${LIST}: ${INVOICE_STATES.join(', ')}` })
  @Allow()
  invoiceState?: string | string[];

  @ApiPropertyOptional({ description: `Store id; ${LIST}` })
  @Allow()
  storeId?: string | string[];

  @ApiPropertyOptional({ description: 'YYYY-MM-DD (UTC) or an ISO 8601 time, inclusive' })
  @Allow()
  createdFrom?: string;

  @ApiPropertyOptional({ description: 'YYYY-MM-DD (UTC, the whole day) or an ISO 8601 time, inclusive' })
  @Allow()
  createdTo?: string;

  @ApiPropertyOptional({ description: 'Gross total at least, in major units as typed: 120 or 99,50' })
  @Allow()
  totalFrom?: string;

  @ApiPropertyOptional({ description: 'Gross total at most, in major units as typed' })
  @Allow()
  totalTo?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, default: 0, description: 'First row, counted from 0' })
  @IsOptional()
  @Transform(({ value }) => wholeNumber(value))
  @IsInt({ message: 'start must be a whole number' })
  @Min(0, { message: 'start must be a whole number' })
  start?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, default: 25 })
  @IsOptional()
  @Transform(({ value }) => wholeNumber(value))
  @IsInt({ message: 'limit must be a positive whole number' })
  @Min(1, { message: 'limit must be a positive whole number' })
  limit?: number;

  @ApiPropertyOptional({ enum: ORDER_SORT_FIELDS, default: 'createdAt' })
  @IsOptional()
  @IsString({ message: 'sort must be text' })
  @IsIn(ORDER_SORT_FIELDS, { message: `sort must be one of ${ORDER_SORT_FIELDS.join(', ')}` })
  sort?: OrderSortField;

  @ApiPropertyOptional({ enum: ['ASC', 'DESC'], default: 'DESC' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.toUpperCase() : value))
  @IsIn(['ASC', 'DESC'], { message: 'dir must be ASC or DESC' })
  dir?: 'ASC' | 'DESC';
}

export class OrderListRowDto {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty() number!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: 'integer' }) storeId!: number;
  @ApiProperty({ type: 'string', nullable: true }) storeCode!: string | null;
  @ApiProperty({ type: 'integer', nullable: true }) customerId!: number | null;
  @ApiProperty({ type: 'string', nullable: true }) customerName!: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: "The customer's or guest's e-mail" })
  email!: string | null;
  @ApiProperty({ type: 'integer', nullable: true }) companyId!: number | null;
  @ApiProperty({ type: 'string', nullable: true }) companyName!: string | null;
  @ApiProperty({ enum: ORDER_STATES }) state!: OrderState;
  @ApiProperty({ enum: PAYMENT_STATES }) paymentState!: PaymentState;
  @ApiProperty({ enum: SHIPMENT_STATES }) shippingState!: ShipmentState;
  @ApiProperty({ enum: INVOICE_STATES }) invoiceState!: InvoiceState;
  @ApiProperty() currency!: string;
  @ApiProperty({ type: 'integer' }) itemsNetMinor!: number;
  @ApiProperty({ type: 'integer' }) taxMinor!: number;
  @ApiProperty({ type: 'integer' }) totalGrossMinor!: number;
  @ApiProperty({ type: 'string', nullable: true }) erpReference!: string | null;
}

export class OrderFindEnvelopeDto {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty({ type: [OrderListRowDto] }) data!: OrderListRowDto[];
  @ApiProperty({ type: 'integer', description: 'Orders matching, over all pages' }) total!: number;
}
