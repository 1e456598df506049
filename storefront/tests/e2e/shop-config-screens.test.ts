import type { Browser, Page } from 'playwright-core';
import { launchBrowser, logInToBackOffice, newPage, screenshot } from './support';

/**
 * The catalogue, checkout and notification screens of the shop configuration, clicked through as the shop
 * administrator: each screen's list, a row created through its form and found in the list again.
 */
let browser: Browser;
let admin: Page;
const stamp = Date.now().toString(36);

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await newPage(browser);
  await logInToBackOffice(admin);
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

/** Opens a screen's create form (the back office is a large single-page app: its first load can be slow). */
async function openCreate(resource: string, firstInput: string) {
  await admin.goto(`/admin/#/shop-config/${resource}/create`);
  await admin.locator(`input[name="${firstInput}"]`).waitFor({ timeout: 30_000 });
}

/** Saves the form and waits for the edit page the create form redirects to. */
async function save() {
  await admin.getByRole('button', { name: 'Save' }).click();
  await admin.waitForURL((url) => /\/\d+$/.test(url.hash), { timeout: 20_000 });
}

/** Searches the screen's list and expects the row. */
async function expectInList(resource: string, search: string, rowText: string) {
  await admin.goto(`/admin/#/shop-config/${resource}`);
  await admin.locator('input[name=q]').fill(search);
  // The search applies after a pause, by a navigation to the filtered list: a row clicked before that (the new
  // row may already show unfiltered) would open its page only for the list to come back over it.
  await admin.waitForURL((url) => decodeURIComponent(url.hash).includes(search), { timeout: 20_000 });
  await admin.locator('tbody tr', { hasText: rowText }).first().waitFor({ timeout: 20_000 });
}

/** Picks an option of a select or autocomplete labelled `label` (inside `scope` when given). */
async function pick(
  label: string,
  option: string | RegExp,
  scope: Page | ReturnType<Page['locator']> = admin,
) {
  await scope.getByLabel(label).last().click();
  await admin.getByRole('option', { name: option }).first().click();
}

async function addArrayRow(section: string) {
  await admin.locator('.ra-input', { hasText: section }).first().getByRole('button', { name: 'Add' }).click();
}

it('product units and product unit definitions', async () => {
  const unit = `crate${stamp}`;
  await openCreate('product-units', 'identifier');
  await admin.locator('input[name=identifier]').fill(unit);
  await admin.locator('input[name="labels.en"]').fill(`Crate ${stamp}`);
  await admin.locator('input[name="labels.fi"]').fill(`Laatikko ${stamp}`);
  await save();
  await expectInList('product-units', unit, `Crate ${stamp}`);

  await openCreate('product-unit-definitions', 'conversionFactor');
  await admin.getByLabel('Product').click();
  await admin.getByRole('option').first().click();
  await admin.getByRole('combobox', { name: 'Unit' }).fill(unit);
  await admin.getByRole('option', { name: unit }).click();
  await admin.locator('input[name=conversionFactor]').fill('12');
  await save();
  await admin.goto('/admin/#/shop-config/product-unit-definitions?sort=id&order=DESC');
  await admin.locator('tbody tr', { hasText: unit }).first().waitFor({ timeout: 20_000 });
  expect(await admin.locator('tbody tr', { hasText: unit }).first().textContent()).toContain('12');
}, 120_000);

it('indices and filters, and a clone', async () => {
  await openCreate('indices', 'code');
  await admin.locator('input[name=code]').fill(`idx-${stamp}`);
  await admin.locator('input[name=name]').fill(`Index ${stamp}`);
  await save();
  await admin.getByRole('button', { name: 'Clone' }).click();
  await admin.getByText('Copy created').waitFor();
  await expectInList('indices', `idx-${stamp}`, `idx-${stamp}-`);

  await openCreate('filters', 'code');
  await admin.locator('input[name=code]').fill(`flt-${stamp}`);
  await admin.locator('input[name=name]').fill(`Filter ${stamp}`);
  await pick('Index', `Index ${stamp}`);
  await addArrayRow('Facet groups');
  await pick('Group', 'Brand');
  await save();
  await expectInList('filters', `flt-${stamp}`, `Filter ${stamp}`);
  expect(await admin.locator('tbody tr', { hasText: `flt-${stamp}` }).textContent()).toContain('brandIds');
}, 120_000);

