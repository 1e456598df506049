import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, logInToBackOffice, newPage, screenshot } from './support';

/**
 * The back office's tax, exchange-rate, address-identifier, store and configuration screens: an administrator
 * creates a row through each form and finds it in the list; a store is edited afterwards.
 */
let browser: Browser;
let admin: Page;
const suffix = String(Date.now()).slice(-6);

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await newPage(browser);
  await logInToBackOffice(admin);
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

/** Opens a MUI select (labelled `label`, inside `scope`) and picks the option named `option`. */
async function pick(scope: Page | Locator, label: string | RegExp, option: string) {
  await scope.getByRole('combobox', { name: label }).first().click();
  await admin.getByRole('option', { name: option, exact: true }).click();
}

async function openCreate(resource: string, firstInput: string) {
  await admin.goto(`/admin/#/shop-config/${resource}/create`);
  await admin.locator(firstInput).first().waitFor({ timeout: 30_000 });
}

/** Saves the form; a created row opens its edit form, an edited one returns to the list. */
async function save(resource: string, then: 'edit' | 'list') {
  await admin.getByRole('button', { name: 'Save' }).click();
  await admin.waitForURL(
    (url) => (then === 'edit' ? /\/\d+$/.test(url.hash) : url.hash.endsWith(`/shop-config/${resource}`)),
    { timeout: 20_000 },
  );
}

/** The list's row that the search finds for `search` and that shows `text`. */
async function findInList(resource: string, search: string, text: string): Promise<Locator> {
  await admin.goto(`/admin/#/shop-config/${resource}`);
  const searched = admin.waitForResponse(
    (response) =>
      response.url().includes(`/api/admin/shop-config/${resource}?`) &&
      response.url().includes(encodeURIComponent(JSON.stringify({ q: search }))),
  );
  await admin.locator('input[name=q]').fill(search);
  await searched;
  const row = admin.locator('tbody tr', { hasText: text });
  await row.first().waitFor({ timeout: 20_000 });
  return row;
}

it('creates a tax rate, and a tax rule group whose ordered rules use it', async () => {
  const rateName = `Browser VAT ${suffix}`;
  await openCreate('tax-rates', 'input[name=name]');
  await admin.locator('input[name=rate]').fill('25,5');
  await admin.getByRole('button', { name: 'Save' }).click();
  await admin.getByText('A percentage from 0 to 99.999').first().waitFor();
  await admin.locator('input[name=name]').fill(rateName);
  await admin.locator('input[name=rate]').fill('25.5');
  await save('tax-rates', 'edit');
  const rateRow = await findInList('tax-rates', rateName, rateName);
  expect(await rateRow.textContent()).toContain('25.500 %');

  const groupName = `Browser tax group ${suffix}`;
  await openCreate('tax-rule-groups', 'input[name=name]');
  await admin.locator('input[name=name]').fill(groupName);
  const rules = admin.locator('.ra-input', { hasText: 'Rules, in the order they apply' }).first();
  for (const [country, behavior] of [
    ['FI', 'Only this rate'],
    ['SE', 'Combine with the rates before'],
  ] as const) {
    await rules.getByRole('button', { name: 'Add' }).click();
    const row = rules.locator('.RaSimpleFormIterator-line').last();
    await row.getByRole('combobox', { name: 'Country' }).fill(country);
    await admin.getByRole('option', { name: country, exact: true }).click();
    await row.getByRole('combobox', { name: /^State/ }).waitFor();
    await pick(row, /^Tax rate/, `${rateName} (25.500 %)`);
    await pick(row, /^Behaviour/, behavior);
  }
  await screenshot(admin, 'admin-tax-rule-group-form');
  await save('tax-rule-groups', 'edit');
  const groupRow = await findInList('tax-rule-groups', groupName, groupName);
  expect(await groupRow.locator('td').nth(1).textContent()).toBe('2');

  await admin.goto(`/admin/#/shop-config/tax-rule-groups`);
  await groupRow.locator('td').first().click();
  await admin.locator('input[name="rules.1.countryId"]').waitFor();
  expect(await admin.locator('input[name="rules.0.countryId"]').inputValue()).toBe('FI');
  expect(await admin.locator('input[name="rules.1.countryId"]').inputValue()).toBe('SE');
  expect(
    await admin
      .getByRole('combobox', { name: /^Behaviour/ })
      .nth(1)
      .textContent(),
  ).toContain('Combine with the rates before');
}, 180_000);

it('creates an exchange rate between two currencies', async () => {
  await openCreate('exchange-rates', 'input[name=rate]');
  await pick(admin, /^From currency/, 'NOK');
  await pick(admin, /^To currency/, 'DKK');
  await admin.locator('input[name=rate]').fill('0.6410');
  await save('exchange-rates', 'edit');
  const row = await findInList('exchange-rates', 'DKK', '0.641');
  expect(await row.first().textContent()).toMatch(/NOK.*DKK/);
}, 120_000);

