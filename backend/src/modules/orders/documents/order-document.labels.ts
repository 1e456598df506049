import {
  DOCUMENT_MESSAGES,
  LOCALES,
  SHOP_MESSAGES,
  type Locale,
  type OrderLineStatusCode,
  type OrderMessages,
} from '@tradeshop/shared';

/** The order page's words that the download repeats. */
type OrderPageWords = Pick<
  OrderMessages['detail'],
  | 'orderDate'
  | 'orderType'
  | 'ownOrderNumber'
  | 'reference'
  | 'preferredDeliveryDate'
  | 'position'
  | 'sku'
  | 'product'
  | 'quantity'
  | 'unitPrice'
  | 'lineTotal'
  | 'itemsNet'
  | 'tax'
  | 'totalGross'
>;

/**
 * The words of a downloaded order (PDF, CSV, XLSX), in the customer's language: the storefront's order page
 * words, and the line statuses the shared document messages keep for the download.
 */
export interface OrderDocumentLabels extends OrderPageWords {
  /** `{number}` is the order number. */
  title: string;
  unit: string;
  lineStatus: string;
  orderTypes: OrderMessages['orderTypes'];
  lineStatuses: Record<OrderLineStatusCode, string>;
}

function orderDocumentLabels(locale: Locale): OrderDocumentLabels {
  const shop = SHOP_MESSAGES[locale];
  return {
    ...shop.orders.detail,
    unit: shop.product.unit,
    lineStatus: shop.orders.columns.status,
    orderTypes: shop.orders.orderTypes,
    lineStatuses: DOCUMENT_MESSAGES[locale].orderDocument.lineStatuses,
  };
}

export const ORDER_DOCUMENT_LABELS = Object.fromEntries(
  LOCALES.map((locale) => [locale, orderDocumentLabels(locale)]),
) as Record<Locale, OrderDocumentLabels>;
