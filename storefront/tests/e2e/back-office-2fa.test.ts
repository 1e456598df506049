import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { insertAdminUser } from '../../../backend/test/factories/account.factory';
import { screenshot, shopLinkIn, usePagePerTest, waitForMail } from './support';
import { withDatabase } from './support-database';

/** A new administrator of the suite's database: the test adds its own, leaving the demo one alone. */
async function newAdministrator({ twoFactorRequired = false } = {}): Promise<{
  email: string;
  password: string;
}> {
  return withDatabase(async (client) => {
    const user = await insertAdminUser(client, { role: 'administrator', name: 'Two-Factor Tester' });
    if (twoFactorRequired) {
      await client.query('update admin_user set two_factor_required = true where id = $1', [user.id]);
    }
    return user;
  });
}

/** The authenticator app's code, `stepsAhead` 30-second steps from now (a code is never accepted twice). */
function totpCode(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

async function logInWithPassword(page: Page, user: { email: string; password: string }) {
  await page.goto('/admin/#/login');
  // The back office is a large single-page app: its first load can be slow on a busy machine.
  await page.locator('input[name=username]').waitFor({ timeout: 60_000 });
  await page.locator('input[name=username]').fill(user.email);
  await page.locator('input[name=password]').fill(user.password);
  await page.locator('button[type=submit]').click();
}

async function openUserMenuItem(page: Page, name: string) {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name }).click();
}

describe('back-office login with two-factor authentication', () => {
  const session = usePagePerTest();

  it('sets up two-factor login, then logs in with the password and a code from the app', async () => {
    const page = session.page();
    const user = await newAdministrator();

    await logInWithPassword(page, user);
    await page.waitForURL((url) => !url.hash.startsWith('#/login'));
    await openUserMenuItem(page, 'Two-factor login');
    await page.getByRole('button', { name: 'Set up two-factor login' }).click();
    const secret = (await page.getByTestId('two-factor-secret').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expect(
      page.getByRole('img', { name: 'QR code for your authenticator app' }).isVisible(),
    ).resolves.toBe(true);
    await page.locator('input[name=code]').fill(await totpCode(secret));
    await page.getByRole('button', { name: 'Turn on two-factor login' }).click();
    await page.getByTestId('own-two-factor-state').filter({ hasText: 'On' }).waitFor();
    await screenshot(page, 'admin-two-factor-on', { fullPage: false });

    await openUserMenuItem(page, 'Logout');
    await logInWithPassword(page, user);
    const code = page.locator('input[name=code]');
    await code.waitFor();
    expect(page.url()).toContain('step=two-factor-required');

    await code.fill('000000');
    await page.locator('button[type=submit]').click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'This code is not valid' }).innerText(),
    ).resolves.toContain('authenticator app');
    await screenshot(page, 'admin-two-factor-wrong-code', { fullPage: false });

    await code.fill(await totpCode(secret, 1));
    await page.locator('button[type=submit]').click();
    await page.waitForURL((url) => !url.hash.startsWith('#/login'));
    await page.getByTestId('app-title').waitFor();
    await page.getByText('Welcome, Two-Factor Tester').waitFor();
  }, 180_000);

  it('makes a user who must use two-factor login set it up at the login', async () => {
    const page = session.page();
    const user = await newAdministrator({ twoFactorRequired: true });
    await logInWithPassword(page, user);
    const secret = (await page.getByTestId('two-factor-secret').innerText()).trim();
    expect(page.url()).toContain('step=two-factor-setup-required');
    await page.locator('input[name=code]').fill(await totpCode(secret));
    await page.locator('button[type=submit]').click();
    await page.waitForURL((url) => !url.hash.startsWith('#/login'));
    await page.getByText('Welcome, Two-Factor Tester').waitFor();
  }, 120_000);

  it('sends a user who forgot the password a link to choose a new one', async () => {
    const page = session.page();
    const user = await newAdministrator();
    await page.goto('/admin/#/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click({ timeout: 60_000 });
    await page.locator('input[name=email]').fill(user.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByRole('status').filter({ hasText: 'is on its way' }).waitFor();

    const mail = await waitForMail(user.email, (message) => message.subject.includes('password'));
    await page.goto(shopLinkIn(mail));
    await page.locator('input[name=password]').fill('a-brand-new-password');
    await page.locator('input[name=passwordRepeat]').fill('a-brand-new-password');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/login'));
    await logInWithPassword(page, { email: user.email, password: 'a-brand-new-password' });
    await page.waitForURL((url) => !url.hash.startsWith('#/login'));
    await page.getByTestId('app-title').waitFor();
  }, 120_000);
});
