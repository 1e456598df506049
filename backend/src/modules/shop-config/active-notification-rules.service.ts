import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { NotificationAction, NotificationCondition, NotificationRuleType } from '@tradeshop/shared';
import { queryRows, sql } from '../../database/sql';

export interface ActiveNotificationRule {
  id: number;
  conditions: NotificationCondition[];
  actions: NotificationAction[];
}

/** How the notifications module reads the rules the back office edits: the active ones of a type, in sort order. */
@Injectable()
export class ActiveNotificationRulesService {
  ofType(em: EntityManager, type: NotificationRuleType): Promise<ActiveNotificationRule[]> {
    return queryRows<ActiveNotificationRule>(
      em,
      sql`select id, conditions, actions from notification_rule
          where active and type = ${type} order by position, id`,
    );
  }
}
