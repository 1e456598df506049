import { DEMO_ACCOUNTS } from '../../../backend/src/database/seeders/demo-accounts';
import {
  api,
  baseUrl,
  type CategoryNode,
  gotoHydrated,
  loginToShopAs,
  screenshot,
  usePagePerTest,
} from './support';

const { salesrep, customer, administrator } = DEMO_ACCOUNTS;

interface SessionBody {
  csrfToken: string;
  customer: { id: number } | null;
  salesrep: { id: number } | null;
}

interface AuditEntry {
  id: number;
  action: string;
  actorType: string;
  actorId: number | null;
  onBehalfOfCustomerId: number | null;
}

/** The back office's audit log as the demo administrator reads it. */
async function auditLogAsAdministrator(filter: Record<string, unknown>): Promise<AuditEntry[]> {
  const csrf = await fetch(`${baseUrl()}/admin/login/csrf-token`);
  const { token } = (await csrf.json()) as { token: string };
  const cookies = csrf.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  const login = await fetch(`${baseUrl()}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: cookies.join('; ') },
    body: JSON.stringify({ username: administrator.email, password: administrator.password }),
  });
  expect(login.status).toBe(200);
  cookies.push(...login.headers.getSetCookie().map((cookie) => cookie.split(';')[0]));
  const query = new URLSearchParams({
    filter: JSON.stringify(filter),
    sort: JSON.stringify(['id', 'DESC']),
    range: JSON.stringify([0, 49]),
  });
  const list = await fetch(`${baseUrl()}/api/admin/audit-log?${query}`, {
    headers: { cookie: cookies.join('; ') },
  });
  expect(list.status).toBe(200);
  return (await list.json()) as AuditEntry[];
}

describe('salesrep impersonation', () => {
  const session = usePagePerTest();

  it('lets a salesrep act as a customer with a banner on every page, and exit', async () => {
    const page = session.page();
    await loginToShopAs(page, salesrep.email, salesrep.password);

    await gotoHydrated(page, '/en');
    const banner = page.getByRole('region', { name: 'Acting as a customer' });
    await expect(banner.count()).resolves.toBe(0);
    await page.getByRole('link', { name: 'Salesrep: act as a customer' }).click();
    await page.waitForURL('**/en/account/impersonate');

    // An address nobody has is explained next to the field.
    const email = page.getByLabel('Customer e-mail');
    await email.fill('nobody@example.test');
    await page.getByRole('button', { name: 'Act as this customer' }).click();
    await expect(page.getByRole('alert').innerText()).resolves.toContain(
      'No active customer account has this e-mail address.',
    );
    await expect(email.getAttribute('aria-invalid')).resolves.toBe('true');
    await screenshot(page, 'impersonate-unknown-email');

    await email.fill(customer.email);
    await page.getByRole('button', { name: 'Act as this customer' }).click();
    await page.waitForURL((url) => url.pathname === '/en');
    const acting = `You are acting as ${customer.firstname} ${customer.lastname} (${customer.company.name}) — ${salesrep.firstname} ${salesrep.lastname}`;
    await expect(banner.innerText()).resolves.toContain(acting);
    await screenshot(page, 'impersonation-banner', { fullPage: false });
    const { customer: served } = (await (await page.request.get('/api/shop/session')).json()) as SessionBody;

    const [category] = await api<CategoryNode[]>('/api/shop/categories?locale=en');
    await gotoHydrated(page, `/en/c/${category.slug}`);
    await expect(banner.innerText()).resolves.toContain(acting);

    await banner.getByRole('button', { name: 'Exit' }).click();
    await page.getByRole('link', { name: 'Salesrep: act as a customer' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/en/c/${category.slug}`);
    await expect(banner.count()).resolves.toBe(0);

    const entries = await auditLogAsAdministrator({
      actorType: 'salesrep',
      onBehalfOfCustomerId: served?.id,
    });
    const actions = entries.map((entry) => entry.action);
    expect(actions.indexOf('impersonation.ended')).toBeGreaterThanOrEqual(0);
    expect(actions.indexOf('impersonation.started')).toBeGreaterThan(actions.indexOf('impersonation.ended'));
  }, 120_000);

  it('gives the exit button without JavaScript too', async () => {
    const page = await session.browser().newPage({ baseURL: baseUrl(), javaScriptEnabled: false });
    try {
      await loginToShopAs(page, salesrep.email, salesrep.password);
      await page.goto('/en/account/impersonate');
      await page.getByLabel('Customer e-mail').fill(customer.email);
      await page.getByRole('button', { name: 'Act as this customer' }).click();
      const banner = page.getByRole('region', { name: 'Acting as a customer' });
      await banner.waitFor();
      await banner.getByRole('button', { name: 'Exit' }).click();
      await page.getByRole('link', { name: 'Salesrep: act as a customer' }).waitFor();
      await expect(banner.count()).resolves.toBe(0);
    } finally {
      await page.context().close();
    }
  }, 60_000);

  it('shows the start in the back-office audit log, with its details', async () => {
    const page = session.page();
    await loginToShopAs(page, salesrep.email, salesrep.password);
    const { csrfToken } = (await (await page.request.get('/api/shop/session')).json()) as SessionBody;
    const started = await page.request.post('/api/shop/impersonation', {
      headers: { 'X-CSRF-Token': csrfToken },
      data: { email: customer.email },
    });
    expect(started.status()).toBe(200);

    const { token } = (await (await page.request.get('/admin/login/csrf-token')).json()) as { token: string };
    const login = await page.request.post('/admin/login', {
      headers: { 'X-CSRF-Token': token },
      data: { username: administrator.email, password: administrator.password },
    });
    expect(login.status()).toBe(200);
    await page.goto('/admin/#/audit-log');
    // The back office is a large single-page app: its first load can be slow on a busy machine.
    const row = page.locator('table tbody tr', { hasText: 'impersonation.started' }).first();
    await row.waitFor({ timeout: 60_000 });
    await expect(row.innerText()).resolves.toContain('Salesrep');
    await screenshot(page, 'admin-audit-log', { fullPage: false });
    await row.click();
    await page.waitForURL(/#\/audit-log\/\d+\/show/);
    await page.getByText(customer.email).first().waitFor();
  }, 120_000);

  it('tells a customer that only salesreps can act as customers', async () => {
    const page = session.page();
    await loginToShopAs(page, customer.email, customer.password);
    const response = await gotoHydrated(page, '/en/account/impersonate');
    expect(response?.status()).toBe(403);
    await expect(page.locator('main').innerText()).resolves.toContain('Only salesreps can act as customers.');
    await expect(page.getByRole('link', { name: 'Salesrep: act as a customer' }).count()).resolves.toBe(0);
  });
});
