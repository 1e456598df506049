import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../../backend/src/database/seeders/demo-accounts';
import { insertAdminUser } from '../../../backend/test/factories/account.factory';
import { loginAsDemoCustomer, logInToBackOffice, screenshot, usePagePerTest } from './support';
import { withDatabase } from './support-database';

/**
 * A back-office user of an "order desk" role that may take orders (the demo editor may only read them): the test
 * adds its own, leaving the demo roles alone.
 */
async function orderDeskUser(): Promise<{ email: string; password: string }> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `insert into admin_role (name, permissions)
       values ('Order desk ' || substr(md5(random()::text), 1, 6),
               array['dashboard.read', 'orders.read', 'orders.write', 'customers.read', 'catalogue.read'])
       returning id`,
    );
    return insertAdminUser(client, { role: rows[0]!.id, name: 'Order Desk' });
  });
}

/** A product the demo buyer's company has its own price for (from one unit), and the shop's list price. */
async function productWithAgreedPrice(): Promise<{ id: number; sku: string; listPriceMinor: number }> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number; sku: string; list_price: string }>(
      `select p.id, p.sku, pp.price_minor as list_price
       from customer_price cp
       join customer c on c.company_id = cp.company_id and c.email = $1
       join product p on p.id = cp.product_id and p.active
       join product_price pp on pp.product_id = p.id and pp.store_id = cp.store_id
       where cp.min_quantity <= 1 and p.minimum_order_quantity <= 1
       order by p.id limit 1`,
      [DEMO_ACCOUNTS.customer.email],
    );
    if (!rows[0]) throw new Error('The demo seed has no agreed price for the demo buyer');
    return { id: rows[0].id, sku: rows[0].sku, listPriceMinor: Number(rows[0].list_price) };
  });
}

/** The unit price the shop's cart API gives the demo buyer for one of the product (the cart is left as it was). */
async function priceTheBuyerSees(page: Page, productId: number): Promise<number> {
  const request = page.context().request;
  await loginAsDemoCustomer(page);
  const after = (await (await request.get('/api/shop/session')).json()) as { csrfToken: string };
  const shopHeaders = { 'X-CSRF-Token': after.csrfToken };
  // The demo buyer starts without an address book; add a delivery address as they would in the shop.
  const address = await request.post('/api/shop/account/addresses', {
    headers: shopHeaders,
    data: {
      type: 'delivery',
      company: 'Voltgrossisten Oy',
      firstname: 'Aino',
      lastname: 'Virtanen',
      street: `Puhelinkatu ${Date.now() % 1000}`,
      postcode: '00100',
      city: 'Helsinki',
      country: 'FI',
    },
  });
  expect(address.status()).toBe(201);
  const added = await request.post('/api/shop/cart/items?locale=en', {
    headers: shopHeaders,
    data: { productId, quantity: '1' },
  });
  expect(added.status()).toBe(200);
  const cart = (await added.json()) as {
    lines: {
      id: number | null;
      productId: number;
      unitPriceNetMinor: number;
      quantity: string;
      isGift: boolean;
      removeToken: string;
    }[];
  };
  const line = cart.lines.find((candidate) => candidate.productId === productId && !candidate.isGift)!;
  // Leave the buyer's cart as it was: take back the one unit added.
  const rest = Number(line.quantity) - 1;
  const undo =
    rest > 0
      ? await request.patch(`/api/shop/cart/items/${line.id}?locale=en`, {
          headers: shopHeaders,
          data: { quantity: String(rest) },
        })
      : await request.delete(
          `/api/shop/cart/items/${line.id}?locale=en&token=${encodeURIComponent(line.removeToken)}`,
          {
            headers: shopHeaders,
          },
        );
  expect(undo.status()).toBeLessThan(300);
  await request.post('/api/shop/account/logout', { headers: shopHeaders });
  return line.unitPriceNetMinor;
}

const session = usePagePerTest();

