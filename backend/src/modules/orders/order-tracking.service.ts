import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { OrderShipment } from './entities/order-shipment.entity';
import { SalesOrderItem } from './entities/sales-order-item.entity';
import { SalesOrder } from './entities/sales-order.entity';
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
 * What shipment tracking may tell someone who knows an order's number and delivery postcode. Reads in a fork of
 * its own, so callers outside a request (jobs, other modules' services) can use it too.
 */
@Injectable()
export class OrderTrackingService implements OrderTracking {
  constructor(
    private readonly em: EntityManager,
    private readonly lookups: CarrierAndProviderLookupService,
  ) {}

  async findTracking(orderNumber: string, postcode: string): Promise<TrackingInfo | null> {
    const em = this.em.fork();
    const order = await em.findOne(SalesOrder, { number: normalisedOrderNumber(orderNumber) });
    if (!order || normalisedPostcode(order.shippingAddress.postcode) !== normalisedPostcode(postcode)) {
      return null;
    }
    const shipment = await em.findOne(OrderShipment, { order: order.id }, { orderBy: { id: 'desc' } });
    return this.info(em, order, shipment);
  }

  /** The order of a carrier's tracking number. */
  async findTrackingByShipmentNumber(trackingNumber: string): Promise<TrackingInfo | null> {
    const em = this.em.fork();
    const shipment = await em.findOne(
      OrderShipment,
      { trackingNumber: trackingNumber.trim() },
      { orderBy: { id: 'desc' } },
    );
    if (!shipment) return null;
    const order = await em.findOneOrFail(SalesOrder, { id: shipment.order.id });
    return this.info(em, order, shipment);
  }

  private async info(
    em: EntityManager,
    order: SalesOrder,
    shipment: OrderShipment | null,
  ): Promise<TrackingInfo> {
    const carrierId = shipment?.carrierId ?? order.carrierId;
    const carrier = carrierId ? await this.lookups.carrierTracking(em, carrierId) : null;
    const items = await em.find(SalesOrderItem, { order: order.id }, { orderBy: { position: 'asc' } });
    const trackingNumber = shipment?.trackingNumber ?? null;
    return {
      orderNumber: order.number,
      carrier: carrier?.label ?? null,
      trackingUrl:
        carrier?.tracking_url && trackingNumber
          ? carrier.tracking_url.replace('{tracking}', encodeURIComponent(trackingNumber))
          : null,
      shipmentState: order.shippingState,
      lines: items.map((item) => ({
        sku: item.sku,
        name: item.name,
        quantity: item.quantity,
        lineStatus: item.lineStatus,
      })),
    };
  }
}