it('a carrier that refuses UN3480 with a dangerous goods surcharge and a shipping rule', async () => {
  await openCreate('carriers', 'identifier');
  await admin.locator('input[name=identifier]').fill(`dg-${stamp}`);
  await admin.locator('input[name="labels.en"]').fill(`Courier ${stamp}`);
  await admin.getByLabel(/^UN3480/).check();
  await admin.locator('input[name=dangerousGoodsSurchargeMinor]').fill('4.5');
  await addArrayRow('Shipping rules');
  await pick('Shipping rule', /.+/);
  await admin.locator('input[name="shippingRules.0.priority"]').fill('3');
  await save();
  await expectInList('carriers', `dg-${stamp}`, `Courier ${stamp}`);
  const row = await admin.locator('tbody tr', { hasText: `dg-${stamp}` }).textContent();
  expect(row).toContain('UN3480');
  expect(row).not.toContain('UN3481');
  expect(row).toContain('4.50');

  // Edit: it now takes UN3480 too, for a higher surcharge.
  await admin.locator('tbody tr', { hasText: `dg-${stamp}` }).click();
  await admin.getByLabel(/^UN3480/).waitFor({ timeout: 20_000 });
  expect(await admin.locator('input[name="shippingRules.0.priority"]').inputValue()).toBe('3');
  await screenshot(admin, 'admin-carrier-edit');
  expect(await admin.getByLabel(/^UN3480/).isChecked({ timeout: 5000 })).toBe(true);
  await admin.getByLabel(/^UN3480/).click({ force: true });
  expect(await admin.getByLabel(/^UN3480/).isChecked()).toBe(false);
  await admin.locator('input[name=dangerousGoodsSurchargeMinor]').fill('7.25');
  await admin.getByRole('button', { name: 'Save' }).click();
  await admin.waitForURL((url) => url.hash.endsWith('/shop-config/carriers'), { timeout: 20_000 });
  await admin.locator('input[name=q]').fill(`dg-${stamp}`);
  const edited = admin.locator('tbody tr', { hasText: `dg-${stamp}` });
  await edited.filter({ hasText: '7.25' }).waitFor({ timeout: 20_000 });
  expect(await edited.textContent()).not.toContain('UN3480');
  await screenshot(admin, 'admin-carriers');
}, 120_000);

it('a payment provider offered by a payment provider rule', async () => {
  await openCreate('payment-providers', 'identifier');
  await admin.locator('input[name=identifier]').fill(`pay-${stamp}`);
  await pick('Gateway', 'Invoice');
  await admin.locator('input[name="labels.en"]').fill(`Pay later ${stamp}`);
  await addArrayRow('Payment provider rules');
  await pick('Rule', /.+/);
  await save();
  await expectInList('payment-providers', `pay-${stamp}`, `Pay later ${stamp}`);
  expect(await admin.locator('tbody tr', { hasText: `pay-${stamp}` }).textContent()).toContain('Invoice');
}, 120_000);

it('notification rules: mails on an order state, and their order changed with the move buttons', async () => {
  for (const name of [`First ${stamp}`, `Second ${stamp}`]) {
    await openCreate('notification-rules', 'name');
    await admin.locator('input[name=name]').fill(name);
    await pick('Event', 'Order');
    await addArrayRow('Conditions');
    await pick('Condition', 'State');
    await admin.getByLabel('State became one of').last().click();
    await admin.getByRole('option', { name: 'confirmed' }).click();
    await admin.keyboard.press('Escape');
    await pick('Recipient', 'A fixed address');
    await admin.locator('input[name="actions.0.address"]').fill('sales@example.com');
    await save();
  }
  await expectInList('notification-rules', stamp, `Second ${stamp}`);
  expect(await admin.locator('tbody tr', { hasText: `First ${stamp}` }).textContent()).toContain('Order');
  // The demo's own rules (mails to the customer) come first; the two new ones follow in the order made.
  const names = () =>
    admin.locator('tbody tr', { hasText: stamp }).locator('td:nth-child(2)').allTextContents();
  expect(await names()).toEqual([`First ${stamp}`, `Second ${stamp}`]);
  await admin
    .locator('tbody tr', { hasText: `Second ${stamp}` })
    .getByRole('button', { name: 'Move up' })
    .click();
  await admin.getByText('Order saved').waitFor();
  await admin.waitForFunction(
    (expected) =>
      [...document.querySelectorAll('tbody tr td:nth-child(2)')].find((cell) =>
        cell.textContent?.includes(expected.stamp),
      )?.textContent === expected.first,
    { stamp, first: `Second ${stamp}` },
  );
  await admin.reload();
  await admin.locator('tbody tr', { hasText: stamp }).nth(1).waitFor({ timeout: 20_000 });
  expect(await names()).toEqual([`Second ${stamp}`, `First ${stamp}`]);
  await screenshot(admin, 'admin-notification-rules');
}, 180_000);
