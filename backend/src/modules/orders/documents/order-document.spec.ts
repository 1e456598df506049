import { LOCALES, type Locale } from '@tradeshop/shared';
import { pdfText } from '../../../../test/support/pdf-text';
import { pdfSafe } from './document-pdf';
import { STORE_SELLERS } from '../../../database/seeders/store-sellers';
import type { OrderHistoryDetailDto } from '../dto/order-history.dto';
import { buildOrderDocument, type OrderDocumentExtras } from './order-document';
import { CSV_DIALECTS, renderOrderCsv } from './order-csv';
import { renderOrderPdf } from './order-pdf';
import { pricedOrder } from './order-statement.spec';

const address = {
  company: 'Voltgrossisten Oy',
  salutation: 'ms' as const,
  firstname: 'Liisa',
  lastname: 'Lampinen',
  street: 'Hämeenkatu',
  number: '1',
  postcode: '33100',
  city: 'Tampere',
  country: 'FI',
  phoneNumber: '+358 40 123 4567',
};

const order = {
  number: 'FI100123',
  orderTypeCode: 10,
  orderType: 'ordinary',
  createdAt: '2026-11-27T10:00:00.000Z',
  currency: 'EUR',
  ownOrderNumber: 'PO-778',
  reference: null,
  preferredDeliveryDate: '2026-12-04',
  termsOfDelivery: 'DAP Incoterms® 2020',
} as unknown as OrderHistoryDetailDto;

function extras(
  terms: Pick<OrderDocumentExtras, 'termsOfPayment' | 'termsOfDelivery'>,
  names?: string[],
): OrderDocumentExtras {
  const { input } = pricedOrder();
  return {
    statement: names
      ? { ...input, lines: input.lines.map((line, index) => ({ ...line, name: names[index] ?? line.name })) }
      : input,
    invoiceAddress: address,
    shippingAddress: { ...address, street: 'Varastotie', number: '5', phoneNumber: null },
    seller: STORE_SELLERS.fi.seller,
    ...terms,
  };
}

const englishTerms = { termsOfPayment: '14 days net', termsOfDelivery: 'DAP Incoterms® 2020' };

