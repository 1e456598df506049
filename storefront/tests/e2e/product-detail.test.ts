import type { Page } from 'playwright-core';
import { api, gotoHydrated, newPage, screenshot, usePagePerTest, type CategoryNode } from './support';

interface Card {
  id: number;
  slug: string;
  name: string;
}

interface Detail extends Card {
  sku: string;
  image: string;
  media: { kind: string; url: string; title: string }[];
  attributes: { label: string }[];
  related: Card[];
  alternatives: Card[];
}

const session = usePagePerTest();
let page: Page;

beforeEach(() => {
  page = session.page();
});

/** Every product of the seeded catalogue in English, read through the shop API, stopping at the first match. */
async function findProduct(matches: (product: Detail) => boolean): Promise<Detail> {
  const tree = await api<CategoryNode[]>('/api/shop/categories?locale=en');
  for (const root of tree) {
    for (let pageNumber = 1; ; pageNumber++) {
      const list = await api<{ items: Card[]; pageCount: number }>(
        `/api/shop/categories/${root.slug}/products?locale=en&perPage=48&page=${pageNumber}`,
      );
      for (const card of list.items) {
        const product = await api<Detail>(`/api/shop/products/${card.slug}?locale=en`);
        if (matches(product)) return product;
      }
      if (pageNumber >= list.pageCount) break;
    }
  }
  throw new Error('no seeded product matches');
}

const imagesOf = (product: Detail) => product.media.filter((item) => item.kind === 'image').map((m) => m.url);

let manyImages: Detail;
let withRelations: Detail;

beforeAll(async () => {
  manyImages = await findProduct((product) => imagesOf(product).length > 5);
  withRelations = await findProduct(
    (product) => product.related.length > 0 && product.alternatives.length > 0,
  );
});

const mainImage = () => page.getByTestId('gallery-main');
const thumbnails = () => page.locator('.product-gallery__thumbnail');
const strip = () => page.locator('.product-gallery__thumbnails');

describe('product gallery', () => {
  it('shows the image of the thumbnail that is clicked or chosen with the arrow keys', async () => {
    await gotoHydrated(page, `/en/p/${manyImages.slug}`);
    const images = imagesOf(manyImages);
    await expect(thumbnails().count()).resolves.toBe(images.length);
    await expect(mainImage().getAttribute('src')).resolves.toBe(images[0]);

    await thumbnails().nth(2).click();
    await expect(mainImage().getAttribute('src')).resolves.toBe(images[2]);
    await expect(thumbnails().nth(2).getAttribute('aria-current')).resolves.toBe('true');

    await thumbnails().nth(2).focus();
    await page.keyboard.press('ArrowRight');
    await expect(mainImage().getAttribute('src')).resolves.toBe(images[3]);
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-current'))).resolves.toBe(
      'true',
    );
    await page.keyboard.press('End');
    await expect(mainImage().getAttribute('src')).resolves.toBe(images[images.length - 1]);
    await page.keyboard.press('Home');
    await expect(mainImage().getAttribute('src')).resolves.toBe(images[0]);
  });

  it('scrolls a strip of more than five thumbnails with its arrow buttons in a wide window', async () => {
    await gotoHydrated(page, `/en/p/${manyImages.slug}`);
    await page.waitForSelector('.product-gallery__strip[data-scrolls="true"]');
    const next = page.getByRole('button', { name: 'Next images' });
    const previous = page.getByRole('button', { name: 'Previous images' });
    await expect(next.isVisible()).resolves.toBe(true);
    // Five thumbnails fit; the rest wait beyond the edge.
    const overflow = await strip().evaluate((list) => list.scrollWidth - list.clientWidth);
    expect(overflow).toBeGreaterThan(0);
    await expect(strip().evaluate((list) => list.scrollLeft)).resolves.toBe(0);

    await next.click();
    await page.waitForFunction(
      (max) => document.querySelector('.product-gallery__thumbnails')!.scrollLeft >= max - 1,
      overflow,
    );
    await screenshot(page, 'product-gallery-scrolled', { fullPage: false });
    await previous.click();
    await page.waitForFunction(
      () => document.querySelector('.product-gallery__thumbnails')!.scrollLeft === 0,
    );
  });

  it('wraps the thumbnails without scrolling or arrows in a window narrower than 768 px', async () => {
    const narrow = await newPage(session.browser(), { viewport: { width: 600, height: 900 } });
    try {
      await gotoHydrated(narrow, `/en/p/${manyImages.slug}`);
      await narrow.waitForSelector('.product-gallery__strip[data-scrolls="false"]');
      await expect(narrow.locator('.product-gallery__arrow').count()).resolves.toBe(0);
      const list = narrow.locator('.product-gallery__thumbnails');
      await expect(list.evaluate((element) => element.scrollWidth - element.clientWidth)).resolves.toBe(0);
      await narrow.locator('.product-gallery__thumbnail').last().click();
      await expect(narrow.getByTestId('gallery-main').getAttribute('src')).resolves.toBe(
        imagesOf(manyImages).at(-1),
      );
    } finally {
      await narrow.context().close();
    }
  });

  it('stops scrolling when the window is made narrower, after the resize settles', async () => {
    await gotoHydrated(page, `/en/p/${manyImages.slug}`);
    await page.waitForSelector('.product-gallery__strip[data-scrolls="true"]');
    await page.setViewportSize({ width: 700, height: 900 });
    await page.waitForSelector('.product-gallery__strip[data-scrolls="false"]');
    await expect(page.locator('.product-gallery__arrow').count()).resolves.toBe(0);
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.waitForSelector('.product-gallery__strip[data-scrolls="true"]');
  });
});

