import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../../events/domain-events.service';
import { MailService } from '../../mail/mail.service';
import { OrderComment } from '../entities/order-comment.entity';
import { SalesOrder } from '../entities/sales-order.entity';
import { OrdersService } from '../orders.service';
import { orderCommentMail } from './order-comment.mails';
import { OrderInvoicesService } from './order-invoices.service';

export const ORDER_COMMENT_MAIL_SUBSCRIBER = 'orders.comment-mail';
export const ORDER_REFUND_CREDIT_NOTE_SUBSCRIBER = 'orders.refund-credit-note';

/**
 * What follows from fulfilment events after their transaction committed: the mail of a comment to the buyer,
 * and the credit note of a refund. Each runs once per event (the relay's idempotency key).
 */
@Injectable()
export class FulfilmentSubscribers implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly mail: MailService,
    private readonly orders: OrdersService,
    private readonly invoices: OrderInvoicesService,
  ) {}

  onModuleInit(): void {
    this.events.subscribe({
      name: ORDER_COMMENT_MAIL_SUBSCRIBER,
      on: ['order.comment_sent'],
      handle: async (em, { payload }) => {
        const comment = await em.findOne(OrderComment, { id: payload.commentId });
        if (!comment) return;
        const order = await em.findOneOrFail(SalesOrder, { id: payload.orderId });
        const to = await this.orders.buyerEmail(em, order.id);
        if (to) {
          const { subject, text } = orderCommentMail(order, comment.text);
          await this.mail.queue(em, { purpose: 'order_comment', to, subject, text });
          comment.sentAt = new Date();
          await em.flush();
        }
      },
    });
    this.events.subscribe({
      name: ORDER_REFUND_CREDIT_NOTE_SUBSCRIBER,
      on: ['order.refunded'],
      handle: async (em, { payload }) => {
        await this.invoices.creditRefund(em, payload);
      },
    });
  }
}
