import type { Page } from 'playwright-core';
import { gotoHydrated, logInToBackOffice, screenshot, usePagePerTest } from './support';
import { withDatabase } from './support-database';

/** The seeded GU10 spotlight family: parent 6 (3000 K) with variants 32 (2700 K) and 56 (4000 K). */
const FAMILY = [6, 32, 56];

const session = usePagePerTest();
let page: Page;
let slugs: Map<string, string>;

beforeEach(() => {
  page = session.page();
});

beforeAll(async () => {
  slugs = await withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number; locale: string; slug: string }>(
      `select product_id as id, locale, slug from product_translation where product_id = any($1::int[])`,
      [FAMILY],
    );
    return new Map(rows.map((row) => [`${row.id}:${row.locale}`, row.slug]));
  });
});

const picker = () => page.getByTestId('variant-picker');

/** The value marked current, once the page shows `text` there (a client-side navigation renders after its URL). */
async function currentValue(text: string): Promise<string | null> {
  const current = picker().locator('[aria-current="true"]');
  await current.filter({ hasText: text }).waitFor({ timeout: 10_000 });
  return current.textContent();
}

describe('variant picker on the product page', () => {
  it("switches to the sibling's page in the same language, the chosen value marked current", async () => {
    await gotoHydrated(page, `/fi/p/${slugs.get('32:fi')}`);
    await expect(picker().getByRole('group', { name: 'Värilämpötila' }).count()).resolves.toBe(1);
    const current = picker().locator('[aria-current="true"]');
    await expect(current.textContent()).resolves.toBe('2700 K');
    await screenshot(page, 'product-variants-1280');

    const option = picker().getByRole('link', { name: '4000 K' });
    await option.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/fi/p/${slugs.get('56:fi')}`);
    await expect(currentValue('4000 K')).resolves.toBe('4000 K');
    await expect(page.locator('html').getAttribute('lang')).resolves.toMatch(/^fi\b/);
    await expect(page.getByTestId('product-sku').textContent()).resolves.toMatch(/^LMP-GU10-/);
    // The values on offer are the family's three colour temperatures, in order.
    await expect(picker().locator('.variant-picker__option').allTextContents()).resolves.toEqual([
      '2700 K',
      '3000 K',
      '4000 K',
    ]);
  });

  it('fits a 390 px phone and keeps the language when going back to the parent', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, `/sv/p/${slugs.get('56:sv')}`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await picker().scrollIntoViewIfNeeded();
    await screenshot(page, 'product-variants-390', { fullPage: false });
    await picker().getByRole('link', { name: '3000 K' }).click();
    await page.waitForURL(`**/sv/p/${slugs.get('6:sv')}`);
    await expect(currentValue('3000 K')).resolves.toBe('3000 K');
  });

  it('shows no picker on a product outside a family', async () => {
    const slug = await withDatabase(async (client) => {
      const { rows } = await client.query<{ slug: string }>(
        `select t.slug from product_translation t join product p on p.id = t.product_id
         where t.locale = 'en' and p.parent_id is null and cardinality(p.variant_axes) = 0 and p.active
         order by p.id limit 1`,
      );
      return rows[0]!.slug;
    });
    await gotoHydrated(page, `/en/p/${slug}`);
    await expect(picker().count()).resolves.toBe(0);
  });
});

describe('the variants tab in the back office', () => {
  it("lists the family's variants and shows what one inherits before taking it over, after a confirmation", async () => {
    await logInToBackOffice(page);
    await page.goto('/admin/#/products/6/show/variants');
    const table = page.getByRole('table');
    await table.getByRole('link', { name: /^LMP-GU10-345-06-/ }).waitFor({ timeout: 30_000 });
    await expect(table.getByRole('row').count()).resolves.toBe(3);
    await screenshot(page, 'admin-product-variants-1280');

    await table.getByRole('row').nth(1).getByRole('button', { name: 'Check inheritance' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('cell', { name: 'category', exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Take over as own values' }).click();
    await page.getByRole('dialog', { name: /Take over the inherited values of/ }).waitFor();
    await screenshot(page, 'admin-product-variants-confirm-1280');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByText('Variant axes').waitFor();
    await screenshot(page, 'admin-product-variants-390');
    // The tab's own content fits the phone (the product show's row of tab names scrolls on its own).
    const box = await page.getByTestId('variants-tab').boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
  });
});
