import type { Page } from 'playwright-core';
import { fiTexts } from '../../../admin/src/i18n/fi';
import { DEMO_ACCOUNTS } from '../../../backend/src/database/seeders/demo-accounts';
import { logInToBackOffice, screenshot, usePagePerTest } from './support';

const { administrator } = DEMO_ACCOUNTS;

/** The plural of a react-admin resource name ('Tuote |||| Tuotteet' → 'Tuotteet'). */
const plural = (name: string) => name.split('||||').pop()!.trim();

/** Sends a request from the page as the logged-in back-office user, with the session cookie and a CSRF token. */
function requestAsPageUser(page: Page, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const token = await fetch('/admin/login/csrf-token', { credentials: 'include' }).then(
        (response) => response.json() as Promise<{ token: string }>,
      );
      const response = await fetch(url, {
        method,
        credentials: 'include',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'X-CSRF-Token': token.token,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.text() };
    },
    { method, url, body },
  );
}

describe('back-office languages and shop-configuration permissions', () => {
  const session = usePagePerTest();

  it('switches the back office to Finnish, menu and list included, and keeps the choice after a reload', async () => {
    const page = session.page();
    const fi = fiTexts.resources;
    await logInToBackOffice(page, administrator);
    await page.goto('/admin/#/products');
    await page.getByRole('menuitem', { name: 'Products' }).first().waitFor({ timeout: 30_000 });

    await page.locator('button[aria-controls="simple-menu"]').click();
    await page.getByRole('menuitem', { name: 'Suomi' }).click();

    // react-admin renders the sidebar's entries as menu items.
    const menu = page.locator('.RaSidebar-fixed');
    for (const name of [fi.products.name, fi.categories.name, fi.jobs.name, fi['audit-log'].name]) {
      await menu
        .getByRole('menuitem', { name: plural(name) })
        .first()
        .waitFor({ timeout: 10_000 });
    }
    // the menu's groups are named after their sections, the imports among them
    for (const section of ['catalogue', 'imports', 'jobs', 'shop_configuration'])
      await menu
        .getByText((fi.roles.sections as Record<string, string>)[section]!, { exact: true })
        .first()
        .waitFor();
    await menu.getByRole('menuitem', { name: plural(fi['importer-configs'].name) }).waitFor();
    await expect(menu.getByRole('menuitem', { name: 'Products' }).count()).resolves.toBe(0);

    // The product list: its columns and search box speak Finnish too.
    const headers = page.getByRole('columnheader');
    await headers.filter({ hasText: fi.products.fields.sku }).first().waitFor();
    await headers.filter({ hasText: fi.products.fields.stockStatus }).first().waitFor();
    await expect(headers.filter({ hasText: 'Stock status' }).count()).resolves.toBe(0);
    await page.getByPlaceholder(fi.products.fields.q).waitFor();
    await page.getByText(fi.products.stockStatus.in_stock, { exact: true }).first().waitFor();
    await screenshot(page, 'admin-products-fi', { fullPage: false });

    await page.reload();
    await page
      .getByRole('menuitem', { name: plural(fi.products.name) })
      .first()
      .waitFor({ timeout: 60_000 });
    await headers.filter({ hasText: fi.products.fields.sku }).first().waitFor();
    await expect(page.locator('button[aria-controls="simple-menu"]').textContent()).resolves.toContain(
      'Suomi',
    );
  }, 150_000);

  it('lets a user with only shop-configuration read see its lists but not change them, in the screens and the API', async () => {
    const page = session.page();
    const suffix = Date.now().toString(36);
    const roleName = `Configuration readers ${suffix}`;
    const reader = { email: `config.reader.${suffix}@tradeshop.test`, password: 'config-reader-2026' };
    await logInToBackOffice(page, administrator);

    // The administrator, who may change the shop configuration, gets the create button on the same screen.
    await page.goto('/admin/#/shop-config/currencies');
    await page.getByRole('columnheader', { name: 'ISO code' }).waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Create' }).waitFor();

    await page.goto('/admin/#/roles/create');
    await page.getByRole('checkbox', { name: 'Shop configuration: Read' }).waitFor({ timeout: 20_000 });
    await page.getByLabel(/^Name\s*\*?$/).fill(roleName);
    await page.getByRole('checkbox', { name: 'Shop configuration: Read' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.hash === '#/roles');
    await page.getByRole('cell', { name: roleName }).waitFor();

    await page.goto('/admin/#/users/create');
    await page.getByLabel(/^Name\s*\*?$/).fill('Rea Reader');
    await page.getByLabel(/^E-mail\s*\*?$/).fill(reader.email);
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: roleName }).click();
    await page.getByLabel(/^Password\s*\*?$/).fill(reader.password);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => /^#\/users\/\d+$/.test(url.hash));

    await page.context().clearCookies();
    await logInToBackOffice(page, reader);
    await page.goto('/admin/#/shop-config/currencies');
    const euroRow = page.getByRole('row').filter({ hasText: 'EUR' });
    await euroRow.first().waitFor({ timeout: 30_000 });
    await page.getByRole('menuitem', { name: 'Countries' }).first().waitFor();
    await expect(page.getByRole('link', { name: 'Create' }).count()).resolves.toBe(0);
    await expect(page.getByRole('menuitem', { name: 'Users' }).count()).resolves.toBe(0);
    await screenshot(page, 'admin-shop-config-read-only', { fullPage: false });

    // A row opens the read-only view, which offers neither edit nor delete.
    await euroRow.first().click();
    await page.waitForURL((url) => /^#\/shop-config\/currencies\/\d+\/show$/.test(url.hash));
    await page.getByText('EUR').first().waitFor();
    await expect(page.getByRole('link', { name: 'Edit' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Delete' }).count()).resolves.toBe(0);

    // The API refuses the reader's change, with the CSRF token in place, and stores nothing.
    const isoCode = 'XRD';
    const list = await requestAsPageUser(page, 'GET', '/api/admin/shop-config/currencies');
    expect(list.status).toBe(200);
    const refused = await requestAsPageUser(page, 'POST', '/api/admin/shop-config/currencies', {
      isoCode,
      name: 'Reader dollar',
      symbol: 'R$',
      fractionDigits: 2,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).not.toContain('CSRF_TOKEN_INVALID');
    const after = await requestAsPageUser(
      page,
      'GET',
      `/api/admin/shop-config/currencies?filter=${encodeURIComponent(JSON.stringify({ q: isoCode }))}`,
    );
    expect(after.status).toBe(200);
    expect(JSON.parse(after.body)).toEqual([]);
  }, 180_000);
});
