import { pdfText } from '../../../../test/support/pdf-text';
import type { OrderInvoiceItem } from '../entities/order-invoice-item.entity';
import type { OrderInvoice } from '../entities/order-invoice.entity';
import type { SalesOrder } from '../entities/sales-order.entity';
import { STORE_SELLERS } from '../../../database/seeders/store-sellers';
import { documentSeller, invoiceDocument } from './fulfilment-documents';
import { pdfSafe } from '../documents/document-pdf';
import { renderFulfilmentPdf } from './fulfilment-pdf';

const address = {
  company: 'Lux Valaistus Oy',
  salutation: null,
  firstname: 'Liisa',
  lastname: 'Lampinen',
  street: 'Hämeenkatu',
  number: '1',
  postcode: '33100',
  city: 'Tampere',
  country: 'FI',
  phoneNumber: null,
};

const order = {
  number: 'FI100123',
  locale: 'fi',
  currency: 'EUR',
  termsOfPayment: '14 pv netto',
  invoiceAddress: address,
  shippingAddress: address,
} as unknown as SalesOrder;

const invoice = {
  kind: 'invoice',
  number: 'FII7',
  currency: 'EUR',
  createdAt: new Date('2026-11-27T10:00:00Z'),
  netMinor: 123450,
  taxMinor: 31480,
  grossMinor: 154930,
  vat: [{ rate: '25.5', netMinor: 123450, taxMinor: 31480 }],
  reason: null,
} as unknown as OrderInvoice;

const items = [
  {
    position: 1,
    orderItem: { id: 1 },
    sku: 'AA-ALK-24',
    name: 'Paristo AA',
    quantity: '1500.000',
    unitIdentifier: 'PCE',
    taxRate: '25.500',
    netMinor: 123450,
    taxMinor: 31480,
  },
] as unknown as OrderInvoiceItem[];

/** Intl separates thousands and currency with no-break spaces; compared here as plain spaces. */
const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');

describe('invoice documents', () => {
  it('writes the invoice in the order language: words, dates, numbers, money and the VAT breakdown', async () => {
    const document = invoiceDocument(order, invoice, items, { name: 'FI', lines: ['FI'] });
    expect(document.title).toBe('Lasku FII7');
    expect(document.facts[0]).toEqual(['Päivämäärä', '27. marraskuuta 2026']);
    expect(document.vat?.rows.map((row) => row.map(plain))).toEqual([
      ['25,5 %', '1 234,50 €', '314,80 €', '1 549,30 €'],
    ]);
    expect(plain(document.table.rows[0]![3]!)).toBe('1 500');
    expect(document.notes).toEqual(['Maksuehto: 14 pv netto']);
    const text = pdfText(await renderFulfilmentPdf(document));
    expect(text).toContain('Lasku FII7');
    expect(text).toContain('ALV-erittely');
    expect(text).toContain('Lux Valaistus Oy');
    expect(text).toContain('Yhteensä verollinen: 1 549,30 €');
  });

  it('calls a credit note a credit note, with the refund as its line', () => {
    const credit = { ...invoice, kind: 'credit_note', reason: 'Damaged' } as unknown as OrderInvoice;
    const document = invoiceDocument(
      { ...order, locale: 'sv' } as unknown as SalesOrder,
      credit,
      [{ ...items[0], orderItem: null, sku: '', name: '' }] as unknown as OrderInvoiceItem[],
      { name: 'SE', lines: [] },
    );
    expect(document.title).toBe('Kreditfaktura FII7');
    expect(document.table.rows[0]![2]).toBe('Återbetalning');
    expect(document.facts).toContainEqual(['Orsak', 'Damaged']);
  });

  it('prints the e-invoice address and operator with the buyer on the invoice PDF', async () => {
    const eInvoiced = {
      ...order,
      invoiceAddress: { ...address, eInvoiceAddress: '003712345671', eInvoiceOperator: '003721291126' },
    } as unknown as SalesOrder;
    const seller = { name: 'FI', lines: ['FI'] };
    const document = invoiceDocument(eInvoiced, invoice, items, seller);
    const text = pdfText(await renderFulfilmentPdf(document));
    expect(text).toContain(pdfSafe('Verkkolaskuosoite: 003712345671'));
    expect(text).toContain(pdfSafe('Välittäjä: 003721291126'));
    expect(pdfText(await renderFulfilmentPdf(invoiceDocument(order, invoice, items, seller)))).not.toContain(
      'Verkkolaskuosoite',
    );
  });

  it("names the store's seller and gives the store's terms of payment in the document's language", async () => {
    const store = {
      seller: STORE_SELLERS.fi.seller,
      termsOfPayment: '14 päivää netto',
      paymentTerms: STORE_SELLERS.fi.paymentTerms,
    };
    const english = { ...order, locale: 'en', termsOfPayment: '14 päivää netto' } as unknown as SalesOrder;
    const document = invoiceDocument(english, invoice, items, documentSeller(store, english));
    expect(document.addresses[0]!.lines).toEqual(
      expect.arrayContaining(['Tradeshop Finland Oy', 'Business ID: 2817654-2', 'VAT number: FI28176542']),
    );
    expect(document.notes).toEqual(['Terms of payment: 14 days net']);
    expect(pdfText(await renderFulfilmentPdf(document))).not.toContain('FI FI');
    // Terms agreed with the company stay as agreed.
    const agreed = { ...english, termsOfPayment: '45 days net, agreed' } as unknown as SalesOrder;
    expect(invoiceDocument(agreed, invoice, items, documentSeller(store, agreed)).notes).toEqual([
      'Terms of payment: 45 days net, agreed',
    ]);
  });
});
