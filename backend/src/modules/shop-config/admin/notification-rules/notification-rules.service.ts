import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  NOTIFICATION_CONDITION_TYPES,
  NOTIFICATION_RECIPIENTS,
  NOTIFICATION_RULE_TYPES,
} from '@tradeshop/shared';
import { DomainError } from '../../../../common/errors/domain-error';
import type { AdminListRequest } from '../../../../common/http/admin-list-query';
import { filterValue } from '../../../../common/http/admin-list-query';
import { queryRows, sql } from '../../../../database/sql';
import { NotificationRule } from '../../entities/notification-rule.entity';
import type { ShopConfigResourceService } from '../resource';
import {
  assertUnique,
  findOrFail,
  findPage,
  givenFields,
  listWhere,
  taken,
  translateConstraintErrors,
} from '../resource-rules';
import {
  type CreateNotificationRuleDto,
  NOTIFICATION_CONFIG,
  NOTIFICATION_RULE_SORTS,
  type NotificationRuleConfigDto,
  NotificationRuleDto,
  type UpdateNotificationRuleDto,
} from './notification-rule.dto';
import { assertNotificationStoresExist, parseNotificationRows } from './notification-rule-rows';

const WHAT = 'notification rule';

/**
 * Notification rules: which mails order, payment, shipment and invoice events send. `OrderNotifier` reads them
 * afresh on every event, so a saved change applies to the next one. Sent mails stay in the outbox whatever
 * happens to the rule, so a rule can always be deleted.
 */
@Injectable()
export class NotificationRulesService implements ShopConfigResourceService<
  NotificationRuleDto,
  CreateNotificationRuleDto,
  UpdateNotificationRuleDto,
  NotificationRuleConfigDto
> {
  constructor(private readonly em: EntityManager) {}

  /** Filters: q (name), id (a list), active, type. */
  async list(request: AdminListRequest<string>) {
    const { where, active } = listWhere(request, ['name']);
    if (active !== undefined) where.active = active;
    const type = filterValue.text(request.filter, 'type');
    if (type) where.type = type;
    const [rows, total] = await findPage(this.em, NotificationRule, where, request);
    return { rows: rows.map((row) => NotificationRuleDto.from(row)), total };
  }

  async get(id: number) {
    return NotificationRuleDto.from(await findOrFail(this.em, NotificationRule, id, WHAT));
  }

  async create(input: CreateNotificationRuleDto) {
    const rows = parseNotificationRows(input.type, input.conditions ?? [], input.actions);
    const rule = await translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          await assertUnique(em, NotificationRule, 'name', input.name, WHAT);
          await assertNotificationStoresExist(em, rows.conditions);
          const row = em.create(NotificationRule, {
            name: input.name,
            type: input.type,
            active: input.active ?? true,
            position: input.position ?? (await this.nextPosition(em)),
            ...rows,
          });
          await em.flush();
          return row;
        }),
      { unique: () => taken('name', input.name, WHAT) },
    );
    return NotificationRuleDto.from(rule);
  }

  async update(id: number, input: UpdateNotificationRuleDto) {
    const rule = await translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          const row = await findOrFail(em, NotificationRule, id, WHAT);
          await assertUnique(em, NotificationRule, 'name', input.name, WHAT, id);
          // A new type may not fit the states named before: the rows are checked against the result.
          const rows = parseNotificationRows(
            input.type ?? row.type,
            input.conditions ?? row.conditions,
            input.actions ?? row.actions,
          );
          await assertNotificationStoresExist(em, rows.conditions);
          const { conditions: _conditions, actions: _actions, ...fields } = input;
          em.assign(row, { ...givenFields(fields), ...rows });
          await em.flush();
          return row;
        }),
      { unique: () => taken('name', input.name ?? '', WHAT) },
    );
    return NotificationRuleDto.from(rule);
  }

  async delete(id: number) {
    return this.em.transactional(async (em) => {
      const row = await findOrFail(em, NotificationRule, id, WHAT);
      const deleted = NotificationRuleDto.from(row);
      await em.remove(row).flush();
      return deleted;
    });
  }

  /**
   * The sort extra: `ids` lists every rule in its new evaluation order (a list missing a rule, or naming an unknown
   * one, is refused so no two rules end up sharing a place). Returns the rules in that order.
   */
  async sort(ids: number[]): Promise<NotificationRuleDto[]> {
    return this.em.transactional(async (em) => {
      const rows = await em.find(NotificationRule, {});
      const known = new Set(rows.map((row) => row.id));
      const unknown = ids.filter((id) => !known.has(id));
      const missing = rows.filter((row) => !ids.includes(row.id)).map((row) => row.id);
      if (unknown.length > 0 || missing.length > 0) {
        const reason = [
          unknown.length > 0 ? `no notification rule has the id ${unknown.join(', ')}` : '',
          missing.length > 0 ? `the rules ${missing.join(', ')} are missing from the order` : '',
        ]
          .filter(Boolean)
          .join('; ');
        throw new DomainError('VALIDATION_FAILED', `ids: ${reason}`, [{ field: 'ids', reason }]);
      }
      const byId = new Map(rows.map((row) => [row.id, row]));
      ids.forEach((id, index) => {
        (byId.get(id) as NotificationRule).position = index;
      });
      await em.flush();
      return ids.map((id) => NotificationRuleDto.from(byId.get(id) as NotificationRule));
    });
  }

  config(): NotificationRuleConfigDto {
    return {
      sortFields: [...NOTIFICATION_RULE_SORTS],
      filterFields: ['active', 'type'],
      types: [...NOTIFICATION_RULE_TYPES],
      states: NOTIFICATION_CONFIG.states,
      conditionTypes: [...NOTIFICATION_CONDITION_TYPES],
      recipients: [...NOTIFICATION_RECIPIENTS],
    };
  }

  private async nextPosition(em: EntityManager): Promise<number> {
    const [row] = await queryRows<{ next: number }>(
      em,
      sql`select coalesce(max(position) + 1, 0)::int as next from notification_rule`,
    );
    return row.next;
  }
}
