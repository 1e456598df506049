import { defineShopConfigResource } from '../resource';
import {
  CreateStoreWordingDto,
  STORE_WORDING_SORTS,
  StoreWordingAdminDto,
  StoreWordingConfigDto,
  UpdateStoreWordingDto,
} from './store-wording.dto';
import { StoreWordingsService } from './store-wordings.service';

export const STORE_WORDINGS = defineShopConfigResource({
  specName: 'store_wordings',
  restName: 'store-wordings',
  className: 'StoreWordings',
  sorts: STORE_WORDING_SORTS,
  defaultSort: 'key',
  service: StoreWordingsService,
  response: StoreWordingAdminDto,
  create: CreateStoreWordingDto,
  update: UpdateStoreWordingDto,
  config: StoreWordingConfigDto,
});
