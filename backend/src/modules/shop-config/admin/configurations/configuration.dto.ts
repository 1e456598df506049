import { ApiProperty, type ApiPropertyOptions, PartialType } from '@nestjs/swagger';
import { IsDefined, IsIn } from 'class-validator';
import type { Configuration } from '../../entities/configuration.entity';
import { ReferenceIdField, ResourceConfigDto } from '../resource.dto';
import { CONFIGURATION_KEY_NAMES, CONFIGURATION_KEYS } from '../../configuration-keys';

export const CONFIGURATION_SORTS = ['id', 'key', 'storeId'] as const;

const VALUE_SCHEMA: ApiPropertyOptions = {
  oneOf: [{ type: 'integer' }, { type: 'array', items: { type: 'integer' } }],
  description: "Typed by the key: see get-config's keys",
};

export class ConfigurationDto {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: CONFIGURATION_KEY_NAMES }) key!: string;
  @ApiProperty({ type: 'integer', nullable: true, description: 'None: the whole shop' }) storeId!:
    number | null;
  @ApiProperty(VALUE_SCHEMA) value!: unknown;

  static from(row: Configuration): ConfigurationDto {
    return { id: row.id, key: row.key, storeId: row.storeId ?? null, value: row.value };
  }
}

export class CreateConfigurationDto {
  @ApiProperty({ enum: CONFIGURATION_KEY_NAMES })
  @IsIn(CONFIGURATION_KEY_NAMES, { message: `key must be one of ${CONFIGURATION_KEY_NAMES.join(', ')}` })
  key!: string;

  @ReferenceIdField('storeId', { nullable: true })
  storeId?: number | null;

  @ApiProperty(VALUE_SCHEMA)
  @IsDefined({ message: 'value is required' })
  value!: unknown;
}

export class UpdateConfigurationDto extends PartialType(CreateConfigurationDto) {}

export class ConfigurationKeyDto {
  @ApiProperty({ enum: CONFIGURATION_KEY_NAMES }) key!: string;
  @ApiProperty({ enum: ['integer', 'weekdays'] }) type!: string;
  @ApiProperty() description!: string;
  @ApiProperty() perStore!: boolean;
  @ApiProperty({ type: 'integer', required: false }) min?: number;
  @ApiProperty({ type: 'integer', required: false }) max?: number;
  @ApiProperty({ ...VALUE_SCHEMA, description: 'The value when none is configured' }) defaultValue!: unknown;
}

export class ConfigurationConfigDto extends ResourceConfigDto {
  @ApiProperty({ type: [ConfigurationKeyDto] }) keys!: ConfigurationKeyDto[];
}

export function configurationKeys(): ConfigurationKeyDto[] {
  return CONFIGURATION_KEYS.map((entry) => ({
    key: entry.key,
    type: entry.type,
    description: entry.description,
    perStore: entry.perStore,
    ...('min' in entry ? { min: entry.min, max: entry.max } : {}),
    defaultValue: entry.defaultValue(null),
  }));
}
