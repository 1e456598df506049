import { Injectable } from '@nestjs/common';
import { Country, Zone } from '../../entities/country.entity';
import { stillInUse } from '../resource-rules';
import { activeFilter, entityResourceService } from '../resource-service';
import { type CreateZoneDto, ZONE_SORTS, ZoneDto } from './zone.dto';

/** Zones: groups of countries that rules can name at once. */
@Injectable()
export class ZonesService extends entityResourceService({
  entity: Zone,
  what: 'zone',
  sorts: ZONE_SORTS,
  unique: 'name',
  search: ['name'],
  filters: { active: activeFilter },
  toResponse: ZoneDto.from,
  create: (em, input: CreateZoneDto) => em.create(Zone, { name: input.name, active: input.active ?? true }),
  /** A zone its countries still belong to stays: removing it would silently take them out of every zone rule. */
  async beforeDelete(em, zone) {
    const countries = await em.find(
      Country,
      { zone: zone.id },
      { fields: ['isoCode'], orderBy: { isoCode: 'asc' } },
    );
    if (countries.length > 0) {
      throw stillInUse('zone', `the countries ${countries.map((country) => country.isoCode).join(', ')}`);
    }
  },
}) {}
