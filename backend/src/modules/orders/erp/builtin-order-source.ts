import type { OrderLineStatusCode } from '@tradeshop/shared';
import type { OrderHistoryReadModel, OrderSummaryRow } from '../order-history.read-model';
import type {
  RemoteOrder,
  RemoteOrderPage,
  RemoteOrderPaging,
  RemoteOrderSource,
  RemoteOrderSummary,
} from './remote-order-source';

/** Without an ERP: the shop's own orders of the company stand in for the remote ones. */
export class BuiltinOrderSource implements RemoteOrderSource {
  constructor(private readonly orders: OrderHistoryReadModel) {}

  async listOrders(customerNumber: string, paging: RemoteOrderPaging): Promise<RemoteOrderPage> {
    const { rows, total } = await this.orders.list({ erpCustomerNumber: customerNumber }, {}, paging);
    return { items: rows.map(toRemoteSummary), total };
  }

  async getOrder(customerNumber: string, orderNumber: string): Promise<RemoteOrder | null> {
    const order = await this.orders.findByNumber({ erpCustomerNumber: customerNumber }, orderNumber);
    if (!order) return null;
    const lines = await this.orders.linesOf([order.id]);
    return {
      ...toRemoteSummary(order),
      lines: lines.map((line) => ({
        position: line.position,
        sku: line.sku,
        name: line.name,
        quantity: line.quantity,
        unit: line.unit_identifier,
        unitPriceNetMinor: Number(line.unit_price_net_minor),
        totalNetMinor: Number(line.total_net_minor),
        lineStatus: line.line_status as OrderLineStatusCode,
      })),
    };
  }
}

function toRemoteSummary(row: OrderSummaryRow): RemoteOrderSummary {
  return {
    number: row.number,
    orderTypeCode: row.order_type,
    orderDate: row.created_at.slice(0, 10),
    ownOrderNumber: row.own_order_number,
    reference: row.reference,
    currency: row.currency.trim(),
    totalNetMinor: Number(row.items_net_minor),
    totalGrossMinor: Number(row.total_gross_minor),
    lineStatuses: (row.line_statuses ?? []) as OrderLineStatusCode[],
  };
}
