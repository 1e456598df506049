import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { insertCustomer } from '../../../backend/test/factories/account.factory';
import { insertHistoryOrder } from '../../../backend/test/e2e/order-history/history-orders';
import { SIMULATED_ERP_REFUSED_PREFIX } from '../../../backend/src/modules/orders/erp/simulated-erp-order-source';
import { baseUrl, gotoHydrated, loginToShopAs, screenshot, usePagePerTest } from './support';
import { withDatabase, unique } from './support-database';

const session = usePagePerTest();
let page: Page;

beforeEach(() => {
  page = session.page();
});

/**
 * A buyer of a new company, with one shop order of two lines (the first still orderable), logged in. The company
 * is connected to the ERP unless `erpCustomerNumber` is null.
 */
async function buyerWithOrder({
  erpCustomerNumber = unique('C-'),
}: { erpCustomerNumber?: string | null } = {}) {
  const seeded = await withDatabase(async (client) => {
    const buyer = await insertCustomer(client, {
      company: {
        name: 'Order History Oy',
        organizationNumber: unique('OH-'),
        erpCustomerNumber: erpCustomerNumber ?? undefined,
      },
    });
    const { rows } = await client.query<{ id: number; sku: string; unit: string }>(
      `select p.id, p.sku, u.identifier as unit from product p join unit_definition u on u.id = p.sales_unit_id
       where p.active and p.minimum_order_quantity = 1 and not p.minimum_order_override order by p.id limit 1`,
    );
    const product = rows[0]!;
    const number = await insertHistoryOrder(client, {
      customerId: buyer.id,
      companyId: buyer.companyId,
      number: unique('BH'),
      lines: [
        { productId: product.id, sku: product.sku, unit: product.unit, quantity: '2', lineStatus: 20 },
        { productId: null, sku: 'GONE-LAMP', name: 'Discontinued lamp', quantity: '1', lineStatus: 60 },
      ],
    });
    return { buyer, number, sku: product.sku };
  });
  await loginToShopAs(page, seeded.buyer.email, seeded.buyer.password);
  return seeded;
}

