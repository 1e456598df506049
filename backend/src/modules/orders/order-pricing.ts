import type { CartQuote, PaymentOption } from '../pricing/pricing.port';
import type { NewOrder } from './orders.service';

/**
 * An order's money as a quote priced it: totals, taxes, and the cart rules and payment fee that changed the total.
 * The checkout and the back office (orders entered or edited for a customer) store a quote the same way.
 */
export function orderTotalsOf(
  quote: CartQuote,
  payment: Pick<PaymentOption, 'label'>,
): Pick<
  NewOrder,
  | 'itemsNetMinor'
  | 'surchargeNetMinor'
  | 'discountNetMinor'
  | 'shippingNetMinor'
  | 'taxMinor'
  | 'totalGrossMinor'
  | 'taxes'
  | 'adjustments'
> {
  return {
    itemsNetMinor: quote.itemsNetMinor,
    surchargeNetMinor: quote.surchargeNetMinor,
    discountNetMinor: quote.discountNetMinor,
    shippingNetMinor: quote.shippingNetMinor,
    taxMinor: quote.taxMinor,
    totalGrossMinor: quote.totalGrossMinor,
    taxes: quote.taxes,
    adjustments: [
      ...quote.appliedRules.map((rule) => ({
        kind: 'rule' as const,
        label: rule.label,
        amountNetMinor: -rule.discountNetMinor,
      })),
      ...(quote.paymentFeeNetMinor
        ? [{ kind: 'payment_fee' as const, label: payment.label, amountNetMinor: quote.paymentFeeNetMinor }]
        : []),
    ],
  };
}
