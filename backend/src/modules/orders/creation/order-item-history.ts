import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderItemChange } from './order-item-change.entity';

/**
 * The changes of an order's items made in the back office, oldest first, for the order page's timeline. Provided
 * by `OrdersModule`, so the order's detail can read it beside the state changes.
 */
@Injectable()
export class OrderItemHistory {
  history(em: EntityManager, orderId: number): Promise<OrderItemChange[]> {
    return em.find(OrderItemChange, { orderId }, { orderBy: { id: 'asc' } });
  }
}
