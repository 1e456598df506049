import type { PaymentGateway } from '@tradeshop/shared';
import { additionsMinor, firstMatchingRule, type AttachedRule, type RuleFacts } from './rule-conditions';

export interface PaymentProviderRuleSet {
  paymentProviderId: number;
  gateway: PaymentGateway;
  position: number;
  /** The provider's active rules; none: the provider is always offered. */
  rules: readonly AttachedRule[];
}

export interface PaymentFee {
  paymentProviderId: number;
  feeNetMinor: number;
}

/**
 * The payment providers offered, by position. A provider without rules is offered with no fee; one with rules
 * when one matches (the first by ascending priority gives the fee: its additions, percentages taken of
 * `feeBaseMinor`, the order's net). Invoice additionally needs a company allowed to pay by invoice, which no
 * rule condition can express.
 */
export function availablePaymentProviders(
  providers: readonly PaymentProviderRuleSet[],
  facts: RuleFacts,
  feeBaseMinor: number,
  invoiceAllowed: boolean,
): PaymentFee[] {
  return [...providers]
    .sort((a, b) => a.position - b.position)
    .flatMap((provider) => {
      if (provider.gateway === 'invoice' && !invoiceAllowed) return [];
      if (provider.rules.length === 0)
        return [{ paymentProviderId: provider.paymentProviderId, feeNetMinor: 0 }];
      const rule = firstMatchingRule(provider.rules, facts);
      if (!rule) return [];
      const feeNetMinor = Math.max(0, additionsMinor(rule.actions, feeBaseMinor));
      return [{ paymentProviderId: provider.paymentProviderId, feeNetMinor }];
    });
}
