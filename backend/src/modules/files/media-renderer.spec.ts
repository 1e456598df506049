import { generateProducts } from '../../database/seeders/catalogue-generator';
import { BRANDS, CATEGORIES } from '../../database/seeders/reference-data';
import { CONTENT_PAGES } from '../../database/seeders/content-pages';
import { renderDocument } from './document-renderer';
import {
  MEDIA_URL_PREFIX,
  PRODUCT_SHAPES,
  parseDocumentKey,
  parseProductArtKey,
  parseProductImageKey,
  productImageUrl,
} from './media-keys';
import {
  renderBrandLogo,
  renderCategoryImage,
  renderPageThumbnail,
  renderProductImage,
  renderProductVideo,
  shade,
} from './media-renderer';

/** Checks that tags open and close in order: enough to catch a broken template. */
function expectWellFormed(svg: string): void {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (closing) expect(open.pop()).toBe(name);
    else open.push(name);
  }
  expect(open).toEqual([]);
  expect(svg).not.toMatch(/undefined|NaN/);
}

describe('media keys', () => {
  it('round-trips a product image address', () => {
    const key = { shape: 'battery', colour: 'd4a017', label: 'AA', view: 3 } as const;
    const url = productImageUrl(key);
    expect(url).toBe(`${MEDIA_URL_PREFIX}/products/battery-d4a017-AA-3.svg`);
    expect(parseProductImageKey(url.slice(`${MEDIA_URL_PREFIX}/products/`.length, -4))).toEqual(key);
  });

  it('rejects unknown shapes, bad colours, views out of range and odd labels', () => {
    expect(parseProductImageKey('rocket-d4a017-AA-1')).toBeNull();
    expect(parseProductImageKey('battery-D4A017-AA-1')).toBeNull();
    expect(parseProductImageKey('battery-d4a017-AA-9')).toBeNull();
    expect(parseProductImageKey('battery-d4a017-<script>-1')).toBeNull();
    expect(parseProductImageKey('battery-d4a017-ABCDEFGHIJKLM-1')).toBeNull();
    expect(parseProductArtKey('battery-d4a017-AA')).toEqual({
      shape: 'battery',
      colour: 'd4a017',
      label: 'AA',
    });
    expect(parseDocumentKey('sds-BAT-AA-LIT-04-000001')).toEqual({
      kind: 'sds',
      sku: 'BAT-AA-LIT-04-000001',
    });
    expect(parseDocumentKey('invoice-BAT-AA-LIT-04-000001')).toBeNull();
    expect(parseDocumentKey('sds-../../etc')).toBeNull();
  });

  it('can parse every media address the catalogue generator writes', () => {
    for (const product of generateProducts(0, 1500)) {
      for (const media of product.media) {
        const [, folder, file] = /^\/media\/(\w+)\/(.+)\.(svg|pdf)$/.exec(media.url)!;
        const parsed =
          folder === 'products'
            ? parseProductImageKey(file)
            : folder === 'videos'
              ? parseProductArtKey(file)
              : parseDocumentKey(file);
        expect(parsed).not.toBeNull();
      }
    }
  });
});

describe('SVG rendering', () => {
  it('draws every shape in every view as well-formed SVG', () => {
    for (const shape of PRODUCT_SHAPES) {
      for (let view = 1; view <= 8; view++)
        expectWellFormed(renderProductImage({ shape, colour: '2f6fdb', label: 'E27', view }));
      expectWellFormed(renderProductVideo({ shape, colour: 'c8102e', label: '6kg' }));
    }
  });

  it('is deterministic and varies with the key', () => {
    const key = { shape: 'bulb', colour: 'f2b705', label: 'E14', view: 1 } as const;
    expect(renderProductImage(key)).toBe(renderProductImage({ ...key }));
    expect(renderProductImage({ ...key, view: 2 })).not.toBe(renderProductImage(key));
    expect(renderProductImage({ ...key, label: 'E27' })).toContain('>E27<');
    expect(renderProductImage({ ...key, colour: '1d9a6c' })).toContain('1d9a6c');
  });

  it('draws every category, brand and page, and nothing for unknown codes', () => {
    for (const category of CATEGORIES) expectWellFormed(renderCategoryImage(category.code)!);
    for (const brand of BRANDS) expectWellFormed(renderBrandLogo(brand.code)!);
    for (const page of CONTENT_PAGES) expectWellFormed(renderPageThumbnail(page.code)!);
    expect(renderCategoryImage('nonexistent')).toBeNull();
    expect(renderBrandLogo('acme')).toBeNull();
    expect(renderPageThumbnail('secret')).toBeNull();
  });

  it('shades colours towards black and white', () => {
    expect(shade('808080', 0.5)).toBe('#404040');
    expect(shade('000000', 2)).toBe('#ffffff');
  });
});

describe('PDF documents', () => {
  it('renders a one-page PDF whose cross-reference table points at its objects', () => {
    const pdf = renderDocument({ kind: 'datasheet', sku: 'FEX-P6-01-000042' }).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
    expect(pdf).toContain('(SKU FEX-P6-01-000042)');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, position) =>
      expect(pdf.slice(offset).startsWith(`${position + 1} 0 obj`)).toBe(true),
    );
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(startxref).startsWith('xref')).toBe(true);
  });
});
