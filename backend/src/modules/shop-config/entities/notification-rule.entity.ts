import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { NotificationAction, NotificationCondition, NotificationRuleType } from '@tradeshop/shared';

/** Mails sent on order events of its type when all its conditions hold; rules run in `position` order. */
@Entity({ tableName: 'notification_rule' })
export class NotificationRule {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text', unique: true })
  name!: string;

  @Property({ type: 'text' })
  type!: NotificationRuleType;

  @Property({ type: 'boolean' })
  active = true;

  @Property({ type: 'integer' })
  position = 0;

  @Property({ type: 'json' })
  conditions: NotificationCondition[] = [];

  @Property({ type: 'json' })
  actions: NotificationAction[] = [];
}
