import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../../backend/src/database/seeders/demo-accounts';
import {
  gotoHydrated,
  logInToBackOffice,
  loginToShopAs,
  newPage,
  screenshot,
  shopLinkIn,
  usePagePerTest,
  waitForMail,
} from './support';

const { administrator, salesrep, customer } = DEMO_ACCOUNTS;
const PHONE = { viewport: { width: 390, height: 844 } };

/** How wide the page lays out: wider than the viewport means it scrolls sideways. */
function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** A form input by its label; react-admin marks required ones with a thin space and '*'. */
function input(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
}

/**
 * Customers in the back office (issue 16 item 5): created with an invitation they accept in the shop, blocked
 * so that their shop session ends; a salesrep finding a customer by company name and acting for them.
 */
describe('back-office customers', () => {
  const session = usePagePerTest();

  it('creates a customer who sets a password from the invitation and shops; blocking logs them out', async () => {
    const admin = session.page();
    const suffix = Date.now().toString(36);
    const email = `invited.${suffix}@example.test`;
    await logInToBackOffice(admin, administrator);

    await admin.goto('/admin/#/customers/create');
    await input(admin, 'E-mail').waitFor({ timeout: 30_000 });
    await input(admin, 'E-mail').fill(email);
    await input(admin, 'First name').fill('Irma');
    await input(admin, 'Last name').fill(`Invited ${suffix}`);
    await admin.getByRole('combobox', { name: 'Language' }).click();
    await admin.getByRole('option', { name: 'EN' }).click();
    await input(admin, 'Company').fill('Voltgross');
    await admin.getByRole('option', { name: customer.company.name }).click();
    await screenshot(admin, 'admin-customer-create', { fullPage: false });
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.waitForURL((url) => /^#\/customers\/\d+$/.test(url.hash));
    await admin.getByText(`The customer was created and the invitation mailed to ${email}`).waitFor();

    // The invitation, in the customer's language, opens the shop's set-password page.
    const mail = await waitForMail(email);
    const link = shopLinkIn(mail);
    expect(link).toContain('/en/account/reset-password/');
    const shopper = await newPage(session.browser());
    try {
      await gotoHydrated(shopper, link);
      await shopper.getByRole('heading', { level: 1, name: 'Set your password' }).waitFor();
      await shopper.getByLabel('New password', { exact: true }).fill('invited-password-2026');
      await shopper.getByLabel('Repeat new password').fill('invited-password-2026');
      await shopper.getByRole('button', { name: 'Save password' }).click();
      await shopper.waitForURL('**/en/account');
      await shopper.getByRole('heading', { level: 1, name: 'My account' }).waitFor();

      // The administrator blocks them: their next page is the login page.
      await admin.getByRole('button', { name: 'Block' }).click();
      await admin.getByRole('button', { name: 'Confirm' }).click();
      await admin.getByText(/is blocked: they are logged out/).waitFor();
      await screenshot(admin, 'admin-customer-blocked', { fullPage: true });
      await gotoHydrated(shopper, '/en/account/profile');
      await shopper.waitForURL((url) => url.pathname === '/en/account/login');
      await shopper.getByLabel('E-mail', { exact: true }).fill(email);
      await shopper.getByLabel('Password').fill('invited-password-2026');
      await shopper.getByRole('button', { name: 'Log in' }).click();
      await expect(shopper.getByRole('alert').first().innerText()).resolves.toContain(
        'Your account has been blocked',
      );
      await screenshot(shopper, 'shop-login-blocked', { fullPage: false });
    } finally {
      await shopper.context().close();
    }

    // The list finds them among the blocked customers, at both widths.
    await admin.goto(`/admin/#/customers?filter=${encodeURIComponent(JSON.stringify({ q: suffix }))}`);
    await admin.getByRole('cell', { name: email }).waitFor();
    await expect(admin.getByRole('row').filter({ hasText: email }).innerText()).resolves.toContain('Blocked');
    await screenshot(admin, 'admin-customers-list', { fullPage: false });
    const phone = await newPage(session.browser(), PHONE);
    try {
      await logInToBackOffice(phone, administrator);
      await phone.goto(`/admin/#/customers?filter=${encodeURIComponent(JSON.stringify({ q: suffix }))}`);
      await phone.getByText(email).first().waitFor({ timeout: 30_000 });
      // a list of names on a phone, not a table wider than the screen
      await expect(pageWidth(phone)).resolves.toBeLessThanOrEqual(390);
      // the page title beside the app bar's buttons is whole, not cut to a few letters
      await expect(
        phone.locator('#react-admin-title').evaluate((title) => title.scrollWidth <= title.clientWidth),
      ).resolves.toBe(true);
      await expect(phone.locator('#react-admin-title').innerText()).resolves.toBe('Customers');
      await screenshot(phone, 'admin-customers-list-390', { fullPage: false });
      await phone.getByText(email).first().click();
      await phone.waitForURL((url) => /^#\/customers\/\d+$/.test(url.hash));
      await phone.getByTestId('customer-addresses').waitFor({ timeout: 30_000 });
      await expect(pageWidth(phone)).resolves.toBeLessThanOrEqual(390);
      await screenshot(phone, 'admin-customer-edit-390', { fullPage: true });
      await phone.goto('/admin/#/customer-companies/1');
      await phone.getByTestId('company-salesreps').waitFor({ timeout: 30_000 });
      await phone.getByTestId('company-salesreps').scrollIntoViewIfNeeded();
      await screenshot(phone, 'admin-company-salesreps-390', { fullPage: true });
    } finally {
      await phone.context().close();
    }
  }, 240_000);

  it("adds, edits and deletes a customer's address in the back office", async () => {
    const admin = session.page();
    await logInToBackOffice(admin, administrator);
    await admin.goto(
      `/admin/#/customers?filter=${encodeURIComponent(JSON.stringify({ q: customer.email }))}`,
    );
    await admin.getByRole('cell', { name: customer.email }).click();
    const addresses = admin.getByTestId('customer-addresses');
    await addresses.waitFor({ timeout: 30_000 });
    const street = `Osoitetie ${Date.now() % 100_000}`;

    await addresses.getByRole('button', { name: 'Add address' }).click();
    const form = addresses.getByRole('form', { name: 'Add address' });
    await input(admin, 'Street').fill(street);
    await input(admin, 'Postcode').fill('00100');
    await input(admin, 'City').fill('Helsinki');
    await form.getByRole('button', { name: 'Save address' }).click();
    await admin.getByText('The address was saved').waitFor();
    const row = addresses.getByRole('listitem').filter({ hasText: street });
    await expect(row.innerText()).resolves.toContain('00100 Helsinki');

    // edited: the form opens with the address, and the list shows the change after a reload too
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = addresses.getByRole('form', { name: 'Edit address' });
    await expect(input(admin, 'Street').inputValue()).resolves.toBe(street);
    await input(admin, 'City').fill('Espoo');
    await input(admin, 'Postcode').fill('02100');
    await edit.getByRole('button', { name: 'Save address' }).click();
    await edit.waitFor({ state: 'detached' });
    await row.filter({ hasText: '02100 Espoo' }).waitFor();
    await screenshot(admin, 'admin-customer-addresses', { fullPage: true });
    await admin.reload();
    await expect(
      admin.getByTestId('customer-addresses').getByRole('listitem').filter({ hasText: street }).innerText(),
    ).resolves.toContain('02100 Espoo');

    await admin
      .getByTestId('customer-addresses')
      .getByRole('listitem')
      .filter({ hasText: street })
      .getByRole('button', { name: 'Delete' })
      .click();
    await admin.getByText('The address was deleted').waitFor();
    await admin.getByTestId('customer-addresses').getByText(street).waitFor({ state: 'detached' });
  }, 120_000);

  it('lets a salesrep find a customer by company name and act for them', async () => {
    const page = session.page();
    await loginToShopAs(page, salesrep.email, salesrep.password);
    await gotoHydrated(page, '/en/account/impersonate');
    await page.getByLabel('Find a customer').fill('voltgross');
    await page.locator('#main-content').getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'voltgross');
    const results = page.getByTestId('impersonate-results');
    const row = results.getByRole('listitem').filter({ hasText: customer.email });
    await expect(row.innerText()).resolves.toContain(customer.company.name);
    await screenshot(page, 'impersonate-search');
    await row.getByRole('button', { name: /Act as this customer/ }).click();
    await page.waitForURL((url) => url.pathname === '/en');
    const banner = page.getByRole('region', { name: 'Acting as a customer' });
    await expect(banner.innerText()).resolves.toContain(
      `You are acting as ${customer.firstname} ${customer.lastname} (${customer.company.name})`,
    );
  }, 120_000);

  it("shows a company administrator their company's users with an invite form, also on a phone", async () => {
    for (const [name, options] of [
      ['company-users', {}],
      ['company-users-390', PHONE],
    ] as const) {
      const page = await newPage(session.browser(), options);
      try {
        await loginToShopAs(page, customer.email, customer.password);
        await gotoHydrated(page, '/en/account/company/users');
        await page.getByRole('heading', { level: 1, name: 'Users of your company' }).waitFor();
        await expect(
          page.getByRole('row').filter({ hasText: customer.email }).innerText(),
        ).resolves.toContain('Administrator');
        await page.getByRole('heading', { level: 2, name: 'Invite a colleague' }).waitFor();
        await screenshot(page, name);
      } finally {
        await page.context().close();
      }
    }
  }, 120_000);
});
