import { ApiProperty, PartialType } from '@nestjs/swagger';
import type { Zone } from '../../entities/country.entity';
import { RequiredTextField } from '../resource.dto';
import { OptionalSwitchField } from '../rules/rule-fields';

export const ZONE_SORTS = ['id', 'name', 'active'] as const;

export class ZoneDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'Nordics' }) name!: string;
  @ApiProperty() active!: boolean;

  static from(zone: Zone): ZoneDto {
    return { id: zone.id, name: zone.name, active: zone.active };
  }
}

export class CreateZoneDto {
  @RequiredTextField('name', 100, 'Nordics')
  name!: string;

  @OptionalSwitchField('active', true)
  active?: boolean;
}

export class UpdateZoneDto extends PartialType(CreateZoneDto) {}