describe('product tabs', () => {
  it('switches panels with clicks and the arrow keys', async () => {
    await gotoHydrated(page, `/en/p/${withRelations.slug}`);
    const tablist = page.getByRole('tablist', { name: 'Product information' });
    const tabs = tablist.getByRole('tab');
    await expect(tabs.count()).resolves.toBeGreaterThanOrEqual(3);
    const specification = tablist.getByRole('tab', { name: 'Technical specifications' });
    await specification.click();
    await expect(specification.getAttribute('aria-selected')).resolves.toBe('true');
    const panel = page.getByRole('tabpanel');
    await expect(panel.count()).resolves.toBe(1);
    await expect(panel.getByTestId('specification').isVisible()).resolves.toBe(true);

    await page.keyboard.press('ArrowRight');
    const productData = tablist.getByRole('tab', { name: 'Product data' });
    await expect(productData.getAttribute('aria-selected')).resolves.toBe('true');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Product data');
    await expect(page.getByRole('tabpanel').getByText(withRelations.sku).first().isVisible()).resolves.toBe(
      true,
    );
    await expect(page.getByTestId('specification').isVisible()).resolves.toBe(false);
  });

  it('shows every panel one below the other without JavaScript', async () => {
    const noScript = await newPage(session.browser(), { javaScriptEnabled: false });
    try {
      await noScript.goto(`/en/p/${withRelations.slug}`);
      await expect(noScript.getByRole('tablist').count()).resolves.toBe(0);
      for (const heading of ['Technical specifications', 'Product data', 'Documents']) {
        await expect(noScript.getByRole('heading', { name: heading, level: 2 }).isVisible()).resolves.toBe(
          true,
        );
      }
      await expect(noScript.getByTestId('specification').isVisible()).resolves.toBe(
        withRelations.attributes.length > 0,
      );
      await expect(noScript.getByTestId('datasheet-link').isVisible()).resolves.toBe(true);
    } finally {
      await noScript.context().close();
    }
  });
});

describe('product data sheet and related products', () => {
  it('links to a PDF data sheet of the product', async () => {
    await gotoHydrated(page, `/en/p/${withRelations.slug}`);
    await page.getByRole('tab', { name: 'Documents' }).click();
    const link = page.getByTestId('datasheet-link');
    await expect(link.isVisible()).resolves.toBe(true);
    const href = (await link.getAttribute('href')) as string;
    expect(href).toBe(`/en/p/${withRelations.slug}/datasheet.pdf`);
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const body = await response.body();
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const missing = await page.request.get('/en/p/no-such-product/datasheet.pdf');
    expect(missing.status()).toBe(404);
  });

  it('shows related and alternative products as cards that lead to their pages', async () => {
    await gotoHydrated(page, `/en/p/${withRelations.slug}`);
    const related = page.getByRole('region', { name: 'Related products' });
    const alternatives = page.getByRole('region', { name: 'Alternative products' });
    await expect(related.locator('.product-card').count()).resolves.toBe(withRelations.related.length);
    await expect(alternatives.locator('.product-card').count()).resolves.toBe(
      withRelations.alternatives.length,
    );
    const first = withRelations.related[0] as Card;
    await page.getByRole('tab', { name: 'Documents' }).click();
    await related.getByRole('link', { name: first.name }).click();
    await page.waitForURL(`**/en/p/${first.slug}`);
    await page.locator('h1', { hasText: first.name }).waitFor();
    await expect(page.locator('h1').textContent()).resolves.toBe(first.name);
    // The new product's tabs start afresh on the first one.
    await expect(page.getByRole('tab').first().getAttribute('aria-selected')).resolves.toBe('true');
  });
});
