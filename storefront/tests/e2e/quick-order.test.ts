import { SHOP_MESSAGES } from '@tradeshop/shared';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import {
  api,
  gotoHydrated,
  newPage,
  registerFreshCustomer,
  screenshot,
  usePagePerTest,
  type CategoryNode,
} from './support';

const t = SHOP_MESSAGES.en.quickOrder;

interface ListedProduct {
  id: number;
  sku: string;
  slug: string;
  stockStatus: string;
  name: string;
  minimumOrderQuantity: string;
  minimumOrderOverride: boolean;
  salesUnitPrecision: number;
}

const row = (page: Page, number: number) => page.locator('tr.quick-order-line').nth(number - 1);
const minicartCount = (page: Page) => page.locator('.minicart__count');

describe('quick order', () => {
  const session = usePagePerTest();
  let catalogue: ListedProduct[];

  beforeAll(async () => {
    const roots = await api<CategoryNode[]>('/api/shop/categories?locale=en');
    const listings = await Promise.all(
      roots.map((root) =>
        api<{ items: ListedProduct[] }>(`/api/shop/categories/${root.slug}/products?locale=en&perPage=96`),
      ),
    );
    catalogue = listings.flatMap((listing) => listing.items);
  });

  const soldInPacks = () => {
    const found = catalogue.find(
      (p) => !p.minimumOrderOverride && p.salesUnitPrecision === 0 && Number(p.minimumOrderQuantity) > 1,
    );
    if (!found) throw new Error('the seeded catalogue has no product sold in packs');
    return found;
  };
  const soldOneByOne = () =>
    catalogue.filter(
      (p) => !p.minimumOrderOverride && p.salesUnitPrecision === 0 && Number(p.minimumOrderQuantity) === 1,
    );

  it('sends a visitor to log in first', async () => {
    const page = session.page();
    await gotoHydrated(page, '/en/shop/quick-order');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/en/account/login');
    expect(url.searchParams.get('redirect')).toBe('/en/shop/quick-order');
  });

  it('checks a SKU, rounds its quantity up to the next pack with one click and adds it to the cart', async () => {
    const page = session.page();
    await registerFreshCustomer(page, 'quick-order');
    const product = soldInPacks();
    const pack = Number(product.minimumOrderQuantity);
    await gotoHydrated(page, '/en/shop/quick-order');

    await row(page, 1).getByLabel('SKU of line 1').fill(product.sku.toLowerCase());
    await row(page, 1)
      .getByLabel('Quantity of line 1')
      .fill(String(pack + 1));
    await row(page, 2).getByLabel('SKU of line 2').fill('NO-SUCH-SKU-123');
    await row(page, 2).getByLabel('Quantity of line 2').fill('1');
    await page.getByRole('button', { name: t.check }).click();

    const first = row(page, 1);
    await first.getByText(`You can only add in increments of ${pack}`).waitFor();
    expect(await first.textContent()).toContain(product.name);
    expect(await row(page, 2).textContent()).toContain('No product found for NO-SUCH-SKU-123');
    await screenshot(page, 'quick-order-preview');

    await first.getByRole('button', { name: `Round up to ${pack * 2}` }).click();
    await row(page, 1).getByText(t.ready).waitFor();
    expect(await row(page, 1).getByLabel('Quantity of line 1').inputValue()).toBe(String(pack * 2));
    expect(await row(page, 1).getByLabel('SKU of line 1').inputValue()).toBe(product.sku);

    await page.getByRole('button', { name: t.addAll }).click();
    await page.getByText('1 line added to the cart.').waitFor();
    await page.waitForFunction(() => document.querySelector('.minicart__count')?.textContent === '1');
    // The unknown SKU stays in the form to be corrected.
    expect(await row(page, 1).getByLabel('SKU of line 1').inputValue()).toBe('NO-SUCH-SKU-123');
  });

  it('adds and removes rows', async () => {
    const page = session.page();
    await registerFreshCustomer(page, 'quick-order');
    await gotoHydrated(page, '/en/shop/quick-order');
    const rows = page.locator('tr.quick-order-line');
    const before = await rows.count();
    await page.getByRole('button', { name: t.addRow }).click();
    expect(await rows.count()).toBe(before + 1);
    await page.getByRole('button', { name: 'Remove line 1' }).click();
    expect(await rows.count()).toBe(before);
  });

  it('previews an uploaded .xlsx and adds its lines to the cart', async () => {
    const page = session.page();
    await registerFreshCustomer(page, 'quick-order');
    const [first, second] = soldOneByOne() as [ListedProduct, ListedProduct];
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Order');
    sheet.addRow(['SKU', 'Quantity']);
    sheet.addRow([first.sku, 2]);
    sheet.addRow([second.sku, 3]);
    sheet.addRow([first.sku, 1]);
    const buffer = Buffer.from(await book.xlsx.writeBuffer());

    await gotoHydrated(page, '/en/shop/quick-order');
    await page.setInputFiles('#quick-order-file', {
      name: 'order.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
    await page.getByRole('button', { name: t.upload }).click();
    await page.getByText('2 of 2 lines can be added to the cart.').waitFor();
    // The two rows of the first product are one line of 3.
    expect(await row(page, 1).getByLabel('SKU of line 1').inputValue()).toBe(first.sku);
    expect(await row(page, 1).getByLabel('Quantity of line 1').inputValue()).toBe('3');
    expect(await row(page, 1).textContent()).toContain('Lines 2, 4 merged');
    await screenshot(page, 'quick-order-upload-preview');

    await page.getByRole('button', { name: t.addAll }).click();
    await page.getByText('2 lines added to the cart.').waitFor();
    await page.waitForFunction(() => document.querySelector('.minicart__count')?.textContent === '2');
    expect(await minicartCount(page).textContent()).toBe('2');
  });

  it('adds a pasted row by the box to the cart as boxes and confirms the products added', async () => {
    const page = session.page();
    await registerFreshCustomer(page, 'quick-order');
    // A product sold by the pack or piece, also offered in boxes, with no minimum over one sales unit.
    let boxed: { sku: string; name: string; id: number; salesUnit: string } | null = null;
    for (const candidate of soldOneByOne().filter((p) => p.stockStatus === 'in_stock')) {
      const detail = await api<{ units: { identifier: string }[]; salesUnit: { identifier: string } }>(
        `/api/shop/products/${encodeURIComponent(candidate.slug)}?locale=en`,
      );
      if (detail.units.some((unit) => unit.identifier === 'BOX') && detail.salesUnit.identifier !== 'BOX') {
        boxed = { ...candidate, salesUnit: detail.salesUnit.identifier };
        break;
      }
    }
    if (!boxed) throw new Error('the seeded catalogue has no product offered in boxes');
    const other = soldOneByOne().find((p) => p.id !== boxed?.id) as ListedProduct;

    await gotoHydrated(page, '/en/shop/quick-order');
    await page.getByLabel(t.pasteLabel).fill(`${boxed.sku} 2 box\n${other.sku}\t3`);
    await page.getByRole('button', { name: t.check }).click();
    await page.getByText('2 of 2 lines can be added to the cart.').waitFor();
    const first = row(page, 1);
    expect(await first.getByLabel('SKU of line 1').inputValue()).toBe(boxed.sku);
    const unit = first.getByLabel('Unit of line 1');
    expect(await unit.locator('option:checked').textContent()).toMatch(/box/i);
    // The conversion to the sales unit is shown beside the price.
    expect(await first.locator('.quick-order-line__conversion').textContent()).toMatch(/^= \d/);
    await screenshot(page, 'quick-order-box-preview');

    await page.getByRole('button', { name: t.addAll }).click();
    const notice = page.locator('.cart-added__box');
    await notice.getByText('Added to the cart: 2 products.').waitFor();
    expect(await notice.textContent()).toContain(`${boxed.name}, 2 box`);
    expect(await notice.textContent()).toContain(`${other.name}, 3`);
    await screenshot(page, 'quick-order-box-added');

    const cart = (await (await page.request.get('/api/shop/cart?locale=en')).json()) as {
      lines: { productId: number; quantity: string; unit: { identifier: string } }[];
    };
    const line = cart.lines.find((candidate) => candidate.productId === boxed?.id);
    expect([line?.unit.identifier, Number(line?.quantity)]).toEqual(['BOX', 2]);
  });

  it('names a file that is not a spreadsheet and adds nothing', async () => {
    const page = session.page();
    await registerFreshCustomer(page, 'quick-order');
    await gotoHydrated(page, '/en/shop/quick-order');
    await page.setInputFiles('#quick-order-file', {
      name: 'photo.xlsx',
      mimeType: 'image/png',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
    });
    await page.getByRole('button', { name: t.upload }).click();
    await page.getByText(t.fileProblems.FILE_TYPE).waitFor();
    expect(await minicartCount(page).textContent()).toBe('0');
  });

  it('works without JavaScript: check, correct and add', async () => {
    const page = await newPage(session.browser(), { javaScriptEnabled: false });
    try {
      await registerFreshCustomer(page, 'quick-order');
      const product = soldInPacks();
      const pack = Number(product.minimumOrderQuantity);
      await page.goto('/en/shop/quick-order');
      await page.getByRole('button', { name: t.addRow }).click();
      expect(await page.locator('tr.quick-order-line').count()).toBe(6);
      await row(page, 1).getByLabel('SKU of line 1').fill(product.sku);
      await row(page, 1)
        .getByLabel('Quantity of line 1')
        .fill(String(pack - 1));
      await page.getByRole('button', { name: t.check }).click();
      await row(page, 1)
        .getByRole('button', { name: `Round up to ${pack}` })
        .click();
      await row(page, 1).getByText(t.ready).waitFor();
      await page.getByRole('button', { name: t.addAll }).click();
      await page.getByText('1 line added to the cart.').waitFor();
      expect(await minicartCount(page).textContent()).toBe('1');
    } finally {
      await page.context().close();
    }
  });

  it('offers the sample files', async () => {
    const page = session.page();
    const csv = await page.request.get('/en/shop/quick-order/sample.csv');
    expect(csv.ok()).toBe(true);
    expect((await csv.text()).split('\r\n')[0]).toBe('SKU;Quantity');
    const xlsx = await page.request.get('/en/shop/quick-order/sample.xlsx');
    expect(xlsx.headers()['content-disposition']).toContain('quick-order-sample.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await xlsx.body()) as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.getRow(1).getCell(1).value).toBe('SKU');
  });
});
