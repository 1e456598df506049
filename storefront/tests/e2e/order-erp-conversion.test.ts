import type { Page } from 'playwright-core';
import { insertAdminUser, insertCustomer } from '../../../backend/test/factories/account.factory';
import { insertHistoryOrder } from '../../../backend/test/e2e/order-history/history-orders';
import { gotoHydrated, logInToBackOffice, loginToShopAs, screenshot, usePagePerTest } from './support';
import { withDatabase, unique } from './support-database';

const session = usePagePerTest();
let page: Page;

beforeEach(() => {
  page = session.page();
});

/** A buyer of a company the ERP does not know yet, with one shop order the ERP has not received. */
async function buyerWithUnsentOrder() {
  return withDatabase(async (client) => {
    const buyer = await insertCustomer(client, {
      company: { name: unique('Conversion Oy '), organizationNumber: unique('CV-') },
    });
    const number = await insertHistoryOrder(client, {
      customerId: buyer.id,
      companyId: buyer.companyId,
      number: unique('EC'),
      erpSyncedAt: null,
      lines: [{ sku: 'CONV-1', name: 'Smoke detector', quantity: '2', lineStatus: 10 }],
    });
    return { buyer, number };
  });
}

/** What staff do in the companies screen: give the company its customer number in the ERP. */
const connectToErp = (companyId: number) =>
  withDatabase((client) =>
    client.query('update customer_company set erp_customer_number = $2 where id = $1', [
      companyId,
      unique('1'),
    ]),
  );

/** A back-office user whose role may read and retry orders, and nothing else. */
async function orderDeskEditor() {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `insert into admin_role (name, permissions) values ($1, array['dashboard.read', 'orders.read', 'orders.write'])
       returning id`,
      [unique('Order desk ')],
    );
    return insertAdminUser(client, { role: rows[0]!.id, name: 'Olli Order Desk' });
  });
}

/** Asks `read` again (half a second apart) until it answers `expected`; the retries run as background jobs. */
async function eventually<T>(read: () => Promise<T>, expected: T): Promise<void> {
  let last: T | undefined;
  for (let attempt = 0; attempt < 30; attempt += 1) {
    last = await read();
    if (last === expected) return;
    await page.waitForTimeout(500);
  }
  expect(last).toBe(expected);
}

/** Reloads until `text` shows in the ERP section: the conversion runs as a job in the background. */
async function reloadUntil(text: string | RegExp): Promise<void> {
  const section = page.getByTestId('erp-conversion');
  // Always reload first: the page the conversion was started on keeps the action's answer (no button) even when
  // its revalidated data already shows the job's result.
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await page.reload();
    const shown = await section.textContent();
    if (typeof text === 'string' ? shown?.includes(text) : text.test(shown ?? '')) return;
    await page.waitForTimeout(500);
  }
  await expect(section.textContent()).resolves.toMatch(text);
}

describe('ERP conversion of orders', () => {
  it('is retried by an editor from the not-synchronized list, after which the order shows its ERP number', async () => {
    const { buyer, number } = await buyerWithUnsentOrder();
    const editor = await orderDeskEditor();
    await logInToBackOffice(page, editor);

    await page.goto('/admin/#/orders-not-synchronized');
    const row = page.locator('tbody tr', { hasText: number });
    await row.waitFor({ timeout: 30_000 });
    await expect(row.locator('[data-reason]').textContent()).resolves.toBe('Not tried yet');

    // The first try fails: the ERP does not know the company yet.
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Retry', exact: true }).click();
    await eventually(async () => {
      await page.reload();
      await row.waitFor();
      return row.locator('[data-reason]').getAttribute('data-reason');
    }, 'unknown_customer');
    await expect(row.locator('td', { hasText: /^1$/ }).count()).resolves.toBe(1);
    await expect(row.textContent()).resolves.toContain('The ERP does not know the customer');
    await screenshot(page, 'erp-not-synchronized-list', { fullPage: false });

    // Once the company has its ERP customer number, "retry all" converts the order and it leaves the list.
    await connectToErp(buyer.companyId!);
    await page.getByRole('button', { name: 'Retry all' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(/Conversion started for \d+ orders?/).waitFor();
    await eventually(async () => {
      await page.reload();
      await page.locator('#react-admin-title').waitFor();
      await page.waitForLoadState('networkidle');
      return page.locator('tbody tr', { hasText: number }).count();
    }, 0);

    await loginToShopAs(page, buyer.email, buyer.password);
    await gotoHydrated(page, `/en/account/orders/${number}`);
    await expect(page.getByTestId('erp-conversion').textContent()).resolves.toMatch(
      /Converted: order \d{9} in our order system\./,
    );
  }, 180_000);

  it('is started by the shopper from the order page, who reloads to see the result', async () => {
    const { buyer, number } = await buyerWithUnsentOrder();
    await loginToShopAs(page, buyer.email, buyer.password);
    await gotoHydrated(page, `/en/account/orders/${number}`);
    const section = page.getByTestId('erp-conversion');
    await expect(section.textContent()).resolves.toContain(
      'Our order system has not received this order yet.',
    );

    await section.getByRole('button', { name: 'Start order conversion' }).click();
    await expect(section.getByRole('status').textContent()).resolves.toContain(
      'The order conversion has started. Reload the page to see the result.',
    );
    await screenshot(page, 'erp-conversion-started');
    await reloadUntil('The last conversion failed: your company is not yet a customer in our order system.');

    await connectToErp(buyer.companyId!);
    await section.getByRole('button', { name: 'Start order conversion' }).click();
    await section.getByRole('status').waitFor();
    await reloadUntil(/Converted: order \d{9} in our order system\./);
    await expect(section.getByRole('button', { name: 'Start order conversion' }).count()).resolves.toBe(0);
    await screenshot(page, 'erp-conversion-converted');
  }, 120_000);
});
