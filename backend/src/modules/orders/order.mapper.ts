import { orderReferences } from './order-references';
import type { PaymentGateway } from '@tradeshop/shared';
import type { OrderDto } from './dto/order.dto';
import type { OrderPayment } from './entities/order-payment.entity';
import type { SalesOrderItem } from './entities/sales-order-item.entity';
import type { SalesOrder } from './entities/sales-order.entity';

/** What an order's page shows beyond the order row: its lines, payment and the names of carrier and provider. */
export interface OrderDetails {
  order: SalesOrder;
  items: SalesOrderItem[];
  payment: OrderPayment | null;
  carrierLabel: string | null;
  provider: { gateway: PaymentGateway; label: string } | null;
}

export function orderDto({ order, items, payment, carrierLabel, provider }: OrderDetails): OrderDto {
  return {
    number: order.number,
    orderType: order.orderType,
    state: order.state,
    paymentState: order.paymentState,
    shippingState: order.shippingState,
    invoiceState: order.invoiceState,
    locale: order.locale,
    ...orderReferences(order),
    termsOfDelivery: order.termsOfDelivery,
    termsOfPayment: order.termsOfPayment,
    invoiceAddress: order.invoiceAddress,
    shippingAddress: order.shippingAddress,
    guestEmail: order.guestEmail ?? null,
    carrierLabel,
    placedBySalesrep: order.placedBySalesrepId != null,
    lines: items.map((item) => ({
      position: item.position,
      productId: item.productId ?? null,
      sku: item.sku,
      name: item.name,
      unitIdentifier: item.unitIdentifier,
      quantity: item.quantity,
      unitPriceNetMinor: item.unitPriceNetMinor,
      discountNetMinor: item.discountNetMinor,
      surchargeCode: item.surchargeCode ?? null,
      surchargeNetMinor: item.surchargeNetMinor,
      totalNetMinor: item.totalNetMinor,
      taxRate: item.taxRate,
      taxMinor: item.taxMinor,
      lineStatus: item.lineStatus,
      preliminaryDeliveryDate: item.preliminaryDeliveryDate ?? null,
      isGift: item.isGift,
    })),
    totals: {
      currency: order.currency.trim(),
      itemsNetMinor: order.itemsNetMinor,
      surchargeNetMinor: order.surchargeNetMinor,
      discountNetMinor: order.discountNetMinor,
      shippingNetMinor: order.shippingNetMinor,
      taxMinor: order.taxMinor,
      totalGrossMinor: order.totalGrossMinor,
      taxes: order.taxes,
      adjustments: order.adjustments,
    },
    payment: payment
      ? {
          id: payment.id,
          state: payment.state,
          gateway: provider?.gateway ?? null,
          providerLabel: provider?.label ?? null,
          amountMinor: payment.amountMinor,
        }
      : null,
    createdAt: order.createdAt.toISOString(),
  };
}
