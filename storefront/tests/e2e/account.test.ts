import type { Page } from 'playwright-core';
import {
  baseUrl,
  gotoHydrated,
  newPage,
  screenshot,
  shopLinkIn,
  usePagePerTest,
  waitForMail,
} from './support';

const session = usePagePerTest();
let page: Page;

beforeEach(() => {
  page = session.page();
});

const PASSWORD = 'browser-test-password-1';

function uniqueEmail(what: string): string {
  return `${what}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}

async function fillRegistration(email: string, organizationNumber: string): Promise<void> {
  await page.getByLabel('Company name').fill('Browser Test Oy');
  await page.getByLabel('Organization number').fill(organizationNumber);
  await page.getByLabel('Salutation').selectOption('ms');
  await page.getByLabel('First name').fill('Bea');
  await page.getByLabel('Last name').fill('Browser');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Repeat e-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Repeat password').fill(PASSWORD);
}

async function register(email: string): Promise<void> {
  await gotoHydrated(page, '/en/account/register');
  await fillRegistration(email, `BT-${Date.now()}`);
  await page.getByLabel('I accept the terms and conditions of sale').check();
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL('**/en/account');
}

async function logOut(): Promise<void> {
  // Logout is in the account menu under the buyer's name.
  await page.locator('.header-account__toggle').click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/en');
  await page.getByRole('link', { name: 'Log in' }).waitFor();
}

async function logIn(email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('storefront accounts', () => {
  it('registers a new company account and lands logged in on my account', async () => {
    const email = uniqueEmail('register');
    await gotoHydrated(page, '/en/account/register');
    await screenshot(page, 'account-register');
    await register(email);

    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    await expect(page.getByText('Welcome, Bea Browser.').isVisible()).resolves.toBe(true);
    await expect(page.getByText('Browser Test Oy').isVisible()).resolves.toBe(true);
    await expect(page.locator('.header-account__toggle').textContent()).resolves.toBe(
      'My account: Bea Browser',
    );
    await screenshot(page, 'account-overview');
  });

  it('shows the problems next to the fields when the registration is refused', async () => {
    await gotoHydrated(page, '/en/account/register');
    await fillRegistration(uniqueEmail('refused'), `BT-${Date.now()}`);
    await page.getByLabel('Repeat e-mail').fill('someone-else@example.test');
    await page.getByRole('button', { name: 'Register' }).click();

    const summary = page.locator('.form-error-summary');
    await summary.waitFor();
    await expect(summary.textContent()).resolves.toContain('The e-mail addresses do not match');
    await expect(summary.textContent()).resolves.toContain('Please accept the terms');
    const repeat = page.getByLabel('Repeat e-mail');
    await expect(repeat.getAttribute('aria-invalid')).resolves.toBe('true');
    const errorId = (await repeat.getAttribute('aria-describedby')) ?? '';
    await expect(page.locator(`[id="${errorId}"]`).textContent()).resolves.toBe(
      'The e-mail addresses do not match',
    );
    await expect(page.evaluate(() => document.activeElement?.getAttribute('role'))).resolves.toBe('alert');
    await screenshot(page, 'account-register-errors');
  });

  it('logs out and in again, and says so when the password is wrong', async () => {
    const email = uniqueEmail('login');
    await register(email);
    await logOut();

    await gotoHydrated(page, '/en/account/login');
    await logIn(email, 'not-the-password');
    await expect(page.locator('.form-error-summary').textContent()).resolves.toContain(
      'Invalid e-mail or password',
    );

    await logIn(email, PASSWORD);
    await page.waitForURL('**/en/account');
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
  });

  it('sends a logged-out visitor of an account page to the login page and back', async () => {
    const email = uniqueEmail('back');
    await register(email);
    await logOut();

    await gotoHydrated(page, '/en/account/profile');
    expect(new URL(page.url()).pathname).toBe('/en/account/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/en/account/profile');
    await logIn(email, PASSWORD);
    await page.waitForURL('**/en/account/profile');
    await expect(page.getByLabel('First name').inputValue()).resolves.toBe('Bea');
  });

  it('resets a forgotten password with the link from the mail and logs the customer in', async () => {
    const email = uniqueEmail('forgot');
    await register(email);
    await logOut();

    await gotoHydrated(page, '/en/account/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/en/account/forgot-password');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.locator('.account-notice').textContent()).resolves.toContain(email);

    const mail = await waitForMail(email, (message) => message.subject.includes('password'));
    const link = shopLinkIn(mail);
    expect(link.startsWith(`${baseUrl()}/en/account/reset-password/`)).toBe(true);
    await gotoHydrated(page, link);
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
    await page.getByLabel('Repeat new password').fill('a-brand-new-password');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.waitForURL('**/en/account');
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();

    // The link works once.
    await gotoHydrated(page, link);
    await expect(page.locator('.empty-state').textContent()).resolves.toContain('already been used');
  });
});

describe('storefront accounts without JavaScript', () => {
  it('logs in with a plain form post and goes back to the page the visitor came from', async () => {
    const email = uniqueEmail('nojs');
    await register(email);
    await logOut();

    const plain = await newPage(session.browser(), { javaScriptEnabled: false });
    try {
      await plain.goto(`/en/account/login?redirect=${encodeURIComponent('/en/account/profile')}`);
      await plain.getByLabel('E-mail', { exact: true }).fill(email);
      await plain.getByLabel('Password').fill('wrong-password-here');
      await plain.getByRole('button', { name: 'Log in' }).click();
      await expect(plain.locator('.form-error-summary').textContent()).resolves.toContain(
        'Invalid e-mail or password',
      );
      await plain.getByLabel('Password').fill(PASSWORD);
      await plain.getByRole('button', { name: 'Log in' }).click();
      await plain.waitForURL('**/en/account/profile');
      await expect(plain.locator('h1').textContent()).resolves.toBe('Profile');
    } finally {
      await plain.context().close();
    }
  });
});
