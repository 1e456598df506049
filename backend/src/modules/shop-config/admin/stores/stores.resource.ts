import { defineShopConfigResource } from '../resource';
import { ResourceConfigDto } from '../resource.dto';
import { CreateStoreDto, STORE_SORTS, StoreDto, UpdateStoreDto } from './store.dto';
import { StoresAdminService } from './stores.service';

export const STORES = defineShopConfigResource({
  specName: 'stores',
  restName: 'stores',
  className: 'Stores',
  sorts: STORE_SORTS,
  defaultSort: 'position',
  service: StoresAdminService,
  response: StoreDto,
  create: CreateStoreDto,
  update: UpdateStoreDto,
  config: ResourceConfigDto,
});
