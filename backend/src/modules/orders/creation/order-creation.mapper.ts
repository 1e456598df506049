import type { SalesOrder } from '../entities/sales-order.entity';
import type { CustomerOrderQuote } from './customer-order-pricing';
import type { CreatedOrderDto } from './dto/order-creation.dto';
import type { OrderItemChange } from './order-item-change.entity';

/** The preview as the phone-order page shows it: the customer's lines, totals, choices and what is wrong. */
export function orderPreviewOf(priced: CustomerOrderQuote) {
  const { quote } = priced;
  return {
    customer: {
      id: priced.customer.id,
      email: priced.customer.email,
      locale: priced.customer.locale,
      companyId: priced.customer.company_id,
    },
    store: { id: priced.store.id, code: priced.store.code },
    currency: quote.currency,
    addresses: priced.addresses.map((address) => ({
      id: address.id,
      type: address.type,
      label: [
        address.company,
        `${address.firstname} ${address.lastname}`,
        address.street,
        address.postcode,
        address.city,
      ]
        .filter(Boolean)
        .join(', '),
    })),
    invoiceAddressId: priced.invoiceAddressId,
    shippingAddressId: priced.shippingAddressId,
    lines: priced.lines.map(({ stockStatus, ...line }) => ({ ...line, stockStatus })),
    totals: {
      itemsNetMinor: quote.itemsNetMinor,
      discountNetMinor: quote.discountNetMinor,
      surchargeNetMinor: quote.surchargeNetMinor,
      shippingNetMinor: quote.shippingNetMinor,
      paymentFeeNetMinor: quote.paymentFeeNetMinor,
      taxMinor: quote.taxMinor,
      totalGrossMinor: quote.totalGrossMinor,
    },
    taxes: quote.taxes,
    carriers: quote.carriers.map(({ carrierId, label, priceNetMinor }) => ({
      carrierId,
      label,
      priceNetMinor,
    })),
    carrierId: priced.carrier?.carrierId ?? null,
    paymentOptions: quote.paymentOptions.map(({ paymentProviderId, label, gateway, feeNetMinor }) => ({
      paymentProviderId,
      label,
      gateway,
      feeNetMinor,
    })),
    paymentProviderId: priced.payment?.paymentProviderId ?? null,
    vouchers: quote.vouchers,
    appliedRules: quote.appliedRules,
    deliveryDates: priced.deliveryDates,
    problems: priced.problems,
  };
}

export type OrderPreview = ReturnType<typeof orderPreviewOf>;

export function createdOrderOf(order: SalesOrder): CreatedOrderDto {
  return {
    id: order.id,
    number: order.number,
    orderType: order.orderType,
    totalGrossMinor: order.totalGrossMinor,
    currency: order.currency,
  };
}

/** An item change as the order page's timeline shows it. */
export function itemChangeOf(change: OrderItemChange) {
  return {
    id: change.id,
    action: change.action,
    itemId: change.itemId ?? null,
    sku: change.sku,
    quantityBefore: change.quantityBefore ?? null,
    quantityAfter: change.quantityAfter ?? null,
    totalBeforeMinor: change.totalBeforeMinor,
    totalAfterMinor: change.totalAfterMinor,
    actor: { kind: change.actorKind, id: change.actorId ?? null, name: change.actorName ?? null },
    reason: change.reason ?? null,
    createdAt: change.createdAt.toISOString(),
  };
}
