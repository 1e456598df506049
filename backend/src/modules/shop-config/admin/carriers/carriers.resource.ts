import { defineShopConfigResource } from '../resource';
import {
  CARRIER_SORTS,
  CarrierConfigDto,
  CarrierDto,
  CreateCarrierDto,
  UpdateCarrierDto,
} from './carrier.dto';
import { CarriersService } from './carriers.service';

export const CARRIERS = defineShopConfigResource({
  specName: 'carriers',
  restName: 'carriers',
  className: 'Carriers',
  sorts: CARRIER_SORTS,
  defaultSort: 'position',
  service: CarriersService,
  response: CarrierDto,
  create: CreateCarrierDto,
  update: UpdateCarrierDto,
  config: CarrierConfigDto,
});
