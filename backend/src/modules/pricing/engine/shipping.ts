import { LITHIUM_UN_NUMBERS, type RuleAction } from '@tradeshop/shared';
import { additionsMinor, firstMatchingRule, type AttachedRule, type RuleFacts } from './rule-conditions';

export interface CarrierRuleSet {
  carrierId: number;
  /** False: refuses every lithium battery (UN3480 and UN3481). */
  acceptsDangerousGoods: boolean;
  /** The lithium UN numbers the carrier refuses even though it takes dangerous goods otherwise. */
  refusedUnNumbers: readonly string[];
  dangerousGoodsSurchargeMinor: number;
  position: number;
  /** The carrier's active shipping rules, each with its priority for this carrier. */
  rules: readonly AttachedRule[];
}

export interface CarrierPrice {
  carrierId: number;
  /** What the customer pays for the carrier, the dangerous-goods surcharge included. */
  priceNetMinor: number;
  dangerousGoodsSurchargeMinor: number;
}

/** The lithium-battery UN numbers (dangerous goods in transport) among the cart's products, each once. */
export function dangerousUnNumbers(unNumbers: readonly (string | null)[]): string[] {
  const normalized = unNumbers.flatMap((unNumber) =>
    unNumber === null ? [] : [unNumber.trim().toUpperCase()],
  );
  return [
    ...new Set(normalized.filter((unNumber) => (LITHIUM_UN_NUMBERS as readonly string[]).includes(unNumber))),
  ];
}

/** Whether any product of the cart is a lithium battery (dangerous goods in transport). */
export function holdsDangerousGoods(unNumbers: readonly (string | null)[]): boolean {
  return dangerousUnNumbers(unNumbers).length > 0;
}

function refuses(carrier: CarrierRuleSet, cartUnNumbers: readonly string[]): boolean {
  if (cartUnNumbers.length === 0) return false;
  return (
    !carrier.acceptsDangerousGoods ||
    cartUnNumbers.some((unNumber) => carrier.refusedUnNumbers.includes(unNumber))
  );
}

/**
 * The price a rule's actions set: `shipping_price` (0 when absent) plus every `addition_amount`, plus every
 * `addition_percent` of the cart's net value (`facts.amountMinor`).
 */
export function rulePrice(actions: readonly RuleAction[], amountMinor: number): number {
  let price = 0;
  for (const action of actions) {
    if (action.type === 'shipping_price') price = action.amountMinor;
  }
  return Math.max(0, price + additionsMinor(actions, amountMinor));
}

/**
 * The carriers that may take the cart, cheapest first (ties by position). A carrier is available when one of
 * its shipping rules matches; the first match by ascending priority sets the price. Carts with lithium batteries
 * (`cartUnNumbers`, from `dangerousUnNumbers`) only go with carriers that accept every one of those UN numbers,
 * which add their surcharge. Free shipping (a cart price rule)
 * waives the carrier's price but not the dangerous-goods surcharge: that is the carrier's cost of handling the
 * goods, not freight the shop chooses to give away.
 */
export function quoteCarrierPrices(
  carriers: readonly CarrierRuleSet[],
  facts: RuleFacts,
  cartUnNumbers: readonly string[],
  freeShipping: boolean,
): CarrierPrice[] {
  const quotes: (CarrierPrice & { position: number })[] = [];
  for (const carrier of carriers) {
    if (refuses(carrier, cartUnNumbers)) continue;
    const rule = firstMatchingRule(carrier.rules, facts);
    if (!rule) continue;
    const surcharge = cartUnNumbers.length > 0 ? carrier.dangerousGoodsSurchargeMinor : 0;
    const freight = freeShipping ? 0 : rulePrice(rule.actions, facts.amountMinor);
    quotes.push({
      carrierId: carrier.carrierId,
      priceNetMinor: freight + surcharge,
      dangerousGoodsSurchargeMinor: surcharge,
      position: carrier.position,
    });
  }
  return quotes
    .sort((a, b) => a.priceNetMinor - b.priceNetMinor || a.position - b.position)
    .map(({ position: _position, ...quote }) => quote);
}
