import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { STOCK_STATUSES, type StockStatus } from '@tradeshop/shared';
import { MoneyDto } from '../../catalogue/dto/catalogue-shop.dto';
import { LocaleQueryDto } from '../../catalogue/dto/shop-query.dto';
import { QUICK_ORDER_LIMITS } from '../quick-order.limits';

export const QUICK_ORDER_LINE_STATUSES = [
  'ok',
  'not_found',
  'inactive',
  'invalid_quantity',
  'unknown_unit',
] as const;
export type QuickOrderLineStatus = (typeof QUICK_ORDER_LINE_STATUSES)[number];

export class QuickOrderLineInputDto {
  @ApiProperty({
    description: 'SKU (any letter case), EAN or Nobb number',
    maxLength: QUICK_ORDER_LIMITS.codeMaxLength,
  })
  @IsString({ message: 'sku must be text' })
  @MaxLength(QUICK_ORDER_LIMITS.codeMaxLength, {
    message: `sku must be at most ${QUICK_ORDER_LIMITS.codeMaxLength} characters`,
  })
  sku!: string;

  @ApiProperty({ description: 'Decimal as text; empty means the smallest quantity that can be ordered' })
  @IsString({ message: 'quantity must be text' })
  @MaxLength(QUICK_ORDER_LIMITS.quantityMaxLength, { message: 'quantity is too long' })
  quantity!: string;

  @ApiPropertyOptional({
    description: "The quantity's unit: its id, code (BOX) or name; empty or absent means the sales unit",
    maxLength: QUICK_ORDER_LIMITS.codeMaxLength,
  })
  @IsOptional()
  @IsString({ message: 'unit must be text' })
  @MaxLength(QUICK_ORDER_LIMITS.codeMaxLength, { message: 'unit is too long' })
  unit?: string;
}

/** Typed lines, pasted `SKU;quantity` text, or both (the text's lines come after the typed ones). */
export class QuickOrderInputDto extends LocaleQueryDto {
  @ApiPropertyOptional({ type: [QuickOrderLineInputDto], maxItems: QUICK_ORDER_LIMITS.linesMax })
  @IsOptional()
  @IsArray({ message: 'lines must be a list' })
  @ArrayMaxSize(QUICK_ORDER_LIMITS.linesMax, {
    message: `A quick order takes at most ${QUICK_ORDER_LIMITS.linesMax} lines`,
  })
  @ValidateNested({ each: true })
  @Type(() => QuickOrderLineInputDto)
  lines: QuickOrderLineInputDto[] = [];

  @ApiPropertyOptional({
    description: 'One `SKU;quantity` a line',
    maxLength: QUICK_ORDER_LIMITS.pastedTextMaxLength,
  })
  @IsOptional()
  @IsString({ message: 'text must be text' })
  @MaxLength(QUICK_ORDER_LIMITS.pastedTextMaxLength, { message: 'The pasted text is too long' })
  text?: string;
}

/** A unit the product can be ordered in, with its factor to the base quantity. */
export class QuickOrderUnitDto {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'Unit identifier, e.g. BOX' }) identifier!: string;
  @ApiProperty({ description: "The unit in the shopper's language" }) label!: string;
  @ApiProperty({ description: 'Decimal places a quantity in this unit may have' }) precision!: number;
  @ApiProperty({ description: 'Base quantity in one of this unit, decimal as a string' })
  conversionFactor!: string;
}

export class QuickOrderProductDto {
  @ApiProperty() id!: number;
  @ApiProperty() sku!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true, description: "Slug in the request's language" }) slug!:
    string | null;
  @ApiProperty() unitDefinitionId!: number;
  @ApiProperty({ description: 'Unit identifier, e.g. PCE' }) unit!: string;
  @ApiProperty({ description: "The unit in the shopper's language" }) unitLabel!: string;
  @ApiProperty({ description: 'Decimal places a quantity may have' }) unitPrecision!: number;
  @ApiProperty({
    type: [QuickOrderUnitDto],
    description: 'The units it can be ordered in, the sales unit first',
  })
  units!: QuickOrderUnitDto[];
  @ApiProperty({ description: 'Decimal as a string' }) minimumOrderQuantity!: string;
  @ApiProperty() minimumOrderOverride!: boolean;
  @ApiProperty({
    type: MoneyDto,
    nullable: true,
    description: 'The price of one sales unit in the store; null when the product is not sold there',
  })
  price!: MoneyDto | null;
  @ApiProperty({
    enum: STOCK_STATUSES,
    nullable: true,
    description: 'null when the product is not sold there',
  })
  stockStatus!: StockStatus | null;
}

export class QuickOrderProblemDto {
  @ApiProperty({
    enum: [
      'QUANTITY_NOT_A_NUMBER',
      'QUANTITY_NOT_A_MULTIPLE',
      'QUANTITY_BELOW_MINIMUM',
      'QUANTITY_ABOVE_MAXIMUM',
    ],
  })
  code!:
    'QUANTITY_NOT_A_NUMBER' | 'QUANTITY_NOT_A_MULTIPLE' | 'QUANTITY_BELOW_MINIMUM' | 'QUANTITY_ABOVE_MAXIMUM';
  @ApiPropertyOptional({ description: 'For QUANTITY_NOT_A_MULTIPLE: the increment' }) increment?: string;
  @ApiPropertyOptional({ description: 'For QUANTITY_BELOW_MINIMUM' }) minimum?: string;
  @ApiPropertyOptional({ description: 'For QUANTITY_ABOVE_MAXIMUM' }) maximum?: string;
}

/** One line of the preview: what will be added, or why it cannot be. */
export class QuickOrderLineDto {
  @ApiProperty({
    type: [Number],
    description: 'The rows this line came from; several when duplicates were merged',
  })
  rows!: number[];
  @ApiProperty({ description: 'The code as entered (of the first row)' }) sku!: string;
  @ApiProperty({
    description: 'The quantity (normalised, merged rows summed), or as entered when not a number',
  })
  quantity!: string;
  @ApiProperty({ enum: QUICK_ORDER_LINE_STATUSES }) status!: QuickOrderLineStatus;
  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      'The unit the quantity is in (the sales unit unless the row named another); null when unknown',
  })
  unitDefinitionId!: number | null;
  @ApiProperty({ description: 'The unit as entered (of the first row); empty when none was' })
  unitText!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The quantity in the sales unit, when the line is in another unit (the conversion)',
  })
  salesQuantity!: string | null;
  @ApiProperty({ type: QuickOrderProductDto, nullable: true }) product!: QuickOrderProductDto | null;
  @ApiProperty({ type: QuickOrderProblemDto, nullable: true }) problem!: QuickOrderProblemDto | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The nearest quantity that can be ordered (a correction)',
  })
  suggestedQuantity!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'What is wrong, in English' }) message!:
    string | null;
}

export class QuickOrderPreviewDto {
  @ApiProperty({ type: [QuickOrderLineDto] }) lines!: QuickOrderLineDto[];
  @ApiProperty({ description: 'How many lines can be added as they are' }) validLines!: number;
}

export class QuickOrderAddResultDto {
  @ApiProperty({ description: 'Lines added to the cart' }) added!: number;
  @ApiProperty({
    type: QuickOrderPreviewDto,
    description: 'Every line, so the shopper sees what was left out',
  })
  preview!: QuickOrderPreviewDto;
}
