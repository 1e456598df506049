import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, Matches } from 'class-validator';
import type { ProductIndex } from '../../entities/catalogue-config.entity';
import { RequiredTextField } from '../resource.dto';

export const INDEX_SORTS = ['id', 'code', 'name'] as const;

const CODE_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/;
const CODE_MESSAGE = 'code must be 1–64 lower-case letters, digits, - or _ (e.g. default, batteries)';

/** A lower-case code, unique among its kind. */
export function ConfigCodeField(): PropertyDecorator {
  return (target, key) => {
    ApiProperty({
      example: 'default',
      description: 'Lower-case letters, digits, - and _; stored in lower case',
    })(target, key);
    Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))(target, key);
    Matches(CODE_PATTERN, { message: CODE_MESSAGE })(target, key);
  };
}

export class IndexDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'default' }) code!: string;
  @ApiProperty({ example: 'Default product index' }) name!: string;
  @ApiProperty({
    type: [String],
    example: ['voltage', 'capacity'],
    description: 'Family attribute codes indexed',
  })
  attributeCodes!: string[];

  static from(index: ProductIndex): IndexDto {
    return { id: index.id, code: index.code, name: index.name, attributeCodes: [...index.attributeCodes] };
  }
}

export class CreateIndexDto {
  @ConfigCodeField()
  code!: string;

  @RequiredTextField('name', 200, 'Default product index')
  name!: string;

  @ApiPropertyOptional({ type: [String], description: 'Codes of family attributes; each must exist' })
  @IsOptional()
  @IsArray({ message: 'attributeCodes must be a list of attribute codes' })
  @ArrayMaxSize(200, { message: 'attributeCodes may name at most 200 attributes' })
  @Matches(/^[A-Za-z0-9_-]{1,64}$/, {
    each: true,
    message: 'attributeCodes must be a list of attribute codes (letters, digits, - or _)',
  })
  attributeCodes?: string[];
}

export class UpdateIndexDto extends PartialType(CreateIndexDto) {}

/** A clone's own code and name; left out, they are made from the original's. */
export class CloneDto {
  @ApiPropertyOptional({ example: 'default-copy' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @Matches(CODE_PATTERN, { message: CODE_MESSAGE })
  code?: string;

  @ApiPropertyOptional({ example: 'Copy of Default product index' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @Matches(/^\S[\s\S]{0,199}$/, { message: 'name must be non-blank text of at most 200 characters' })
  name?: string;
}
