import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainEvents } from '../../events/domain-events.service';
import {
  ORDER_COMMENT_VISIBILITIES,
  OrderComment,
  type OrderCommentVisibility,
} from '../entities/order-comment.entity';
import { SalesOrder } from '../entities/sales-order.entity';
import { OrdersService } from '../orders.service';
import type { TransitionActor } from '../order-state-log';
import { invalidInput, notFound, refused } from './fulfilment.errors';

export const ORDER_COMMENT_MAX_LENGTH = 5000;

export interface CommentView {
  id: number;
  orderId: number;
  text: string;
  visibility: OrderCommentVisibility;
  author: string | null;
  createdAt: string;
  sentAt: string | null;
}

export function commentView(comment: OrderComment): CommentView {
  return {
    id: comment.id,
    orderId: comment.order.id,
    text: comment.text,
    visibility: comment.visibility,
    author: comment.authorName ?? null,
    createdAt: comment.createdAt.toISOString(),
    sentAt: comment.sentAt?.toISOString() ?? null,
  };
}

/**
 * Comments on an order: internal notes, or messages to the buyer, mailed in the order's language (the
 * `order.comment_sent` event's subscriber) and shown in the shop's order detail. A sent comment stays.
 */
@Injectable()
export class OrderCommentsService {
  constructor(
    private readonly em: EntityManager,
    private readonly orders: OrdersService,
    private readonly events: DomainEvents,
  ) {}

  async list(orderId: number, visibility?: OrderCommentVisibility): Promise<CommentView[]> {
    const em = this.em.fork();
    if (!(await em.count(SalesOrder, { id: orderId }))) throw notFound('order', orderId);
    const comments = await em.find(
      OrderComment,
      { order: orderId, ...(visibility ? { visibility } : {}) },
      { orderBy: { id: 'asc' } },
    );
    return comments.map(commentView);
  }

  async add(
    orderId: number,
    input: { text: string; visibility: string },
    by: TransitionActor,
  ): Promise<CommentView> {
    const text = input.text?.trim() ?? '';
    if (text === '') throw invalidInput('text', 'Write the comment first');
    if (text.length > ORDER_COMMENT_MAX_LENGTH) {
      throw invalidInput('text', `A comment holds at most ${ORDER_COMMENT_MAX_LENGTH} characters`);
    }
    if (!(ORDER_COMMENT_VISIBILITIES as readonly string[]).includes(input.visibility)) {
      throw invalidInput('visibility', `visibility must be one of ${ORDER_COMMENT_VISIBILITIES.join(', ')}`);
    }
    const comment = await this.em.fork().transactional(async (tx) => {
      const order = await this.orders.lockById(tx, orderId);
      const created = tx.create(OrderComment, {
        order,
        text,
        visibility: input.visibility as OrderCommentVisibility,
        authorId: by.id,
        authorName: by.name,
        createdAt: new Date(),
      });
      await tx.flush();
      if (created.visibility === 'customer') {
        this.events.record(tx, 'order.comment_sent', { orderId: order.id, commentId: created.id });
      }
      return created;
    });
    await this.events.publish();
    return commentView(comment);
  }

  async delete(commentId: number): Promise<CommentView> {
    return this.em.fork().transactional(async (tx) => {
      const comment = await tx.findOne(OrderComment, { id: commentId });
      if (!comment) throw notFound('comment', commentId);
      if (comment.visibility === 'customer') {
        throw refused(
          'This comment was sent to the customer and cannot be unsent; add another comment to correct it',
        );
      }
      const view = commentView(comment);
      tx.remove(comment);
      return view;
    });
  }
}
