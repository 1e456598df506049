import type { Page, Request } from 'playwright-core';
import { api, gotoHydrated, newPage, screenshot, usePagePerTest, type CategoryNode } from './support';

interface ListedProduct {
  id: number;
  name: string;
  slug: string;
  minimumOrderQuantity: string;
  minimumOrderOverride: boolean;
  salesUnit: string;
  salesUnitPrecision: number;
}

const session = usePagePerTest();
let page: Page;
let catalogue: ListedProduct[];

beforeAll(async () => {
  catalogue = await everyListedProduct();
});

beforeEach(() => {
  page = session.page();
});

/** Every product of the seeded catalogue, through the listing API the product cards are built from. */
async function everyListedProduct(): Promise<ListedProduct[]> {
  const roots = await api<CategoryNode[]>('/api/shop/categories?locale=en');
  const products = new Map<number, ListedProduct>();
  for (const root of roots) {
    for (let pageNumber = 1, pageCount = 1; pageNumber <= pageCount; pageNumber += 1) {
      const listing = await api<{ items: ListedProduct[]; pageCount: number }>(
        `/api/shop/categories/${root.slug}/products?locale=en&perPage=96&page=${pageNumber}`,
      );
      pageCount = listing.pageCount;
      for (const item of listing.items) products.set(item.id, item);
    }
  }
  return [...products.values()];
}

function productWhere(description: string, test: (product: ListedProduct) => boolean): ListedProduct {
  const found = catalogue.find(test);
  if (!found) throw new Error(`the seeded catalogue has no ${description}`);
  return found;
}

/** Sold in whole multiples of a minimum order quantity above 1 (packs of 6, 10, 12...). */
const inMultiples = (andAlso: (moq: number) => boolean = () => true) =>
  productWhere(
    'product with a whole minimum order quantity above 1',
    (p) =>
      !p.minimumOrderOverride &&
      p.salesUnitPrecision === 0 &&
      Number(p.minimumOrderQuantity) > 1 &&
      andAlso(Number(p.minimumOrderQuantity)),
  );

/** Sold by a unit with decimals (cable by the metre, goods by the kilogram), in steps of its minimum order. */
function byADecimalUnit(): ListedProduct {
  const decimal = catalogue.filter((p) => !p.minimumOrderOverride && p.salesUnitPrecision > 0);
  const found = decimal.find((p) => !Number.isInteger(Number(p.minimumOrderQuantity))) ?? decimal[0];
  if (!found) throw new Error('the seeded catalogue has no product sold by a unit with decimals');
  return found;
}

/** A category whose first page (as the storefront shows it) has a card of a product sold in multiples. */
async function cardSoldInMultiples(): Promise<{ category: string; product: ListedProduct }> {
  const roots = await api<CategoryNode[]>('/api/shop/categories?locale=en');
  for (const root of roots) {
    const firstPage = await api<{ items: ListedProduct[] }>(
      `/api/shop/categories/${root.slug}/products?locale=en`,
    );
    const product = firstPage.items.find(
      (p) => !p.minimumOrderOverride && p.salesUnitPrecision === 0 && Number(p.minimumOrderQuantity) > 1,
    );
    if (product) return { category: root.slug, product };
  }
  throw new Error('no first page of a top category shows a product sold in multiples');
}

const quantityField = () => page.locator('.product-summary').getByRole('textbox', { name: 'Quantity' });
const increase = () => page.locator('.product-summary').getByRole('button', { name: 'Increase quantity' });
const decrease = () => page.locator('.product-summary').getByRole('button', { name: 'Decrease quantity' });
const addButton = () => page.locator('.product-summary').getByRole('button', { name: 'Add to cart' });
const message = () => page.locator('.product-summary').getByRole('alert');

function addToCartRequests(): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/cart/add/')) requests.push(request);
  });
  return requests;
}

async function typeQuantity(text: string) {
  await quantityField().fill('');
  await quantityField().pressSequentially(text);
}

