import type { APIRequestContext, Page } from 'playwright-core';
import {
  api,
  gotoHydrated,
  loginAsDemoCustomer,
  screenshot,
  shopLinkIn,
  usePagePerTest,
  waitForMail,
} from './support';
import { withDatabase } from './support-database';

/** Country wording, newsletter double opt-in, shopper-language refusals, failed filters and searches, videos. */

const run = Date.now().toString(36);

async function csrfToken(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/shop/session')).json()) as { csrfToken: string }).csrfToken;
}

interface Card {
  id: number;
  slug: string;
  price: { amountMinor: number } | null;
  stockStatus: string;
  minimumOrderQuantity: string;
}

async function aCategoryWithProducts(locale: string) {
  const categories = await api<{ slug: string; productCount: number }[]>(
    `/api/shop/categories?locale=${locale}`,
  );
  return categories.find((node) => node.productCount > 1)!;
}

async function putProductInCart(page: Page): Promise<void> {
  const category = await aCategoryWithProducts('fi');
  const listing = await api<{ items: Card[] }>(
    `/api/shop/categories/${encodeURIComponent(category.slug)}/products?locale=fi`,
  );
  const product = listing.items.find((item) => item.price && item.stockStatus === 'in_stock')!;
  const response = await page.request.post('/api/shop/cart/items?locale=fi', {
    headers: { 'X-CSRF-Token': await csrfToken(page.request) },
    data: { productId: product.id, quantity: product.minimumOrderQuantity },
  });
  expect(response.status()).toBe(200);
}

