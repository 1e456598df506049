import { finnishBusinessId } from '../../../backend/test/factories/business-id.factory';
import { DEMO_ACCOUNTS } from '../../../backend/src/database/seeders/demo-accounts';
import {
  baseUrl,
  gotoHydrated,
  logInToBackOffice,
  screenshot,
  shopLinkIn,
  usePagePerTest,
  waitForMail,
} from './support';

/** Something unique per run, so mails from an earlier run are never mistaken for this one's. */
const run = Date.now().toString(36);

describe('customer-account application', () => {
  const session = usePagePerTest();

  it('is linked from the footer, and a visitor applies: thank-you, mail to sales and a confirmation', async () => {
    const page = session.page();
    const company = `Lux Valaistus ${run} Oy`;
    const email = `applicant-${run}@example.test`;
    await gotoHydrated(page, '/en');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Apply for a customer account' }).click();
    await page.waitForURL('**/en/shop/apply');
    await page.waitForSelector('html[data-hydrated]');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Apply for a customer account',
    );

    await page.fill('#account-companyName', company);
    await page.fill('#account-organizationNumber', finnishBusinessId());
    await page.selectOption('#account-salutation', 'ms');
    await page.fill('#account-firstname', 'Liisa');
    await page.fill('#account-lastname', 'Lampinen');
    await page.fill('#account-email', email);
    await page.fill('#account-phone', '+358 40 111 2222');
    await page.fill('#account-street', 'Valokatu 1');
    await page.fill('#account-postcode', '00510');
    await page.fill('#account-city', 'Helsinki');
    await page.selectOption('#account-country', 'FI');
    await page.fill('#account-message', 'We light up warehouses.');
    await page.getByRole('button', { name: 'Send application' }).click();

    await page.getByRole('heading', { level: 1, name: 'Thank you for your application' }).waitFor();
    await expect(page.locator('.account-notice').textContent()).resolves.toContain(email);
    await screenshot(page, 'apply-thank-you');

    const sales = await waitForMail('sales.fi@tradeshop.test', (mail) => mail.text.includes(company));
    expect(sales.subject).toBe(`Uusi asiakastilihakemus: ${company}`);
    expect(sales.text).toContain('We light up warehouses.');
    const confirmation = await waitForMail(email);
    expect(confirmation.subject).toBe('We have received your customer-account application');
  });

  it('shows what is missing next to the fields, with the summary focused, without the locale in the path', async () => {
    const page = session.page();
    await gotoHydrated(page, '/shop/apply');
    await page.fill('#account-postcode', '123');
    await page.selectOption('#account-country', 'SE');
    await page.getByRole('button', { name: 'Send application' }).click();

    const summary = page.getByRole('alert');
    await summary.waitFor();
    await expect(summary.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await expect(page.locator('#account-companyName-error').textContent()).resolves.toBe(
      'Value must not be blank',
    );
    await expect(page.locator('#account-postcode-error').textContent()).resolves.toBe(
      'The postcode does not match the format of the chosen country.',
    );
    await expect(page.locator('#account-companyName').getAttribute('aria-describedby')).resolves.toContain(
      'account-companyName-error',
    );
    await screenshot(page, 'apply-errors');
  });

  it('works without JavaScript, in the language of the path', async () => {
    const context = await session.browser().newContext({ javaScriptEnabled: false, locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/fi/shop/apply`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Hae asiakastiliä');
    await page.getByRole('button', { name: 'Lähetä hakemus' }).click();
    await page.waitForLoadState();
    await expect(page.locator('#account-firstname-error').isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('lets an editor approve it in the back office; the applicant gets a link to set a password', async () => {
    const page = session.page();
    const company = `Palo ja Valo ${run} Oy`;
    const email = `approved-${run}@example.test`;
    const { csrfToken } = (await (await page.request.get('/api/shop/session')).json()) as {
      csrfToken: string;
    };
    const applied = await page.request.post('/api/shop/applications', {
      headers: { 'X-CSRF-Token': csrfToken },
      data: {
        companyName: company,
        organizationNumber: finnishBusinessId(),
        firstname: 'Pekka',
        lastname: 'Palo',
        email,
        street: 'Paloasemantie 2',
        postcode: '33100',
        city: 'Tampere',
        country: 'FI',
        locale: 'en',
      },
    });
    expect(applied.status()).toBe(201);

    await logInToBackOffice(page, DEMO_ACCOUNTS.editor);

    await page.goto('/admin/#/customer-applications');
    await page.locator('table tbody tr', { hasText: company }).click();
    const approve = page.getByRole('button', { name: 'Approve' });
    await approve.waitFor();
    await approve.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(`Approved: ${company} is a customer now`).waitFor();
    await expect(approve.isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Reject' }).isDisabled()).resolves.toBe(true);
    await screenshot(page, 'admin-application-approved', { fullPage: false });

    const invitation = await waitForMail(
      email,
      (mail) => mail.subject === 'Your TradeShop customer account is ready',
    );
    const link = shopLinkIn(invitation);
    expect(new URL(link).pathname).toMatch(/^\/en\/account\/reset-password\/[\w-]+$/);
    const token = link.split('/').at(-1)!;
    const described = await page.request.get(`/api/shop/account/password-reset/${token}`);
    expect(described.status()).toBe(200);
  }, 120_000);
});
