import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import type { LocalisedLabels } from '../../../../common/text/localised-labels';
import { LocalisedLabelsField } from '../resource.dto';

export const PRODUCT_UNIT_SORTS = ['id', 'identifier', 'precision'] as const;

const PRECISION_MESSAGE =
  'precision must be a whole number from 0 to 3 (quantities are stored with three decimals)';

/** Decimals a quantity may have: 0–3, as quantities are stored. */
export function PrecisionField(): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({ minimum: 0, maximum: 3, default: 0 })(target, key);
    IsOptional()(target, key);
    IsInt({ message: PRECISION_MESSAGE })(target, key);
    Min(0, { message: PRECISION_MESSAGE })(target, key);
    Max(3, { message: PRECISION_MESSAGE })(target, key);
  };
}

export class AdminProductUnitDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'box' }) identifier!: string;
  @ApiProperty({ minimum: 0, maximum: 3 }) precision!: number;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { en: 'box', fi: 'laatikko' },
  })
  labels!: LocalisedLabels;
}

export class CreateProductUnitDto {
  @ApiProperty({ example: 'box', description: 'Lower-case letters, digits, - and _; stored in lower case' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @Matches(/^[a-z0-9][a-z0-9_-]{0,31}$/, {
    message: 'identifier must be 1–32 letters, digits, - or _ (e.g. box, pallet, m2)',
  })
  identifier!: string;

  @PrecisionField()
  precision?: number;

  @LocalisedLabelsField('labels')
  labels!: LocalisedLabels;
}

export class UpdateProductUnitDto extends PartialType(CreateProductUnitDto) {}
