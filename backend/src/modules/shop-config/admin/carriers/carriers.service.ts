import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LITHIUM_UN_NUMBERS } from '@tradeshop/shared';
import type { AdminListRequest } from '../../../../common/http/admin-list-query';
import { Carrier, CarrierShippingRule, ShippingRule } from '../../entities/carrier.entity';
import { TaxRuleGroup } from '../../entities/tax.entity';
import type { ShopConfigResourceService } from '../resource';
import {
  assertAllExist,
  assertUnique,
  findOrFail,
  findPage,
  givenFields,
  listWhere,
  referenced,
  taken,
  translateConstraintErrors,
} from '../resource-rules';
import { assertEachOnce, assertNotUsedByOrders } from '../rules/option-links';
import {
  CARRIER_SORTS,
  type CarrierConfigDto,
  CarrierDto,
  type CarrierShippingRuleDto,
  type CreateCarrierDto,
  type UpdateCarrierDto,
} from './carrier.dto';

const WHAT = 'carrier';

/**
 * Carriers: what the checkout offers for shipping, with the shipping rules that decide where and at which price,
 * and the lithium-battery UN numbers each refuses. PricingService reads them afresh for every quote.
 */
@Injectable()
export class CarriersService implements ShopConfigResourceService<
  CarrierDto,
  CreateCarrierDto,
  UpdateCarrierDto,
  CarrierConfigDto
> {
  constructor(private readonly em: EntityManager) {}

  /** Filters: q (identifier), id (a list), active. */
  async list(request: AdminListRequest<string>) {
    const { where, active } = listWhere(request, ['identifier']);
    if (active !== undefined) where.active = active;
    const [rows, total] = await findPage(this.em, Carrier, where, request);
    const links = await this.links(rows.map((row) => row.id));
    return { rows: rows.map((row) => CarrierDto.from(row, links.get(row.id) ?? [])), total };
  }

  async get(id: number) {
    const carrier = await findOrFail(this.em, Carrier, id, WHAT);
    return CarrierDto.from(carrier, (await this.links([id])).get(id) ?? []);
  }

  async create(input: CreateCarrierDto) {
    const carrier = await translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          await assertUnique(em, Carrier, 'identifier', input.identifier, WHAT);
          const row = em.create(Carrier, {
            identifier: input.identifier,
            labels: input.labels,
            descriptions: input.descriptions ?? {},
            trackingUrl: input.trackingUrl ?? null,
            position: input.position ?? 0,
            active: input.active ?? true,
            dangerousGoodsSurchargeMinor: input.dangerousGoodsSurchargeMinor ?? 0,
            ...refusal(input.refusedUnNumbers ?? []),
          });
          await this.assignTaxRuleGroup(em, row, input.taxRuleGroupId);
          await em.flush();
          await this.replaceLinks(em, row, input.shippingRules ?? []);
          return row;
        }),
      { unique: () => taken('identifier', input.identifier, WHAT) },
    );
    return this.get(carrier.id);
  }

  async update(id: number, input: UpdateCarrierDto) {
    await translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          const row = await findOrFail(em, Carrier, id, WHAT);
          await assertUnique(em, Carrier, 'identifier', input.identifier, WHAT, id);
          const { taxRuleGroupId, shippingRules, refusedUnNumbers, ...fields } = input;
          em.assign(row, {
            ...givenFields(fields),
            ...(refusedUnNumbers ? refusal(refusedUnNumbers) : {}),
          });
          await this.assignTaxRuleGroup(em, row, taxRuleGroupId);
          await em.flush();
          if (shippingRules) await this.replaceLinks(em, row, shippingRules);
        }),
      { unique: () => taken('identifier', input.identifier ?? '', WHAT) },
    );
    return this.get(id);
  }

  async delete(id: number) {
    const deleted = await this.get(id);
    await this.em.transactional(async (em) => {
      await assertNotUsedByOrders(em, 'carrier_id', id, WHAT);
      await em.nativeDelete(Carrier, { id });
    });
    return deleted;
  }

  config(): CarrierConfigDto {
    return { sortFields: [...CARRIER_SORTS], filterFields: ['active'], unNumbers: [...LITHIUM_UN_NUMBERS] };
  }

  /** undefined leaves the group as it is; null clears it. */
  private async assignTaxRuleGroup(em: EntityManager, row: Carrier, id: number | null | undefined) {
    if (id === undefined) return;
    if (id !== null) await referenced(em, TaxRuleGroup, id, 'taxRuleGroupId', 'tax rule group');
    row.taxRuleGroup = id === null ? null : em.getReference(TaxRuleGroup, id, { wrapped: true });
  }

  private async replaceLinks(em: EntityManager, carrier: Carrier, links: CarrierShippingRuleDto[]) {
    const ruleIds = links.map((link) => link.shippingRuleId);
    assertEachOnce(ruleIds, 'shippingRules', 'shipping rule');
    await assertAllExist(em, ShippingRule, ruleIds, 'shippingRules', 'shipping rule');
    await em.nativeDelete(CarrierShippingRule, { carrier: carrier.id });
    for (const link of links) {
      em.create(CarrierShippingRule, {
        carrier: em.getReference(Carrier, carrier.id, { wrapped: true }),
        shippingRule: em.getReference(ShippingRule, link.shippingRuleId, { wrapped: true }),
        priority: link.priority ?? 0,
        stopPropagation: link.stopPropagation ?? false,
      });
    }
    await em.flush();
  }

  /** One query for the shipping rules of every listed carrier. */
  private async links(carrierIds: number[]): Promise<Map<number, Required<CarrierShippingRuleDto>[]>> {
    if (carrierIds.length === 0) return new Map();
    const rows = await this.em.find(
      CarrierShippingRule,
      { carrier: { $in: carrierIds } },
      { orderBy: { priority: 'asc', shippingRule: 'asc' } },
    );
    const byCarrier = new Map<number, Required<CarrierShippingRuleDto>[]>();
    for (const row of rows) {
      const list = byCarrier.get(row.carrier.id) ?? [];
      list.push({
        shippingRuleId: row.shippingRule.id,
        priority: row.priority,
        stopPropagation: row.stopPropagation,
      });
      byCarrier.set(row.carrier.id, list);
    }
    return byCarrier;
  }
}

/** A carrier refusing every lithium UN number takes no dangerous goods at all. */
function refusal(refusedUnNumbers: string[]): { refusedUnNumbers: string[]; acceptsDangerousGoods: boolean } {
  const refused = LITHIUM_UN_NUMBERS.filter((unNumber) => refusedUnNumbers.includes(unNumber));
  return { refusedUnNumbers: refused, acceptsDangerousGoods: refused.length < LITHIUM_UN_NUMBERS.length };
}
