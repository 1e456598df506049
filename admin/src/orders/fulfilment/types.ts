/** The answers of /api/admin/orders/:id/... (typed here until the API client is generated again). */
export interface LineProgress {
  orderItemId: number;
  position: number;
  sku: string;
  name: string;
  unit: string;
  orderedQuantity: string;
  remainingQuantity: string;
}

export interface ShippableItem extends LineProgress {
  shippedQuantity: string;
}

export interface InvoiceableItem extends LineProgress {
  shippedQuantity: string;
  invoicedQuantity: string;
  shippedNotInvoicedQuantity: string;
}

export interface Shipment {
  id: number;
  state: 'new' | 'ready' | 'cancelled' | 'partially_shipped' | 'shipped';
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  shippedAt: string | null;
  createdAt: string;
  createdBy: string | null;
  items: { orderItemId: number; sku: string; name: string; unit: string; quantity: string }[];
}

export interface Invoice {
  id: number;
  kind: 'invoice' | 'credit_note';
  number: string;
  state: 'invoiced' | 'cancelled';
  currency: string;
  grossMinor: number;
  reason: string | null;
  createdAt: string;
  createdBy: string | null;
}

export interface OrderComment {
  id: number;
  text: string;
  visibility: 'internal' | 'customer';
  author: string | null;
  createdAt: string;
  sentAt: string | null;
}
