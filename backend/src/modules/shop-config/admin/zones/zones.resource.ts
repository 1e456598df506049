import { defineShopConfigResource } from '../resource';
import { ResourceConfigDto } from '../resource.dto';
import { CreateZoneDto, UpdateZoneDto, ZONE_SORTS, ZoneDto } from './zone.dto';
import { ZonesService } from './zones.service';

export const ZONES = defineShopConfigResource({
  specName: 'zones',
  restName: 'zones',
  className: 'Zones',
  sorts: ZONE_SORTS,
  defaultSort: 'name',
  service: ZonesService,
  response: ZoneDto,
  create: CreateZoneDto,
  update: UpdateZoneDto,
  config: ResourceConfigDto,
});