describe('a phone order entered in the back office', () => {
  it("is priced with the customer's own price as the preview shows it, and opens the order once created", async () => {
    const page = session.page();
    const product = await productWithAgreedPrice();
    const buyerPrice = await priceTheBuyerSees(page, product.id);
    expect(buyerPrice).toBeLessThan(product.listPriceMinor);

    await logInToBackOffice(page, await orderDeskUser());
    await page.goto('/admin/#/orders/phone-order');
    const customer = page.locator('input[name=customer]');
    await customer.waitFor({ timeout: 60_000 });
    await customer.fill('buyer@voltgrossisten');
    await page.getByRole('option', { name: /buyer@voltgrossisten\.test/ }).click();
    // Their address book's address takes the invoice and the goods.
    await page.getByRole('combobox', { name: 'Invoice address' }).click();
    await page
      .getByRole('option', { name: /Puhelinkatu/ })
      .first()
      .click();
    await page.locator('input[name="lines.0.sku"]').fill(product.sku);
    await page.locator('input[name="lines.0.quantity"]').fill('1');

    const unitPrice = page.locator(
      `[data-testid="preview-line-${product.sku}"] [data-testid="preview-unit-price"]`,
    );
    await unitPrice.waitFor({ timeout: 20_000 });
    expect(Number(await unitPrice.getAttribute('data-minor'))).toBe(buyerPrice);
    await page.getByTestId('preview-total').waitFor();
    const create = page.getByRole('button', { name: 'Create order' });
    await screenshot(page, 'admin-phone-order-1280');
    // Enabled once the preview of what was typed last is in and names nothing to fix.
    await page.locator('button:has-text("Create order"):not([disabled])').waitFor({ timeout: 20_000 });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('preview-total').waitFor();
    // Nothing widens a phone's screen: long addresses and the preview table stay inside it.
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'admin-phone-order-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    await create.click();
    await page.waitForURL(/#\/orders\/\d+\/show/, { timeout: 20_000 });
    const orderId = Number(/#\/orders\/(\d+)\/show/.exec(page.url())![1]);
    const order = await withDatabase(async (client) => {
      const { rows } = await client.query<{ email: string; actor_kind: string; unit_price: string }>(
        `select c.email, (select actor_kind from order_state_change where order_id = o.id order by id limit 1),
                (select unit_price_net_minor from sales_order_item where order_id = o.id and sku = $2) as unit_price
         from sales_order o join customer c on c.id = o.customer_id where o.id = $1`,
        [orderId, product.sku],
      );
      return rows[0];
    });
    expect(order).toEqual({
      email: DEMO_ACCOUNTS.customer.email,
      actor_kind: 'admin',
      unit_price: String(buyerPrice),
    });
  }, 180_000);

  it("creates a warranty replacement order from a registration's page", async () => {
    const page = session.page();
    const product = await productWithAgreedPrice();
    const registrationId = await withDatabase(async (client) => {
      const { rows } = await client.query<{ id: number }>(
        `insert into warranty_registration (store_id, locale, customer_id, name, email, sku, product_name,
           serial_number, purchase_date, fault_description, country, receipt_file_name, receipt_content_type,
           receipt_size)
         select c2.store_id, 'en', c.id, 'Aino Virtanen', c.email, $2, 'Product', 'SN-E2E', '2026-01-02',
           'Does not charge', 'FI', 'receipt.pdf', 'application/pdf', 10
         from customer c join customer_company c2 on c2.id = c.company_id where c.email = $1
         returning id`,
        [DEMO_ACCOUNTS.customer.email, product.sku],
      );
      return rows[0]!.id;
    });
    await logInToBackOffice(page, await orderDeskUser());
    await page.goto(`/admin/#/warranty-registrations/${registrationId}/show`);
    const create = page.getByRole('button', { name: 'Create warranty order' });
    await create.waitFor({ timeout: 60_000 });
    await create.click();
    await page.waitForURL(/#\/orders\/\d+\/show/, { timeout: 20_000 });
    const orderId = Number(/#\/orders\/(\d+)\/show/.exec(page.url())![1]);
    const order = await withDatabase(
      async (client) =>
        (
          await client.query<{ order_type: number; total: string; sku: string }>(
            `select o.order_type, o.total_gross_minor as total, i.sku
             from sales_order o join sales_order_item i on i.order_id = o.id where o.id = $1`,
            [orderId],
          )
        ).rows,
    );
    expect(order).toEqual([{ order_type: 32, total: '0', sku: product.sku }]);
  }, 180_000);
});
