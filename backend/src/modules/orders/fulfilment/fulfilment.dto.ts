import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  Allow,
  IsArray,
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { ORDER_COMMENT_VISIBILITIES } from '../entities/order-comment.entity';

export class FulfilmentLineInputDto {
  @ApiProperty({ description: 'The order line (sales order item) id' })
  @Type(() => Number)
  @IsInt({ message: 'orderItemId must be a whole number' })
  orderItemId!: number;

  @ApiProperty({ description: 'In the line unit, more than 0, at most three decimals', example: '2' })
  @Allow()
  quantity!: string;
}

/** The REST door's body: the order is in the path. */
export class CreateShipmentInputDto {
  @ApiPropertyOptional({
    type: [FulfilmentLineInputDto],
    description: 'Without lines: everything left to ship',
  })
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => FulfilmentLineInputDto)
  items?: FulfilmentLineInputDto[];

  @ApiPropertyOptional({ description: "Default: the order's carrier" })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  carrierId?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  trackingNumber?: string;

  @ApiPropertyOptional({ description: 'false: packed and ready, shipped later with update-state ship' })
  @IsOptional()
  @IsBoolean()
  ship?: boolean;
}

/** The spec door's bodies name the order (or shipment, invoice) by `id`: digits only, else 404. */
export class SpecCreateShipmentInputDto extends CreateShipmentInputDto {
  @ApiProperty({ description: 'The order id' })
  @Allow()
  id!: unknown;
}

export class CreateInvoiceInputDto {
  @ApiPropertyOptional({
    type: [FulfilmentLineInputDto],
    description: 'Without lines: every line shipped and not yet invoiced',
  })
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => FulfilmentLineInputDto)
  items?: FulfilmentLineInputDto[];
}

export class SpecCreateInvoiceInputDto extends CreateInvoiceInputDto {
  @ApiProperty({ description: 'The order id' })
  @Allow()
  id!: unknown;
}

export class TransitionInputDto {
  @ApiProperty({ example: 'cancel' })
  @IsString()
  @MaxLength(40)
  transition!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  reason?: string;
}

export class SpecTransitionInputDto extends TransitionInputDto {
  @ApiProperty({ description: 'The shipment or invoice id' })
  @Allow()
  id!: unknown;
}

export class AddCommentInputDto {
  @ApiProperty()
  @IsString()
  text!: string;

  @ApiProperty({ enum: ORDER_COMMENT_VISIBILITIES })
  @IsString()
  visibility!: string;
}

export class SpecAddCommentInputDto extends AddCommentInputDto {
  @ApiProperty({ description: 'The order id' })
  @Allow()
  id!: unknown;
}
