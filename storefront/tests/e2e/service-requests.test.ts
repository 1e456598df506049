import { DEMO_ACCOUNTS } from '../../../backend/src/database/seeders/demo-accounts';
import {
  api,
  baseUrl,
  findPagedCategory,
  gotoHydrated,
  logInToBackOffice,
  screenshot,
  usePagePerTest,
  waitForMail,
  type ProductList,
} from './support';
import { PDF } from './support-files';

/** Something unique per run, so mails from an earlier run are never mistaken for this one's. */
const run = Date.now().toString(36);

describe('contact form, warranty registration and shipment tracking', () => {
  const session = usePagePerTest();

  it('sends a contact message: the thank-you page names the reference, sales and the sender get mails', async () => {
    const page = session.page();
    const email = `contact-${run}@example.test`;
    const subject = `Emergency lights ${run}`;
    await gotoHydrated(page, '/en/contact');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Contact us');

    await page.fill('#account-subject', subject);
    await page.fill('#account-message', 'When can you deliver 40 emergency lights?');
    await page.fill('#account-name', 'Liisa Lampinen');
    await page.fill('#account-company', 'Lux Valaistus Oy');
    await page.fill('#account-email', email);
    await page.getByRole('button', { name: 'Send message' }).click();

    await page.getByRole('heading', { level: 1, name: 'Thank you for your message' }).waitFor();
    const notice = await page.locator('.account-notice').textContent();
    expect(notice).toMatch(/C-\d+/);
    expect(notice).toContain(email);
    await screenshot(page, 'contact-thank-you');

    const sales = await waitForMail('sales.int@tradeshop.test', (mail) => mail.text.includes(subject));
    expect(sales.subject).toContain(subject);
    const confirmation = await waitForMail(email);
    expect(confirmation.subject).toMatch(/^We have received your message \(C-\d+\)$/);
  });

  it('names what is missing in a contact message next to the fields, in the language of the path', async () => {
    const page = session.page();
    await gotoHydrated(page, '/fi/contact');
    await page.getByRole('button', { name: 'Lähetä viesti' }).click();
    await page.getByRole('alert').waitFor();
    await expect(page.locator('#account-subject-error').textContent()).resolves.toBe(
      'Arvo ei saa olla tyhjä',
    );
  });

  it('fills in the name, company and e-mail of a logged-in customer', async () => {
    const page = session.page();
    const { customer } = DEMO_ACCOUNTS;
    await gotoHydrated(page, `/en/account/login?redirect=${encodeURIComponent('/en/contact')}`);
    await page.getByLabel('E-mail', { exact: true }).fill(customer.email);
    await page.getByLabel('Password').fill(customer.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/en/contact');
    await page.waitForSelector('html[data-hydrated]');
    await expect(page.inputValue('#account-name')).resolves.toBe(
      `${customer.firstname} ${customer.lastname}`,
    );
    await expect(page.inputValue('#account-company')).resolves.toBe(customer.company.name);
    await expect(page.inputValue('#account-email')).resolves.toBe(customer.email);
  });

  it('offers the warranty form in another language through the query, as its path has no language', async () => {
    const page = session.page();
    await page.context().addCookies([{ name: 'locale', value: 'en', url: baseUrl() }]);
    await gotoHydrated(page, '/warranty/register?sku=AB-1');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Suomi' }).click();
    await page.waitForURL('**/warranty/register?sku=AB-1&locale=fi');
    await page.getByRole('heading', { level: 1, name: 'Takuurekisteröinti' }).waitFor();
    await expect(page.inputValue('#account-sku')).resolves.toBe('AB-1');
  });

  it('registers a product for warranty with a receipt, prefilled from the order-history link', async () => {
    const page = session.page();
    const category = await findPagedCategory();
    const list = await api<ProductList>(
      `/api/shop/categories/${encodeURIComponent(category.slug)}/products?locale=en&perPage=1`,
    );
    const product = list.items[0]!;
    const email = `warranty-${run}@example.test`;
    await page.context().addCookies([{ name: 'locale', value: 'en', url: baseUrl() }]);
    await gotoHydrated(
      page,
      `/warranty/register?sku=${encodeURIComponent(product.sku)}&orderNumber=WO-${run}&purchaseDate=2026-10-30`,
    );
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Warranty registration',
    );
    await expect(page.inputValue('#account-sku')).resolves.toBe(product.sku);
    await expect(page.inputValue('#account-orderNumber')).resolves.toBe(`WO-${run}`);
    await expect(page.inputValue('#account-purchaseDate')).resolves.toBe('2026-10-30');

    await page.fill('#account-serialNumber', `B-${run}`);
    await page.setInputFiles('#account-receipt', {
      name: 'receipt.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await page.fill('#account-faultDescription', 'The lamp flickers after ten minutes.');
    await page.fill('#account-name', 'Liisa Lampinen');
    await page.fill('#account-email', email);
    await page.selectOption('#account-country', 'FI');
    await page.getByRole('button', { name: 'Register for warranty' }).click();

    await page.getByRole('heading', { level: 1, name: 'Thank you for your warranty registration' }).waitFor();
    await expect(page.locator('.account-notice').textContent()).resolves.toMatch(/W-\d+/);
    await screenshot(page, 'warranty-thank-you');
    const sales = await waitForMail('sales.fi@tradeshop.test', (mail) => mail.text.includes(`B-${run}`));
    expect(sales.subject).toContain(product.sku);
    const confirmation = await waitForMail(email);
    expect(confirmation.subject).toMatch(/^Your warranty registration W-\d+$/);
  });

  it('says no product was found for an unknown SKU and that the receipt is missing', async () => {
    const page = session.page();
    await page.context().addCookies([{ name: 'locale', value: 'en', url: baseUrl() }]);
    await gotoHydrated(page, '/warranty/register?sku=NO-SUCH-SKU');
    await page.fill('#account-serialNumber', 'B-1');
    await page.fill('#account-purchaseDate', '2026-10-30');
    await page.fill('#account-faultDescription', 'Broken.');
    await page.fill('#account-name', 'Liisa Lampinen');
    await page.fill('#account-email', `nosku-${run}@example.test`);
    await page.selectOption('#account-country', 'FI');
    await page.getByRole('button', { name: 'Register for warranty' }).click();
    await page.getByRole('alert').waitFor();
    await expect(page.locator('#account-sku-error').textContent()).resolves.toBe(
      'No product found for this SKU',
    );
    await expect(page.locator('#account-receipt-error').textContent()).resolves.toBe(
      'Attach the receipt as a PDF, JPEG or PNG file of at most 5 MB',
    );
  });

  it('sends a tracking lookup that finds nothing to the failure page, with the form again', async () => {
    const page = session.page();
    await gotoHydrated(page, '/en/shop/tracking');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Track your shipment');
    await page.fill('#account-orderNumber', `NO-SUCH-${run}`);
    await page.fill('#account-postcode', '00100');
    await page.getByRole('button', { name: 'Track order' }).click();

    await page.waitForURL('**/en/shop/tracking/fail');
    // The address changes as the navigation starts; the new page renders a moment later.
    await page.getByRole('heading', { level: 1, name: 'No shipment found' }).waitFor();
    await expect(page.getByRole('alert').textContent()).resolves.toContain('could not find a shipment');
    await expect(page.getByRole('button', { name: 'Track order' }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'tracking-fail');
  });

  it('shows a contact message to an editor in the back office, who marks it handled', async () => {
    const page = session.page();
    const subject = `Back office ${run}`;
    await gotoHydrated(page, '/en/contact');
    await page.fill('#account-subject', subject);
    await page.fill('#account-message', 'Please call me back.');
    await page.fill('#account-name', 'Liisa Lampinen');
    await page.fill('#account-email', `backoffice-${run}@example.test`);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('heading', { level: 1, name: 'Thank you for your message' }).waitFor();

    await logInToBackOffice(page, DEMO_ACCOUNTS.editor);
    await page.goto('/admin/#/contact-messages');
    await page.getByRole('cell', { name: subject }).click();
    await page.getByText('Please call me back.').waitFor();
    await page.getByRole('button', { name: /mark.handled/i }).click();
    await page.getByRole('button', { name: /reopen/i }).waitFor();
    await screenshot(page, 'admin-contact-message', { fullPage: false });
  }, 120_000);

  it('tracks without JavaScript too', async () => {
    const context = await session.browser().newContext({ javaScriptEnabled: false, locale: 'sv-SE' });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/sv/shop/tracking`);
    await page.fill('#account-trackingNumber', `JJ-${run}`);
    await page.getByRole('button', { name: 'Spåra försändelse' }).click();
    await page.waitForURL('**/sv/shop/tracking/fail');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Ingen försändelse hittades',
    );
    await context.close();
  });
});
