import { Injectable, type Type } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { RULE_VOCABULARY, type RuleKind } from '@tradeshop/shared';
import type { AdminListRequest } from '../../../../common/http/admin-list-query';
import { queryRows, sql, trusted } from '../../../../database/sql';
import type { RuleBase } from '../../entities/base.entity';
import type { ShopConfigResourceService } from '../resource';
import {
  assertUnique,
  findOrFail,
  findPage,
  givenFields,
  listWhere,
  stillInUse,
  taken,
  translateConstraintErrors,
} from '../resource-rules';
import { assertRuleReferencesExist, parseRuleRows } from '../rules/rule-rows';
import { PLAIN_RULE_SORTS } from './plain-rule.dto';

interface PlainRuleInput {
  name?: string;
  active?: boolean;
  conditions?: unknown[];
  actions?: unknown[];
}

interface PlainRuleKind<TDto> {
  kind: Extract<RuleKind, 'shipping_rule' | 'payment_provider_rule'>;
  entity: Type<RuleBase>;
  what: string;
  /** The link table attaching the rule, its rule column, and what the linked rows are called. */
  link: { table: string; ruleColumn: string; what: string };
  toDto: (rule: RuleBase, usedBy: number) => TDto;
}

/**
 * The service of a plain rule resource (shipping rules, payment provider rules): the only writer of its table.
 * Carriers and payment providers read their rules afresh for every quote (PricingService), so a change applies
 * to the next cart. A rule still attached cannot be deleted: the carrier or provider would silently change.
 */
export function plainRulesService<TDto, TConfig>(spec: PlainRuleKind<TDto>) {
  const { entity, what, kind, link } = spec;

  @Injectable()
  class PlainRulesService implements ShopConfigResourceService<
    TDto,
    PlainRuleInput,
    PlainRuleInput,
    TConfig
  > {
    constructor(readonly em: EntityManager) {}

    /** Filters: q (name), id (a list), active. */
    async list(request: AdminListRequest<string>) {
      const { where, active } = listWhere(request, ['name']);
      if (active !== undefined) where.active = active;
      const [rows, total] = await findPage(this.em, entity, where, request);
      const uses = await this.uses(rows.map((row) => row.id));
      return { rows: rows.map((row) => spec.toDto(row, uses.get(row.id) ?? 0)), total };
    }

    async get(id: number) {
      const rule = await findOrFail(this.em, entity, id, what);
      return spec.toDto(rule, (await this.uses([id])).get(id) ?? 0);
    }

    async create(input: PlainRuleInput) {
      const rows = parseRuleRows(kind, { conditions: input.conditions ?? [], actions: input.actions ?? [] });
      const rule = await translateConstraintErrors(
        () =>
          this.em.transactional(async (em) => {
            await assertUnique(em, entity, 'name', input.name, what);
            await assertRuleReferencesExist(em, rows);
            const row = em.create(entity, {
              name: input.name as string,
              active: input.active ?? true,
              conditions: rows.conditions ?? [],
              actions: rows.actions ?? [],
            });
            await em.flush();
            return row;
          }),
        { unique: () => taken('name', input.name ?? '', what) },
      );
      return this.get(rule.id);
    }

    async update(id: number, input: PlainRuleInput) {
      const rows = parseRuleRows(kind, input);
      await translateConstraintErrors(
        () =>
          this.em.transactional(async (em) => {
            const row = await findOrFail(em, entity, id, what);
            await assertUnique(em, entity, 'name', input.name, what, id);
            await assertRuleReferencesExist(em, rows);
            em.assign(row, {
              ...givenFields({ name: input.name, active: input.active }),
              ...givenFields(rows),
            });
            await em.flush();
          }),
        { unique: () => taken('name', input.name ?? '', what) },
      );
      return this.get(id);
    }

    async delete(id: number) {
      const deleted = await this.get(id);
      await this.em.transactional(async (em) => {
        const users = await queryRows<{ id: number }>(
          em,
          sql`select ${trusted(link.ruleColumn)} as id from ${trusted(link.table)}
              where ${trusted(link.ruleColumn)} = ${id} limit 1`,
        );
        if (users.length > 0) throw stillInUse(what, `${link.what}; detach it from them first`);
        await em.nativeDelete(entity, { id });
      });
      return deleted;
    }

    config(): TConfig {
      return {
        sortFields: [...PLAIN_RULE_SORTS],
        filterFields: ['active'],
        conditionTypes: [...RULE_VOCABULARY[kind].conditions],
        actionTypes: [...RULE_VOCABULARY[kind].actions],
      } as TConfig;
    }

    private async uses(ruleIds: number[]): Promise<Map<number, number>> {
      if (ruleIds.length === 0) return new Map();
      const rows = await queryRows<{ id: number; uses: number }>(
        this.em,
        sql`select ${trusted(link.ruleColumn)} as id, count(*)::int as uses from ${trusted(link.table)}
            where ${trusted(link.ruleColumn)} = any(${ruleIds}::int[]) group by ${trusted(link.ruleColumn)}`,
      );
      return new Map(rows.map((row) => [row.id, row.uses]));
    }
  }
  return PlainRulesService;
}
