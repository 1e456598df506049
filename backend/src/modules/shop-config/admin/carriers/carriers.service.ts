import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LITHIUM_UN_NUMBERS } from '@tradeshop/shared';
import { Carrier, CarrierShippingRule, ShippingRule } from '../../entities/carrier.entity';
import { TaxRuleGroup } from '../../entities/tax.entity';
import { givenFields, referenced } from '../resource-rules';
import { entityResourceService } from '../resource-service';
import {
  checkoutOptionResource,
  newCheckoutOptionFields,
  replaceRuleLinks,
  type RuleLinks,
} from '../rules/option-links';
import {
  CARRIER_SORTS,
  CarrierDto,
  type CarrierShippingRuleDto,
  type CreateCarrierDto,
  type UpdateCarrierDto,
} from './carrier.dto';

const SHIPPING_RULES: RuleLinks<CarrierShippingRule> = {
  link: CarrierShippingRule,
  option: 'carrier',
  rule: 'shippingRule',
  ruleEntity: ShippingRule,
  field: 'shippingRules',
  what: 'shipping rule',
};

/**
 * Carriers: what the checkout offers for shipping, with the shipping rules that decide where and at which price,
 * and the lithium-battery UN numbers each refuses. PricingService reads them afresh for every quote.
 */
@Injectable()
export class CarriersService extends entityResourceService({
  ...checkoutOptionResource(
    { entity: Carrier, what: 'carrier', sorts: CARRIER_SORTS, kind: 'carrier' },
    SHIPPING_RULES,
    (link) => ({
      shippingRuleId: link.shippingRule.id,
      priority: link.priority,
      stopPropagation: link.stopPropagation,
    }),
  ),
  toResponse: (carrier, shippingRules = []) => CarrierDto.from(carrier, shippingRules),
  async create(em, input: CreateCarrierDto) {
    const row = em.create(Carrier, {
      ...newCheckoutOptionFields(input),
      trackingUrl: input.trackingUrl ?? null,
      dangerousGoodsSurchargeMinor: input.dangerousGoodsSurchargeMinor ?? 0,
      ...refusal(input.refusedUnNumbers ?? []),
    });
    await assignTaxRuleGroup(em, row, input.taxRuleGroupId);
    await replaceShippingRules(em, row, input.shippingRules ?? []);
    return row;
  },
  async update(em, row, input: UpdateCarrierDto) {
    const { taxRuleGroupId, shippingRules, refusedUnNumbers, ...fields } = input;
    em.assign(row, { ...givenFields(fields), ...(refusedUnNumbers ? refusal(refusedUnNumbers) : {}) });
    await assignTaxRuleGroup(em, row, taxRuleGroupId);
    if (shippingRules) await replaceShippingRules(em, row, shippingRules);
  },
  configExtras: () => ({ unNumbers: [...LITHIUM_UN_NUMBERS] }),
}) {}

/** A carrier refusing every lithium UN number takes no dangerous goods at all. */
function refusal(refusedUnNumbers: string[]): { refusedUnNumbers: string[]; acceptsDangerousGoods: boolean } {
  const refused = LITHIUM_UN_NUMBERS.filter((unNumber) => refusedUnNumbers.includes(unNumber));
  return { refusedUnNumbers: refused, acceptsDangerousGoods: refused.length < LITHIUM_UN_NUMBERS.length };
}

/** undefined leaves the group as it is; null clears it. */
async function assignTaxRuleGroup(em: EntityManager, row: Carrier, id: number | null | undefined) {
  if (id === undefined) return;
  if (id !== null) await referenced(em, TaxRuleGroup, id, 'taxRuleGroupId', 'tax rule group');
  row.taxRuleGroup = id === null ? null : em.getReference(TaxRuleGroup, id, { wrapped: true });
}

function replaceShippingRules(em: EntityManager, carrier: Carrier, links: CarrierShippingRuleDto[]) {
  const rows = links.map((link) => ({
    ruleId: link.shippingRuleId,
    priority: link.priority ?? 0,
    stopPropagation: link.stopPropagation ?? false,
  }));
  return replaceRuleLinks(em, SHIPPING_RULES, carrier, rows);
}
