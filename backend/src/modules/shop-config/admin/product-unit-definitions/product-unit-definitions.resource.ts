import { defineShopConfigResource } from '../resource';
import { ResourceConfigDto } from '../resource.dto';
import {
  CreateProductUnitDefinitionDto,
  PRODUCT_UNIT_DEFINITION_SORTS,
  ProductUnitDefinitionDto,
  UpdateProductUnitDefinitionDto,
} from './product-unit-definition.dto';
import { ProductUnitDefinitionsService } from './product-unit-definitions.service';

export const PRODUCT_UNIT_DEFINITIONS = defineShopConfigResource({
  specName: 'product_unit_definitions',
  restName: 'product-unit-definitions',
  className: 'ProductUnitDefinitions',
  sorts: PRODUCT_UNIT_DEFINITION_SORTS,
  defaultSort: 'id',
  service: ProductUnitDefinitionsService,
  response: ProductUnitDefinitionDto,
  create: CreateProductUnitDefinitionDto,
  update: UpdateProductUnitDefinitionDto,
  config: ResourceConfigDto,
});
