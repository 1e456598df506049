import type { Locator, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../../backend/src/database/seeders/demo-accounts';
import { logInToBackOffice, screenshot, usePagePerTest } from './support';

const { administrator, editor } = DEMO_ACCOUNTS;

/** A form input by its label; react-admin marks required ones with a thin space and '*'. */
function input(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
}

async function waitForValue(field: Locator, value: string): Promise<void> {
  for (let attempt = 0; attempt < 100 && (await field.inputValue()) !== value; attempt += 1) {
    await field.page().waitForTimeout(100);
  }
  expect(await field.inputValue()).toBe(value);
}

describe('back-office users and roles', () => {
  const session = usePagePerTest();

  it('lets an administrator create a role, give it to a new user, and edit that user', async () => {
    const page = session.page();
    const suffix = Date.now().toString(36);
    const roleName = `Price editors ${suffix}`;
    const email = `price.editor.${suffix}@tradeshop.test`;
    await logInToBackOffice(page, administrator);

    await page.goto('/admin/#/roles/create');
    await page.getByRole('checkbox', { name: 'Catalogue: Change' }).waitFor({ timeout: 20_000 });
    await input(page, 'Name').fill(roleName);
    // Changing the catalogue also grants reading it.
    await page.getByRole('checkbox', { name: 'Catalogue: Change' }).check();
    await page.getByRole('checkbox', { name: 'Orders: Read' }).check();
    await expect(page.getByRole('checkbox', { name: 'Catalogue: Read' }).isChecked()).resolves.toBe(true);
    await screenshot(page, 'admin-role-create', { fullPage: false });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.hash === '#/roles');
    await page.getByRole('cell', { name: roleName }).waitFor();

    await page.goto('/admin/#/users/create');
    await input(page, 'Name').fill('Pia Price');
    await input(page, 'E-mail').fill(email);
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: roleName }).click();
    await input(page, 'Password').fill('price-editor-2026');
    // The edit page first shows the created record, then resets its form to the freshly loaded one: typing
    // before that answer arrives would be overwritten.
    const loaded = page.waitForResponse(
      (response) =>
        response.request().method() === 'GET' && /\/api\/admin\/users\/\d+(\?|$)/.test(response.url()),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => /^#\/users\/\d+$/.test(url.hash));
    await loaded;
    await waitForValue(input(page, 'Name'), 'Pia Price');

    await input(page, 'Name').fill('Pia Price-Lindqvist');
    await input(page, 'Active').uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.hash === '#/users');
    const row = page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'Pia Price-Lindqvist' });
    await row.waitFor();
    await expect(row.innerText()).resolves.toContain(roleName);
    await screenshot(page, 'admin-users', { fullPage: false });
  }, 120_000);

  it('shows an editor no Users or Roles menu', async () => {
    const page = session.page();
    await logInToBackOffice(page, editor);
    await page.getByRole('link', { name: 'Products' }).first().waitFor();
    await expect(page.getByRole('link', { name: 'Users' }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Roles' }).count()).resolves.toBe(0);
  }, 120_000);
});
