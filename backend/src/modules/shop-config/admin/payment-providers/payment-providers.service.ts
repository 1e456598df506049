import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PAYMENT_GATEWAYS } from '@tradeshop/shared';
import type { AdminListRequest } from '../../../../common/http/admin-list-query';
import {
  PaymentProvider,
  PaymentProviderRule,
  PaymentProviderRuleAssignment,
} from '../../entities/payment-provider.entity';
import type { ShopConfigResourceService } from '../resource';
import {
  assertAllExist,
  assertUnique,
  findOrFail,
  findPage,
  givenFields,
  listWhere,
  taken,
  translateConstraintErrors,
} from '../resource-rules';
import { assertEachOnce, assertNotUsedByOrders } from '../rules/option-links';
import {
  type CreatePaymentProviderDto,
  PAYMENT_PROVIDER_SORTS,
  type PaymentProviderConfigDto,
  PaymentProviderDto,
  type PaymentProviderRuleLinkDto,
  type UpdatePaymentProviderDto,
} from './payment-provider.dto';

const WHAT = 'payment provider';

/**
 * Payment providers: the payment methods the checkout offers, each with the payment provider rules that decide
 * when it shows and its fee. PricingService reads them afresh for every quote.
 */
@Injectable()
export class PaymentProvidersService implements ShopConfigResourceService<
  PaymentProviderDto,
  CreatePaymentProviderDto,
  UpdatePaymentProviderDto,
  PaymentProviderConfigDto
> {
  constructor(private readonly em: EntityManager) {}

  /** Filters: q (identifier), id (a list), active. */
  async list(request: AdminListRequest<string>) {
    const { where, active } = listWhere(request, ['identifier']);
    if (active !== undefined) where.active = active;
    const [rows, total] = await findPage(this.em, PaymentProvider, where, request);
    const links = await this.links(rows.map((row) => row.id));
    return { rows: rows.map((row) => PaymentProviderDto.from(row, links.get(row.id) ?? [])), total };
  }

  async get(id: number) {
    const provider = await findOrFail(this.em, PaymentProvider, id, WHAT);
    return PaymentProviderDto.from(provider, (await this.links([id])).get(id) ?? []);
  }

  async create(input: CreatePaymentProviderDto) {
    const provider = await translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          await assertUnique(em, PaymentProvider, 'identifier', input.identifier, WHAT);
          const row = em.create(PaymentProvider, {
            identifier: input.identifier,
            gateway: input.gateway,
            labels: input.labels,
            descriptions: input.descriptions ?? {},
            testMode: input.testMode ?? true,
            position: input.position ?? 0,
            active: input.active ?? true,
          });
          await em.flush();
          await this.replaceLinks(em, row, input.rules ?? []);
          return row;
        }),
      { unique: () => taken('identifier', input.identifier, WHAT) },
    );
    return this.get(provider.id);
  }

  async update(id: number, input: UpdatePaymentProviderDto) {
    await translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          const row = await findOrFail(em, PaymentProvider, id, WHAT);
          await assertUnique(em, PaymentProvider, 'identifier', input.identifier, WHAT, id);
          const { rules, ...fields } = input;
          em.assign(row, givenFields(fields));
          await em.flush();
          if (rules) await this.replaceLinks(em, row, rules);
        }),
      { unique: () => taken('identifier', input.identifier ?? '', WHAT) },
    );
    return this.get(id);
  }

  async delete(id: number) {
    const deleted = await this.get(id);
    await this.em.transactional(async (em) => {
      await assertNotUsedByOrders(em, 'payment_provider_id', id, WHAT);
      await em.nativeDelete(PaymentProvider, { id });
    });
    return deleted;
  }

  config(): PaymentProviderConfigDto {
    return {
      sortFields: [...PAYMENT_PROVIDER_SORTS],
      filterFields: ['active'],
      gateways: [...PAYMENT_GATEWAYS],
    };
  }

  private async replaceLinks(
    em: EntityManager,
    provider: PaymentProvider,
    links: PaymentProviderRuleLinkDto[],
  ) {
    const ruleIds = links.map((link) => link.ruleId);
    assertEachOnce(ruleIds, 'rules', 'payment provider rule');
    await assertAllExist(em, PaymentProviderRule, ruleIds, 'rules', 'payment provider rule');
    await em.nativeDelete(PaymentProviderRuleAssignment, { paymentProvider: provider.id });
    for (const link of links) {
      em.create(PaymentProviderRuleAssignment, {
        paymentProvider: em.getReference(PaymentProvider, provider.id, { wrapped: true }),
        rule: em.getReference(PaymentProviderRule, link.ruleId, { wrapped: true }),
        priority: link.priority ?? 0,
      });
    }
    await em.flush();
  }

  /** One query for the rules of every listed provider. */
  private async links(providerIds: number[]): Promise<Map<number, Required<PaymentProviderRuleLinkDto>[]>> {
    if (providerIds.length === 0) return new Map();
    const rows = await this.em.find(
      PaymentProviderRuleAssignment,
      { paymentProvider: { $in: providerIds } },
      { orderBy: { priority: 'asc', rule: 'asc' } },
    );
    const byProvider = new Map<number, Required<PaymentProviderRuleLinkDto>[]>();
    for (const row of rows) {
      const list = byProvider.get(row.paymentProvider.id) ?? [];
      list.push({ ruleId: row.rule.id, priority: row.priority });
      byProvider.set(row.paymentProvider.id, list);
    }
    return byProvider;
  }
}
