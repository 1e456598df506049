import { readFile } from 'node:fs/promises';
import { DEMO_ACCOUNTS } from '../../../backend/src/database/seeders/demo-accounts';
import { insertCustomer } from '../../../backend/test/factories/account.factory';
import { insertHistoryOrder } from '../../../backend/test/e2e/order-history/history-orders';
import { logInToBackOffice, screenshot, searchOrdersList, usePagePerTest } from './support';
import { withDatabase } from './support-database';

/** An order placed by a customer of a new company, paid in part; returns its number. */
async function placedOrder(prefix = 'OL', shippingState = 'new'): Promise<string> {
  return withDatabase(async (client) => {
    const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`.toUpperCase();
    const buyer = await insertCustomer(client, {
      firstname: 'Olli',
      lastname: 'Orderlist',
      company: { name: 'Listattava Oy', organizationNumber: `OL-${suffix}` },
    });
    const number = await insertHistoryOrder(client, {
      customerId: buyer.id,
      companyId: buyer.companyId,
      number: `${prefix}${suffix}`,
      lines: [{ sku: 'OL-CABLE', quantity: '3', unitPriceNetMinor: 1990 }],
    });
    await client.query(
      `update sales_order set payment_state = 'partially_paid', shipping_state = $2 where number = $1`,
      [number, shippingState],
    );
    return number;
  });
}

describe('back-office orders list', () => {
  const session = usePagePerTest();

  it('lets an editor find an order just placed by its number, see its states and export it as CSV', async () => {
    const number = await placedOrder();
    const page = session.page();
    await logInToBackOffice(page, DEMO_ACCOUNTS.editor);

    const row = await searchOrdersList(page, number);
    await expect(row.innerText()).resolves.toContain('Olli Orderlist');
    await expect(row.innerText()).resolves.toContain('Listattava Oy');
    await expect(row.locator('[data-state="order:confirmed"]').innerText()).resolves.toBe('Confirmed');
    await expect(row.locator('[data-state="payment:partially_paid"]').innerText()).resolves.toBe(
      'Payment: Partially paid',
    );
    await expect(row.locator('[data-state="shipment:new"]').innerText()).resolves.toBe('Shipping: New');
    await expect(row.locator('[data-state="invoice:new"]').innerText()).resolves.toBe('Invoice: New');
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

  it('lets an administrator mark chosen orders ready, showing which orders were refused and why', async () => {
    const prefix = `MR${Date.now().toString(36).toUpperCase()}`;
    const ready = await placedOrder(prefix);
    const shipped = await placedOrder(prefix, 'shipped');
    const page = session.page();
    await logInToBackOffice(page, DEMO_ACCOUNTS.administrator);
    await page.goto('/admin/#/orders');
    await page.getByPlaceholder('Number, customer, e-mail or company').fill(prefix);
    await page.getByRole('row').filter({ hasText: ready }).waitFor({ timeout: 20_000 });
    await page.getByRole('row').filter({ hasText: shipped }).waitFor();
    // The search applies after a pause in typing: wait until the list shows only these two.
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 2);

    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await page.getByRole('button', { name: 'Mark ready for shipping' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Mark ready for shipping: 1 done, 1 refused').waitFor();
    await expect(dialog.innerText()).resolves.toContain(
      `Order ${shipped}: The shipment state shipped does not allow PREPARE`,
    );
    // The dialog fades in; take the picture once it has.
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('[role=dialog]')!.parentElement!).opacity === '1',
    );
    await screenshot(page, 'admin-orders-mark-ready', { fullPage: false });
    await dialog.getByRole('button', { name: 'Close' }).click();

    const row = page.getByRole('row').filter({ hasText: ready });
    await row.locator('[data-state="shipment:ready"]').waitFor();
    await expect(row.locator('[data-state="shipment:ready"]').innerText()).resolves.toBe('Shipping: Ready');
  }, 180_000);
});
