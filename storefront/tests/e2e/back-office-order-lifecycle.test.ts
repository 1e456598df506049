import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { pdfText } from '../../../backend/test/support/pdf-text';
import { DEMO_ACCOUNTS } from '../../../backend/src/database/seeders/demo-accounts';
import {
  api,
  expectInvoiceDownload,
  gotoHydrated,
  loginAsDemoCustomer,
  logInToBackOffice,
  newPage,
  screenshot,
  searchOrdersList,
  usePagePerTest,
  waitForMail,
} from './support';

/**
 * The life of one order in the back office, clicked through as staff would: the demo buyer places an order of
 * two lines on invoice; the editor finds it, ships one line with a tracking code, invoices what was shipped (the
 * PDF opens), records the bank transfer for that invoice and writes to the buyer; the buyer then sees all of it in
 * the shop and finds the parcel on the tracking page. The tests run in this order and share the order.
 */

const { customer, editor } = DEMO_ACCOUNTS;
const run = Date.now().toString(36);
const trackingNumber = `JJFI${run.toUpperCase()}`;
const commentText = `Your first parcel (${run}) left our warehouse today; the rest follows next week.`;
const POSTCODE = '00100';

interface ProductCard {
  id: number;
  sku: string;
  name: string;
  price: { amountMinor: number } | null;
  stockStatus: string;
  minimumOrderQuantity: string;
}

interface PlacedOrder {
  number: string;
  /** The back office's id, read from the page's URL once the editor opened it. */
  id?: number;
  shippedSku: string;
  waitingSku: string;
  invoiceNumber?: string;
  invoiceGrossMinor?: number;
}

let order: PlacedOrder | undefined;

function placed(): PlacedOrder {
  if (!order) throw new Error('the order was not placed: the first test failed');
  return order;
}

async function csrfToken(request: APIRequestContext): Promise<string> {
  const session = (await (await request.get('/api/shop/session')).json()) as { csrfToken: string };
  return session.csrfToken;
}

/** Two priced products in stock from the English catalogue, of different SKUs. */
async function twoProducts(): Promise<[ProductCard, ProductCard]> {
  const categories = await api<{ slug: string; productCount: number }[]>('/api/shop/categories?locale=en');
  const found: ProductCard[] = [];
  for (const category of categories.filter((node) => node.productCount > 0)) {
    const listing = await api<{ items: ProductCard[] }>(
      `/api/shop/categories/${encodeURIComponent(category.slug)}/products?locale=en`,
    );
    for (const item of listing.items) {
      if (item.price && item.stockStatus === 'in_stock' && !found.some((other) => other.sku === item.sku))
        found.push(item);
      if (found.length === 2) return [found[0]!, found[1]!];
    }
  }
  throw new Error('the seeded catalogue has fewer than two priced products in stock');
}

/**
 * Setup through the shop's API, as the checkout pages would send it: the demo buyer orders two products, to a
 * delivery address with a known postcode, paying on invoice.
 */
async function placeOrderOfTwoLines(page: Page): Promise<PlacedOrder> {
  await loginAsDemoCustomer(page);
  const headers = { 'X-CSRF-Token': await csrfToken(page.request) };
  const address = await page.request.post('/api/shop/account/addresses', {
    headers,
    data: {
      type: 'delivery',
      company: 'Voltgrossisten Oy',
      firstname: 'Aino',
      lastname: 'Virtanen',
      street: `Elinkaarenkatu ${run}`,
      number: '7',
      postcode: POSTCODE,
      city: 'Helsinki',
      country: 'FI',
    },
  });
  expect(address.status()).toBe(201);
  const addressId = ((await address.json()) as { id: number }).id;

  const [first, second] = await twoProducts();
  for (const product of [first, second]) {
    const added = await page.request.post('/api/shop/cart/items?locale=en', {
      headers,
      data: { productId: product.id, quantity: product.minimumOrderQuantity },
    });
    expect(added.status()).toBe(200);
  }

  type State = {
    carriers: { carrierId: number }[];
    paymentOptions: { paymentProviderId: number; gateway: string }[];
    cartVersion: number;
    totals: { totalGrossMinor: number };
  };
  const put = async (step: string, data: object): Promise<State> => {
    const response = await page.request.put(`/api/shop/checkout/${step}?locale=en`, { headers, data });
    expect([step, response.status()]).toEqual([step, 200]);
    return (await response.json()) as State;
  };
  const state = await put('address', { invoiceAddressId: addressId, useInvoiceAsShipping: true });
  await put('shipping', { carrierId: state.carriers[0]!.carrierId });
  const invoice = state.paymentOptions.find((option) => option.gateway === 'invoice')!;
  const summary = await put('payment', { paymentProviderId: invoice.paymentProviderId });
  const response = await page.request.post('/api/shop/checkout/place?locale=en', {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: {
      termsAccepted: true,
      completeDelivery: false,
      cartVersion: summary.cartVersion,
      totalGrossMinor: summary.totals.totalGrossMinor,
    },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { order: { number: string; lines: unknown[] } };
  expect(body.order.lines).toHaveLength(2);
  return { number: body.order.number, shippedSku: first.sku, waitingSku: second.sku };
}

/** The text of the order page's state chip for `kind` ('order', 'payment', 'shipment', 'invoice'). */
function stateChip(page: Page, kind: string): Locator {
  return page.locator(`.MuiChip-root[data-kind="${kind}"]`);
}

/** The row of the overview's lines table for `sku`. */
function lineRow(page: Page, sku: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: sku, exact: true }) });
}

