import { LOCALES } from '@tradeshop/shared';
import type { SalesOrderItem } from './entities/sales-order-item.entity';
import type { SalesOrder } from './entities/sales-order.entity';
import { formatMinor, orderConfirmationMail } from './order-confirmation.mails';

const order = {
  number: 'FI100042',
  locale: 'en',
  currency: 'EUR',
  itemsNetMinor: 123_450,
  surchargeNetMinor: 120,
  discountNetMinor: 0,
  shippingNetMinor: 990,
  taxMinor: 31_060,
  totalGrossMinor: 155_620,
  preferredDeliveryDate: '2026-12-04',
} as SalesOrder;
const items = [
  {
    sku: 'BAT-001',
    name: 'Alkaline AA',
    unitIdentifier: 'PCE',
    quantity: '24.000',
    totalNetMinor: 123_450,
    preliminaryDeliveryDate: '2026-12-11',
  },
] as SalesOrderItem[];

describe('order confirmation mail', () => {
  it('lists the lines and the totals with the order number', () => {
    const { subject, text } = orderConfirmationMail(order, items);
    expect(subject).toBe('Order confirmation FI100042');
    expect(text).toContain('24 PCE × BAT-001 Alkaline AA: €1,234.50 (preliminary delivery date 2026-12-11)');
    expect(text).toContain('Recycling surcharge (net): €1.20');
    expect(text).toContain('Total: €1,556.20');
    expect(text).toContain('Preferred delivery date: 2026-12-04');
  });

  it.each(LOCALES)('is written in %s', (locale) => {
    const { subject, text } = orderConfirmationMail({ ...order, locale } as SalesOrder, items);
    expect(subject).toContain('FI100042');
    expect(text).toContain('BAT-001');
    if (locale !== 'en') expect(subject).not.toBe('Order confirmation FI100042');
  });

  it('formats minor units exactly, without floating point', () => {
    // Intl separates groups and the currency with (narrow) no-break spaces.
    expect(formatMinor('fi', 1_234_567_891_234, 'EUR').replace(/\s/g, ' ')).toBe('12 345 678 912,34 €');
    expect(formatMinor('sv', -5, 'SEK')).toMatch(/^[-−]0,05\s?kr$/);
  });
});
