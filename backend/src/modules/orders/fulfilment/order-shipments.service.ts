import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ShipmentState } from '@tradeshop/shared';
import { DomainEvents } from '../../events/domain-events.service';
import { CarrierAndProviderLookupService } from '../../shop-config/carrier-and-provider-lookup.service';
import { OrderShipmentItem } from '../entities/order-shipment-item.entity';
import { OrderShipment } from '../entities/order-shipment.entity';
import { SalesOrder } from '../entities/sales-order.entity';
import { nextState } from '../machines/order-machines';
import type { ShipmentEvent } from '../machines/shipment.machine';
import { OrdersService } from '../orders.service';
import type { TransitionActor } from '../order-state-log';
import { deliveryNoteDocument, documentSeller } from './fulfilment-documents';
import { StoresService } from '../../shop-config/stores/stores.service';
import { renderFulfilmentPdf } from './fulfilment-pdf';
import { FulfilmentLines, lineProgress, type FulfilmentLine, type LineProgress } from './fulfilment-lines';
import { fromMilli, toMilli } from './fulfilment-rules';
import { type ChosenLine, selectLines } from './fulfilment-selection';
import { FulfilmentSync } from './fulfilment-sync';
import { invalidInput, notFound, refused } from './fulfilment.errors';

export interface ShippableItem extends LineProgress {
  shippedQuantity: string;
  remainingQuantity: string;
  lineStatus: number;
}

export interface ShipmentView {
  id: number;
  orderId: number;
  state: ShipmentState;
  carrierId: number | null;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  shippedAt: string | null;
  createdAt: string;
  createdBy: string | null;
  items: { orderItemId: number; sku: string; name: string; unit: string; quantity: string }[];
}

export interface NewShipment {
  items?: ChosenLine[];
  carrierId?: number | null;
  trackingNumber?: string | null;
  /** false: packed and ready, handed to the carrier later (update-state ship). Default true. */
  ship?: boolean;
}

/** The back office's transitions of one shipment, as CoreShop names them. */
export const SHIPMENT_TRANSITIONS = { ship: 'SHIP', cancel: 'CANCEL' } as const;
export type ShipmentTransition = keyof typeof SHIPMENT_TRANSITIONS;

const remainingToShip = (line: FulfilmentLine) => line.orderedMilli - line.inShipmentsMilli;

/**
 * Shipments of an order: what is left to ship, shipping chosen lines with a carrier and tracking code, a
 * shipment's own state (ready, shipped, cancelled through the shipment machine). Every change takes the order's
 * lock in a transaction and brings the order-level states and line statuses in line (FulfilmentSync).
 */
@Injectable()
export class OrderShipmentsService {
  constructor(
    private readonly em: EntityManager,
    private readonly orders: OrdersService,
    private readonly lines: FulfilmentLines,
    private readonly sync: FulfilmentSync,
    private readonly events: DomainEvents,
    private readonly lookups: CarrierAndProviderLookupService,
    private readonly stores: StoresService,
  ) {}

  async shippableItems(orderId: number): Promise<ShippableItem[]> {
    const em = this.em.fork();
    await this.orderOrFail(em, orderId);
    const lines = await this.lines.of(em, orderId);
    return lines.map((line) => ({
      ...lineProgress(line),
      shippedQuantity: fromMilli(line.inShipmentsMilli),
      remainingQuantity: fromMilli(Math.max(0, remainingToShip(line))),
      lineStatus: line.item.lineStatus,
    }));
  }

  async list(orderId: number, em: EntityManager = this.em.fork()): Promise<ShipmentView[]> {
    const order = await this.orderOrFail(em, orderId);
    const shipments = await em.find(OrderShipment, { order: orderId }, { orderBy: { id: 'asc' } });
    return this.views(em, order, shipments);
  }

  async get(shipmentId: number, em: EntityManager = this.em.fork()): Promise<ShipmentView> {
    const shipment = await em.findOne(OrderShipment, { id: shipmentId });
    if (!shipment) throw notFound('shipment', shipmentId);
    const order = await this.orderOrFail(em, shipment.order.id);
    const [view] = await this.views(em, order, [shipment]);
    return view!;
  }

  /** The shipment's delivery note as a PDF in the order's language. */
  async render(shipmentId: number): Promise<{ fileName: string; pdf: Buffer; orderId: number }> {
    const em = this.em.fork();
    const view = await this.get(shipmentId, em);
    const order = await em.findOneOrFail(SalesOrder, { id: view.orderId });
    const seller = documentSeller(await this.stores.documentFacts(order.storeId, em), order);
    const document = deliveryNoteDocument(order, view, seller);
    return { fileName: document.fileName, pdf: await renderFulfilmentPdf(document), orderId: order.id };
  }

  /** Ships (or packs) the chosen lines, by default everything left, with the order's carrier by default. */
  async create(orderId: number, input: NewShipment, by: TransitionActor): Promise<ShipmentView> {
    const id = await this.em.fork().transactional(async (tx) => {
      const order = await this.orders.lockById(tx, orderId);
      return (await this.shipInLockedOrder(tx, order, input, by)).id;
    });
    await this.events.publish();
    return this.get(id);
  }

  /** Every line left to ship with the order's carrier, per order (the grid's bulk action). */
  async shipEverything(orderId: number, by: TransitionActor): Promise<void> {
    await this.create(orderId, {}, by);
  }

