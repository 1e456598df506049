import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';

const QUANTITY = /^\d{1,9}([.,]\d{1,6})?$/;
const QUANTITY_MESSAGE = 'quantity must be a positive decimal number such as 2 or 1.5';
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_LINES = 200;

export class RequestedLineDto {
  @ApiProperty({ example: 'VG-1001' })
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  sku!: string;

  @ApiProperty({ example: '2' })
  @IsString()
  @Matches(QUANTITY, { message: QUANTITY_MESSAGE })
  quantity!: string;

  @ApiPropertyOptional({ description: "The product's sales unit; only it can be ordered" })
  @IsOptional()
  @IsString()
  @MaxLength(32)
  unitIdentifier?: string;
}

/** A phone or e-mail order for a customer, as the back office enters it; every choice defaults as the shop's. */
export class OrderCreationInputDto {
  @ApiProperty()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  customerId!: number;

  @ApiProperty({ type: [RequestedLineDto] })
  @IsArray()
  @ArrayMaxSize(MAX_LINES)
  @ValidateNested({ each: true })
  @Type(() => RequestedLineDto)
  lines!: RequestedLineDto[];

  @ApiPropertyOptional({
    description: "One of the customer's addresses; their default invoice address if not given",
  })
  @IsOptional()
  @IsInt()
  invoiceAddressId?: number;

  @ApiPropertyOptional({
    description: "One of the customer's addresses; their default delivery address if not given",
  })
  @IsOptional()
  @IsInt()
  shippingAddressId?: number;

  @ApiPropertyOptional({ description: 'The cheapest carrier for the order if not given' })
  @IsOptional()
  @IsInt()
  carrierId?: number;

  @ApiPropertyOptional({ description: 'Payment by invoice where the company may, else the first offered' })
  @IsOptional()
  @IsInt()
  paymentProviderId?: number;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10)
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  voucherCodes?: string[];

  @ApiPropertyOptional({ example: '2026-12-03' })
  @IsOptional()
  @Matches(DATE, { message: 'preferredDeliveryDate must be a date like 2026-12-03' })
  preferredDeliveryDate?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(64)
  ownOrderNumber?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(255)
  reference?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  comment?: string;

  @ApiPropertyOptional({
    description: 'A UUID: creating twice with it answers the first order (a double click)',
  })
  @IsOptional()
  @Matches(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
    message: 'idempotencyKey must be a UUID',
  })
  idempotencyKey?: string;
}

export class OrderIdInputDto {
  @ApiProperty()
  @Type(() => Number)
  @IsInt({ message: 'id is required' })
  @Min(1)
  id!: number;

  @ApiPropertyOptional({ description: 'Only show what the change would do; nothing is stored' })
  @IsOptional()
  @IsBoolean()
  dryRun?: boolean;

  @ApiPropertyOptional({ description: 'Why, for the history' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  reason?: string;
}

export class ItemQuantityDto {
  @ApiProperty()
  @IsInt()
  itemId!: number;

  @ApiProperty({ example: '3' })
  @IsString()
  @Matches(QUANTITY, { message: QUANTITY_MESSAGE })
  quantity!: string;
}

export class AddedLineDto {
  @ApiProperty()
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  sku!: string;

  @ApiProperty({ example: '1' })
  @IsString()
  @Matches(QUANTITY, { message: QUANTITY_MESSAGE })
  quantity!: string;
}

/** Body of the REST door's item changes: the order id is in the path. */
export class ItemQuantitiesBodyDto {
  @ApiProperty({ type: [ItemQuantityDto] })
  @IsArray()
  @ArrayMaxSize(MAX_LINES)
  @ValidateNested({ each: true })
  @Type(() => ItemQuantityDto)
  lines!: ItemQuantityDto[];

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  dryRun?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(500)
  reason?: string;
}

export class AddItemsBodyDto {
  @ApiProperty({ type: [AddedLineDto] })
  @IsArray()
  @ArrayMaxSize(MAX_LINES)
  @ValidateNested({ each: true })
  @Type(() => AddedLineDto)
  lines!: AddedLineDto[];

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  dryRun?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(500)
  reason?: string;
}

export class EditItemsInputDto extends ItemQuantitiesBodyDto {
  @ApiProperty()
  @Type(() => Number)
  @IsInt({ message: 'id is required' })
  @Min(1)
  id!: number;
}

export class AddItemsInputDto extends AddItemsBodyDto {
  @ApiProperty()
  @Type(() => Number)
  @IsInt({ message: 'id is required' })
  @Min(1)
  id!: number;
}

export class RemoveItemInputDto extends OrderIdInputDto {
  @ApiProperty()
  @Type(() => Number)
  @IsInt({ message: 'itemId is required' })
  itemId!: number;
}

export class WarrantyOrderInputDto {
  @ApiProperty()
  @Type(() => Number)
  @IsInt({ message: 'registrationId is required' })
  registrationId!: number;

  @ApiPropertyOptional({ description: 'For a registration sent without an account' })
  @IsOptional()
  @IsInt()
  customerId?: number;

  @ApiPropertyOptional({ example: '1' })
  @IsOptional()
  @IsString()
  @Matches(QUANTITY, { message: QUANTITY_MESSAGE })
  quantity?: string;

  @ApiPropertyOptional({ description: '31-34; 31 when the registration names our order, else 32' })
  @IsOptional()
  @IsInt()
  orderType?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt()
  shippingAddressId?: number;
}

export class AdjustmentLineDto {
  @ApiProperty()
  @IsString()
  @MinLength(1)
  @MaxLength(255)
  description!: string;

  @ApiProperty({ description: 'Net, in minor units; negative for a credit' })
  @IsInt()
  amountNetMinor!: number;

  @ApiPropertyOptional({ example: '25.500' })
  @IsOptional()
  @Matches(/^\d{1,3}(\.\d{1,3})?$/, { message: 'taxRate must be a percentage such as 25.5' })
  taxRate?: string;
}

export class InvoiceAdjustmentInputDto {
  @ApiProperty({ description: 'The order adjusted' })
  @Type(() => Number)
  @IsInt({ message: 'orderId is required' })
  orderId!: number;

  @ApiPropertyOptional({ description: '81-86; 81 unless given' })
  @IsOptional()
  @IsInt()
  orderType?: number;

  @ApiProperty()
  @IsString()
  @MaxLength(500)
  reason!: string;

  @ApiProperty({ type: [AdjustmentLineDto] })
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => AdjustmentLineDto)
  lines!: AdjustmentLineDto[];
}

export class CreatedOrderDto {
  @ApiProperty() id!: number;
  @ApiProperty() number!: string;
  @ApiProperty() orderType!: number;
  @ApiProperty() totalGrossMinor!: number;
  @ApiProperty() currency!: string;
}
