import type { Page } from 'playwright-core';
import { SHOP_MESSAGES } from '@tradeshop/shared';
import { api, baseUrl, gotoHydrated, loginAsDemoCustomer, newPage, usePagePerTest } from './support';

const session = usePagePerTest();

/** A page of a browser whose language preference is `acceptLanguage`, with or without a `locale` cookie. */
async function browserPage(acceptLanguage: string, localeCookie?: string): Promise<Page> {
  const page = await newPage(session.browser(), { locale: acceptLanguage.split(',')[0] });
  // Chromium sends its own list for the locale alone; the header is set whole, as a browser with several
  // preferred languages sends it.
  await page.route('**/*', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'accept-language': acceptLanguage } }),
  );
  if (localeCookie)
    await page.context().addCookies([{ name: 'locale', value: localeCookie, url: baseUrl() }]);
  return page;
}

async function localeCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'locale')?.value;
}

async function withPage(page: Page, work: (page: Page) => Promise<void>): Promise<void> {
  try {
    await work(page);
  } finally {
    await page.context().close();
  }
}

describe('language detection', () => {
  it("takes the path's locale segment before the query, the cookie and the browser's language", async () => {
    await withPage(await browserPage('sv-SE,sv;q=0.9', 'da'), async (page) => {
      await gotoHydrated(page, '/it?locale=fr');
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('it-IT');
      await expect(page.locator('.skip-link').textContent()).resolves.toBe(
        SHOP_MESSAGES.it.layout.skipToContent,
      );
      expect(await localeCookie(page)).toBe('it');
    });
  });

  it('takes ?locale= on a page without a locale segment before the cookie and the browser', async () => {
    await withPage(await browserPage('sv-SE,sv;q=0.9', 'da'), async (page) => {
      await gotoHydrated(page, '/?locale=fr');
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('fr-FR');
      await expect(page.locator('.skip-link').textContent()).resolves.toBe(
        SHOP_MESSAGES.fr.layout.skipToContent,
      );
      expect(await localeCookie(page)).toBe('fr');
    });
  });

  it("takes the cookie before the browser's language", async () => {
    await withPage(await browserPage('sv-SE,sv;q=0.9', 'da'), async (page) => {
      await gotoHydrated(page, '/');
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('da-DK');
    });
  });

  it("takes the browser's language when nothing else names one, and writes it back to the cookie", async () => {
    await withPage(await browserPage('de-DE,nn;q=0.8,en;q=0.5'), async (page) => {
      await gotoHydrated(page, '/');
      // Nynorsk is served in Bokmål; German is not a shop language.
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('nb-NO');
      expect(await localeCookie(page)).toBe('nb');
      const cookie = (await page.context().cookies()).find((c) => c.name === 'locale');
      expect(cookie?.path).toBe('/');
      expect(cookie?.sameSite).toBe('Lax');
      expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(300 * 24 * 3600);
    });
  });

  it('falls back to English for a browser language the shop does not offer', async () => {
    await withPage(await browserPage('de-DE,de;q=0.9,pl;q=0.5'), async (page) => {
      const response = await gotoHydrated(page, '/');
      expect(response?.status()).toBe(200);
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
      await expect(page.locator('.skip-link').textContent()).resolves.toBe(
        SHOP_MESSAGES.en.layout.skipToContent,
      );
      expect(await localeCookie(page)).toBe('en');
    });
  });

  it('keeps the language chosen by path for the next page without a segment', async () => {
    await withPage(await browserPage('en-GB'), async (page) => {
      await gotoHydrated(page, '/sv');
      expect(await localeCookie(page)).toBe('sv');
      await gotoHydrated(page, '/');
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('sv-SE');
    });
  });
});

describe('store wording', () => {
  interface Wording {
    storeCode: string;
    key: string;
    value: string;
  }

  it("shows the store's own wording over the language's, per country sales organisation", async () => {
    const swedish = await api<Wording[]>('/api/shop/wording?locale=sv');
    const cartIn = (store: string) =>
      swedish.find((row) => row.storeCode === store && row.key === 'minicart.button')?.value;
    expect(cartIn('fi')).toBeDefined();
    expect(cartIn('fi')).not.toBe(cartIn('se'));
    const page = session.page();
    const cartButton = page.locator('.minicart .header-button__label');

    // A Swedish-speaking shopper in Sweden, and one in Finland's store.
    await gotoHydrated(page, '/sv');
    await expect(cartButton.textContent()).resolves.toBe(cartIn('se'));
    await gotoHydrated(page, '/sv?store=fi');
    await expect(cartButton.textContent()).resolves.toBe(cartIn('fi'));
  });

  it("shows a logged-in customer their company's store wording in whatever language they read", async () => {
    const swedish = await api<Wording[]>('/api/shop/wording?locale=sv');
    const finlandSwedishCart = swedish.find(
      (row) => row.storeCode === 'fi' && row.key === 'minicart.button',
    )!.value;
    const page = session.page();
    await loginAsDemoCustomer(page);
    // The demo customer's company buys in the Finnish store; Swedish is one of its languages.
    await gotoHydrated(page, '/sv');
    await expect(page.locator('.minicart .header-button__label').textContent()).resolves.toBe(
      finlandSwedishCart,
    );
  });
});
