import type { NotificationAction, NotificationCondition, NotificationRuleType } from '@tradeshop/shared';
import type pg from 'pg';

interface DemoNotificationRule {
  name: string;
  type: NotificationRuleType;
  states: string[];
}

/**
 * The demo installation's notification rules (back-office spec §7 "Notification rules"): the customer hears of
 * each step of their order that matters to them, in the order's language (the mail texts are in
 * `ORDER_NOTIFICATION_MAIL_MESSAGES`). Placing and confirming have their own confirmation mail.
 */
export const DEMO_NOTIFICATION_RULES: readonly DemoNotificationRule[] = [
  { name: 'Order complete: tell the customer', type: 'order', states: ['complete'] },
  { name: 'Order cancelled: tell the customer', type: 'order', states: ['cancelled'] },
  { name: 'Payment received: tell the customer', type: 'payment', states: ['paid'] },
  {
    name: 'Payment refunded: tell the customer',
    type: 'payment',
    states: ['partially_refunded', 'refunded'],
  },
  { name: 'Order shipped: tell the customer', type: 'shipment', states: ['partially_shipped', 'shipped'] },
  { name: 'Order invoiced: tell the customer', type: 'invoice', states: ['invoiced'] },
];

export async function seedNotificationRules(client: pg.ClientBase): Promise<void> {
  const actions: NotificationAction[] = [{ type: 'mail', recipient: 'customer' }];
  for (const [position, rule] of DEMO_NOTIFICATION_RULES.entries()) {
    const conditions: NotificationCondition[] = [{ type: 'states', states: rule.states }];
    await client.query(
      `insert into notification_rule (name, type, active, position, conditions, actions)
       values ($1, $2, true, $3, $4, $5)`,
      [rule.name, rule.type, position, JSON.stringify(conditions), JSON.stringify(actions)],
    );
  }
}
