import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SalesOrder } from '../entities/sales-order.entity';
import { OrdersService } from '../orders.service';
import type { TransitionActor } from '../order-state-log';
import { FulfilmentLines } from './fulfilment-lines';
import { lineStatusFor, progressOf, shipmentEventsFor } from './fulfilment-rules';

/**
 * Brings an order in line with its shipments and invoices after one of them changed, inside the caller's
 * transaction (the order locked): the order-level shipment state through the shipment machine, the invoice state
 * through the invoice machine, each line's status, and complete when paid, shipped and invoiced.
 */
@Injectable()
export class FulfilmentSync {
  constructor(
    private readonly orders: OrdersService,
    private readonly lines: FulfilmentLines,
  ) {}

  /**
   * `parcelShipped`: this change handed a parcel to the carrier. Only then does the order's shipment state move on
   * SHIP; an invoice or a cancelled packed shipment ships nothing, so it must not log (nor mail) another SHIP.
   */
  async apply(
    em: EntityManager,
    order: SalesOrder,
    by: TransitionActor,
    { parcelShipped = false }: { parcelShipped?: boolean } = {},
  ): Promise<void> {
    const lines = await this.lines.of(em, order.id);
    const shipped = progressOf(lines.map((line) => ({ ...line, doneMilli: line.shippedMilli })));
    // Another part shipped while partially shipped moves partially_shipped → partially_shipped: the history
    // shows each parcel, and the notification rules may mail about it.
    const shipmentEvents = parcelShipped ? shipmentEventsFor(order.shippingState, shipped) : [];
    for (const event of shipmentEvents) {
      await this.orders.transition(em, order, 'shipment', event, by);
    }
    // Packed but not yet handed to the carrier: the order is ready to ship.
    if (order.shippingState === 'new' && lines.some((line) => line.inShipmentsMilli > 0)) {
      await this.orders.transition(em, order, 'shipment', { type: 'PREPARE' }, by);
    }
    const invoiced = progressOf(lines.map((line) => ({ ...line, doneMilli: line.invoicedMilli })));
    if (invoiced === 'all' && order.invoiceState === 'new') {
      await this.orders.transition(em, order, 'invoice', { type: 'INVOICE' }, by);
    }
    for (const line of lines) line.item.lineStatus = lineStatusFor(line.item.lineStatus, line);
    await em.flush();
    await this.orders.completeIfDone(em, order, by);
  }
}
