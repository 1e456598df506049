import type { EntityManager } from '@mikro-orm/postgresql';
import {
  NOTIFICATION_CONDITION_TYPES,
  NOTIFICATION_RECIPIENTS,
  NOTIFICATION_STATES,
  type NotificationAction,
  type NotificationCondition,
  type NotificationRuleType,
} from '@tradeshop/shared';
import { isEmail } from 'class-validator';
import { DomainError, type ErrorDetail } from '../../../../common/errors/domain-error';
import { queryRows, sql } from '../../../../database/sql';

function refuse(problems: ErrorDetail[]): never {
  throw new DomainError(
    'VALIDATION_FAILED',
    problems.map((problem) => `${problem.field}: ${problem.reason}`).join('; '),
    problems,
  );
}

const isId = (value: unknown) =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 2_147_483_647;

/**
 * A notification rule's conditions and actions with only their known fields, or 400 naming every wrong field:
 * a `states` condition names states of the rule's type, a mail goes to a known recipient, a fixed recipient
 * has a valid address, and a rule sends at least one mail.
 */
export function parseNotificationRows(
  type: NotificationRuleType,
  conditionsInput: unknown,
  actionsInput: unknown,
): { conditions: NotificationCondition[]; actions: NotificationAction[] } {
  const problems: ErrorDetail[] = [];
  const states: readonly string[] = NOTIFICATION_STATES[type];
  const conditions = (Array.isArray(conditionsInput) ? conditionsInput : []).flatMap(
    (row: Record<string, unknown> | null, index): NotificationCondition[] => {
      const at = `conditions[${index}]`;
      if (row?.type === 'states') {
        const list = row.states;
        if (
          !Array.isArray(list) ||
          list.length === 0 ||
          !list.every((state) => states.includes(String(state)))
        ) {
          problems.push({
            field: `${at}.states`,
            reason: `states must be a non-empty list of ${states.join(', ')}`,
          });
          return [];
        }
        return [{ type: 'states', states: [...new Set(list.map(String))] }];
      }
      if (row?.type === 'stores') {
        const list = row.storeIds;
        if (!Array.isArray(list) || list.length === 0 || !list.every(isId)) {
          problems.push({ field: `${at}.storeIds`, reason: 'storeIds must be a non-empty list of ids' });
          return [];
        }
        return [{ type: 'stores', storeIds: list as number[] }];
      }
      problems.push({
        field: `${at}.type`,
        reason: `must be one of ${NOTIFICATION_CONDITION_TYPES.join(', ')}`,
      });
      return [];
    },
  );
  const actions = (Array.isArray(actionsInput) ? actionsInput : []).flatMap(
    (row: Record<string, unknown> | null, index): NotificationAction[] => {
      const at = `actions[${index}]`;
      if (row?.type !== 'mail') {
        problems.push({ field: `${at}.type`, reason: 'must be mail' });
        return [];
      }
      const recipient = row.recipient as NotificationAction['recipient'];
      if (!NOTIFICATION_RECIPIENTS.includes(recipient)) {
        problems.push({
          field: `${at}.recipient`,
          reason: `recipient must be one of ${NOTIFICATION_RECIPIENTS.join(', ')}`,
        });
        return [];
      }
      if (recipient !== 'fixed') return [{ type: 'mail', recipient }];
      const address = typeof row.address === 'string' ? row.address.trim() : '';
      if (!isEmail(address)) {
        problems.push({
          field: `${at}.address`,
          reason: 'address must be an e-mail address for a fixed recipient',
        });
        return [];
      }
      return [{ type: 'mail', recipient, address: address.toLowerCase() }];
    },
  );
  if (Array.isArray(actionsInput) && actionsInput.length === 0) {
    problems.push({ field: 'actions', reason: 'at least one mail to send' });
  }
  if (problems.length > 0) refuse(problems);
  return { conditions, actions };
}

/** Refuses conditions naming stores that do not exist (400). */
export async function assertNotificationStoresExist(
  em: EntityManager,
  conditions: readonly NotificationCondition[],
): Promise<void> {
  const wanted = conditions.flatMap((condition, index) =>
    condition.type === 'stores'
      ? condition.storeIds.map((id) => ({ id, field: `conditions[${index}].storeIds` }))
      : [],
  );
  if (wanted.length === 0) return;
  const found = await queryRows<{ id: number }>(
    em,
    sql`select id from store where id = any(${wanted.map((entry) => entry.id)}::int[])`,
  );
  const known = new Set(found.map((row) => row.id));
  const missing = wanted.filter((entry) => !known.has(entry.id));
  if (missing.length > 0) {
    refuse(missing.map((entry) => ({ field: entry.field, reason: `no store has the id ${entry.id}` })));
  }
}
