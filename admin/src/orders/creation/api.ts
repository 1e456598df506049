import type { ApiSchemas } from '@tradeshop/shared';
import { httpClient } from '../../httpClient';

/** The shapes of `/api/admin/orders/creation…` and `/api/admin/orders/:id/items` (local until the client is regenerated). */
export interface PreviewLine {
  sku: string;
  name: string;
  quantity: string;
  unitIdentifier: string;
  unitPriceNetMinor: number;
  discountNetMinor: number;
  totalNetMinor: number;
  taxRate: string;
  taxMinor: number;
  isGift: boolean;
}

export interface OrderPreview {
  customer: { id: number; email: string; locale: string };
  currency: string;
  addresses: { id: number; type: 'delivery' | 'invoice'; label: string }[];
  invoiceAddressId: number | null;
  shippingAddressId: number | null;
  lines: PreviewLine[];
  totals: {
    itemsNetMinor: number;
    discountNetMinor: number;
    surchargeNetMinor: number;
    shippingNetMinor: number;
    paymentFeeNetMinor: number;
    taxMinor: number;
    totalGrossMinor: number;
  };
  carriers: { carrierId: number; label: string; priceNetMinor: number }[];
  carrierId: number | null;
  paymentOptions: { paymentProviderId: number; label: string; gateway: string; feeNetMinor: number }[];
  paymentProviderId: number | null;
  deliveryDates: string[];
  problems: { field?: string; reason: string }[];
}

export type PhoneOrderInput = ApiSchemas['OrderCreationInputDto'];

/** A customer as the back office's customer list answers. */
export type CustomerOption = ApiSchemas['AdminCustomerDto'];

export interface ItemsEditResult {
  saved: boolean;
  totalBeforeMinor: number;
  totalAfterMinor: number;
  taxMinor: number;
  lines: (PreviewLine & { itemId: number | null })[];
  messages: string[];
}

export interface OrderItems {
  editable: boolean;
  currency: string;
  totalGrossMinor: number;
  taxMinor: number;
  lines: (PreviewLine & { itemId: number })[];
}

export interface ItemChange {
  id: number;
  action: 'quantity_changed' | 'added' | 'removed';
  sku: string;
  quantityBefore: string | null;
  quantityAfter: string | null;
  totalBeforeMinor: number;
  totalAfterMinor: number;
  actor: { name: string | null };
  createdAt: string;
}

const post = async <T>(url: string, body: unknown, method = 'POST'): Promise<T> =>
  (await httpClient(url, { method, body: JSON.stringify(body) })).json as T;

export const orderCreationApi = {
  customers: async (q: string): Promise<CustomerOption[]> =>
    (
      await httpClient(
        `/api/admin/customers?${new URLSearchParams({ filter: JSON.stringify({ q, kind: 'customer', active: true }), range: '[0,19]' })}`,
      )
    ).json as CustomerOption[],
  preview: (input: PhoneOrderInput) => post<OrderPreview>('/api/admin/orders/creation/preview', input),
  create: (input: PhoneOrderInput) =>
    post<{ id: number; number: string }>('/api/admin/orders/creation', input),
  changeQuantities: (orderId: number, lines: { itemId: number; quantity: string }[], dryRun: boolean) =>
    post<ItemsEditResult>(`/api/admin/orders/${orderId}/items`, { lines, dryRun }, 'PATCH'),
  addItems: (orderId: number, lines: { sku: string; quantity: string }[], dryRun: boolean) =>
    post<ItemsEditResult>(`/api/admin/orders/${orderId}/items`, { lines, dryRun }),
  removeItem: async (orderId: number, itemId: number, dryRun: boolean) =>
    (
      await httpClient(`/api/admin/orders/${orderId}/items/${itemId}${dryRun ? '?dryRun=true' : ''}`, {
        method: 'DELETE',
      })
    ).json as ItemsEditResult,
  warranty: (input: { registrationId: number; customerId?: number; orderType?: number }) =>
    post<{ id: number; number: string }>('/api/admin/orders/creation/warranty', input),
  invoiceAdjustment: (input: {
    orderId: number;
    orderType: number;
    reason: string;
    lines: { description: string; amountNetMinor: number }[];
  }) => post<{ id: number; number: string }>('/api/admin/orders/creation/invoice-adjustment', input),
};
