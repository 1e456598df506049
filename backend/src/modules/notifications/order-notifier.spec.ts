import { notificationMail } from './notification.mails';
import { type OrderEvent, ruleMatches } from './order-notifier';

const event = (toState: string, storeId = 1): OrderEvent => ({
  type: 'payment',
  toState,
  order: { id: 1, number: 'FI1001', storeId, locale: 'sv', customerId: null },
});

describe('notification rules', () => {
  it('match when every condition holds: the state entered and the store', () => {
    const conditions = [
      { type: 'states' as const, states: ['paid', 'refunded'] },
      { type: 'stores' as const, storeIds: [1] },
    ];
    expect(ruleMatches(conditions, event('paid'))).toBe(true);
    expect(ruleMatches(conditions, event('awaiting_payment'))).toBe(false);
    expect(ruleMatches(conditions, event('paid', 2))).toBe(false);
    expect(ruleMatches([], event('cancelled'))).toBe(true);
  });

  it('write the mail of the rule type in the order’s language, English for any other', () => {
    expect(notificationMail('payment', 'paid', 'FI1001', 'sv')).toEqual({
      subject: 'Betalning för order FI1001: betald',
      text: 'Betalningen för order FI1001 är nu: betald.\n\nVänliga hälsningar\nTradeShop\n',
    });
    expect(notificationMail('shipment', 'shipped', 'FI1002', 'xx').subject).toBe(
      'Delivery of order FI1002: shipped',
    );
  });
});
