import { Injectable } from '@nestjs/common';
import { ShippingRule } from '../../entities/carrier.entity';
import { PaymentProviderRule } from '../../entities/payment-provider.entity';
import { defineShopConfigResource } from '../resource';
import { PLAIN_RULE_SORTS, plainRuleDtos } from './plain-rule.dto';
import { plainRulesService } from './plain-rules.service';

const shipping = plainRuleDtos('shipping_rule', 'carriers');
export const ShippingRuleDto = shipping.RuleDto;
export const CreateShippingRuleDto = shipping.CreateRuleDto;

@Injectable()
export class ShippingRulesService extends plainRulesService({
  kind: 'shipping_rule',
  entity: ShippingRule,
  what: 'shipping rule',
  link: { table: 'carrier_shipping_rule', ruleColumn: 'shipping_rule_id', what: 'carriers' },
  toDto: shipping.RuleDto.from,
}) {}

export const SHIPPING_RULES = defineShopConfigResource({
  specName: 'shipping_rules',
  restName: 'shipping-rules',
  className: 'ShippingRules',
  sorts: PLAIN_RULE_SORTS,
  defaultSort: 'name',
  service: ShippingRulesService,
  response: shipping.RuleDto,
  create: shipping.CreateRuleDto,
  update: shipping.UpdateRuleDto,
  config: shipping.RuleConfigDto,
});

const payment = plainRuleDtos('payment_provider_rule', 'payment providers');
export const PaymentProviderRuleDto = payment.RuleDto;

@Injectable()
export class PaymentProviderRulesService extends plainRulesService({
  kind: 'payment_provider_rule',
  entity: PaymentProviderRule,
  what: 'payment provider rule',
  link: {
    table: 'payment_provider_rule_assignment',
    ruleColumn: 'payment_provider_rule_id',
    what: 'payment providers',
  },
  toDto: payment.RuleDto.from,
}) {}

export const PAYMENT_PROVIDER_RULES = defineShopConfigResource({
  specName: 'payment_provider_rules',
  restName: 'payment-provider-rules',
  className: 'PaymentProviderRules',
  sorts: PLAIN_RULE_SORTS,
  defaultSort: 'name',
  service: PaymentProviderRulesService,
  response: payment.RuleDto,
  create: payment.CreateRuleDto,
  update: payment.UpdateRuleDto,
  config: payment.RuleConfigDto,
});
