import { defineShopConfigResource } from '../resource';
import {
  CreateProductPriceRuleDto,
  PRODUCT_PRICE_RULE_SORTS,
  ProductPriceRuleConfigDto,
  ProductPriceRuleDto,
  UpdateProductPriceRuleDto,
} from './product-price-rule.dto';
import { ProductPriceRulesService } from './product-price-rules.service';

export const PRODUCT_PRICE_RULES = defineShopConfigResource({
  specName: 'product_price_rules',
  restName: 'product-price-rules',
  className: 'ProductPriceRules',
  sorts: PRODUCT_PRICE_RULE_SORTS,
  defaultSort: 'priority',
  service: ProductPriceRulesService,
  response: ProductPriceRuleDto,
  create: CreateProductPriceRuleDto,
  update: UpdateProductPriceRuleDto,
  config: ProductPriceRuleConfigDto,
});
