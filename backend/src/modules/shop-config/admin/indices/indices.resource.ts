import { defineShopConfigResource } from '../resource';
import { ResourceConfigDto } from '../resource.dto';
import { CreateIndexDto, INDEX_SORTS, IndexDto, UpdateIndexDto } from './index.dto';
import { IndicesService } from './indices.service';

export const INDICES = defineShopConfigResource({
  specName: 'indices',
  restName: 'indices',
  className: 'Indices',
  sorts: INDEX_SORTS,
  defaultSort: 'code',
  service: IndicesService,
  response: IndexDto,
  create: CreateIndexDto,
  update: UpdateIndexDto,
  config: ResourceConfigDto,
});
