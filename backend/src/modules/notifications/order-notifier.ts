import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { NotificationAction, NotificationCondition, NotificationRuleType } from '@tradeshop/shared';
import { queryRows, sql } from '../../database/sql';
import { MailService } from '../mail/mail.service';
import type { OutgoingMail } from '../mail/outgoing-mail.entity';
import { notificationMail } from './notification.mails';

/** What the orders module tells about an order event; shop configuration needs nothing of its entities. */
export interface OrderEvent {
  type: NotificationRuleType;
  /** The state the order's (payment's, shipment's, invoice's) machine moved to. */
  toState: string;
  order: {
    number: string;
    storeId: number;
    locale: string;
    customerId: number | null;
    guestEmail: string | null;
  };
}

interface ActiveRule {
  id: number;
  conditions: NotificationCondition[];
  actions: NotificationAction[];
}

export function ruleMatches(conditions: readonly NotificationCondition[], event: OrderEvent): boolean {
  return conditions.every((condition) =>
    condition.type === 'states'
      ? condition.states.includes(event.toState)
      : condition.storeIds.includes(event.order.storeId),
  );
}

/**
 * Makes notification rules act: on an order event, the active rules of its type whose conditions hold (read
 * afresh, in their sort order) store their mails in the outbox within the caller's transaction. The caller hands
 * them to the queue after the commit, like every other mail.
 */
@Injectable()
export class OrderNotifier {
  constructor(private readonly mail: MailService) {}

  async notify(em: EntityManager, event: OrderEvent): Promise<OutgoingMail[]> {
    const rules = await queryRows<ActiveRule>(
      em,
      sql`select id, conditions, actions from notification_rule
          where active and type = ${event.type} order by position, id`,
    );
    const matching = rules.filter((rule) => ruleMatches(rule.conditions, event));
    if (matching.length === 0) return [];
    const { subject, text } = notificationMail(
      event.type,
      event.toState,
      event.order.number,
      event.order.locale,
    );
    const mails: OutgoingMail[] = [];
    let addresses: { customer: string | null; sales: string | null } | undefined;
    for (const rule of matching) {
      for (const action of rule.actions) {
        addresses ??= await this.addresses(em, event);
        const to =
          action.recipient === 'customer'
            ? addresses.customer
            : action.recipient === 'store_sales'
              ? addresses.sales
              : (action.address ?? null);
        if (!to) continue;
        mails.push(await this.mail.queue(em, { purpose: `notification_rule:${rule.id}`, to, subject, text }));
      }
    }
    return mails;
  }

  /** The buyer's address (a customer's, or the guest's) and the store's sales address, in one statement. */
  private async addresses(em: EntityManager, event: OrderEvent) {
    const [row] = await queryRows<{ customer: string | null; sales: string | null }>(
      em,
      sql`select (select email from customer where id = ${event.order.customerId ?? 0}) as customer,
                 (select sales_email from store where id = ${event.order.storeId}) as sales`,
    );
    return { customer: row?.customer ?? event.order.guestEmail, sales: row?.sales ?? null };
  }
}
