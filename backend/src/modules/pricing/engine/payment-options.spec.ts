import { availablePaymentProviders, type PaymentProviderRuleSet } from './payment-options';
import { facts } from './test-facts';

const invoice: PaymentProviderRuleSet = {
  paymentProviderId: 1,
  gateway: 'invoice',
  position: 0,
  rules: [
    { name: 'trade', priority: 0, conditions: [{ type: 'customer_groups', groupIds: [2] }], actions: [] },
  ],
};
const card: PaymentProviderRuleSet = { paymentProviderId: 2, gateway: 'card', position: 1, rules: [] };

describe('payment options', () => {
  it('always offers a provider without rules', () => {
    expect(availablePaymentProviders([card], facts(), 10_000, false)).toEqual([
      { paymentProviderId: 2, feeNetMinor: 0 },
    ]);
  });

  it('offers a provider with rules only when one matches', () => {
    expect(
      availablePaymentProviders([invoice, card], facts({ customerGroupIds: [3] }), 10_000, true),
    ).toEqual([{ paymentProviderId: 2, feeNetMinor: 0 }]);
    expect(
      availablePaymentProviders([card, invoice], facts({ customerGroupIds: [2] }), 10_000, true).map(
        (option) => option.paymentProviderId,
      ),
    ).toEqual([1, 2]);
  });

  it('offers invoice only to a company allowed to pay by invoice', () => {
    expect(
      availablePaymentProviders([invoice, card], facts({ customerGroupIds: [2] }), 10_000, false).map(
        (option) => option.paymentProviderId,
      ),
    ).toEqual([2]);
  });

  it("charges the matching rule's fee", () => {
    const withFee: PaymentProviderRuleSet = {
      ...card,
      rules: [
        {
          name: 'card fee',
          priority: 0,
          conditions: [],
          actions: [
            { type: 'addition_amount', amountMinor: 50 },
            { type: 'addition_percent', percent: '1.4' },
          ],
        },
      ],
    };
    expect(availablePaymentProviders([withFee], facts(), 10_000, false)).toEqual([
      { paymentProviderId: 2, feeNetMinor: 190 },
    ]);
  });
});
