import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PAYMENT_GATEWAYS } from '@tradeshop/shared';
import {
  PaymentProvider,
  PaymentProviderRule,
  PaymentProviderRuleAssignment,
} from '../../entities/payment-provider.entity';
import { givenFields } from '../resource-rules';
import { entityResourceService } from '../resource-service';
import {
  checkoutOptionResource,
  newCheckoutOptionFields,
  replaceRuleLinks,
  type RuleLinks,
} from '../rules/option-links';
import {
  type CreatePaymentProviderDto,
  PAYMENT_PROVIDER_SORTS,
  PaymentProviderDto,
  type PaymentProviderRuleLinkDto,
  type UpdatePaymentProviderDto,
} from './payment-provider.dto';

const RULES: RuleLinks<PaymentProviderRuleAssignment> = {
  link: PaymentProviderRuleAssignment,
  option: 'paymentProvider',
  rule: 'rule',
  ruleEntity: PaymentProviderRule,
  field: 'rules',
  what: 'payment provider rule',
};

/**
 * Payment providers: the payment methods the checkout offers, each with the payment provider rules that decide
 * when it shows and its fee. PricingService reads them afresh for every quote.
 */
@Injectable()
export class PaymentProvidersService extends entityResourceService({
  ...checkoutOptionResource(
    {
      entity: PaymentProvider,
      what: 'payment provider',
      sorts: PAYMENT_PROVIDER_SORTS,
      kind: 'payment_provider',
    },
    RULES,
    (link) => ({ ruleId: link.rule.id, priority: link.priority }),
  ),
  toResponse: (provider, rules = []) => PaymentProviderDto.from(provider, rules),
  async create(em, input: CreatePaymentProviderDto) {
    const row = em.create(PaymentProvider, {
      ...newCheckoutOptionFields(input),
      gateway: input.gateway,
      testMode: input.testMode ?? true,
    });
    await replaceRules(em, row, input.rules ?? []);
    return row;
  },
  async update(em, row, input: UpdatePaymentProviderDto) {
    const { rules, ...fields } = input;
    em.assign(row, givenFields(fields));
    if (rules) await replaceRules(em, row, rules);
  },
  configExtras: () => ({ gateways: [...PAYMENT_GATEWAYS] }),
}) {}

function replaceRules(em: EntityManager, provider: PaymentProvider, links: PaymentProviderRuleLinkDto[]) {
  const rows = links.map((link) => ({ ruleId: link.ruleId, priority: link.priority ?? 0 }));
  return replaceRuleLinks(em, RULES, provider, rows);
}
