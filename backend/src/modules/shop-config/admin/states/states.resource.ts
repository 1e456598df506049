import { defineShopConfigResource } from '../resource';
import { ResourceConfigDto } from '../resource.dto';
import { CreateStateDto, STATE_SORTS, StateDto, UpdateStateDto } from './state.dto';
import { StatesService } from './states.service';

export const STATES = defineShopConfigResource({
  specName: 'states',
  restName: 'states',
  className: 'States',
  sorts: STATE_SORTS,
  defaultSort: 'name',
  service: StatesService,
  response: StateDto,
  create: CreateStateDto,
  update: UpdateStateDto,
  config: ResourceConfigDto,
});
