import type { Page } from 'playwright-core';
import { gotoHydrated, loginAsDemoCustomer, screenshot, usePagePerTest } from './support';

/** Something unique per run, so the cards of this run are told apart from any earlier ones. */
const run = Date.now().toString(36);

async function fillAddress(page: Page, address: { type: string; street: string; postcode?: string }) {
  await page.selectOption('#account-type', address.type);
  await page.fill('#account-company', 'Voltgrossisten Oy');
  await page.fill('#account-firstname', 'Aino');
  await page.fill('#account-lastname', 'Virtanen');
  await page.fill('#account-street', address.street);
  await page.fill('#account-number', '4');
  await page.fill('#account-postcode', address.postcode ?? '00100');
  await page.fill('#account-city', 'Helsinki');
  await page.selectOption('#account-country', 'FI');
}

function card(page: Page, street: string) {
  return page.locator('li.address-card', { hasText: street });
}

async function addAddress(page: Page, address: { type: string; street: string }) {
  await page.getByRole('link', { name: 'Add a new address' }).click();
  await page.waitForURL('**/en/account/addresses/new');
  await fillAddress(page, address);
  await page.getByRole('button', { name: 'Add address' }).click();
  await page.waitForURL(/\/en\/account\/addresses\?done=saved$/);
  await card(page, address.street).waitFor();
}

describe('my addresses', () => {
  const session = usePagePerTest();

  it('sends a visitor to the login page and back', async () => {
    const page = session.page();
    await gotoHydrated(page, '/en/account/addresses');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/en/account/login');
    expect(url.searchParams.get('redirect')).toBe('/en/account/addresses');
  });

  it('adds a delivery and an invoice address, edits one, pre-selects one and deletes one', async () => {
    const page = session.page();
    await loginAsDemoCustomer(page);
    await gotoHydrated(page, '/en/account/addresses');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Addresses');

    const first = `Keskuskatu ${run}`;
    const invoice = `Laskukuja ${run}`;
    const second = `Satamatie ${run}`;
    await addAddress(page, { type: 'delivery', street: first });
    await expect(page.getByRole('status').filter({ hasText: /\S/ }).textContent()).resolves.toBe(
      'The address was saved.',
    );
    await addAddress(page, { type: 'invoice', street: invoice });
    await expect(
      page.getByRole('region', { name: 'Invoice addresses' }).getByText(invoice).isVisible(),
    ).resolves.toBe(true);
    await addAddress(page, { type: 'delivery', street: second });

    // Edit: the form comes filled in with the address.
    await card(page, second).getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/en\/account\/addresses\/\d+$/);
    await expect(page.inputValue('#account-street')).resolves.toBe(second);
    const edited = `Satamatie ${run} B`;
    await page.fill('#account-street', edited);
    await page.getByRole('button', { name: 'Save address' }).click();
    await page.waitForURL(/done=saved/);
    await card(page, edited).waitFor();

    // Pre-select the edited delivery address.
    await card(page, edited).getByRole('button', { name: 'Pre-select for delivery' }).click();
    await page.waitForURL(/done=default/);
    await card(page, edited).getByText('Pre-selected delivery address').waitFor();
    await expect(card(page, first).getByText('Pre-selected delivery address').count()).resolves.toBe(0);
    await screenshot(page, 'addresses-list');

    // Delete, after the confirmation.
    await card(page, first).getByRole('link', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await page.waitForURL(/done=deleted/);
    await expect(page.getByRole('status').filter({ hasText: /\S/ }).textContent()).resolves.toBe(
      'The address was deleted.',
    );
    await expect(card(page, first).count()).resolves.toBe(0);
    await expect(card(page, edited).count()).resolves.toBe(1);
  });

  it('shows a wrong postcode next to the field and keeps what was typed', async () => {
    const page = session.page();
    await loginAsDemoCustomer(page);
    await gotoHydrated(page, '/en/account/addresses/new');
    await fillAddress(page, { type: 'delivery', street: `Virhekatu ${run}`, postcode: '1234' });
    await page.getByRole('button', { name: 'Add address' }).click();
    await page.locator('#account-postcode-error').waitFor();
    await expect(page.locator('#account-postcode-error').textContent()).resolves.toBe(
      'The postcode does not match the format of the chosen country.',
    );
    await expect(page.inputValue('#account-street')).resolves.toBe(`Virhekatu ${run}`);
  });
  it('goes back to the page the form was opened from (the checkout opens it so), but never to another site', async () => {
    const page = session.page();
    await loginAsDemoCustomer(page);

    await gotoHydrated(page, `/en/account/addresses/new?returnTo=${encodeURIComponent('/en/account')}`);
    await fillAddress(page, { type: 'delivery', street: `Paluutie ${run}` });
    await page.getByRole('button', { name: 'Add address' }).click();
    await page.waitForURL(/\/en\/account$/);

    await gotoHydrated(page, `/en/account/addresses/new?returnTo=${encodeURIComponent('//evil.example/en')}`);
    await fillAddress(page, { type: 'delivery', street: `Kotitie ${run}` });
    await page.getByRole('button', { name: 'Add address' }).click();
    await page.waitForURL(/\/en\/account\/addresses\?done=saved$/);
  });
});
