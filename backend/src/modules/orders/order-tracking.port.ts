import type { ShipmentState } from '@tradeshop/shared';

/** What shipment tracking may tell a visitor who knows an order's number and delivery postcode. */
export interface TrackingInfo {
  orderNumber: string;
  carrier: string | null;
  trackingUrl: string | null;
  shipmentState: string;
  /** `unit` is the order line's unit identifier (BOX, PK …), as on the order page. */
  lines: { sku: string; name: string; quantity: string; unit: string; lineStatus: number }[];
  /** The parcels handed to a carrier (or packed and ready), oldest first. */
  shipments: TrackedShipment[];
}

export interface TrackedShipment {
  state: ShipmentState;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  shippedAt: string | null;
  items: { sku: string; name: string; quantity: string; unit: string }[];
}

export interface OrderTracking {
  /** Null when no order has that number with that delivery postcode, or the postcode does not match. */
  findTracking(orderNumber: string, postcode: string): Promise<TrackingInfo | null>;
}

export const ORDER_TRACKING = Symbol('ORDER_TRACKING');
