import { storeToday } from '@tradeshop/shared';
import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { insertProduct } from '../../factories/catalogue.factory';
import { setProductPrice } from '../../factories/shop-config.factory';
import { visitShop, withCookies, type ShopAgent } from '../../support/shop-session';
import { ApiError, startShopConfigSuite, type ShopConfigSuite } from './shop-config-client';

/**
 * What the back office changes in taxes and exchange rates acts on the storefront's cart at once: the cart is a
 * real visitor's, the changes go through the admin's own data provider.
 */
describe('tax rates, tax rule groups, exchange rates and the delivery calendar act on the storefront cart', () => {
  let suite: ShopConfigSuite;
  /** Priced in the Finnish and international stores only: the Swedish store sells it converted. */
  let productId: number;

  beforeAll(async () => {
    suite = await startShopConfigSuite(DEMO_ACCOUNTS.administrator);
    productId = await suite.testApp.withClient(async (client) => {
      const product = await insertProduct(client, { minimumOrderQuantity: '1', minimumOrderOverride: false });
      // No tax rule group of its own: the store's default group (Standard) taxes it.
      await client.query('update product set tax_rule_group_id = null where id = $1', [product.id]);
      await setProductPrice(client, { productId: product.id, storeCode: 'fi', priceMinor: 10_000 });
      await setProductPrice(client, { productId: product.id, storeCode: 'int', priceMinor: 10_000 });
      await setProductPrice(client, { productId: product.id, storeCode: 'se', priceMinor: null });
      return product.id;
    });
  });

  afterAll(() => suite.testApp.close());

  async function cartOf(agent: ShopAgent, locale: string) {
    const response = await suite.testApp
      .http()
      .get(`/api/shop/cart?locale=${locale}`)
      .set('Cookie', agent.cookies)
      .expect(200);
    return response.body as {
      currency: string;
      lines: { productId: number; taxRate: string; listUnitPriceNetMinor: number; totalNetMinor: number }[];
      totals: { itemsNetMinor: number; taxes: { rate: string; netMinor: number; taxMinor: number }[] };
    };
  }

  async function shopperWithProduct(locale: string): Promise<ShopAgent> {
    const visitor = await visitShop(suite.testApp);
    const added = await suite.testApp
      .http()
      .post(`/api/shop/cart/items?locale=${locale}`)
      .set('Cookie', visitor.cookies)
      .set('X-CSRF-Token', visitor.csrf)
      .send({ productId, quantity: '1' })
      .expect(200);
    return withCookies(visitor, added.headers['set-cookie']);
  }

  async function shipTo(agent: ShopAgent, locale: string, country: string) {
    await suite.testApp
      .http()
      .post(`/api/shop/cart/shipping-estimate?locale=${locale}`)
      .set('Cookie', agent.cookies)
      .set('X-CSRF-Token', agent.csrf)
      .send({ country, zip: '12345' })
      .expect(200);
  }

  const lineTax = async (agent: ShopAgent, locale: string) => {
    const cart = await cartOf(agent, locale);
    const line = cart.lines.find((candidate) => candidate.productId === productId);
    const tax = cart.totals.taxes.find((candidate) => candidate.rate === line?.taxRate);
    return { rate: Number(line?.taxRate), net: line?.totalNetMinor, taxOfRate: tax };
  };

  async function findOne(resource: string, q: string) {
    const { data } = await suite.dataProvider.getList(resource, {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q },
    });
    expect(data).toHaveLength(1);
    return data[0];
  }

  it('taxes a cart by the shipping country, and a changed tax rate or rule group changes it at once', async () => {
    const shopper = await shopperWithProduct('fi');
    expect(await lineTax(shopper, 'fi')).toMatchObject({ rate: 25.5, net: 10_000 });

    // The Finnish VAT rate changes: the next look at the cart shows it.
    const finnishVat = await findOne('tax-rates', 'FI ALV');
    await suite.dataProvider.update('tax-rates', {
      id: finnishVat.id,
      data: { rate: '24.000' },
      previousData: finnishVat,
    });
    const afterRate = await lineTax(shopper, 'fi');
    expect(afterRate.rate).toBe(24);
    expect(afterRate.taxOfRate?.taxMinor).toBeGreaterThanOrEqual(2400);

    // Shipped to Sweden, the same cart is taxed by Sweden's rule of the group.
    await shipTo(shopper, 'fi', 'SE');
    expect((await lineTax(shopper, 'fi')).rate).toBe(25);

    // The group's rule for Sweden becomes 10 % combined with 5 % charged on top (tax on tax): 15.5 %.
    const standard = await findOne('tax-rule-groups', 'Standard');
    const ten = await suite.create('tax-rates', { name: 'Test 10 %', rate: '10.000' });
    const five = await suite.create('tax-rates', { name: 'Test 5 %', rate: '5.000' });
    const sweden = await suite.testApp.withClient(
      async (client) =>
        (await client.query("select id from country where iso_code = 'SE'")).rows[0].id as number,
    );
    const otherRules = (standard.rules as { countryId: number | null }[]).filter(
      (rule) => rule.countryId !== sweden,
    );
    await suite.dataProvider.update('tax-rule-groups', {
      id: standard.id,
      data: {
        rules: [
          ...otherRules,
          { countryId: sweden, stateId: null, taxRateId: ten.id, behavior: 'combine' },
          { countryId: sweden, stateId: null, taxRateId: five.id, behavior: 'one_after_another' },
        ],
      },
      previousData: standard,
    });
    expect((await lineTax(shopper, 'fi')).rate).toBe(15.5);

    // Back home the Finnish rule still holds; without any rule for the country the goods go untaxed.
    await shipTo(shopper, 'fi', 'FI');
    expect((await lineTax(shopper, 'fi')).rate).toBe(24);
    await shipTo(shopper, 'fi', 'CH');
    expect((await lineTax(shopper, 'fi')).rate).toBe(0);
  });

  it('refuses to delete a tax rate a group still uses, and a group the stores tax by', async () => {
    const finnishVat = await findOne('tax-rates', 'FI ALV');
    await expect(
      suite.dataProvider.delete('tax-rates', { id: finnishVat.id, previousData: finnishVat }),
    ).rejects.toMatchObject({ status: 409, body: { message: expect.stringMatching(/Standard/) } });
    const standard = await findOne('tax-rule-groups', 'Standard');
    await expect(
      suite.dataProvider.delete('tax-rule-groups', { id: standard.id, previousData: standard }),
    ).rejects.toMatchObject({ status: 409, body: { message: expect.stringMatching(/stores/) } });
  });

  it('converts the international price into a store currency at the exchange rate, changed at once', async () => {
    const shopper = await shopperWithProduct('sv');
    const before = await cartOf(shopper, 'sv');
    expect(before.currency).toBe('SEK');
    // 100.00 € at the demo rate of 11.05 SEK.
    expect(before.lines[0].listUnitPriceNetMinor).toBe(110_500);

    const currencies = await suite.dataProvider.getList('currencies', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'isoCode', order: 'ASC' },
      filter: {},
    });
    const idOf = (iso: string) => currencies.data.find((currency) => currency.isoCode === iso)?.id;
    const { data: rates } = await suite.dataProvider.getList('exchange-rates', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: 'SEK' },
    });
    const euroToKrona = rates.find(
      (rate) => rate.fromCurrencyId === idOf('EUR') && rate.toCurrencyId === idOf('SEK'),
    );
    expect(euroToKrona).toBeDefined();
    await suite.dataProvider.update('exchange-rates', {
      id: euroToKrona!.id,
      data: { rate: '11.7' },
      previousData: euroToKrona!,
    });
    expect((await cartOf(shopper, 'sv')).lines[0].listUnitPriceNetMinor).toBe(117_000);

    // Without the direct rate the reverse one (SEK → EUR, 1 / 11.05) converts.
    await suite.dataProvider.delete('exchange-rates', { id: euroToKrona!.id, previousData: euroToKrona! });
    expect((await cartOf(shopper, 'sv')).lines[0].listUnitPriceNetMinor).toBe(110_500);

    // The Finnish store prices in euros of its own: no rate touches it.
    const finnish = await shopperWithProduct('fi');
    expect((await cartOf(finnish, 'fi')).lines[0].listUnitPriceNetMinor).toBe(10_000);
  });

  it("moves an out-of-stock line's preliminary delivery date when the delivery calendar is configured", async () => {
    const outOfStock = await suite.testApp.withClient(async (client) => {
      const product = await insertProduct(client, {
        minimumOrderQuantity: '1',
        minimumOrderOverride: false,
        stockStatus: 'out_of_stock',
        stockQuantity: 0,
      });
      await setProductPrice(client, { productId: product.id, storeCode: 'fi', priceMinor: 5_000 });
      return product.id;
    });
    const visitor = await visitShop(suite.testApp);
    const added = await suite.testApp
      .http()
      .post('/api/shop/cart/items?locale=fi')
      .set('Cookie', visitor.cookies)
      .set('X-CSRF-Token', visitor.csrf)
      .send({ productId: outOfStock, quantity: '1' })
      .expect(200);
    const shopper = withCookies(visitor, added.headers['set-cookie']);
    const preliminary = async () => {
      const cart = await suite.testApp.http().get('/api/shop/cart?locale=fi').set('Cookie', shopper.cookies);
      const line = (cart.body.lines as { productId: number; preliminaryDeliveryDate: string }[]).find(
        (candidate) => candidate.productId === outOfStock,
      );
      const date = line!.preliminaryDeliveryDate;
      const daysAhead = Math.round(
        (Date.parse(`${date}T00:00:00Z`) - Date.parse(storeToday('fi'))) / 86_400_000,
      );
      return { weekday: new Date(`${date}T00:00:00Z`).getUTCDay(), daysAhead };
    };

    // The Finnish store delivers on Tuesdays and Fridays, 14 days after an item runs out, unless configured.
    const before = await preliminary();
    expect([2, 5]).toContain(before.weekday);
    expect(before.daysAhead).toBeGreaterThanOrEqual(14);
    expect(before.daysAhead).toBeLessThan(21);

    // A value for the whole shop applies to the Finnish store too.
    await suite.create('configurations', { key: 'checkout.delivery_weekdays', storeId: null, value: [4] });
    expect((await preliminary()).weekday).toBe(4);

    // The store's own values win: Wednesdays, 30 days after.
    const finland = await suite.testApp.withClient(
      async (client) => (await client.query("select id from store where code = 'fi'")).rows[0].id as number,
    );
    await suite.create('configurations', { key: 'checkout.delivery_weekdays', storeId: finland, value: [3] });
    await suite.create('configurations', { key: 'cart.restock_lead_days', storeId: finland, value: 30 });
    const after = await preliminary();
    expect(after.weekday).toBe(3);
    expect(after.daysAhead).toBeGreaterThanOrEqual(30);
    expect(after.daysAhead).toBeLessThan(37);
  });

  it('refuses a rate between a currency and itself', async () => {
    const euro = (
      await suite.dataProvider.getList('currencies', {
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'id', order: 'ASC' },
        filter: { q: 'EUR' },
      })
    ).data[0];
    const error = await suite.dataProvider
      .create('exchange-rates', { data: { fromCurrencyId: euro.id, toCurrencyId: euro.id, rate: '1' } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, body: { details: [{ field: 'toCurrencyId' }] } });
  });
});