describe('country wording and the rest of the storefront spec', () => {
  const session = usePagePerTest();

  it("shows the Finnish store's delivery note and VAT notice in the cart and its contact details in the footer", async () => {
    const page = session.page();
    await loginAsDemoCustomer(page);
    await putProductInCart(page);
    await gotoHydrated(page, '/fi/cart');
    const aside = page.locator('.cart-page__aside');
    await expect(aside.locator('[data-note="deliveryNote"]').textContent()).resolves.toBe(
      'Toimitamme tiistaisin ja perjantaisin.',
    );
    await expect(aside.locator('[data-note="vatNotice"]').textContent()).resolves.toBe(
      'Hinnat ovat arvonlisäverottomia (ALV 25,5 %).',
    );
    await expect(page.locator('.site-footer [data-note="contact"]').textContent()).resolves.toContain(
      'sales.fi@tradeshop.test',
    );
    await screenshot(page, 'wording-cart-fi-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'wording-cart-fi-390');

    // The same buyer in English: the Finnish store's own English wording.
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, '/en/cart');
    await expect(page.locator('.cart-page__aside [data-note="deliveryNote"]').textContent()).resolves.toBe(
      'We deliver on Tuesdays and Fridays.',
    );
    await screenshot(page, 'wording-cart-en-1280');
  });

  it('shows a checkout field the API refused in Finnish on /fi/', async () => {
    const page = session.page();
    await loginAsDemoCustomer(page);
    await putProductInCart(page);
    const headers = { 'X-CSRF-Token': await csrfToken(page.request) };
    const address = await page.request.post('/api/shop/account/addresses', {
      headers,
      data: {
        type: 'delivery',
        company: 'Voltgrossisten Oy',
        firstname: 'Aino',
        lastname: 'Virtanen',
        street: `Sanamuodontie ${run}`,
        number: '4',
        postcode: '00100',
        city: 'Helsinki',
        country: 'FI',
      },
    });
    const addressId = ((await address.json()) as { id: number }).id;
    const put = async (step: string, data: object) =>
      (await (await page.request.put(`/api/shop/checkout/${step}?locale=fi`, { headers, data })).json()) as {
        carriers: { carrierId: number }[];
        paymentOptions: { paymentProviderId: number; gateway: string }[];
      };
    const state = await put('address', { invoiceAddressId: addressId, useInvoiceAsShipping: true });
    await put('shipping', { carrierId: state.carriers[0]!.carrierId });
    const invoice = state.paymentOptions.find((option) => option.gateway === 'invoice')!;
    await put('payment', { paymentProviderId: invoice.paymentProviderId });

    await gotoHydrated(page, '/fi/checkout/summary');
    await expect(page.locator('[data-note="termsNote"]').textContent()).resolves.toContain(
      'Tradeshop Suomen',
    );
    await expect(page.locator('[data-note="vatNotice"]').textContent()).resolves.toContain('ALV 25,5 %');
    await page.locator('#account-ownOrderNumber').fill('PO-'.padEnd(60, '7'));
    await page.locator('#account-termsAccepted').check();
    await page.getByRole('button', { name: 'Lähetä tilaus' }).click();
    const error = page.locator('#account-ownOrderNumber-error');
    await error.waitFor();
    await expect(error.textContent()).resolves.toBe('Arvo on liian pitkä');
    await expect(page.locator('.form-error-summary').textContent()).resolves.not.toMatch(/too long/i);
    await screenshot(page, 'wording-checkout-field-error-fi');
  });

  it('subscribes to the newsletter with double opt-in: the mailed link confirms', async () => {
    const page = session.page();
    const email = `uutiskirje-${run}@example.test`;
    await gotoHydrated(page, '/fi');
    await page.locator('#newsletter-footer-email').fill(email);
    await page.locator('.newsletter-footer button[type="submit"]').click();
    await page.getByRole('heading', { level: 1, name: 'Vahvista tilauksesi' }).waitFor();
    await expect(page.locator('.newsletter-result').textContent()).resolves.toContain(email);
    await screenshot(page, 'newsletter-sent-fi');

    const mail = await waitForMail(email, (caught) => caught.subject.includes('uutiskirjeen'));
    await gotoHydrated(page, shopLinkIn(mail));
    await screenshot(page, 'newsletter-confirm-fi');
    await page.getByRole('button', { name: 'Vahvista tilaus' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tilaus on vahvistettu' }).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'newsletter-confirmed-fi-390');
  });

  it('shows the newsletter confirmation error for a bad link, in Finnish and in English', async () => {
    const page = session.page();
    await gotoHydrated(page, '/fi/newsletter/confirm/not-a-real-token-0123456789');
    await page.getByRole('button', { name: 'Vahvista tilaus' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tilausta ei voitu vahvistaa' }).waitFor();
    await expect(page.locator('[role="alert"]').first().textContent()).resolves.toContain(
      'Uutiskirjeen tilauksen vahvistus epäonnistui',
    );
    await gotoHydrated(page, '/en/newsletter/confirm/not-a-real-token-0123456789');
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await page.getByRole('heading', { level: 1, name: 'The subscription could not be confirmed' }).waitFor();
    await expect(page.locator('[role="alert"]').first().textContent()).resolves.toContain(
      'Newsletter confirmation error',
    );
    await screenshot(page, 'newsletter-error-en');
  });

  it('keeps the listing as it was when a filter request fails, and logs it', async () => {
    const page = session.page();
    const category = await aCategoryWithProducts('fi');
    await gotoHydrated(page, `/fi/c/${category.slug}`);
    const before = page.url();
    const firstProduct = await page.locator('.product-card').first().textContent();
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await page.route('**/*.data*', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.locator('.filters input[type="checkbox"]').first().check();
    for (let tries = 0; !logged.some((text) => text.includes('listing request failed')); tries += 1) {
      if (tries > 50) throw new Error(`The failed filter request was not logged: ${logged.join(' | ')}`);
      await page.waitForTimeout(100);
    }
    await page.waitForURL(before);
    await expect(page.locator('.product-card').first().textContent()).resolves.toBe(firstProduct);
    await expect(page.locator('.error-page').count()).resolves.toBe(0);
  });

  it('shows Nothing found when the search fails', async () => {
    const page = session.page();
    // A page number the API refuses: a non-OK answer.
    await gotoHydrated(page, '/en/search/products?term=battery&page=-4');
    await expect(page.locator('.search-page .empty-state').textContent()).resolves.toContain('battery');
    await expect(page.locator('.error-page').count()).resolves.toBe(0);
  });

  it('plays the product video with its poster and captions', async () => {
    const page = session.page();
    // A product with a video, as the seeded catalogue has them.
    const slug = await withDatabase(async (client) => {
      const { rows } = await client.query<{ slug: string }>(
        `select t.slug from product_media m join product_translation t on t.product_id = m.product_id
          where m.kind = 'video' and t.locale = 'fi' order by m.product_id limit 1`,
      );
      return rows[0]?.slug ?? null;
    });
    expect(slug).not.toBeNull();
    await gotoHydrated(page, `/fi/p/${slug}`);
    const tab = page.getByRole('tab', { name: 'Videot' });
    if (await tab.count()) await tab.click();
    const video = page.locator('.product-video video');
    await expect(video.getAttribute('poster')).resolves.toMatch(/\.svg$/);
    await expect(page.locator('.product-video track').getAttribute('srclang')).resolves.toBe('fi');
    const played = await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
      await new Promise((resolve) => setTimeout(resolve, 1200));
      return { time: element.currentTime, error: element.error?.code ?? null };
    });
    expect(played.error).toBeNull();
    expect(played.time).toBeGreaterThan(0.3);
    await screenshot(page, 'product-video-fi');
  });
});
