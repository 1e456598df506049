import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import type { Zone } from '../../entities/country.entity';
import { RequiredTextField } from '../resource.dto';

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

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;
}

export class UpdateZoneDto extends PartialType(CreateZoneDto) {}
