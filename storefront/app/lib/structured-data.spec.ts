import type { ProductDetailDto } from '../api/catalogue.server';
import { jsonLdText, productStructuredData } from './structured-data';

const product = {
  name: 'Alkaline battery AA </script><script>alert(1)</script>',
  sku: 'BAT-AA-01',
  slug: 'alkaline-aa',
  description: 'Long-lasting cell.\nSecond line.',
  image: '/media/products/bat-aa.webp',
  brand: { id: 1, name: 'Ohmica' },
  category: { id: 3, name: 'AA batteries', slug: 'aa' },
  eanNumber: '6412345678901',
  nobbNumber: '12345678',
  price: { amountMinor: 129900, currency: 'NOK' },
  stockStatus: 'on_order',
} as unknown as ProductDetailDto;

const input = {
  product,
  origin: 'https://shop.example',
  pageUrl: 'https://shop.example/nb/p/alkaline-aa',
  breadcrumbs: [{ name: 'Batteries', url: 'https://shop.example/nb/c/batterier' }],
  images: [product.image, 'https://cdn.example/extra.webp'],
};

describe('product structured data', () => {
  it("states the offer in the currency's own decimals, without VAT, with the stock as availability", () => {
    const [data] = productStructuredData(input);
    expect(data).toMatchObject({
      '@type': 'Product',
      sku: 'BAT-AA-01',
      gtin13: '6412345678901',
      description: 'Long-lasting cell.',
      image: ['https://shop.example/media/products/bat-aa.webp', 'https://cdn.example/extra.webp'],
      offers: {
        price: '1299.00',
        priceCurrency: 'NOK',
        availability: 'https://schema.org/BackOrder',
        priceSpecification: { valueAddedTaxIncluded: false },
      },
    });
  });

  it('names the GTIN by its length and leaves out a number that is none', () => {
    const withEan = (eanNumber: string | null) =>
      productStructuredData({ ...input, product: { ...product, eanNumber } })[0];
    expect(withEan(' 96385074 ')).toMatchObject({ gtin8: '96385074' });
    expect(withEan('00012345678905')).toMatchObject({ gtin14: '00012345678905' });
    for (const invalid of ['641234567890X', '12345', null]) {
      expect(Object.keys(withEan(invalid)!).filter((key) => key.startsWith('gtin'))).toEqual([]);
    }
  });

  it('leaves the offer out when the page shows no price', () => {
    const [data] = productStructuredData({ ...input, product: { ...product, price: null } });
    expect(data).not.toHaveProperty('offers');
  });

  it('ends the breadcrumb list with the product itself', () => {
    const [, breadcrumbs] = productStructuredData(input);
    expect(breadcrumbs!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Batteries', item: 'https://shop.example/nb/c/batterier' },
      { '@type': 'ListItem', position: 2, name: product.name, item: input.pageUrl },
    ]);
  });

  it('cannot close its script element, whatever a product text holds', () => {
    const text = jsonLdText(productStructuredData(input));
    expect(text).not.toContain('</script');
    expect(JSON.parse(text)[0].name).toBe(product.name);
  });
});
