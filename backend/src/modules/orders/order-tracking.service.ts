import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { OrderShipment } from './entities/order-shipment.entity';
import { SalesOrderItem } from './entities/sales-order-item.entity';
import { SalesOrder } from './entities/sales-order.entity';
import { OrderShipmentsService, type ShipmentView } from './fulfilment/order-shipments.service';
import type { OrderTracking, TrackingInfo } from './order-tracking.port';
import { CarrierAndProviderLookupService } from '../shop-config/carrier-and-provider-lookup.service';

/** Order numbers and postcodes as people type them: spaces and letter case do not matter. */
export function normalisedOrderNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export function normalisedPostcode(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

/**
 * What shipment tracking may tell someone who knows an order's number and delivery postcode, or a carrier's
 * tracking number: the order's shipment state, its lines with their statuses, and its parcels. Reads in a fork of
 * its own, so callers outside a request (jobs, other modules' services) can use it too.
 */
@Injectable()
export class OrderTrackingService implements OrderTracking {
  constructor(
    private readonly em: EntityManager,
    private readonly lookups: CarrierAndProviderLookupService,
    private readonly shipments: OrderShipmentsService,
  ) {}

  async findTracking(orderNumber: string, postcode: string): Promise<TrackingInfo | null> {
    const em = this.em.fork();
    const order = await em.findOne(SalesOrder, { number: normalisedOrderNumber(orderNumber) });
    if (!order || normalisedPostcode(order.shippingAddress.postcode) !== normalisedPostcode(postcode)) {
      return null;
    }
    return this.info(em, order, null);
  }

  /** The order of a carrier's tracking number. */
  async findTrackingByShipmentNumber(trackingNumber: string): Promise<TrackingInfo | null> {
    const em = this.em.fork();
    const shipment = await em.findOne(
      OrderShipment,
      { trackingNumber: trackingNumber.trim(), state: { $ne: 'cancelled' } },
      { orderBy: { id: 'desc' } },
    );
    if (!shipment) return null;
    const order = await em.findOneOrFail(SalesOrder, { id: shipment.order.id });
    return this.info(em, order, shipment.id);
  }

  private async info(em: EntityManager, order: SalesOrder, shipmentId: number | null): Promise<TrackingInfo> {
    const shipments = (await this.shipments.list(order.id, em)).filter(
      (shipment) => shipment.state !== 'cancelled',
    );
    // The parcel asked about, else the latest one handed over, else the order's chosen carrier.
    const shown: ShipmentView | undefined =
      shipments.find((shipment) => shipment.id === shipmentId) ??
      [...shipments].reverse().find((shipment) => shipment.state === 'shipped');
    const carrierId = shown?.carrierId ?? order.carrierId;
    const carrier = shown
      ? { label: shown.carrier }
      : carrierId
        ? { label: await this.lookups.carrierLabel(em, carrierId, order.locale) }
        : null;
    const items = await em.find(SalesOrderItem, { order: order.id }, { orderBy: { position: 'asc' } });
    return {
      orderNumber: order.number,
      carrier: carrier?.label ?? null,
      trackingUrl: shown?.trackingUrl ?? null,
      shipmentState: order.shippingState,
      lines: items.map((item) => ({
        sku: item.sku,
        name: item.name,
        quantity: item.quantity,
        unit: item.unitIdentifier,
        lineStatus: item.lineStatus,
      })),
      shipments: shipments.map((shipment) => ({
        state: shipment.state,
        carrier: shipment.carrier,
        trackingNumber: shipment.trackingNumber,
        trackingUrl: shipment.trackingUrl,
        shippedAt: shipment.shippedAt,
        items: shipment.items.map(({ sku, name, quantity, unit }) => ({ sku, name, quantity, unit })),
      })),
    };
  }
}