describe('the quantity editor on a product page', () => {
  it('starts at the minimum order quantity and steps in multiples of it, never below it', async () => {
    const product = inMultiples();
    const moq = Number(product.minimumOrderQuantity);
    await gotoHydrated(page, `/en/p/${product.slug}`);

    await expect(quantityField().inputValue()).resolves.toBe(String(moq));
    await increase().click();
    await increase().click();
    await expect(quantityField().inputValue()).resolves.toBe(String(3 * moq));
    await decrease().click();
    await expect(quantityField().inputValue()).resolves.toBe(String(2 * moq));
    await decrease().click();
    await decrease().click();
    await expect(quantityField().inputValue()).resolves.toBe(String(moq));

    await typeQuantity(String(moq + 1));
    await increase().click();
    await expect(quantityField().inputValue()).resolves.toBe(String(2 * moq));
    await typeQuantity(String(2 * moq + 1));
    await decrease().click();
    await expect(quantityField().inputValue()).resolves.toBe(String(2 * moq));
    await expect(message().count()).resolves.toBe(0);
  });

  it('says in a red box that only multiples can be added, and blocks the add', async () => {
    const product = inMultiples();
    const moq = Number(product.minimumOrderQuantity);
    const requests = addToCartRequests();
    await gotoHydrated(page, `/en/p/${product.slug}`);

    await typeQuantity(String(moq + 1));
    await expect(message().innerText()).resolves.toBe(`You can only add in increments of ${moq}`);
    const messageId = await message().getAttribute('id');
    await expect(quantityField().getAttribute('aria-describedby')).resolves.toBe(messageId);
    await expect(quantityField().getAttribute('aria-invalid')).resolves.toBe('true');
    await screenshot(page, 'quantity-increment-message');

    await addButton().click();
    // The refused add puts the focus back into the field, in the same handler that would have posted.
    await page.waitForFunction(() => document.activeElement?.classList.contains('quantity-input__field'));
    expect(requests).toEqual([]);
    await expect(message().innerText()).resolves.toBe(`You can only add in increments of ${moq}`);

    await typeQuantity(String(2 * moq));
    await expect(message().count()).resolves.toBe(0);
    await expect(quantityField().getAttribute('aria-invalid')).resolves.toBeNull();
  });

  it('rounds a quantity typed with a comma to the unit when the field is left', async () => {
    const pieces = inMultiples((moq) => 3 % moq !== 0);
    await gotoHydrated(page, `/en/p/${pieces.slug}`);
    await typeQuantity('2,5');
    await quantityField().blur();
    await expect(quantityField().inputValue()).resolves.toBe('3');
    await expect(message().innerText()).resolves.toBe(
      `You can only add in increments of ${Number(pieces.minimumOrderQuantity)}`,
    );

    // Four times the minimum is at least 1 (the cart's minimum) for every minimum the catalogue uses.
    const decimal = byADecimalUnit();
    const moq = Number(decimal.minimumOrderQuantity);
    const [whole, fraction = ''] = String(4 * moq).split('.');
    const typed = `${whole},${fraction.padEnd(decimal.salesUnitPrecision, '0')}4`;
    await gotoHydrated(page, `/en/p/${decimal.slug}`);
    await typeQuantity(typed);
    await quantityField().blur();
    await expect(quantityField().inputValue()).resolves.toBe(String(4 * moq));
    await expect(message().count()).resolves.toBe(0);
    await increase().click();
    await expect(quantityField().inputValue()).resolves.toBe(String(5 * moq));
  });

  it('turns an emptied field into 0 when it is left, which is below what the cart accepts', async () => {
    const product = inMultiples();
    await gotoHydrated(page, `/en/p/${product.slug}`);
    await quantityField().fill('');
    await quantityField().blur();
    await expect(quantityField().inputValue()).resolves.toBe('0');
    await expect(message().innerText()).resolves.toBe(
      `The quantity must be at least ${Number(product.minimumOrderQuantity)}`,
    );
  });

  it('keeps counting while + is held down, and stops when it is let go', async () => {
    const product = inMultiples();
    const moq = Number(product.minimumOrderQuantity);
    await gotoHydrated(page, `/en/p/${product.slug}`);

    await increase().hover();
    await page.mouse.down();
    const field = await quantityField().elementHandle();
    // One press is one step; only the repeats of a held button go further.
    await page.waitForFunction(({ input, limit }) => Number((input as HTMLInputElement).value) > limit, {
      input: field,
      limit: 3 * moq,
    });
    await page.mouse.up();
    const released = Number(await quantityField().inputValue());
    expect(released).toBeGreaterThan(3 * moq);
    expect(released % moq).toBe(0);
    // Several repeat intervals later the value is where it was let go.
    await page.waitForTimeout(500);
    await expect(quantityField().inputValue()).resolves.toBe(String(released));
  });

  it('shows an editor with the same rules on the product cards of a category', async () => {
    const { category, product } = await cardSoldInMultiples();
    const moq = Number(product.minimumOrderQuantity);
    await gotoHydrated(page, `/en/c/${category}`);
    const card = page.locator('.product-card').filter({ hasText: product.name });

    const field = card.getByRole('textbox', { name: `Quantity of ${product.name}` });
    await expect(field.inputValue()).resolves.toBe(String(moq));
    await card.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(field.inputValue()).resolves.toBe(String(2 * moq));
    await field.fill(String(moq + 1));
    await expect(card.getByRole('alert').innerText()).resolves.toBe(
      `You can only add in increments of ${moq}`,
    );
    await screenshot(page, 'quantity-product-cards', { fullPage: false });
  });
});

