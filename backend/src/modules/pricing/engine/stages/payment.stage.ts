import { availablePaymentProviders, type PaymentFee } from '../payment-options';
import type { QuoteData } from '../quote-data';
import type { CartRulesOutcome } from './cart-rules.stage';

export interface PaymentOutcome {
  /** The payment providers offered, by position, each with its fee. */
  fees: PaymentFee[];
  /** The fee of the shopper's provider; 0 when none is chosen or it is not offered. */
  feeNetMinor: number;
}

/**
 * The payment providers for the cart after its discounts. Percentage fees are taken of the order's net
 * without the fee: the goods after discounts, their surcharges and the shipping. Invoice only for a company
 * allowed to pay by invoice.
 */
export function quotePayment(
  cart: Pick<CartRulesOutcome, 'lines' | 'itemsNetMinor' | 'discountNetMinor' | 'factsAfterDiscounts'>,
  shippingNetMinor: number,
  data: Pick<QuoteData, 'paymentProviders' | 'context' | 'invoicePaymentAllowed'>,
): PaymentOutcome {
  const surchargeNetMinor = cart.lines.reduce((sum, line) => sum + line.surchargeMinor, 0);
  const fees = availablePaymentProviders(
    data.paymentProviders.map((provider) => ({
      paymentProviderId: provider.id,
      gateway: provider.gateway,
      position: provider.position,
      rules: provider.rules,
    })),
    cart.factsAfterDiscounts,
    cart.itemsNetMinor - cart.discountNetMinor + surchargeNetMinor + shippingNetMinor,
    data.context.companyId !== null && data.invoicePaymentAllowed,
  );
  const chosen = fees.find((fee) => fee.paymentProviderId === data.context.paymentProviderId);
  return { fees, feeNetMinor: chosen?.feeNetMinor ?? 0 };
}
