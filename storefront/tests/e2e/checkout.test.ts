import type { APIRequestContext, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../../backend/src/database/seeders/demo-accounts';
import {
  api,
  baseUrl,
  gotoHydrated,
  loginAsDemoCustomer,
  screenshot,
  usePagePerTest,
  waitForMail,
} from './support';

const { customer } = DEMO_ACCOUNTS;
/** Something unique per run, so this run's addresses are told apart from any earlier ones. */
const run = Date.now().toString(36);

interface ProductCard {
  id: number;
  price: { amountMinor: number } | null;
  stockStatus: string;
  minimumOrderQuantity: string;
}

async function csrfToken(request: APIRequestContext): Promise<string> {
  const session = (await (await request.get('/api/shop/session')).json()) as { csrfToken: string };
  return session.csrfToken;
}

async function addAddress(page: Page, type: 'invoice' | 'delivery', street: string): Promise<number> {
  const response = await page.request.post('/api/shop/account/addresses', {
    headers: { 'X-CSRF-Token': await csrfToken(page.request) },
    data: {
      type,
      company: 'Voltgrossisten Oy',
      firstname: 'Aino',
      lastname: 'Virtanen',
      street,
      number: '4',
      postcode: '00100',
      city: 'Helsinki',
      country: 'FI',
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** A priced product in stock, added to the customer's cart in its minimum order quantity. */
async function putProductInCart(page: Page, locale = 'fi'): Promise<void> {
  const categories = await api<{ slug: string; productCount: number }[]>(
    `/api/shop/categories?locale=${locale}`,
  );
  const category = categories.find((node) => node.productCount > 0)!;
  const listing = await api<{ items: ProductCard[] }>(
    `/api/shop/categories/${encodeURIComponent(category.slug)}/products?locale=${locale}`,
  );
  const product = listing.items.find((item) => item.price && item.stockStatus === 'in_stock')!;
  const response = await page.request.post(`/api/shop/cart/items?locale=${locale}`, {
    headers: { 'X-CSRF-Token': await csrfToken(page.request) },
    data: { productId: product.id, quantity: product.minimumOrderQuantity },
  });
  expect(response.status()).toBe(200);
}

/** The weekday (0 = Sunday) of a YYYY-MM-DD date. */
function weekday(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay();
}

/** The next Saturday after the offered dates start: a weekend day the picker never offers. */
function aSaturdayAfter(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + ((6 - date.getUTCDay() + 7) % 7 || 7));
  return date.toISOString().slice(0, 10);
}

/** Answers the address, shipping and payment steps through the API, as the step pages would. */
async function answerStepsByApi(page: Page, deliveryAddressId: number, gateway: 'invoice' | 'card') {
  const headers = { 'X-CSRF-Token': await csrfToken(page.request) };
  const put = async (step: string, data: object) => {
    const response = await page.request.put(`/api/shop/checkout/${step}?locale=fi`, { headers, data });
    expect([step, response.status()]).toEqual([step, 200]);
    return (await response.json()) as {
      carriers: { carrierId: number }[];
      paymentOptions: { paymentProviderId: number; gateway: string }[];
    };
  };
  const state = await put('address', { invoiceAddressId: deliveryAddressId, useInvoiceAsShipping: true });
  await put('shipping', { carrierId: state.carriers[0]!.carrierId });
  const option = state.paymentOptions.find((candidate) => candidate.gateway === gateway)!;
  await put('payment', { paymentProviderId: option.paymentProviderId });
}

/** Waits until the navigation to `path` has rendered its page: a client-side navigation changes the URL first. */
async function arrivedAt(page: Page, path: string, heading: string) {
  await page.waitForURL(`**${path}`);
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
}

/** Accepts the terms on the summary page and places the order. */
async function placeOrderOnSummary(page: Page) {
  await page.locator('html[data-hydrated]').waitFor();
  await page.locator('#account-termsAccepted').check();
  await page.getByRole('button', { name: 'Lähetä tilaus' }).click();
  await page.waitForURL('**/api/shop/payments/test/**');
}

describe('checkout', () => {
  const session = usePagePerTest();

  it('sends a visitor of a store without guest checkout to log in first', async () => {
    const page = session.page();
    await putProductInCart(page);
    await gotoHydrated(page, '/fi/checkout');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/fi/account/login');
    expect(url.searchParams.get('redirect')).toBe('/fi/checkout');
  });

  it('walks address, shipping, payment and summary, places the order and mails the confirmation', async () => {
    const page = session.page();
    await loginAsDemoCustomer(page);
    const invoiceStreet = `Laskukuja ${run}`;
    const deliveryStreet = `Satamatie ${run}`;
    const invoiceId = await addAddress(page, 'invoice', invoiceStreet);
    const deliveryId = await addAddress(page, 'delivery', deliveryStreet);
    await putProductInCart(page);

    // /checkout opens the first step that is still to do: the pre-selected addresses answer the first one. The
    // demo customer's cart may keep a carrier and a payment chosen on an earlier visit (other files of the suite
    // take it through the checkout), and then the first open step is a later one.
    const { steps } = (await (await page.request.get('/api/shop/checkout?locale=fi')).json()) as {
      steps: Record<'address' | 'shipping' | 'payment', boolean>;
    };
    expect(steps.address).toBe(true);
    const firstOpen = (['shipping', 'payment'] as const).find((step) => !steps[step]) ?? 'summary';
    await gotoHydrated(page, '/fi/checkout');
    expect(new URL(page.url()).pathname).toBe(`/fi/checkout/${firstOpen}`);
    await gotoHydrated(page, '/fi/checkout/address');
    const invoiceSelect = page.locator('#account-invoiceAddress');
    const sameAddress = page.locator('#account-useInvoiceAsShipping');
    const shippingPanel = page.getByTestId('shipping-address-panel');

    // A delivery address as the invoice address may also take the goods: the box hides the shipping panel.
    await invoiceSelect.selectOption(String(deliveryId));
    await expect(sameAddress.isEnabled()).resolves.toBe(true);
    await sameAddress.check();
    await expect(shippingPanel.isHidden()).resolves.toBe(true);
    await sameAddress.uncheck();
    await expect(shippingPanel.isVisible()).resolves.toBe(true);
    await sameAddress.check();

    // An invoice-type address takes no deliveries: the box is unchecked and disabled, the panel shows again.
    await invoiceSelect.selectOption(String(invoiceId));
    await expect(sameAddress.isChecked()).resolves.toBe(false);
    await expect(sameAddress.isDisabled()).resolves.toBe(true);
    await expect(shippingPanel.isVisible()).resolves.toBe(true);
    await page.locator('#account-shippingAddress').selectOption(String(deliveryId));
    await screenshot(page, 'checkout-address');
    await page.getByRole('button', { name: 'Jatka' }).click();

    await arrivedAt(page, '/fi/checkout/shipping', 'Toimitus');
    await expect(page.getByText(deliveryStreet).count()).resolves.toBeGreaterThan(0);
    const carrier = page.locator('input[name="carrierId"]').first();
    await carrier.check();
    await page.getByRole('button', { name: 'Jatka' }).click();

    // A trade account may pay by invoice, or by card.
    await arrivedAt(page, '/fi/checkout/payment', 'Maksu');
    const paymentChoice = (label: string) =>
      page.locator('label.checkout-choice', { hasText: label }).locator('input[name="paymentProviderId"]');
    await expect(paymentChoice('Maksukortti').count()).resolves.toBe(1);
    // The card's brands and the note on the payment page read as two lines, not as one run-on sentence.
    await expect(
      page
        .locator('label.checkout-choice', { hasText: 'Maksukortti' })
        .locator('.checkout-choice__detail')
        .innerText(),
    ).resolves.toMatch(/Mastercard\nSiirryt maksusivulle, kun olet tehnyt tilauksen\.$/);
    await paymentChoice('Lasku').check();
    await page.getByRole('button', { name: 'Jatka' }).click();

    await arrivedAt(page, '/fi/checkout/summary', 'Yhteenveto');
    await page.locator('html[data-hydrated]').waitFor();
    // The Finnish store delivers on Tuesdays and Fridays only: the picker offers nothing else.
    const offered = (
      await page
        .locator('#account-preferredDeliveryDate option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
    ).filter(Boolean);
    expect(offered.length).toBeGreaterThan(0);
    expect([...new Set(offered.map(weekday))].sort()).toEqual([2, 5]);

    await page.fill('#account-ownOrderNumber', `PO-${run}`);
    await page.fill('#account-reference', 'Työmaa Tampere');

    // Terms not accepted: the order is refused with the spec's message.
    await page.getByRole('button', { name: 'Lähetä tilaus' }).click();
    await page.locator('#account-termsAccepted-error').waitFor();
    await expect(page.locator('#account-termsAccepted-error').textContent()).resolves.toBe(
      'Ehdot on hyväksyttävä.',
    );
    await expect(page.inputValue('#account-ownOrderNumber')).resolves.toBe(`PO-${run}`);

    // A weekend date sent by hand is refused by the server, whatever the picker offers.
    const saturday = aSaturdayAfter(offered[0]!);
    await page.locator('#account-preferredDeliveryDate').evaluate((select, value) => {
      const option = document.createElement('option');
      option.value = value;
      option.textContent = value;
      (select as HTMLSelectElement).append(option);
      (select as HTMLSelectElement).value = value;
    }, saturday);
    await page.locator('#account-termsAccepted').check();
    await page.getByRole('button', { name: 'Lähetä tilaus' }).click();
    await page.locator('#account-preferredDeliveryDate-error').waitFor();
    await expect(page.locator('#account-preferredDeliveryDate-error').textContent()).resolves.toBe(
      'Valitse jokin tarjotuista toimituspäivistä.',
    );

    const deliveryDate = offered[0]!;
    await page.locator('#account-preferredDeliveryDate').selectOption(deliveryDate);
    await page.locator('#account-termsAccepted').check();
    await screenshot(page, 'checkout-summary');
    await page.getByRole('button', { name: 'Lähetä tilaus' }).click();

    await page.waitForURL(/\/fi\/checkout\/thank-you\/[^/?]+$/);
    await page.getByRole('heading', { level: 1, name: 'Kiitos tilauksestasi' }).waitFor();
    const orderNumber = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Kiitos tilauksestasi');
    await expect(
      page.getByText(`Olemme vastaanottaneet tilauksesi ${orderNumber}.`, { exact: true }).count(),
    ).resolves.toBe(1);
    await expect(page.getByText(`PO-${run}`).count()).resolves.toBe(1);
    await expect(page.getByText(deliveryStreet).count()).resolves.toBeGreaterThan(0);
    await screenshot(page, 'checkout-thank-you');

    // The confirmation arrives in the shopper's language.
    const mail = await waitForMail(customer.email, (caught) => caught.subject.includes(orderNumber));
    expect(mail.subject).toBe(`Tilausvahvistus ${orderNumber}`);
    expect(mail.text).toContain(`Olemme vastaanottaneet tilauksen ${orderNumber}`);

    // The cart became the order: going back to the checkout finds nothing left to order.
    await gotoHydrated(page, '/fi/checkout/summary');
    expect(new URL(page.url()).pathname).toBe('/fi/cart');
  });

  it('explains a cancelled and a failed card payment, and pays on the second try', async () => {
    const page = session.page();
    await loginAsDemoCustomer(page);
    const deliveryId = await addAddress(page, 'delivery', `Korttikuja ${run}`);
    await putProductInCart(page);
    await answerStepsByApi(page, deliveryId, 'card');

    // The answered steps lead straight to the summary; placing opens the card gateway's (test) page.
    await gotoHydrated(page, '/fi/checkout');
    await arrivedAt(page, '/fi/checkout/summary', 'Yhteenveto');
    await placeOrderOnSummary(page);
    await page.locator('a[data-outcome="cancelled"]').click();

    await page.waitForURL('**/fi/checkout/payment/return?**');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Maksu peruutettu');
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'Tilaus peruutettiin, koska maksu peruutettiin. Palaa ostoskoriin.',
    );
    await expect(page.getByRole('link', { name: 'Palaa ostoskoriin' }).getAttribute('href')).resolves.toBe(
      '/fi/cart',
    );
    // The cancelled order gave the cart back, so it can be ordered again.
    const cart = await (await page.request.get('/api/shop/cart?locale=fi')).json();
    expect((cart as { lines: unknown[] }).lines.length).toBeGreaterThan(0);

    await gotoHydrated(page, '/fi/checkout/summary');
    await placeOrderOnSummary(page);
    await page.locator('a[data-outcome="failed"]').click();
    await page.waitForURL('**/fi/checkout/payment/return?**');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Maksu epäonnistui');
    await expect(page.getByRole('alert').first().textContent()).resolves.toBe(
      'Maksun aikana tapahtui virhe.',
    );

    await page.getByRole('button', { name: 'Yritä maksua uudelleen' }).click();
    await page.waitForURL('**/api/shop/payments/test/**');
    const paidReturn = await page.locator('a[data-outcome="paid"]').getAttribute('href');
    await page.locator('a[data-outcome="paid"]').click();
    await page.waitForURL(/\/fi\/checkout\/thank-you\/[^/?]+$/);
    await page.getByRole('heading', { level: 1, name: 'Kiitos tilauksestasi' }).waitFor();
    await expect(page.getByText('Maksu on vastaanotettu.').count()).resolves.toBe(1);

    // The gateway's answer again, after the order was paid: "order already paid".
    await gotoHydrated(page, paidReturn!);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Tilaus on jo maksettu',
    );
  });

  it('refuses an invoice-type address as the delivery address when the page runs without JavaScript', async () => {
    const context = await session.browser().newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await loginAsDemoCustomer(page);
      const invoiceId = await addAddress(page, 'invoice', `Ilmanskriptiä ${run}`);
      await putProductInCart(page);
      await page.goto('/fi/checkout/address');
      await page.locator('#account-invoiceAddress').selectOption(String(invoiceId));
      // The stylesheet hides the shipping panel while the box is checked, scripts or not.
      await page.locator('#account-useInvoiceAsShipping').check();
      await expect(page.getByTestId('shipping-address-panel').isHidden()).resolves.toBe(true);
      await page.getByRole('button', { name: 'Jatka' }).click();

      await page.locator('#account-useInvoiceAsShipping-error').waitFor();
      await expect(page.locator('#account-useInvoiceAsShipping-error').textContent()).resolves.toBe(
        'Laskutusosoitetta ei voi käyttää toimitukseen. Valitse toimitusosoite.',
      );
      expect(new URL(page.url()).pathname).toBe('/fi/checkout/address');
      await expect(page.locator('#account-useInvoiceAsShipping').isChecked()).resolves.toBe(false);
      await expect(page.getByTestId('shipping-address-panel').isVisible()).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });

  it('lets a visitor of the international store check out as a guest and pay by card', async () => {
    const page = session.page();
    const email = `guest-${run}@example.test`;
    await putProductInCart(page, 'en');
    await gotoHydrated(page, '/en/checkout');
    expect(new URL(page.url()).pathname).toBe('/en/checkout/address');

    await page.fill('#account-guestEmail', email);
    const field = (name: string) => `[id="account-guestInvoiceAddress.${name}"]`;
    await page.fill(field('company'), 'Lichtwerk GmbH');
    await page.fill(field('firstname'), 'Jonas');
    await page.fill(field('lastname'), 'Weber');
    await page.fill(field('street'), `Hafenstraße ${run}`);
    await page.fill(field('postcode'), '20457');
    await page.fill(field('city'), 'Hamburg');
    await page.selectOption(field('country'), 'DE');
    await page.locator('#account-useInvoiceAsShipping').check();
    await expect(page.getByTestId('shipping-address-panel').isHidden()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Continue' }).click();

    await arrivedAt(page, '/en/checkout/shipping', 'Shipping');
    await page.locator('input[name="carrierId"]').first().check();
    await page.getByRole('button', { name: 'Continue' }).click();
    // A guest is no trade account: no invoice.
    await arrivedAt(page, '/en/checkout/payment', 'Payment');
    await expect(page.locator('label.checkout-choice', { hasText: 'Invoice' }).count()).resolves.toBe(0);
    await page.locator('label.checkout-choice', { hasText: 'Payment card' }).locator('input').check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await arrivedAt(page, '/en/checkout/summary', 'Summary');
    await page.locator('html[data-hydrated]').waitFor();
    await page.locator('#account-termsAccepted').check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL('**/api/shop/payments/test/**');
    await page.locator('a[data-outcome="paid"]').click();

    // The guest's thank-you page opens with the token of its address.
    await page.waitForURL(/\/en\/checkout\/thank-you\/[^/?]+\?token=/);
    await page.getByRole('heading', { level: 1, name: 'Thank you for your order' }).waitFor();
    const orderNumber = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
    await expect(page.getByText(`We have received your order ${orderNumber}.`).count()).resolves.toBe(1);
    await expect(page.getByText(`Hafenstraße ${run}`).count()).resolves.toBe(2);
    // The confirmation, and the demo notification rule's mail once the card payment went through.
    const confirmation = await waitForMail(
      email,
      (caught) => caught.subject === `Order confirmation ${orderNumber}`,
    );
    expect(confirmation.text).toContain(orderNumber);
    await waitForMail(email, (caught) => caught.subject === `Payment for order ${orderNumber}: paid`);
  });

  it('places one order when the summary form is sent twice at once', async () => {
    const page = session.page();
    await loginAsDemoCustomer(page);
    const deliveryId = await addAddress(page, 'delivery', `Tuplakuja ${run}`);
    await putProductInCart(page);
    await answerStepsByApi(page, deliveryId, 'invoice');
    await gotoHydrated(page, '/fi/checkout/summary');

    // The form as the browser would send it (a double click without scripts, or a resent POST).
    const form = {
      _token: await page.locator('#main-content input[name="_token"]').inputValue(),
      idempotencyKey: await page.locator('input[name="idempotencyKey"]').inputValue(),
      cartVersion: await page.locator('input[name="cartVersion"]').inputValue(),
      totalGrossMinor: await page.locator('input[name="totalGrossMinor"]').inputValue(),
      termsAccepted: 'on',
    };
    const send = () => page.request.post('/fi/checkout/summary', { form, maxRedirects: 0 });
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((answer) => answer.status())).toEqual([302, 302]);
    const [first, second] = answers.map((answer) => answer.headers()['location']);
    expect(first).toMatch(/^\/fi\/checkout\/thank-you\/[^/?]+$/);
    expect(second).toBe(first);

    // Sent once more later, the same form still answers the same order.
    expect((await send()).headers()['location']).toBe(first);
  });
});
