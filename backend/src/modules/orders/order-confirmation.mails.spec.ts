import { LOCALES } from '@tradeshop/shared';
import { STORE_SELLERS } from '../../database/seeders/store-sellers';
import { pricedOrder } from './documents/order-statement.spec';
import type { SalesOrderItem } from './entities/sales-order-item.entity';
import type { SalesOrder } from './entities/sales-order.entity';
import { formatMinor, orderConfirmationMail } from './order-confirmation.mails';

const address = {
  company: 'Voltgrossisten Oy',
  salutation: 'mr',
  firstname: 'Matti',
  lastname: 'Meikäläinen',
  street: 'Hämeenkatu',
  number: '1',
  postcode: '33100',
  city: 'Tampere',
  country: 'FI',
  phoneNumber: '+358 40 765 4321',
};

/** The priced order of the statement's tests (recycling fee, set discount, voucher, freight, fee) as placed. */
function placed(locale: string): { order: SalesOrder; items: SalesOrderItem[] } {
  const { input } = pricedOrder();
  const order = {
    ...input,
    number: 'FI100042',
    locale,
    carrierId: 1,
    itemsNetMinor: 35_781,
    preferredDeliveryDate: '2026-12-04',
    termsOfDelivery: 'DAP Incoterms® 2020',
    invoiceAddress: address,
    shippingAddress: address,
  } as unknown as SalesOrder;
  const items = input.lines.map((line) => ({
    ...line,
    unitIdentifier: line.unit,
    preliminaryDeliveryDate: line.position === 2 ? '2026-12-11' : null,
  })) as unknown as SalesOrderItem[];
  return { order, items };
}

const store = {
  seller: STORE_SELLERS.fi.seller,
  termsOfPayment: '14 days net',
  termsOfDelivery: STORE_SELLERS.fi.deliveryTerms.en,
};
const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const euros = (text: string) => Number(text.replace(/[^\d.-]/g, '').replace('.', ''));

describe('order confirmation mail', () => {
  it('lists every line, charge, discount and VAT, whose amounts add up to the total, with the terms', () => {
    const { order, items } = placed('en');
    const { subject, text } = orderConfirmationMail(order, items, store);
    expect(subject).toBe('Order confirmation FI100042');
    const value = (label: string) => {
      const line = text.split('\n').find((candidate) => candidate.startsWith(`${label}: `));
      expect(line).toBeDefined();
      return euros(line!.slice(label.length + 2));
    };
    const lineAmounts = text
      .split('\n')
      .filter((line) => / × SKU-/.test(line))
      .map((line) => euros(line.split(': ')[1]!.split(' (')[0]!));
    const entries = [
      'Recycling fees',
      'Paloturvallisuuspaketti −10 %',
      'Kampanjakoodi SAVE5 (5 %)',
      'Shipping',
      'Payment fee (Lasku)',
    ].map(value);

    expect(lineAmounts).toEqual([29_880, 5901]);
    expect(sum(lineAmounts)).toBe(value('Items'));
    expect(value('Items') + sum(entries)).toBe(value('Total excl. VAT'));
    expect(value('Total excl. VAT') + value('VAT 25.5 %')).toBe(value('Total incl. VAT'));
    expect(value('Total incl. VAT')).toBe(order.totalGrossMinor);
    expect(text).toContain(
      '7 pcs × SKU-2 AA-paristo 24-pack: €59.01 (preliminary delivery date December 11, 2026)',
    );
    expect(text).toContain('Terms of payment: 14 days net');
    expect(text).toContain('Terms of delivery: DAP Incoterms® 2020, delivery from our Vantaa warehouse');
    expect(text).toContain('Preferred delivery date: December 4, 2026');
    expect(text).toContain('Mr Matti Meikäläinen');
    expect(text).toContain('Tel. +358 40 765 4321');
    expect(text).toContain('Tradeshop Finland Oy');
  });

  it('has an HTML part with the same rows, escaped', () => {
    const { order, items } = placed('fi');
    items[0]!.name = 'Savuilmaisin <10 v>';
    const { text, html } = orderConfirmationMail(order, items, {
      ...store,
      termsOfPayment: '14 päivää netto',
      termsOfDelivery: STORE_SELLERS.fi.deliveryTerms.fi,
    });
    expect(html).toContain('<html lang="fi">');
    expect(html).toContain('Savuilmaisin &lt;10 v&gt;');
    expect(html).not.toContain('<10 v>');
    for (const label of ['Kierrätysmaksut', 'Toimituskulut', 'Yhteensä ilman ALV:tä', 'Yhteensä sis. ALV']) {
      expect(html).toContain(label);
      expect(text).toContain(label);
    }
    expect(plain(html)).toContain('414,94 €');
    expect(plain(text)).toContain('Yhteensä sis. ALV: 414,94 €');
    expect(html).toContain('Maksuehto: 14 päivää netto');
    expect(html).toContain('Toimitusehto: DAP Incoterms® 2020, toimitus Vantaan varastosta');
  });

  it.each([
    ['fi', 'Verkkolaskuosoite: 003712345671', 'Välittäjä: 003721291126'],
    ['en', 'E-invoice address: 003712345671', 'Operator: 003721291126'],
  ] as const)(
    "in %s, shows the invoice address's e-invoice address and operator",
    (locale, line, operator) => {
      const { order, items } = placed(locale);
      order.invoiceAddress = {
        ...address,
        eInvoiceAddress: '003712345671',
        eInvoiceOperator: '003721291126',
      };
      const { text, html } = orderConfirmationMail(order, items, store);
      for (const part of [text, html]) {
        expect(part).toContain(line);
        expect(part).toContain(operator);
      }
      // Only once: the delivery address has none.
      expect(text.split('003712345671')).toHaveLength(2);
      const { text: without } = orderConfirmationMail(placed(locale).order, items, store);
      expect(without).not.toContain(line.split(':')[0]!);
    },
  );

  it.each(LOCALES)('is written in %s', (locale) => {
    const { order, items } = placed(locale);
    const { subject, text } = orderConfirmationMail(order, items);
    expect(subject).toContain('FI100042');
    expect(text).toContain('SKU-1');
    if (locale !== 'en') expect(subject).not.toBe('Order confirmation FI100042');
  });

  it('formats minor units exactly, without floating point', () => {
    // Intl separates groups and the currency with (narrow) no-break spaces.
    expect(formatMinor('fi', 1_234_567_891_234, 'EUR').replace(/\s/g, ' ')).toBe('12 345 678 912,34 €');
    expect(formatMinor('sv', -5, 'SEK')).toMatch(/^[-−]0,05\s?kr$/);
  });
});
