/** What shipment tracking may tell a visitor who knows an order's number and delivery postcode. */
export interface TrackingInfo {
  orderNumber: string;
  carrier: string | null;
  trackingUrl: string | null;
  shipmentState: string;
  lines: { sku: string; name: string; quantity: string; lineStatus: number }[];
}

export interface OrderTracking {
  /** Null when no order has that number with that delivery postcode, or the postcode does not match. */
  findTracking(orderNumber: string, postcode: string): Promise<TrackingInfo | null>;
}

export const ORDER_TRACKING = Symbol('ORDER_TRACKING');
