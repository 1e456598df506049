import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../events/domain-events.service';
import { MailService } from '../mail/mail.service';
import { orderTermsIn } from '../shop-config/stores/store-seller';
import { StoresService } from '../shop-config/stores/stores.service';
import { documentLocale } from './documents/document-format';
import { SalesOrderItem } from './entities/sales-order-item.entity';
import { SalesOrder } from './entities/sales-order.entity';
import { orderConfirmationMail } from './order-confirmation.mails';
import { OrdersService } from './orders.service';

export const ORDER_CONFIRMATION_SUBSCRIBER = 'orders.confirmation-mail';

/** Mails the buyer (the customer, or the guest) the order confirmation when an order is confirmed. */
@Injectable()
export class OrderConfirmationSubscriber implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly mail: MailService,
    private readonly orders: OrdersService,
    private readonly stores: StoresService,
  ) {}

  onModuleInit(): void {
    this.events.subscribe({
      name: ORDER_CONFIRMATION_SUBSCRIBER,
      on: ['order.state_changed'],
      accepts: ({ payload }) => payload.kind === 'order' && payload.toState === 'confirmed',
      handle: async (em, { payload }) => {
        const order = await em.findOneOrFail(SalesOrder, { id: payload.orderId });
        const to = await this.orders.buyerEmail(em, order.id);
        if (!to) return;
        const items = await em.find(SalesOrderItem, { order: order.id }, { orderBy: { position: 'asc' } });
        const store = await this.stores.documentFacts(order.storeId, em);
        const { subject, text, html } = orderConfirmationMail(order, items, {
          seller: store.seller,
          ...orderTermsIn(documentLocale(order.locale), order, store),
        });
        await this.mail.queue(em, { purpose: 'order_confirmation', to, subject, text, html });
      },
    });
  }
}
