import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, Matches } from 'class-validator';
import type { ProductUnitDefinition } from '../../entities/catalogue-config.entity';
import { ReferenceIdField } from '../resource.dto';
import { PrecisionField } from '../product-units/product-unit.dto';

export const PRODUCT_UNIT_DEFINITION_SORTS = ['id', 'productId', 'conversionFactor', 'precision'] as const;

/** How PostgreSQL writes a numeric(14,6): no trailing zeros after the point, no point for whole numbers. */
export function canonicalDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

export class ProductUnitDefinitionDto {
  @ApiProperty() id!: number;
  @ApiProperty() productId!: number;
  @ApiProperty({ description: 'The product unit (unit vocabulary) id' }) unitId!: number;
  @ApiProperty({ example: '12', description: 'Base units in one of this unit, a decimal string' })
  conversionFactor!: string;
  @ApiProperty({ minimum: 0, maximum: 3 }) precision!: number;
  @ApiProperty({ description: "The product's default sales unit" }) isDefault!: boolean;

  static from(row: ProductUnitDefinition): ProductUnitDefinitionDto {
    return {
      id: row.id,
      productId: row.productId,
      unitId: row.unitId,
      conversionFactor: canonicalDecimal(String(row.conversionFactor)),
      precision: row.precision,
      isDefault: row.isDefault,
    };
  }
}

const FACTOR_MESSAGE =
  'conversionFactor must be a positive decimal number with at most 8 digits before and 6 after the point, e.g. 12 or 0.25';

export class CreateProductUnitDefinitionDto {
  @ReferenceIdField('productId')
  productId!: number;

  @ReferenceIdField('unitId')
  unitId!: number;

  @ApiProperty({ example: '12', description: 'A decimal string (a number is accepted)' })
  @Transform(({ value }) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value))
  @Matches(/^(?!0+(\.0+)?$)\d{1,8}(\.\d{1,6})?$/, { message: FACTOR_MESSAGE })
  conversionFactor!: string;

  @PrecisionField()
  precision?: number;

  @ApiPropertyOptional({
    default: false,
    description: 'Makes this the default unit; the previous default stops being it',
  })
  @IsOptional()
  @IsBoolean({ message: 'isDefault must be true or false' })
  isDefault?: boolean;
}

export class UpdateProductUnitDefinitionDto extends PartialType(CreateProductUnitDefinitionDto) {}
