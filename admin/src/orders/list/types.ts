import type { InvoiceState, OrderState, PaymentState, ShipmentState } from '@tradeshop/shared';

/** One row of `GET /api/admin/orders` (OrderListRowDto). */
export interface OrderListRow {
  id: number;
  number: string;
  createdAt: string;
  storeId: number;
  storeCode: string | null;
  customerId: number | null;
  customerName: string | null;
  email: string | null;
  companyId: number | null;
  companyName: string | null;
  state: OrderState;
  paymentState: PaymentState;
  shippingState: ShipmentState;
  invoiceState: InvoiceState;
  currency: string;
  itemsNetMinor: number;
  taxMinor: number;
  totalGrossMinor: number;
  erpReference: string | null;
}

/** One entry of `GET grid/actions`. */
export interface OrderGridAction {
  name: string;
  kind: 'change' | 'export';
  permission: string;
  allowed: boolean;
}

/** One entry of `GET grid/filters`. */
export interface OrderGridFilter {
  name: string;
  type: 'text' | 'id' | 'states' | 'store' | 'date' | 'amount';
  multiple: boolean;
  options?: { value: string | number; label: string }[];
}

export interface OrderGridActionResult {
  orderId: number;
  ok: boolean;
  message?: string;
}
