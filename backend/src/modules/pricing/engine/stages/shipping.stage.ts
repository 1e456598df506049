import type { QuoteData } from '../quote-data';
import { dangerousUnNumbers, quoteCarrierPrices, type CarrierPrice } from '../shipping';
import type { CartRulesOutcome } from './cart-rules.stage';

export interface ShippingOutcome {
  /** The carriers that may take the cart, cheapest first. */
  prices: CarrierPrice[];
  /** The shopper's carrier when it may take the cart, else the cheapest; null when none may. */
  selected: CarrierPrice | null;
  /** What the selected carrier costs (0 without one). */
  shippingNetMinor: number;
}

/**
 * The carriers for the cart after its discounts. The lithium batteries among the lines and the gifts decide
 * which carriers may take it; free shipping from a cart rule waives the freight.
 */
export function quoteShipping(
  cart: Pick<CartRulesOutcome, 'lines' | 'gifts' | 'freeShipping' | 'factsAfterDiscounts'>,
  data: Pick<QuoteData, 'carriers' | 'context'>,
): ShippingOutcome {
  const cartUnNumbers = dangerousUnNumbers([
    ...cart.lines.map((line) => line.product.unNumber),
    ...cart.gifts.map((gift) => gift.product.unNumber),
  ]);
  const prices = quoteCarrierPrices(
    data.carriers.map((carrier) => ({
      carrierId: carrier.id,
      acceptsDangerousGoods: carrier.acceptsDangerousGoods,
      refusedUnNumbers: carrier.refusedUnNumbers,
      dangerousGoodsSurchargeMinor: Number(carrier.dangerousGoodsSurchargeMinor),
      position: carrier.position,
      rules: carrier.rules,
    })),
    cart.factsAfterDiscounts,
    cartUnNumbers,
    cart.freeShipping,
  );
  const selected = prices.find((price) => price.carrierId === data.context.carrierId) ?? prices[0] ?? null;
  return { prices, selected, shippingNetMinor: selected?.priceNetMinor ?? 0 };
}
