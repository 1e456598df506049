import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsDefined, IsObject, IsString, Matches } from 'class-validator';

const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export class SetVariantAxesDto {
  @ApiProperty({
    type: [String],
    example: ['colour_temperature'],
    description: 'Attribute codes of the family',
  })
  @IsArray({ message: 'axes must be a list of attribute codes' })
  @ArrayMaxSize(3, { message: 'a family varies on at most three axes' })
  @IsString({ each: true, message: 'each axis must be an attribute code' })
  axes!: string[];
}

export class CreateVariantDto {
  @ApiProperty({ example: 'LMP-GU10-345-4000K' })
  @IsString({ message: 'sku must be text' })
  @Matches(SKU_PATTERN, { message: 'sku must be 1 to 64 letters, digits, dots, dashes or underscores' })
  sku!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }] },
    example: { colour_temperature: 4000 },
    description: "The variant's value on each axis of its parent",
  })
  @IsObject({ message: 'axisValues must name a value for each axis' })
  axisValues!: Record<string, string | number | boolean>;
}

export class SetOwnValueDto {
  @ApiProperty({
    description:
      'The value: text for a name or description, a whole number of cents for a price, the column or attribute value otherwise',
    oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }, { type: 'object' }],
    nullable: true,
  })
  @IsDefined({ message: 'value must be given' })
  value!: unknown;
}

export class VariantRowDto {
  @ApiProperty() id!: number;
  @ApiProperty() sku!: string;
  @ApiProperty() active!: boolean;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, description: 'Name per language' })
  names!: Record<string, string>;
  @ApiProperty({
    type: 'object',
    additionalProperties: {
      oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }],
      nullable: true,
    },
  })
  axisValues!: Record<string, string | number | boolean | null>;
  @ApiProperty({ type: [String], description: 'The fields the variant keeps for itself' })
  overriddenFields!: string[];
}

export class VariantFamilyDto {
  @ApiProperty() parentId!: number;
  @ApiProperty({ type: [String] }) axes!: string[];
  @ApiProperty({ type: [String], description: 'Attributes of the family that may serve as axes' })
  axisCandidates!: string[];
  @ApiProperty({ type: VariantRowDto }) parent!: VariantRowDto;
  @ApiProperty({ type: [VariantRowDto] }) children!: VariantRowDto[];
}
