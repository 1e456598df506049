import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  NOTIFICATION_CONDITION_TYPES,
  NOTIFICATION_RECIPIENTS,
  NOTIFICATION_RULE_TYPES,
} from '@tradeshop/shared';
import { DomainError } from '../../../../common/errors/domain-error';
import { filterValue } from '../../../../common/http/admin-list-query';
import { queryRows, sql } from '../../../../database/sql';
import { NotificationRule } from '../../entities/notification-rule.entity';
import { givenFields } from '../resource-rules';
import { activeFilter, entityResourceService, equalTo } from '../resource-service';
import {
  type CreateNotificationRuleDto,
  NOTIFICATION_CONFIG,
  NOTIFICATION_RULE_SORTS,
  NotificationRuleDto,
  type UpdateNotificationRuleDto,
} from './notification-rule.dto';
import { assertNotificationStoresExist, parseNotificationRows } from './notification-rule-rows';

/**
 * Notification rules: which mails order, payment, shipment and invoice events send. `OrderNotifier` reads them
 * afresh on every event, so a saved change applies to the next one. Sent mails stay in the outbox whatever
 * happens to the rule, so a rule can always be deleted.
 */
@Injectable()
export class NotificationRulesService extends entityResourceService({
  entity: NotificationRule,
  what: 'notification rule',
  sorts: NOTIFICATION_RULE_SORTS,
  unique: 'name',
  search: ['name'],
  filters: { active: activeFilter, type: equalTo('type', filterValue.text) },
  toResponse: NotificationRuleDto.from,
  async create(em, input: CreateNotificationRuleDto) {
    const rows = parseNotificationRows(input.type, input.conditions ?? [], input.actions);
    await assertNotificationStoresExist(em, rows.conditions);
    return em.create(NotificationRule, {
      name: input.name,
      type: input.type,
      active: input.active ?? true,
      position: input.position ?? (await nextPosition(em)),
      ...rows,
    });
  },
  async update(em, row, input: UpdateNotificationRuleDto) {
    // A new type may not fit the states named before: the rows are checked against the result.
    const rows = parseNotificationRows(
      input.type ?? row.type,
      input.conditions ?? row.conditions,
      input.actions ?? row.actions,
    );
    await assertNotificationStoresExist(em, rows.conditions);
    const { conditions: _conditions, actions: _actions, ...fields } = input;
    em.assign(row, { ...givenFields(fields), ...rows });
  },
  configExtras: () => ({
    types: [...NOTIFICATION_RULE_TYPES],
    states: NOTIFICATION_CONFIG.states,
    conditionTypes: [...NOTIFICATION_CONDITION_TYPES],
    recipients: [...NOTIFICATION_RECIPIENTS],
  }),
}) {
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
}

async function nextPosition(em: EntityManager): Promise<number> {
  const [row] = await queryRows<{ next: number }>(
    em,
    sql`select coalesce(max(position) + 1, 0)::int as next from notification_rule`,
  );
  return row.next;
}