  async updateState(shipmentId: number, transition: string, by: TransitionActor): Promise<ShipmentView> {
    const event = this.eventOf(transition);
    await this.em.fork().transactional(async (tx) => {
      const found = await tx.findOne(OrderShipment, { id: shipmentId }, { fields: ['order'] });
      if (!found) throw notFound('shipment', shipmentId);
      const order = await this.orders.lockById(tx, found.order.id);
      const shipment = await tx.findOneOrFail(OrderShipment, { id: shipmentId }, { refresh: true });
      if (event.type === 'SHIP') this.refuseClosed(order);
      this.move(shipment, event);
      await tx.flush();
      await this.sync.apply(tx, order, by, { parcelShipped: event.type === 'SHIP' });
    });
    await this.events.publish();
    return this.get(shipmentId);
  }

  private async shipInLockedOrder(
    tx: EntityManager,
    order: SalesOrder,
    input: NewShipment,
    by: TransitionActor,
  ): Promise<OrderShipment> {
    this.refuseClosed(order);
    const lines = await this.lines.of(tx, order.id);
    const selected = selectLines(lines, input.items, remainingToShip, 'ship');
    const carrierId = input.carrierId ?? order.carrierId ?? null;
    if (carrierId !== null && !(await this.lookups.carrierTracking(tx, carrierId))) {
      throw invalidInput('carrierId', `No carrier has the id ${carrierId}`);
    }
    const trackingNumber = input.trackingNumber?.trim() || null;
    const shipment = tx.create(OrderShipment, {
      order,
      carrierId,
      trackingNumber,
      createdByName: by.name,
    });
    this.move(shipment, { type: 'PREPARE' });
    const handedOver = input.ship ?? true;
    if (handedOver) this.move(shipment, { type: 'SHIP', complete: true });
    for (const { line, milli } of selected) {
      tx.create(OrderShipmentItem, { shipment, orderItem: line.item, quantity: fromMilli(milli) });
    }
    await tx.flush();
    await this.sync.apply(tx, order, by, { parcelShipped: handedOver });
    return shipment;
  }

  /** A shipment's own state through the shipment machine; SHIP marks when it was handed to the carrier. */
  private move(shipment: OrderShipment, event: ShipmentEvent): void {
    const to = nextState('shipment', shipment.state, event);
    if (to === null) {
      const allowed = (Object.keys(SHIPMENT_TRANSITIONS) as ShipmentTransition[]).filter(
        (name) => nextState('shipment', shipment.state, this.eventOf(name)) !== null,
      );
      throw refused(
        `A ${shipment.state} shipment cannot be ${event.type === 'SHIP' ? 'shipped' : 'cancelled'}`,
        allowed,
      );
    }
    shipment.state = to;
    if (event.type === 'SHIP') shipment.shippedAt = new Date();
  }

  private eventOf(transition: string): ShipmentEvent {
    if (transition === 'ship') return { type: 'SHIP', complete: true };
    if (transition === 'cancel') return { type: 'CANCEL' };
    throw invalidInput(
      'transition',
      `transition must be one of ${Object.keys(SHIPMENT_TRANSITIONS).join(', ')}`,
    );
  }

  private refuseClosed(order: SalesOrder): void {
    if (order.state === 'cancelled' || order.shippingState === 'cancelled') {
      throw refused(`Order ${order.number} is cancelled: nothing of it can be shipped`);
    }
  }

  private async orderOrFail(em: EntityManager, orderId: number): Promise<SalesOrder> {
    const order = await em.findOne(SalesOrder, { id: orderId });
    if (!order) throw notFound('order', orderId);
    return order;
  }

  private async views(
    em: EntityManager,
    order: SalesOrder,
    shipments: OrderShipment[],
  ): Promise<ShipmentView[]> {
    if (shipments.length === 0) return [];
    const items = await em.find(
      OrderShipmentItem,
      { shipment: { $in: shipments.map((shipment) => shipment.id) } },
      { populate: ['orderItem'], orderBy: { id: 'asc' } },
    );
    const carriers = new Map<number, { label: string | null; trackingUrl: string | null }>();
    for (const carrierId of new Set(
      shipments.map((shipment) => shipment.carrierId).filter((id) => id != null),
    )) {
      const label = await this.lookups.carrierLabel(em, carrierId, order.locale);
      const tracking = await this.lookups.carrierTracking(em, carrierId);
      carriers.set(carrierId, { label, trackingUrl: tracking?.tracking_url ?? null });
    }
    return shipments.map((shipment) => {
      const carrier = shipment.carrierId != null ? carriers.get(shipment.carrierId) : undefined;
      const trackingNumber = shipment.trackingNumber ?? null;
      return {
        id: shipment.id,
        orderId: order.id,
        state: shipment.state,
        carrierId: shipment.carrierId ?? null,
        carrier: carrier?.label ?? null,
        trackingNumber,
        trackingUrl: trackingUrlOf(carrier?.trackingUrl ?? null, trackingNumber),
        shippedAt: shipment.shippedAt?.toISOString() ?? null,
        createdAt: shipment.createdAt.toISOString(),
        createdBy: shipment.createdByName ?? null,
        items: items
          .filter((item) => item.shipment.id === shipment.id)
          .map((item) => ({
            orderItemId: item.orderItem.id,
            sku: item.orderItem.getEntity().sku,
            name: item.orderItem.getEntity().name,
            unit: item.orderItem.getEntity().unitIdentifier,
            quantity: fromMilli(toMilli(item.quantity)),
          })),
      };
    });
  }
}

/** The carrier's tracking page for a tracking number, when the carrier has one. */
export function trackingUrlOf(template: string | null, trackingNumber: string | null): string | null {
  return template && trackingNumber
    ? template.replace('{tracking}', encodeURIComponent(trackingNumber))
    : null;
}
