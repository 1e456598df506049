import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { NotificationCondition, NotificationRuleType } from '@tradeshop/shared';
import { DomainEvents } from '../events/domain-events.service';
import { MailService } from '../mail/mail.service';
import { OrdersService } from '../orders/orders.service';
import { ActiveNotificationRulesService } from '../shop-config/active-notification-rules.service';
import { StoresService } from '../shop-config/stores/stores.service';
import { notificationMail } from './notification.mails';

export const ORDER_NOTIFIER_SUBSCRIBER = 'notifications.order-rules';

/** What the notification rules need of an order event (`order.state_changed`); nothing of orders' entities. */
export interface OrderEvent {
  type: NotificationRuleType;
  /** The state the order's (payment's, shipment's, invoice's) machine moved to. */
  toState: string;
  order: {
    id: number;
    number: string;
    storeId: number;
    locale: string;
    customerId: number | null;
  };
}

export function ruleMatches(conditions: readonly NotificationCondition[], event: OrderEvent): boolean {
  return conditions.every((condition) =>
    condition.type === 'states'
      ? condition.states.includes(event.toState)
      : condition.storeIds.includes(event.order.storeId),
  );
}

/**
 * Makes notification rules act: subscribed to the orders' state changes, it lets the active rules of the event's
 * type whose conditions hold (read afresh, in their sort order) queue their mails, once per event.
 */
@Injectable()
export class OrderNotifier implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly mail: MailService,
    private readonly rules: ActiveNotificationRulesService,
    private readonly orders: OrdersService,
    private readonly stores: StoresService,
  ) {}

  onModuleInit(): void {
    this.events.subscribe({
      name: ORDER_NOTIFIER_SUBSCRIBER,
      on: ['order.state_changed'],
      handle: async (em, { payload }) => {
        await this.notify(em, {
          type: payload.kind,
          toState: payload.toState,
          order: {
            id: payload.orderId,
            number: payload.number,
            storeId: payload.storeId,
            locale: payload.locale,
            customerId: payload.customerId,
          },
        });
      },
    });
  }

  /** Queues the mails of the rules matching `event` in `em`'s transaction; returns how many. */
  async notify(em: EntityManager, event: OrderEvent): Promise<number> {
    const rules = await this.rules.ofType(em, event.type);
    const matching = rules.filter((rule) => ruleMatches(rule.conditions, event));
    if (matching.length === 0) return 0;
    const { subject, text } = notificationMail(
      event.type,
      event.toState,
      event.order.number,
      event.order.locale,
    );
    let queued = 0;
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
        await this.mail.queue(em, { purpose: `notification_rule:${rule.id}`, to, subject, text });
        queued += 1;
      }
    }
    return queued;
  }

  /** The buyer's address (a customer's, or the guest's) and the store's sales address. */
  private async addresses(em: EntityManager, event: OrderEvent) {
    const [customer, store] = await Promise.all([
      this.orders.buyerEmail(em, event.order.id),
      this.stores.byId(event.order.storeId, em),
    ]);
    return { customer, sales: store.salesEmail };
  }
}