it('creates an address identifier', async () => {
  const name = `dropship_${suffix}`;
  await openCreate('address-identifiers', 'input[name=name]');
  await admin.locator('input[name=name]').fill(name);
  await save('address-identifiers', 'edit');
  await findInList('address-identifiers', name, name);
}, 120_000);

it('creates a store with its languages, currency and tax rule group, and edits it', async () => {
  const code = `b2b-${suffix}`;
  await openCreate('stores', 'input[name=code]');
  await admin.locator('input[name=code]').fill(code);
  await admin.locator('input[name=name]').fill(`Browser store ${suffix}`);
  await pick(admin, /^Country/, 'FI');
  await pick(admin, /^Currency/, 'EUR');
  await admin.getByRole('combobox', { name: /^Languages/ }).click();
  await admin.getByRole('option', { name: 'Suomi' }).click();
  await admin.getByRole('option', { name: 'Svenska' }).click();
  await admin.keyboard.press('Escape');
  await pick(admin, /^Default language/, 'Svenska');
  await admin.locator('input[name=position]').fill('40');
  await admin.locator('input[name=salesEmail]').fill('sales-b2b@tradeshop.test');
  await admin.locator('input[name=guestCheckout]').check();
  await pick(admin, /^Default tax rule group/, `Browser tax group ${suffix}`);
  await admin.locator('input[name=orderNumberPrefix]').fill('B2B');
  await admin.locator('textarea[name=termsOfDelivery]').fill('DAP, 14 days net');
  await admin.locator('textarea[name=termsOfPayment]').fill('30 days net');
  await admin.locator('input[name="paymentTerms.fi"]').fill('30 päivää netto');
  await admin.locator('input[name="paymentTerms.en"]').fill('30 days net');
  await admin.locator('input[name="seller.legalName"]').fill(`Browser Store ${suffix} Oy`);
  await admin.locator('input[name="seller.businessId"]').fill('2817654-2');
  await admin.locator('input[name="seller.iban"]').fill('FI59 4053 0020 1188 45');
  await admin.locator('input[name="seller.bic"]').fill('NDEAFIHH');
  await screenshot(admin, 'admin-store-seller-form');
  await save('stores', 'edit');

  const row = await findInList('stores', code, code);
  const text = await row.textContent();
  for (const shown of ['FI', 'EUR', 'fi, sv', `Browser tax group ${suffix}`]) expect(text).toContain(shown);

  await row.locator('td').first().click();
  await admin.locator('input[name=salesEmail]').waitFor();
  expect(await admin.locator('input[name=salesEmail]').inputValue()).toBe('sales-b2b@tradeshop.test');
  expect(await admin.locator('input[name="seller.legalName"]').inputValue()).toBe(
    `Browser Store ${suffix} Oy`,
  );
  expect(await admin.locator('input[name="paymentTerms.fi"]').inputValue()).toBe('30 päivää netto');
  await admin.locator('input[name=name]').fill(`Browser store ${suffix} renamed`);
  await save('stores', 'list');
  await findInList('stores', code, `Browser store ${suffix} renamed`);
}, 180_000);

it('creates a configuration whose value input fits its key', async () => {
  await openCreate('configurations', '.ra-input-key');
  await pick(admin, /^Key/, 'cart.restock_lead_days');
  await admin.locator('input[name=value]').waitFor();
  await admin.locator('input[name=value]').fill('400');
  await admin.getByRole('button', { name: 'Save' }).click();
  // The number input is bounded by the key's range: the browser refuses 400 days and the form stays open.
  expect(
    await admin
      .locator('input[name=value]')
      .evaluate((input: HTMLInputElement) => input.validity.rangeOverflow),
  ).toBe(true);
  expect(admin.url()).toMatch(/\/configurations\/create$/);

  await pick(admin, /^Key/, 'checkout.delivery_weekdays');
  const weekdays = admin.getByRole('combobox', { name: /^Value/ });
  await weekdays.waitFor();
  // A new key starts from its default: Monday to Friday; the shop also delivers on Saturdays.
  expect(await weekdays.textContent()).toContain('Friday');
  await weekdays.click();
  await admin.getByRole('option', { name: 'Saturday' }).click();
  await admin.keyboard.press('Escape');
  await pick(admin, /^Store/, `Browser store ${suffix} renamed`);
  await save('configurations', 'edit');

  const row = await findInList(
    'configurations',
    'checkout.delivery_weekdays',
    `Browser store ${suffix} renamed`,
  );
  expect(await row.textContent()).toContain('Monday, Tuesday, Wednesday, Thursday, Friday, Saturday');
  await screenshot(admin, 'admin-configurations');
}, 120_000);
