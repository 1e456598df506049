import { defineShopConfigResource } from '../resource';
import { ResourceConfigDto } from '../resource.dto';
import {
  CreateProductUnitDto,
  PRODUCT_UNIT_SORTS,
  AdminProductUnitDto,
  UpdateProductUnitDto,
} from './product-unit.dto';
import { ProductUnitsService } from './product-units.service';

export const PRODUCT_UNITS = defineShopConfigResource({
  specName: 'product_units',
  restName: 'product-units',
  className: 'ProductUnits',
  sorts: PRODUCT_UNIT_SORTS,
  defaultSort: 'identifier',
  service: ProductUnitsService,
  response: AdminProductUnitDto,
  create: CreateProductUnitDto,
  update: UpdateProductUnitDto,
  config: ResourceConfigDto,
});
