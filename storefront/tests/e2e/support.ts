import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type Request,
} from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../../backend/src/database/seeders/demo-accounts';
import { appSetting } from './worker-app';

const SCREENSHOT_DIR = path.resolve(__dirname, '../../../reports/screenshots');

export function baseUrl(): string {
  const url = appSetting('E2E_BASE_URL');
  if (!url) throw new Error('E2E_BASE_URL is not set: the global setup did not start the app');
  return url.replace(/\/$/, '');
}

/** Debian's Chromium; the suite never downloads a browser of its own. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'en-GB',
    viewport: { width: 1280, height: 900 },
    ...options,
  });
  const page = await context.newPage();
  watchPageWidth(page);
  return page;
}

/**
 * Storefront pages wider than the viewport, as `width px > viewport px at URL`, found since the last check. Every
 * page the suite opens with `newPage` is measured after each load; `afterEach` (below) fails the test naming them.
 */
const tooWide: string[] = [];
const pendingWidthChecks = new Set<Promise<void>>();

/** Whether a URL is a storefront page (not the back office, the API, a download or another origin). */
function isStorefrontPage(url: string): boolean {
  if (!url.startsWith(baseUrl())) return false;
  const { pathname } = new URL(url);
  return !/^\/(admin|api)(\/|$)/.test(pathname) && !/\.(pdf|csv|xlsx|xml|txt|json)$/.test(pathname);
}

/** Measures the page's width now: nothing may scroll sideways (issue 17: phones). */
export async function measurePageWidth(page: Page): Promise<void> {
  const url = page.url();
  if (page.isClosed() || !isStorefrontPage(url)) return;
  try {
    const measured = await page.evaluate(() =>
      document.contentType === 'text/html'
        ? { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }
        : null,
    );
    if (measured && measured.scrollWidth > measured.innerWidth)
      tooWide.push(`${measured.scrollWidth} px > viewport ${measured.innerWidth} px at ${url}`);
  } catch {
    // The page navigated on or closed meanwhile: the next load is measured instead.
  }
}

function watchPageWidth(page: Page): void {
  page.on('load', () => {
    const check = measurePageWidth(page);
    pendingWidthChecks.add(check);
    void check.finally(() => pendingWidthChecks.delete(check));
  });
}

/** Fails the running test when one of its storefront pages was wider than the viewport. */
export async function expectNoPageWiderThanViewport(): Promise<void> {
  await Promise.all([...pendingWidthChecks]);
  const found = tooWide.splice(0);
  expect(found).toEqual([]);
}

// Registered for every test file that uses this support module.
afterEach(expectNoPageWiderThanViewport);

/** Opens a page and waits until React has hydrated it, so that clicks reach their handlers. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForSelector('html[data-hydrated]');
  return response;
}

export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage });
}

/** Reads the shop API directly, to compare what a page shows with what the backend says. */
export async function api<T>(pathAndQuery: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${pathAndQuery}`, { headers: { accept: 'application/json' } });
  if (!response.ok)
    throw new Error(`GET ${pathAndQuery} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export interface CategoryNode {
  name: string;
  slug: string;
  productCount: number;
  children: CategoryNode[];
}

export interface ProductCard {
  sku: string;
  name: string;
  slug: string;
  price: { amountMinor: number; currency: string } | null;
}

export interface ProductList {
  items: ProductCard[];
  total: number;
  page: number;
  pageCount: number;
}

export interface ProductDetail extends ProductCard {
  attributes: { code: string; label: string; value: string; unit: string | null }[];
  alternates: { locale: string; slug: string }[];
}

/** A category with more than one page of products, to exercise paging. */
export async function findPagedCategory(): Promise<CategoryNode> {
  const tree = await api<CategoryNode[]>('/api/shop/categories?locale=en');
  const all = tree.flatMap((root) => [root, ...root.children]);
  const paged = all
    .filter((category) => category.productCount > 12)
    .sort((a, b) => b.productCount - a.productCount);
  if (!paged[0]) throw new Error('the seeded catalogue has no category with more than 12 products');
  return paged[0];
}

export function formatPrice(locale: string, price: { amountMinor: number; currency: string }): string {
  const formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: price.currency });
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  return formatter.format(price.amountMinor / 10 ** digits);
}

export interface BrowserSession {
  /** The page of the running test. */
  page(): Page;
  /** The browser of this test file, for a second page with other options (e.g. without JavaScript). */
  browser(): Browser;
}

/**
 * Opens Chromium once per test file and a fresh page per test. A test fails when its page raised a script or
 * hydration error, even if it looked right.
 */
export function usePagePerTest(): BrowserSession {
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  let stalled: StalledRequests;
  beforeEach(async () => {
    page = await newPage(browser);
    pageErrors = [];
    // The address says which page raised it: a production build's React errors name no component.
    page.on('pageerror', (error) => pageErrors.push(`${error.message} (page at ${page.url()})`));
    stalled = watchStalledRequests(page);
  });
  afterEach(async () => {
    stalled.report();
    // The page as the test left it (client-side navigations fire no load event) must fit too.
    if (!page.isClosed()) await measurePageWidth(page);
    await page.context().close();
    expect(pageErrors).toEqual([]);
  });
  return { page: () => page, browser: () => browser };
}

interface StalledRequests {
  /** Prints the page's requests that have been waiting for an answer for seconds, if any. */
  report(): void;
}

/**
 * Keeps the page's unanswered requests. A navigation or fetch that never ends makes a test time out without
 * saying why; printing what was still waiting tells the browser's side from the server's.
 */