/** How wide the page's content is: wider than the window means the whole back office scrolls sideways. */
function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name }).click();
}

/**
 * Waits for the order page's header. When it does not come, the failure says where the page is and what the back
 * office told the editor (an order that could not be read sends the page back to the list with a notice).
 */
async function waitForOrderHeader(page: Page, number: string, timeout: number): Promise<void> {
  try {
    await page.getByRole('heading', { name: number, exact: true }).waitFor({ timeout });
  } catch (error) {
    const notices = await page.getByRole('alert').allInnerTexts();
    throw new Error(
      `order ${number}'s header did not appear; the page is at ${page.url()}, notices: ${JSON.stringify(notices)}`,
      { cause: error },
    );
  }
}

/** Opens the order's page in the back office and waits until its header has loaded. */
async function openOrderPage(page: Page, id: number, number: string): Promise<void> {
  await page.goto(`/admin/#/orders/${id}/show`);
  await waitForOrderHeader(page, number, 60_000);
}

describe('an order through the back office, from placing to the shop showing its parcel and invoice', () => {
  const session = usePagePerTest();

  it('lets the editor find the new order, ship one line with a tracking code, invoice it, record the payment and write to the buyer', async () => {
    const buyerPage = await newPage(session.browser());
    order = await placeOrderOfTwoLines(buyerPage);
    await buyerPage.context().close();
    const { number, shippedSku, waitingSku } = order;

    const page = session.page();
    await logInToBackOffice(page, editor);
    const row = await searchOrdersList(page, number);
    await row.getByText(number).click();
    await page.waitForURL((url) => /^#\/orders\/\d+\/show$/.test(url.hash));
    order.id = Number(/^#\/orders\/(\d+)\/show$/.exec(new URL(page.url()).hash)![1]);

    // The header: number, the four states as chips; the overview: both lines, received.
    // Opened from the list, the page first has the list's row, then the order's detail.
    await waitForOrderHeader(page, number, 30_000);
    await expect(stateChip(page, 'order').innerText()).resolves.toBe('Order: Confirmed');
    await expect(stateChip(page, 'payment').innerText()).resolves.toBe('Payment: Awaiting payment');
    await expect(stateChip(page, 'shipment').innerText()).resolves.toBe('Shipping: New');
    await expect(stateChip(page, 'invoice').innerText()).resolves.toBe('Invoicing: New');
    for (const sku of [shippedSku, waitingSku]) {
      await expect(
        lineRow(page, sku).locator('[data-line-status]').getAttribute('data-line-status'),
      ).resolves.toMatch(/^(10|20)$/);
    }
    // The timeline tells how the order got here: placed and confirmed by the shop.
    await openTab(page, 'History');
    const timeline = page.getByRole('list', { name: 'History' });
    await expect(timeline.innerText()).resolves.toContain('Order: Placed → Confirmed');

    // Ship the first line only, handed to the carrier with a tracking code.
    await openTab(page, 'Shipments');
    const shipments = page.getByTestId('order-shipments-panel');
    await shipments.getByLabel(`Quantity ${waitingSku}`).fill('0');
    await shipments.getByLabel('Tracking number').fill(trackingNumber);
    await shipments.getByRole('button', { name: 'Create shipment' }).click();
    await page.getByText('Shipment created').waitFor();
    const parcel = shipments.getByRole('row').filter({ hasText: trackingNumber });
    await parcel.waitFor();
    await expect(parcel.innerText()).resolves.toContain('Shipped');
    await expect(parcel.innerText()).resolves.toContain(shippedSku);
    await expect(parcel.innerText()).resolves.not.toContain(waitingSku);
    await expect(stateChip(page, 'shipment').innerText()).resolves.toBe('Shipping: Partially shipped');
    // Only the line not shipped is left to ship.
    await expect(shipments.getByLabel(`Quantity ${shippedSku}`).count()).resolves.toBe(0);
    await shipments.getByLabel(`Quantity ${waitingSku}`).waitFor();

    await openTab(page, 'Overview');
    await expect(
      lineRow(page, shippedSku).locator('[data-line-status]').getAttribute('data-line-status'),
    ).resolves.toBe('60');
    await expect(
      lineRow(page, waitingSku).locator('[data-line-status]').getAttribute('data-line-status'),
    ).resolves.toMatch(/^(10|20)$/);

    // Invoice what was shipped; the invoice's PDF opens and names its number.
    await openTab(page, 'Invoices');
    const invoices = page.getByTestId('order-invoices-panel');
    // Before any invoice, the order's invoicing could still be cancelled.
    await page.locator('[data-transition="invoice.cancel"]').waitFor();
    await invoices.getByRole('button', { name: 'Invoice the shipped lines' }).click();
    const created = page.getByText(/^Invoice \S+ created$/);
    await created.waitFor();
    const invoiceNumber = /^Invoice (\S+) created$/.exec(await created.innerText())![1]!;
    const invoiceRow = invoices.getByRole('row').filter({ hasText: invoiceNumber });
    await invoiceRow.waitFor();
    const pdfHref = await invoiceRow.getByRole('link', { name: 'PDF' }).getAttribute('href');
    const pdf = await page.request.get(pdfHref!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const pdfBytes = await pdf.body();
    expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The PDF wraps long product numbers over two lines.
    const invoiceText = pdfText(pdfBytes);
    const unwrapped = invoiceText.replace(/\n/g, '');
    expect(invoiceText).toContain(`Invoice ${invoiceNumber}`);
    expect(invoiceText).toContain(`Order number: ${number}`);
    expect(unwrapped).toContain(shippedSku);
    expect(unwrapped).not.toContain(waitingSku);
    // Nothing shipped is left to invoice; the line not shipped can still be invoiced by a chosen quantity.
    await expect(
      invoices.getByRole('button', { name: 'Invoice the shipped lines' }).isDisabled(),
    ).resolves.toBe(true);
    // Shipped in part and invoiced in part: the order's invoicing is not done yet, and while its invoice is
    // valid neither the invoicing nor the order is offered for cancelling.
    await page.locator('[data-transition="invoice.cancel"]').waitFor({ state: 'detached' });
    await expect(page.locator('[data-transition="order.cancel"]').count()).resolves.toBe(0);
    await expect(stateChip(page, 'invoice').innerText()).resolves.toBe('Invoicing: New');

    const invoices$ = (await (await page.request.get(`/api/admin/orders/${order.id}/invoices`)).json()) as {
      number: string;
      grossMinor: number;
    }[];
    const invoiceGrossMinor = invoices$.find((invoice) => invoice.number === invoiceNumber)!.grossMinor;
    order.invoiceNumber = invoiceNumber;
    order.invoiceGrossMinor = invoiceGrossMinor;

    // The buyer transferred the invoice's amount: record it; the order is now paid in part.
    await openTab(page, 'Payments');
    await page.getByRole('button', { name: 'Record a bank transfer' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Amount (EUR)').fill((invoiceGrossMinor / 100).toFixed(2));
    await dialog.getByLabel("Bank's reference or note").fill(`Invoice ${invoiceNumber}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Payment saved').waitFor();
    const payment = page.getByRole('row').filter({ hasText: `Invoice ${invoiceNumber}` });
    await payment.waitFor();
    await expect(payment.innerText()).resolves.toContain('Bank transfer');
    await expect(payment.innerText()).resolves.toContain('Paid');
    await expect(stateChip(page, 'payment').innerText()).resolves.toBe('Payment: Partially paid');

    // A message to the buyer, mailed and kept with the order.
    await openTab(page, 'Comments');
    const comments = page.getByTestId('order-comments-panel');
    await comments.getByRole('textbox', { name: 'Comment' }).fill(commentText);
    await comments.getByLabel(/^Send to the customer by e-mail/).check();
    await comments.getByRole('button', { name: 'Add comment' }).click();
    await page.getByText('Comment added').waitFor();
    await comments.getByText(commentText).waitFor();
    const mail = await waitForMail(customer.email, (caught) => caught.text.includes(commentText));
    expect(mail.subject).toContain(number);

    // The history now tells of each step, by the editor.
    await openTab(page, 'History');
    const history = await page.getByRole('list', { name: 'History' }).innerText();
    // Packed and handed to the carrier at once: one parcel, one SHIP (invoicing it shipped nothing more).
    expect(history).toContain('Shipping: New → Ready to ship (PREPARE)');
    expect(history.match(/→ Partially shipped \(SHIP\)/g)).toHaveLength(1);
    expect(history).toContain(`by ${editor.name}`);
    expect(history).toContain('Payment: Awaiting payment → Partially paid');
  }, 240_000);

  it('shows the buyer the line statuses, the parcel, the comment and the invoice, and tracks the parcel', async () => {
    const { number, shippedSku, waitingSku, invoiceNumber } = placed();
    if (!invoiceNumber) throw new Error('the order was not invoiced: the first test failed');
    const page = session.page();
    await loginAsDemoCustomer(page);
    await gotoHydrated(page, `/en/account/orders/${number}`);
    await page.getByRole('heading', { name: 'Shipments' }).waitFor();

    const statusOf = (sku: string) =>
      page
        .getByRole('row')
        .filter({ hasText: sku })
        .first()
        .locator('[data-line-status]')
        .getAttribute('data-line-status');
    await expect(statusOf(shippedSku)).resolves.toBe('60');
    await expect(statusOf(waitingSku)).resolves.toMatch(/^(10|20)$/);

    const parcel = page.getByTestId('order-shipment');
    await expect(parcel.count()).resolves.toBe(1);
    await expect(parcel.getByTestId('tracking-number').textContent()).resolves.toBe(trackingNumber);
    await expect(parcel.innerText()).resolves.toContain(shippedSku);
    await expect(parcel.innerText()).resolves.not.toContain(waitingSku);
    await expect(page.getByTestId('order-comment').textContent()).resolves.toContain(commentText);

    await expectInvoiceDownload(page, invoiceNumber);
    await screenshot(page, 'order-lifecycle-shop-order');

    // The tracking page finds the order by the parcel's tracking number...
    await gotoHydrated(page, '/en/shop/tracking');
    await page.fill('#account-trackingNumber', trackingNumber);
    await page.getByRole('button', { name: 'Track shipment' }).click();
    await page.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor();
    await expect(page.getByTestId('tracking-number').textContent()).resolves.toBe(trackingNumber);
    // The order's shipping state: one of its two lines is on its way.
    await expect(page.getByTestId('shipment-state').textContent()).resolves.toBe('Partly shipped');

    // ...and by the order's number and delivery postcode.
    await gotoHydrated(page, '/en/shop/tracking');
    await page.fill('#account-orderNumber', number);
    await page.fill('#account-postcode', POSTCODE);
    await page.getByRole('button', { name: 'Track order' }).click();
    await page.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor();
    await expect(page.getByTestId('tracking-number').textContent()).resolves.toBe(trackingNumber);
    await screenshot(page, 'order-lifecycle-tracking');
  }, 120_000);

  it('shows the order page in English and Finnish, wide and on a phone', async () => {
    const { number, id } = placed();
    const page = session.page();
    await logInToBackOffice(page, editor);
    await openOrderPage(page, id!, number);
    await screenshot(page, 'admin-order-show-en-1280');
    await openTab(page, 'Shipments');
    await page.getByTestId('order-shipments-panel').getByText(trackingNumber).waitFor();
    await screenshot(page, 'admin-order-shipments-en-1280');
    await openTab(page, 'Payments');
    await page.getByText('Bank transfer').first().waitFor();
    await screenshot(page, 'admin-order-payments-en-1280');
    await openTab(page, 'Overview');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'admin-order-show-en-390');
    await expect(pageWidth(page)).resolves.toBeLessThanOrEqual(390);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.locator('button[aria-controls="simple-menu"]').click();
    await page.getByRole('menuitem', { name: 'Suomi' }).click();
    await page.getByRole('tab', { name: 'Yleiskatsaus' }).waitFor();
    await expect(stateChip(page, 'shipment').innerText()).resolves.toBe('Toimitus: Osittain lähetetty');
    await screenshot(page, 'admin-order-show-fi-1280');
    await openTab(page, 'Laskut');
    await page.getByTestId('order-invoices-panel').getByText(placed().invoiceNumber!).waitFor();
    await screenshot(page, 'admin-order-invoices-fi-1280');
    await openTab(page, 'Lähetykset');
    await page.getByTestId('order-shipments-panel').getByText(trackingNumber).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'admin-order-shipments-fi-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await openTab(page, 'Yleiskatsaus');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'admin-order-show-fi-390');
    // Nothing is wider than the phone's screen: the lines table scrolls in its card.
    await expect(pageWidth(page)).resolves.toBeLessThanOrEqual(390);
  }, 180_000);
});
