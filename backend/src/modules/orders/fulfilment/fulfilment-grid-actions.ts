import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain-error';
import { OrderGridActions, type OrderGridActionResult } from '../grid/order-grid-actions.registry';
import type { TransitionActor } from '../order-state-log';
import { OrderInvoicesService } from './order-invoices.service';
import { OrderShipmentsService } from './order-shipments.service';

/** One order after another, each in its own transaction: one refusal does not stop the others. */
async function eachOrder(
  orderIds: number[],
  apply: (orderId: number) => Promise<unknown>,
): Promise<OrderGridActionResult[]> {
  const results: OrderGridActionResult[] = [];
  for (const orderId of orderIds) {
    try {
      await apply(orderId);
      results.push({ orderId, ok: true });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      results.push({ orderId, ok: false, message: error.message });
    }
  }
  return results;
}

/** The orders grid's bulk `ship` (every line left, with the order's carrier) and `invoice` (every shipped line). */
@Injectable()
export class FulfilmentGridActions implements OnModuleInit {
  constructor(
    private readonly actions: OrderGridActions,
    private readonly shipments: OrderShipmentsService,
    private readonly invoices: OrderInvoicesService,
  ) {}

  onModuleInit(): void {
    this.actions.register({
      name: 'ship',
      permission: 'orders.write',
      apply: (orderIds, by: TransitionActor) =>
        eachOrder(orderIds, (orderId) => this.shipments.shipEverything(orderId, by)),
    });
    this.actions.register({
      name: 'invoice',
      permission: 'orders.write',
      apply: (orderIds, by: TransitionActor) =>
        eachOrder(orderIds, (orderId) => this.invoices.create(orderId, undefined, by)),
    });
  }
}