function watchStalledRequests(page: Page): StalledRequests {
  const waiting = new Map<Request, number>();
  page.on('request', (request) => waiting.set(request, Date.now()));
  page.on('requestfinished', (request) => waiting.delete(request));
  page.on('requestfailed', (request) => waiting.delete(request));
  return {
    report() {
      const now = Date.now();
      const stalled = [...waiting].filter(([, since]) => now - since > STALLED_REQUEST_MS);
      if (stalled.length === 0) return;
      console.warn(
        `${expect.getState().currentTestName}: unanswered when the test ended (page at ${page.url()}):\n` +
          stalled
            .map(([request, since]) => `  ${request.method()} ${request.url()} for ${now - since} ms`)
            .join('\n'),
      );
    },
  };
}

const STALLED_REQUEST_MS = 5_000;

export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/**
 * Waits for a mail to `address` that the app sent over SMTP to the suite's mail catcher, and returns the newest
 * one matching `predicate`.
 */
export async function waitForMail(
  address: string,
  predicate: (mail: CaughtMail) => boolean = () => true,
  timeoutMs = 15_000,
): Promise<CaughtMail> {
  const mailUrl = appSetting('E2E_MAIL_URL');
  if (!mailUrl) throw new Error('E2E_MAIL_URL is not set: run the suite through its global setup');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = (await (await fetch(`${mailUrl}/messages`)).json()) as CaughtMail[];
    const found = messages
      .filter((mail) => mail.to.includes(address.toLowerCase()) && predicate(mail))
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The first link in a mail's text that points into the shop. */
export function shopLinkIn(mail: CaughtMail): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(baseUrl()));
  if (!link) throw new Error(`No shop link in:\n${mail.text}`);
  return link.replace(/[)>.,]+$/, '');
}

/**
 * Registers a fresh company account through the API, so the page's browser is logged in as a new buyer: an
 * empty cart, an empty wishlist, no orders. `label` names the test in the e-mail and the organisation number.
 */
export async function registerFreshCustomer(page: Page, label: string): Promise<void> {
  const session = (await (await page.request.get('/api/shop/session')).json()) as { csrfToken: string };
  const unique = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const email = `${label}-${unique}@example.test`;
  const password = 'Fresh-customer-2026';
  const response = await page.request.post('/api/shop/account/register', {
    // Each test's buyer comes from an address of its own, as real applicants do, so the suite's registrations
    // together never reach the per-address registration limit.
    headers: { 'X-CSRF-Token': session.csrfToken, 'X-Forwarded-For': randomPrivateAddress() },
    data: {
      salutation: 'ms',
      firstname: 'Frida',
      lastname: 'Fresh',
      email,
      emailRepeat: email,
      password,
      passwordRepeat: password,
      companyName: `${label} Test Oy`,
      organizationNumber: `${label}-${unique}`,
      termsAccepted: true,
      locale: 'en',
    },
  });
  expect(response.ok()).toBe(true);
}

function randomPrivateAddress(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

/**
 * Logs `user` in to the back office through its login form and waits until the form has let them through
 * (users with a second factor use their own steps: this waits for the dashboard).
 */
export async function logInToBackOffice(
  page: Page,
  user: { email: string; password: string } = DEMO_ACCOUNTS.administrator,
): Promise<void> {
  await page.goto('/admin/#/login');
  // The back office is a large single-page app: its first load can be slow on a busy machine.
  await page.locator('input[name=username]').waitFor({ timeout: 60_000 });
  await page.locator('input[name=username]').fill(user.email);
  await page.locator('input[name=password]').fill(user.password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((url) => !url.hash.startsWith('#/login'));
}

/** Logs a shop user in through the API with the page's own request context, so the cookies land in its browser. */
export async function loginToShopAs(page: Page, email: string, password: string): Promise<void> {
  const session = (await (await page.request.get('/api/shop/session')).json()) as { csrfToken: string };
  const response = await page.request.post('/api/shop/account/login', {
    headers: { 'X-CSRF-Token': session.csrfToken },
    data: { email, password },
  });
  expect(response.status()).toBe(200);
}

/** Logs the demo trade customer in through the API with the page's own request context, so the cookies land in its browser. */
export async function loginAsDemoCustomer(page: Page): Promise<void> {
  const { customer } = DEMO_ACCOUNTS;
  await loginToShopAs(page, customer.email, customer.password);
}

/** Checks that the shop's order page lists invoice `invoiceNumber` and that its PDF downloads under its name. */
export async function expectInvoiceDownload(page: Page, invoiceNumber: string): Promise<void> {
  const invoiceRow = page.getByTestId('order-invoice');
  await expect(invoiceRow.textContent()).resolves.toContain(`Invoice ${invoiceNumber}`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    invoiceRow.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`invoice-${invoiceNumber}.pdf`);
}

/**
 * Opens the back office's orders list from its menu and searches for `number`; returns the order's row once the
 * list shows only it (the search applies after a pause in typing).
 */
export async function searchOrdersList(page: Page, number: string): Promise<Locator> {
  await page
    .getByRole('menuitem', { name: 'Orders' })
    .or(page.getByRole('link', { name: 'Orders' }))
    .first()
    .click();
  await page.waitForURL((url) => url.hash.startsWith('#/orders'));
  await page.getByPlaceholder('Number, customer, e-mail or company').fill(number);
  // The list applies a search half a second after the last key: until its address carries the filter, the rows
  // shown are the unfiltered list's, and a click on one races the list's own navigation to the filtered address.
  await page.waitForURL((url) => decodeURIComponent(url.hash).includes(number));
  const row = page.getByRole('row').filter({ hasText: number });
  await row.waitFor({ timeout: 20_000 });
  await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
  return row;
}