/** "1 234,50 €", "-29,88 €", "€1,234.50", "-€29.88" as minor units. */
function minorOf(text: string, decimalMark: ',' | '.'): number {
  const digits = text.replace(decimalMark === ',' ? /[^\d,-]/g : /[^\d.-]/g, '').replace(decimalMark, '');
  return Number(digits);
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('the order PDF', () => {
  it.each([
    ['fi', ',', ['Tuotteet', 'Yhteensä ilman ALV:tä', 'ALV 25,5 %', 'Yhteensä sis. ALV']],
    ['en', '.', ['Items', 'Total excl. VAT', 'VAT 25.5 %', 'Total incl. VAT']],
  ] as const)(
    'in %s, shows every line, charge and discount, and its printed figures add up to the total',
    async (locale, mark, [items, net, vat, gross]) => {
      const terms = {
        termsOfPayment: STORE_SELLERS.fi.paymentTerms[locale],
        termsOfDelivery: STORE_SELLERS.fi.deliveryTerms[locale],
      };
      const document = buildOrderDocument(order, extras(terms), locale, 'pdf');
      const lines = pdfText(await renderOrderPdf(document))
        .split('\n')
        .map((line) => line.trim());
      const after = (label: string) => {
        const index = lines.indexOf(pdfSafe(label));
        expect(index).toBeGreaterThan(-1);
        return minorOf(lines[index + 1]!, mark);
      };
      // The line amounts follow each line's VAT rate in the table, which ends where the sums begin.
      const table = lines.slice(0, lines.indexOf(items));
      const lineAmounts = table.flatMap((line, index) =>
        line === (locale === 'fi' ? '25,5 %' : '25.5 %') ? [minorOf(table[index + 1]!, mark)] : [],
      );
      const entryLabels = document.totals.filter((total) => !total.sum).map((total) => total.label);
      const entries = entryLabels.filter((label) => label !== vat).map(after);

      expect(lineAmounts).toEqual([29_880, 5901]);
      expect(sum(lineAmounts)).toBe(after(items));
      expect(entries).toHaveLength(5); // recycling fee, set discount, voucher, shipping, payment fee
      expect(after(items) + sum(entries)).toBe(after(net));
      expect(after(net) + after(vat)).toBe(after(gross));
      expect(after(gross)).toBe(pricedOrder().quote.totalGrossMinor);

      const text = lines.join('\n');
      // The unit column names the unit in the PDF's language, not its code.
      expect(table).toContain(locale === 'fi' ? 'kpl' : 'pcs');
      expect(table).not.toContain('PCE');
      expect(text).toContain('Tradeshop Finland Oy');
      expect(text).toContain(locale === 'fi' ? 'Y-tunnus: 2817654-2' : 'Business ID: 2817654-2');
      expect(text).toContain(locale === 'fi' ? 'Rouva Liisa Lampinen' : 'Ms Liisa Lampinen');
      expect(text).toContain(locale === 'fi' ? 'Puh. +358 40 123 4567' : 'Tel. +358 40 123 4567');
      expect(text).toContain(
        locale === 'fi' ? 'Maksuehto: 14 päivää netto' : 'Terms of payment: 14 days net',
      );
      expect(text).toContain(
        locale === 'fi'
          ? 'Toimitusehto: DAP Incoterms® 2020, toimitus Vantaan varastosta'
          : 'Terms of delivery: DAP Incoterms® 2020, delivery from our Vantaa warehouse',
      );
      expect(text).toContain(locale === 'fi' ? '27. marraskuuta 2026' : 'November 27, 2026');
    },
  );

  it.each([
    ['fi', 'Verkkolaskuosoite: 003712345671', 'Välittäjä: 003721291126'],
    ['en', 'E-invoice address: 003712345671', 'Operator: 003721291126'],
  ] as const)(
    'in %s, prints the e-invoice address and operator with the buyer',
    async (locale, address_, operator) => {
      const base = extras(englishTerms);
      const document = buildOrderDocument(
        order,
        {
          ...base,
          invoiceAddress: { ...address, eInvoiceAddress: '003712345671', eInvoiceOperator: '003721291126' },
        },
        locale,
        'pdf',
      );
      const text = pdfText(await renderOrderPdf(document))
        .split('\n')
        .map((line) => line.trim());
      expect(text).toContain(pdfSafe(address_));
      expect(text).toContain(pdfSafe(operator));
      // Without them nothing e-invoice is printed.
      const without = pdfText(await renderOrderPdf(buildOrderDocument(order, base, locale, 'pdf')));
      expect(without).not.toContain('003712345671');
      expect(without).not.toContain(pdfSafe(address_.split(':')[0]!));
    },
  );
});

describe('the order CSV', () => {
  it.each(LOCALES)('uses the delimiter and decimal mark spreadsheets expect in %s', (locale: Locale) => {
    const csv = renderOrderCsv(buildOrderDocument(order, extras(englishTerms), locale, 'csv')).toString();
    const { delimiter, decimalMark } = CSV_DIALECTS[locale];
    expect({ delimiter, decimalMark }).toEqual(
      locale === 'en' ? { delimiter: ',', decimalMark: '.' } : { delimiter: ';', decimalMark: ',' },
    );
    const row = csv.split('\r\n').find((line) => line.startsWith(`1${delimiter}SKU-1${delimiter}`));
    expect(row?.split(delimiter)).toEqual([
      '1',
      'SKU-1',
      'Savuilmaisin 10 v',
      '12',
      'PCE',
      `24${decimalMark}90`,
      `25${decimalMark}5`,
      `298${decimalMark}80`,
      expect.any(String),
    ]);
    expect(csv).toContain(`${delimiter}-29${decimalMark}88${delimiter}EUR`);
    expect(csv).toContain(`${delimiter}414${decimalMark}94${delimiter}EUR`);
  });

  it('still defuses a product name that a spreadsheet would run as a formula, in either dialect', () => {
    for (const locale of ['fi', 'en'] as const) {
      const csv = renderOrderCsv(
        buildOrderDocument(
          order,
          extras(englishTerms, ['=HYPERLINK("http://x")', '@SUM(A1;A2)']),
          locale,
          'csv',
        ),
      ).toString();
      expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
      expect(csv).toContain(`"'@SUM(A1;A2)"`);
    }
  });
});
