import { defineShopConfigResource } from '../resource';
import { ResourceConfigDto } from '../resource.dto';
import { CreateFilterDto, FILTER_SORTS, FilterDto, UpdateFilterDto } from './filter.dto';
import { FiltersService } from './filters.service';

export const FILTERS = defineShopConfigResource({
  specName: 'filters',
  restName: 'filters',
  className: 'Filters',
  sorts: FILTER_SORTS,
  defaultSort: 'code',
  service: FiltersService,
  response: FilterDto,
  create: CreateFilterDto,
  update: UpdateFilterDto,
  config: ResourceConfigDto,
});
