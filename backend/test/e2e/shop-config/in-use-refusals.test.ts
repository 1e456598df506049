import type { DataProvider } from 'ra-core';
import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { loginAsAdmin } from '../../support/admin-session';
import { startTestApp, type TestApp } from '../../support/test-app';
import { adminDataProvider, ApiError, listen } from './shop-config-client';

/**
 * The back office refuses to delete configuration rows that carts, orders, customer companies and products still
 * use, naming them: the owning modules count their own rows for shop-config (the config-usage registry).
 */
describe('shop-configuration rows in use by other modules are not deleted', () => {
  let testApp: TestApp;
  let dataProvider: DataProvider;

  const query = <T>(text: string, values: unknown[] = []) =>
    testApp.withClient(async (client) => (await client.query(text, values)).rows as T[]);
  const one = async <T>(text: string, values: unknown[] = []) => (await query<T>(text, values))[0]!;

  const refusal = async (work: Promise<unknown>): Promise<ApiError> => {
    const error = await work.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  };

  const deleteRefused = async (resource: string, id: number) => {
    const error = await refusal(dataProvider.delete(resource, { id, previousData: { id } }));
    expect(error.status).toBe(409);
    return (error.body as { message: string }).message;
  };

  beforeAll(async () => {
    testApp = await startTestApp({ products: 3 });
    const baseUrl = await listen(testApp);
    const { email, password } = DEMO_ACCOUNTS.administrator;
    dataProvider = adminDataProvider(baseUrl, await loginAsAdmin(testApp, email, password));
  });

  afterAll(() => testApp.close());

  it('names the orders, carts and customer companies of a store, and the orders of its carrier and payment provider', async () => {
    const store = (
      await dataProvider.create('stores', {
        data: {
          code: 'tuse',
          name: 'Store in use',
          country: 'SE',
          defaultLocale: 'sv',
          locales: ['sv'],
          currency: 'SEK',
        },
      })
    ).data;
    const carrier = await one<{ id: number }>('select min(id) as id from carrier');
    const provider = await one<{ id: number }>('select min(id) as id from payment_provider');
    await query(`insert into cart (store_id, currency, locale) values ($1, 'SEK', 'sv'), ($1, 'SEK', 'sv')`, [
      store.id,
    ]);
    await query(
      `insert into customer_company (name, organization_number, store_id) values ('In use AB', '556000-0000', $1)`,
      [store.id],
    );
    await query(
      `insert into sales_order (number, store_id, locale, currency, invoice_address, shipping_address,
         items_net_minor, tax_minor, total_gross_minor, carrier_id, payment_provider_id, guest_email)
       values ('TUSE-1', $1, 'sv', 'SEK', '{}', '{}', 0, 0, 0, $2, $3, 'guest@example.com')`,
      [store.id, carrier.id, provider.id],
    );

    expect(await deleteRefused('stores', store.id)).toBe(
      'This store is still used by 1 orders, 2 carts, 1 customer companies; change those first',
    );
    expect(await deleteRefused('carriers', carrier.id)).toBe(
      'This carrier is still used by orders; switch it off (active: false) instead; change those first',
    );
    expect(await deleteRefused('payment-providers', provider.id)).toBe(
      'This payment provider is still used by orders; switch it off (active: false) instead; change those first',
    );
  });

  it("refuses a new currency under a store's prices", async () => {
    const store = (
      await dataProvider.create('stores', {
        data: {
          code: 'tcur',
          name: 'Priced store',
          country: 'SE',
          defaultLocale: 'sv',
          locales: ['sv'],
          currency: 'SEK',
        },
      })
    ).data;
    await query(
      `insert into product_price (product_id, store_id, price_minor) select id, $1, 100 from product`,
      [store.id],
    );

    const error = await refusal(
      dataProvider.update('stores', { id: store.id, data: { currency: 'EUR' }, previousData: store }),
    );
    expect(error.status).toBe(409);
    expect((error.body as { message: string }).message).toBe(
      'The store has 3 prices in SEK; its currency cannot change under them',
    );
  });

  it('names the products, product unit definitions and cart lines of a unit', async () => {
    const unit = (
      await dataProvider.create('product-units', { data: { identifier: 'crate-x', labels: { en: 'crate' } } })
    ).data;
    const product = await one<{ id: number; sku: string }>('select id, sku from product order by id limit 1');
    const soldInIt = await one<{ id: number }>('select id from product where id <> $1 limit 1', [product.id]);
    await query('update product set sales_unit_id = $1 where id = $2', [unit.id, soldInIt.id]);
    const definition = (
      await dataProvider.create('product-unit-definitions', {
        data: { productId: product.id, unitId: unit.id, conversionFactor: 12 },
      })
    ).data;
    const cart = await one<{ id: number }>(
      `insert into cart (store_id, currency, locale) select id, currency, 'en' from store order by id limit 1
       returning id`,
    );
    await query(
      `insert into cart_item (cart_id, sku, unit_definition_id, quantity, product_id) values ($1, $2, $3, 1, $4)`,
      [cart.id, product.sku, unit.id, product.id],
    );

    expect(await deleteRefused('product-unit-definitions', definition.id)).toBe(
      'This product unit definition is still used by 1 cart lines; it cannot be deleted; change those first',
    );
    expect(await deleteRefused('product-units', unit.id)).toBe(
      'This product unit is still used by 1 products as their sales unit, 1 product unit definitions, 1 cart lines; change those first',
    );
  });
});
