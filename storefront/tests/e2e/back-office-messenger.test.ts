import type { Browser, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../../backend/src/database/seeders/demo-accounts';
import { withDatabase } from './support-database';
import { launchBrowser, logInToBackOffice, newPage, screenshot } from './support';

const RECEIVER = 'catalogue.recount-categories';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});

afterAll(async () => {
  await browser?.close();
});

/** A recount that failed three times, as one does while its database is away. */
async function failedRecount(): Promise<string> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ id: string }>(
      `insert into job (type, status, progress, payload, error, attempts, created_at, started_at, finished_at)
       values ($1, 'failed', 0, '{}', 'the database went away', 3, now(), now(), now())
       returning id`,
      [RECEIVER],
    );
    return rows[0]!.id;
  });
}

const statusOf = (id: string) =>
  withDatabase(async (client) => {
    const { rows } = await client.query<{ status: string }>('select status from job where id = $1', [id]);
    return rows[0]?.status;
  });

describe('the messenger in the back office', () => {
  it('an administrator sees a failed job under its receiver, retries it and it runs to done', async () => {
    const jobId = await failedRecount();
    await logInToBackOffice(page, DEMO_ACCOUNTS.administrator);
    await page.goto('/admin/#/messenger');
    const row = page.locator('tbody tr', { hasText: RECEIVER });
    await row.waitFor({ timeout: 60_000 });
    await row.getByRole('link', { name: 'Show failed' }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/jobs'));
    await page.getByText('the database went away').first().waitFor({ timeout: 30_000 });

    await page.goto('/admin/#/messenger');
    await row.getByRole('button', { name: 'Retry failed' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(/job(s)? queued again/).waitFor({ timeout: 30_000 });
    for (let attempt = 0; attempt < 100 && (await statusOf(jobId)) !== 'done'; attempt += 1) {
      await page.waitForTimeout(200);
    }
    expect(await statusOf(jobId)).toBe('done');
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'admin-messenger-1280');
  });
});