describe('adding to the cart with JavaScript', () => {
  it('stays on the page, shows a loader while the cart answers, then refreshes the minicart', async () => {
    const product = inMultiples();
    await gotoHydrated(page, `/en/p/${product.slug}`);
    const form = page.locator(`form#add_to_cart_${product.id}`);
    const count = page.locator('.minicart__count');
    const before = await count.innerText();
    // The cart's answer is held back until the loader has been seen.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(/\/cart\/add\//, async (route) => {
      await answered;
      await route.continue();
    });

    await addButton().click();
    await form.locator('.add-to-cart__loader').waitFor();
    await expect(form.locator('[role="status"]').innerText()).resolves.toBe('Adding to cart…');
    answer();
    await form.locator('.add-to-cart__loader').waitFor({ state: 'detached' });
    await page.waitForFunction(
      (previous) => document.querySelector('.minicart__count')?.textContent !== previous,
      before,
    );
    expect(new URL(page.url()).pathname).toBe(`/en/p/${product.slug}`);
  });
});

describe('the add-to-cart form without JavaScript', () => {
  it('posts the quantity, the unit and the form token under the form id of storefront spec §7.6', async () => {
    const product = inMultiples();
    const plain = await newPage(session.browser(), { javaScriptEnabled: false });
    try {
      let posted: { url: string; method: string; body: string } | null = null;
      // The cart itself is built separately; the browser's post is what this test is about.
      await plain.route(/\/cart\/add\//, async (route) => {
        const request = route.request();
        posted = { url: request.url(), method: request.method(), body: request.postData() ?? '' };
        await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>added</p>' });
      });
      await plain.goto(`/en/p/${product.slug}`);
      const form = plain.locator(`form#add_to_cart_${product.id}`);
      await form
        .getByRole('textbox', { name: 'Quantity' })
        .fill(String(2 * Number(product.minimumOrderQuantity)));
      await form.getByRole('button', { name: 'Add to cart' }).click();
      await plain.waitForURL(/\/cart\/add\//);

      expect(posted).not.toBeNull();
      const { url, method, body } = posted!;
      expect(method).toBe('POST');
      expect(new URL(url).pathname).toBe(`/en/cart/add/${product.id}`);
      const fields = new URLSearchParams(body);
      const formId = `add_to_cart_${product.id}`;
      expect([...fields.keys()].sort()).toEqual(
        [`${formId}[_token]`, `${formId}[cartItem][quantity]`, `${formId}[cartItem][unitDefinition]`].sort(),
      );
      expect(fields.get(`${formId}[cartItem][quantity]`)).toBe(
        String(2 * Number(product.minimumOrderQuantity)),
      );
      expect(fields.get(`${formId}[cartItem][unitDefinition]`)).toBe(product.salesUnit);
      expect(fields.get(`${formId}[_token]`)).toMatch(/\S{16,}/);
    } finally {
      await plain.context().close();
    }
  });
});
