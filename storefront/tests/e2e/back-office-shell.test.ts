import type { Page } from 'playwright-core';
import { shellMessages } from '../../../admin/src/layout/messages';
import { DEMO_ACCOUNTS } from '../../../backend/src/database/seeders/demo-accounts';
import { logInToBackOffice, screenshot, usePagePerTest } from './support';

const { administrator, editor } = DEMO_ACCOUNTS;

/** Chooses a language in the app bar's language menu, by the language's own name. */
async function chooseLanguage(page: Page, name: string): Promise<void> {
  await page.locator('button[aria-controls="simple-menu"]').click();
  await page.getByRole('menuitem', { name }).click();
}

describe('the back-office shell: start-up, access, languages', () => {
  const session = usePagePerTest();

  it('shows the login form on the first visit after asking the server once who is signed in', async () => {
    const page = session.page();
    const currentUserCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/admin/user/get-current-user')) currentUserCalls.push(request.url());
    });
    await page.goto('/admin/');
    // The back office is a large single-page app: its first load can be slow on a busy machine.
    await page.locator('input[name=username]').waitFor({ timeout: 60_000 });
    await page.locator('input[name=password]').waitFor();
    expect(currentUserCalls.length).toBeLessThanOrEqual(1);
    await screenshot(page, 'admin-first-load-login', { fullPage: false });
  }, 90_000);

  it('tells an editor who opens the users screen that access is denied and which permission is missing', async () => {
    const page = session.page();
    await logInToBackOffice(page, editor);
    await page.goto('/admin/#/users');
    await page
      .getByRole('heading', { level: 1, name: shellMessages.en.access_denied.title })
      .waitFor({ timeout: 30_000 });
    await page.getByText('It needs the permission “Users and roles: Read”.').waitFor();
    await expect(page.getByText('Not Found').count()).resolves.toBe(0);
    // The menu does not offer the screen either.
    await expect(page.getByRole('menuitem', { name: 'Users' }).count()).resolves.toBe(0);
    await screenshot(page, 'admin-access-denied-en-1280', { fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'admin-access-denied-en-390', { fullPage: false });

    // In Finnish, the same page speaks Finnish.
    await page.setViewportSize({ width: 1280, height: 900 });
    await chooseLanguage(page, 'Suomi');
    await page
      .getByRole('heading', { level: 1, name: shellMessages.fi.access_denied.title })
      .waitFor({ timeout: 10_000 });
    await page.getByText('Siihen tarvitaan oikeus ”Käyttäjät ja roolit: Luku”.').waitFor();
    await screenshot(page, 'admin-access-denied-fi-1280', { fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'admin-access-denied-fi-390', { fullPage: false });

    // An address that is no screen at all is still "not found".
    await page.goto('/admin/#/no-such-screen');
    await page.getByText('Ei löytynyt').first().waitFor({ timeout: 10_000 });
    await expect(
      page.getByRole('heading', { level: 1, name: shellMessages.fi.access_denied.title }).count(),
    ).resolves.toBe(0);
  }, 150_000);

  it('lists the seven languages by their own names and speaks French once Français is chosen', async () => {
    const page = session.page();
    await logInToBackOffice(page, administrator);
    await page.goto('/admin/#/roles/create');
    await page.getByRole('checkbox', { name: 'Catalogue: Read' }).waitFor({ timeout: 30_000 });
    // A section without a screen says so; one with screens does not.
    const searchRow = page.getByRole('row').filter({ hasText: 'Search' });
    await expect(searchRow.textContent()).resolves.toContain(`(${shellMessages.en.api_only})`);
    const catalogueRow = page.getByRole('row').filter({ hasText: 'Catalogue' });
    await expect(catalogueRow.textContent()).resolves.not.toContain(shellMessages.en.api_only);
    const dashboardRow = page.getByRole('row').filter({ hasText: 'Dashboard' });
    await expect(dashboardRow.textContent()).resolves.not.toContain(shellMessages.en.api_only);
    await screenshot(page, 'admin-role-editor-api-only-en', { fullPage: true });

    await page.locator('button[aria-controls="simple-menu"]').click();
    for (const name of ['English', 'Suomi', 'Svenska', 'Norsk bokmål', 'Dansk', 'Français', 'Italiano']) {
      await page.getByRole('menuitem', { name }).waitFor();
    }
    await page.getByRole('menuitem', { name: 'Français' }).click();
    const menu = page.locator('.RaSidebar-fixed');
    await menu.getByRole('menuitem', { name: 'Tableau de bord' }).waitFor({ timeout: 10_000 });
    await page.getByRole('row').filter({ hasText: shellMessages.fr.api_only }).first().waitFor();
    await screenshot(page, 'admin-role-editor-fr', { fullPage: false });
  }, 150_000);
});