describe('order history', () => {
  it('lists an order from my account, opens its details and downloads it as CSV', async () => {
    const { number, sku } = await buyerWithOrder();
    await gotoHydrated(page, '/en/account');
    await page
      .getByRole('navigation', { name: 'My account' })
      .getByRole('link', { name: 'Order history' })
      .click();
    await page.waitForURL('**/en/account/orders');

    const row = page.locator(`tr[data-order-number="${number}"]`);
    await expect(row.textContent()).resolves.toContain('Not synchronized');
    await expect(row.textContent()).resolves.toContain('Ordinary order');
    await expect(row.textContent()).resolves.toContain('Confirmed');
    await screenshot(page, 'order-history-list');

    await page.getByRole('link', { name: `Show details of order ${number}` }).click();
    await page.getByRole('heading', { name: `Order ${number}` }).waitFor();
    const line = page.locator(`tr[data-sku="${sku}"]`);
    await expect(line.locator('[data-line-status]').textContent()).resolves.toBe('Confirmed');
    const warranty = await line.getByRole('link', { name: /^Register warranty for/ }).getAttribute('href');
    const warrantyUrl = new URL(warranty!, 'http://shop.test');
    expect(warrantyUrl.pathname).toBe('/warranty/register');
    expect(warrantyUrl.searchParams.get('sku')).toBe(sku);
    expect(warrantyUrl.searchParams.get('orderNumber')).toBe(number);
    expect(warrantyUrl.searchParams.get('purchaseDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // The totals show each amount once, as on the order PDF: the rows add up to the total.
    const rows = await page.locator('[data-testid="order-totals"] dt').evaluateAll((terms) =>
      terms.map((term) => ({
        kind: term.getAttribute('data-row-kind')!,
        amount: Number(term.nextElementSibling!.getAttribute('data-amount-minor')),
      })),
    );
    const amountOf = (kind: string) => rows.find((row) => row.kind === kind)!.amount;
    const added = (kinds: string[]) =>
      rows.filter((row) => kinds.includes(row.kind)).reduce((sum, row) => sum + row.amount, 0);
    expect(amountOf('items') + added(['recycling_fee', 'discount', 'shipping', 'payment_fee', 'other'])).toBe(
      amountOf('total_net'),
    );
    expect(amountOf('total_net') + added(['vat'])).toBe(amountOf('total_gross'));
    await expect(page.getByTestId('order-totals').textContent()).resolves.toContain('Total incl. VAT');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('navigation', { name: 'Download order' }).getByRole('link', { name: 'CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`order-${number}.csv`);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toContain(`Order ${number}`);
    expect(csv).toContain(sku);
    expect(csv).toContain('Discontinued lamp');
    await screenshot(page, 'order-history-detail');
  });

  it("fits an order's page on a phone: the lines scroll in their box, each fact and amount stays in its card", async () => {
    const { number } = await buyerWithOrder();
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, `/en/account/orders/${number}`);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(390);
    // The text of each fact and total ends inside its card's padding.
    const outside = await page.locator('.account-card dd').evaluateAll((values) =>
      values
        .filter((value) => {
          const card = value.closest('.account-card')!;
          const contentRight =
            card.getBoundingClientRect().right - parseFloat(getComputedStyle(card).paddingRight);
          const text = document.createRange();
          text.selectNodeContents(value);
          return text.getBoundingClientRect().right > contentRight + 0.5;
        })
        .map((value) => value.textContent),
    );
    expect(outside).toEqual([]);
    await screenshot(page, 'order-history-detail-390');
  });

  it('orders again without JavaScript and names the line that is no longer sold', async () => {
    const { number, sku } = await buyerWithOrder();
    const context = await session.browser().newContext({
      baseURL: baseUrl(),
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const noScript = await context.newPage();
    try {
      await noScript.goto(`/en/account/orders/${number}`);
      await noScript.getByRole('button', { name: 'Order again' }).click();
      const result = noScript.getByRole('status', { name: 'Added to your cart' });
      await result.getByRole('heading', { name: 'Added to your cart' }).waitFor();
      await expect(result.textContent()).resolves.toContain(sku);
      await expect(result.locator('[data-reason="product_unavailable"]').textContent()).resolves.toContain(
        'Discontinued lamp',
      );
    } finally {
      await context.close();
    }
  });

  it('shows the remote orders with their ERP order types', async () => {
    await buyerWithOrder();
    await gotoHydrated(page, '/en/account/orders');
    await page.getByRole('link', { name: 'Remote orders' }).click();
    await page.waitForURL('**/en/account/orders?view=remote');
    await page.locator('td[data-order-type="21"]').first().waitFor();
    await expect(page.locator('td[data-order-type="21"]').first().textContent()).resolves.toBe(
      'Sample order',
    );
  });

  it('says the order history is temporarily unavailable when the ERP refuses the shop', async () => {
    await buyerWithOrder({ erpCustomerNumber: unique(`${SIMULATED_ERP_REFUSED_PREFIX}-`) });
    await gotoHydrated(page, '/en/account/orders?view=remote');
    await expect(page.getByRole('alert').textContent()).resolves.toContain(
      'Order history is temporarily unavailable. Please reload the page and try again.',
    );
    await screenshot(page, 'order-history-remote-failed');
  });

  it('explains that the company is not connected to the ERP yet instead of listing remote orders', async () => {
    await buyerWithOrder({ erpCustomerNumber: null });
    await gotoHydrated(page, '/en/account/orders?view=remote');
    await expect(page.locator('[data-erp-connected="false"]').textContent()).resolves.toBe(
      'Your company is not yet connected to our order system, so its orders there cannot be shown. ' +
        'Your sales contact can connect it.',
    );
    await expect(page.locator('td[data-order-type]').count()).resolves.toBe(0);
  });
});
