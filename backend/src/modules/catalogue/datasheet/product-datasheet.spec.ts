import { pdfWords } from '../../../../test/support/pdf-text';
import { buildProductDatasheet, formatMoney } from './product-datasheet';
import { renderProductDatasheetPdf } from './product-datasheet-pdf';
import type { ProductDetailDto } from '../dto/catalogue-shop.dto';

function product(overrides: Partial<ProductDetailDto> = {}): ProductDetailDto {
  return {
    id: 1,
    sku: 'BAT-AA-1',
    name: 'AA battery',
    slug: 'aa-battery',
    description: 'First paragraph.\n\nSecond paragraph.',
    image: '/media/products/battery-d4a017-AA-1.svg',
    brand: { id: 1, name: 'Voltreka' },
    productLine: null,
    category: { id: 2, name: 'Batteries', slug: 'batteries' },
    breadcrumbs: [],
    eanNumber: '6400005006795',
    nobbNumber: null,
    statisticsNumber: null,
    countryOfOrigin: 'SE',
    salesUnit: { identifier: 'PCE', precision: 0, label: 'pcs' },
    units: [{ identifier: 'PCE', precision: 0, label: 'pcs', conversionFactor: '1', isDefault: true }],
    salesUnitPrecision: 0,
    surcharge: null,
    price: { amountMinor: 123456, currency: 'EUR' },
    recommendedPrice: null,
    minimumOrderQuantity: '12.000',
    quantityIncrement: '12.000',
    quantityConversionFactor: '1',
    minimumOrderOverride: false,
    stockStatus: 'low_stock',
    stockQuantity: 3,
    dimensions: {
      grossWeight: '0.0610',
      netWeight: null,
      grossVolume: null,
      netVolume: null,
      height: null,
      length: null,
      width: null,
    },
    unNumber: null,
    attributes: [
      { code: 'voltage', label: 'Voltage', value: '1.5', unit: 'V' },
      { code: 'rechargeable', label: 'Rechargeable', value: 'false', unit: null },
    ],
    media: [],
    related: [],
    alternatives: [],
    alternates: [],
    ...overrides,
  };
}

describe('product data sheet layout', () => {
  it('writes amounts from minor units in the language and its currency, with spaces the PDF fonts have', () => {
    expect(formatMoney('fr', { amountMinor: 123456, currency: 'EUR' })).toBe('1\u00a0234,56\u00a0€');
    expect(formatMoney('en', { amountMinor: 5, currency: 'EUR' })).toBe('€0.05');
    expect(formatMoney('fi', { amountMinor: 1000, currency: 'JPY' })).toBe('1\u00a0000\u00a0¥');
  });

  it('lists the price per sales unit, the order rules and the stock status in the shopper language', () => {
    const sheet = buildProductDatasheet(product(), 'sv', new Date('2026-11-25T12:00:00Z'));
    expect(sheet.title).toBe('Produktblad');
    expect(sheet.facts).toContainEqual(['Minsta beställningsantal', '12 pcs']);
    expect(sheet.facts).toContainEqual(['Tillgänglighet', 'Få i lager']);
    expect(sheet.facts).toContainEqual(['Ursprungsland', 'Sverige']);
    expect(sheet.prices.rows).toEqual([['Pris', '1\u00a0234,56\u00a0€ per pcs']]);
    expect(sheet.footer).toContain('25 november 2026');
  });

  it('shows attribute values as the page does and leaves out empty sections', () => {
    const sheet = buildProductDatasheet(product(), 'fi', new Date());
    const headings = sheet.sections.map((section) => section.heading);
    expect(headings).toEqual(['Tekniset tiedot', 'Mitat ja painot']);
    expect(sheet.sections[0]?.rows).toEqual([
      ['Voltage', '1,5 V'],
      ['Rechargeable', 'Ei'],
    ]);
    expect(sheet.sections[1]?.rows).toEqual([['Bruttopaino', '0,061 kg']]);
    expect(sheet.description.paragraphs).toEqual(['First paragraph.', 'Second paragraph.']);
  });

  it('says the price is on request when the store has none', () => {
    const sheet = buildProductDatasheet(product({ price: null }), 'en', new Date());
    expect(sheet.prices.rows).toEqual([['Price', 'Price on request']]);
  });

  it('names the file by the SKU with only characters a download header can carry', () => {
    const sheet = buildProductDatasheet(product({ sku: 'ØK "12"/3\r\nX: 1' }), 'en', new Date());
    expect(sheet.fileName).toBe('datasheet-_K__12__3__X__1.pdf');
  });
});

describe('product data sheet PDF', () => {
  it('prints product texts with characters beyond the standard fonts as a reader would write them', async () => {
    const sheet = buildProductDatasheet(
      product({
        name: 'Extincteur CO₂ 2 kg',
        description: 'Fonctionne de −40 °C à +60 °C, résistance ≥ 10 MΩ.',
        attributes: [{ code: 'agent', label: 'Agent extincteur', value: 'CO₂', unit: null }],
      }),
      'fr',
      new Date('2026-11-25T12:00:00Z'),
    );
    const words = pdfWords(await renderProductDatasheetPdf(sheet));
    expect(words).toContain('Extincteur CO2 2 kg');
    expect(words).toContain('Fonctionne de -40 °C à +60 °C, résistance >= 10 MOhm.');
    expect(words).toContain('Agent extincteur CO2');
    expect(words).toContain('1 234,56 € par pcs');
    expect([...words].filter((char) => char < ' ')).toEqual([]);
  });
});
