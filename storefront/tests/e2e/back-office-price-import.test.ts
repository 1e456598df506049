import type { Browser, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../../backend/src/database/seeders/demo-accounts';
import {
  gotoHydrated,
  launchBrowser,
  logInToBackOffice,
  loginAsDemoCustomer,
  newPage,
  screenshot,
} from './support';
import { withDatabase } from './support-database';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});

afterAll(async () => {
  await browser?.close();
});

describe('a price import from the back office', () => {
  it("an editor uploads a price file and the customer's new net price shows in that customer's cart", async () => {
    // A product of the Finnish store without an agreed price yet, and the demo customer's company.
    const { product, erpCustomerNumber } = await withDatabase(async (client) => {
      const products = await client.query<{ id: number; sku: string; list_price: string }>(
        `select p.id, p.sku, pp.price_minor as list_price from product p
         join product_price pp on pp.product_id = p.id join store s on s.id = pp.store_id and s.code = 'fi'
         where p.active and p.minimum_order_quantity = 1 and pp.price_minor > 1000 and p.quantity_increment = 1
           and not exists (select 1 from customer_price cp where cp.product_id = p.id)
         order by p.id offset 20 limit 1`,
      );
      const company = await client.query<{ erp_customer_number: string }>(
        `select c.erp_customer_number from customer u join customer_company c on c.id = u.company_id
         where u.email = $1`,
        [DEMO_ACCOUNTS.customer.email],
      );
      return { product: products.rows[0]!, erpCustomerNumber: company.rows[0]!.erp_customer_number };
    });
    // Well below the list price, so that no other price of the customer's undercuts it.
    const netPriceMinor = Math.floor(Number(product.list_price) * 0.7);
    const file = [
      'type;sku;store;currency;customer;min_quantity;price',
      `customer;${product.sku};fi;EUR;${erpCustomerNumber};1;${Math.floor(netPriceMinor / 100)},${String(netPriceMinor % 100).padStart(2, '0')}`,
    ].join('\r\n');

    await logInToBackOffice(page, DEMO_ACCOUNTS.editor);
    await page.goto('/admin/#/imports');
    await page.getByRole('button', { name: 'Full price import' }).waitFor({ timeout: 60_000 });
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'net-prices.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    await page.getByRole('button', { name: 'Upload and import' }).click();
    await page.waitForURL((url) => /#\/imports\/\d+\/show$/.test(url.hash), { timeout: 30_000 });
    await page.locator('.MuiChip-root', { hasText: 'Done' }).waitFor({ timeout: 60_000 });
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'admin-price-import-1280');

    const shop = await newPage(browser);
    await loginAsDemoCustomer(shop);
    const { csrfToken } = (await (await shop.request.get('/api/shop/session')).json()) as {
      csrfToken: string;
    };
    const added = await shop.request.post('/api/shop/cart/items?locale=en', {
      headers: { 'X-CSRF-Token': csrfToken },
      data: { productId: product.id, quantity: '1' },
    });
    expect(added.ok()).toBe(true);
    const lines = ((await added.json()) as { lines: { productId: number; unitPriceNetMinor: number }[] })
      .lines;
    expect(lines.find((line) => line.productId === product.id)?.unitPriceNetMinor).toBe(netPriceMinor);
    await gotoHydrated(shop, '/en/cart');
    const amount = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(
      netPriceMinor / 100,
    );
    await shop.getByText(product.sku).first().waitFor({ timeout: 30_000 });
    await screenshot(shop, 'cart-imported-net-price-1280');
    // innerText: only what is rendered (the cart's narrow-screen copy of a line is hidden at this width)
    await shop.waitForFunction((text) => document.body.innerText.includes(text), amount, { timeout: 30_000 });
  });
});
