import type { PaymentProviderRow } from '../../pricing.repository';
import { facts } from '../test-facts';
import { card, context, quoteData, quoteLine } from '../test-quote-data';
import { quotePayment } from './payment.stage';

const cardWithFee: PaymentProviderRow = {
  ...card,
  rules: [
    { name: 'fee', priority: 0, conditions: [], actions: [{ type: 'addition_percent', percent: '2' }] },
  ],
};

const invoice: PaymentProviderRow = {
  ...card,
  id: 2,
  identifier: 'invoice',
  gateway: 'invoice',
  position: 1,
};

const smallOrdersOnly: PaymentProviderRow = {
  ...card,
  id: 3,
  identifier: 'small',
  position: 2,
  rules: [{ name: 'small', priority: 0, conditions: [{ type: 'amount', maxMinor: 19_000 }], actions: [] }],
};

// 200.00 € of goods less 10.00 € discount, 0.70 € surcharge.
const cart = {
  lines: [quoteLine({ surchargeMinor: 70, discountNetMinor: 1000 })],
  itemsNetMinor: 20_000,
  discountNetMinor: 1000,
  factsAfterDiscounts: facts({ amountMinor: 19_000 }),
};

describe('the payment of a quote', () => {
  it('takes a percentage fee of the goods after discounts, the surcharge and the shipping', () => {
    const payment = quotePayment(
      cart,
      1290,
      quoteData({ paymentProviders: [cardWithFee], context: { ...context, paymentProviderId: 1 } }),
    );
    // 2 % of 19 000 + 70 + 1290 = 407.2
    expect(payment).toEqual({ fees: [{ paymentProviderId: 1, feeNetMinor: 407 }], feeNetMinor: 407 });
  });

  it.each<[string, number | null, boolean, number[]]>([
    ['a company allowed to pay by invoice', 5, true, [1, 2, 3]],
    ['a company not allowed to', 5, false, [1, 3]],
    ['a guest, whatever the flag says', null, true, [1, 3]],
  ])('offers invoice only to %s', (_case, companyId, invoicePaymentAllowed, expected) => {
    const payment = quotePayment(
      cart,
      0,
      quoteData({
        paymentProviders: [smallOrdersOnly, invoice, card],
        context: { ...context, companyId },
        invoicePaymentAllowed,
      }),
    );
    expect(payment.fees.map((fee) => fee.paymentProviderId)).toEqual(expected);
  });

  it("offers a provider by the goods' value after the discounts", () => {
    const bigger = { ...cart, factsAfterDiscounts: facts({ amountMinor: 19_001 }) };
    const data = quoteData({ paymentProviders: [smallOrdersOnly] });
    expect(quotePayment(cart, 0, data).fees).toHaveLength(1);
    expect(quotePayment(bigger, 0, data).fees).toHaveLength(0);
  });

  it.each([
    ['no provider is chosen', null, 0],
    ['the chosen one is not offered', 2, 0],
    ['the chosen one is offered', 1, 407],
  ])('charges the fee only when %s', (_case, paymentProviderId, expected) => {
    const payment = quotePayment(
      cart,
      1290,
      quoteData({ paymentProviders: [cardWithFee, invoice], context: { ...context, paymentProviderId } }),
    );
    expect(payment.feeNetMinor).toBe(expected);
  });
});
