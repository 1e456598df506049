import { readFile } from 'node:fs/promises';
import { Client } from 'pg';
import { DEMO_ACCOUNTS } from '../../../backend/src/database/seeders/demo-accounts';
import { insertCustomer } from '../../../backend/test/factories/account.factory';
import { insertHistoryOrder } from '../../../backend/test/e2e/order-history/history-orders';
import { logInToBackOffice, screenshot, usePagePerTest } from './support';

/** The suite's database (see app-server.ts). */
function databaseUrl(): string {
  const url = new URL(process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${process.env.E2E_DATABASE_NAME ?? 'tradeshop_browser'}`;
  return url.toString();
}

/** An order placed by a customer of a new company, paid in part; returns its number. */
async function placedOrder(): Promise<string> {
  const client = new Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const suffix = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
    const buyer = await insertCustomer(client, {
      firstname: 'Olli',
      lastname: 'Orderlist',
      company: { name: 'Listattava Oy', organizationNumber: `OL-${suffix}` },
    });
    const number = await insertHistoryOrder(client, {
      customerId: buyer.id,
      companyId: buyer.companyId,
      number: `OL${suffix}`,
      lines: [{ sku: 'OL-CABLE', quantity: '3', unitPriceNetMinor: 1990 }],
    });
    await client.query(`update sales_order set payment_state = 'partially_paid' where number = $1`, [number]);
    return number;
  } finally {
    await client.end();
  }
}

describe('back-office orders list', () => {
  const session = usePagePerTest();

  it('lets an editor find an order just placed by its number, see its states and export it as CSV', async () => {
    const number = await placedOrder();
    const page = session.page();
    await logInToBackOffice(page, DEMO_ACCOUNTS.editor);

    await page
      .getByRole('menuitem', { name: 'Orders' })
      .or(page.getByRole('link', { name: 'Orders' }))
      .first()
      .click();
    await page.waitForURL((url) => url.hash.startsWith('#/orders'));
    await page.getByPlaceholder('Number, customer, e-mail or company').fill(number);

    const row = page.getByRole('row').filter({ hasText: number });
    await row.waitFor({ timeout: 20_000 });
    await expect(page.getByRole('row').count()).resolves.toBe(2);
    await expect(row.innerText()).resolves.toContain('Olli Orderlist');
    await expect(row.innerText()).resolves.toContain('Listattava Oy');
    await expect(row.locator('[data-state="order:confirmed"]').innerText()).resolves.toBe('Confirmed');
    await expect(row.locator('[data-state="payment:partially_paid"]').innerText()).resolves.toBe(
      'Partially paid',
    );
    await expect(row.locator('[data-state="shipment:new"]').count()).resolves.toBe(1);
    await expect(row.locator('[data-state="invoice:new"]').count()).resolves.toBe(1);
    await screenshot(page, 'admin-orders-list', { fullPage: false });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${number},.*,Olli Orderlist,.*,Listattava Oy,.*,partially_paid,`));

    await page.setViewportSize({ width: 390, height: 844 });
    // A phone gets one card an order, still with its chips.
    await page.locator('[data-state="payment:partially_paid"]').first().waitFor();
    await expect(page.getByText(number).first().isVisible()).resolves.toBe(true);
    await screenshot(page, 'admin-orders-list-390', { fullPage: false });
  }, 180_000);
});
