import { defineShopConfigResource } from '../resource';
import {
  CART_PRICE_RULE_SORTS,
  CartPriceRuleConfigDto,
  CartPriceRuleDto,
  CreateCartPriceRuleDto,
  UpdateCartPriceRuleDto,
} from './cart-price-rule.dto';
import { CartPriceRulesService } from './cart-price-rules.service';

export const CART_PRICE_RULES = defineShopConfigResource({
  specName: 'cart_price_rules',
  restName: 'cart-price-rules',
  className: 'CartPriceRules',
  sorts: CART_PRICE_RULE_SORTS,
  defaultSort: 'priority',
  service: CartPriceRulesService,
  response: CartPriceRuleDto,
  create: CreateCartPriceRuleDto,
  update: UpdateCartPriceRuleDto,
  config: CartPriceRuleConfigDto,
});
