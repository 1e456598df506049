import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { setProductPrice, setProductShippingFacts, zoneIdOf } from '../../factories/shop-config.factory';
import { buyerWithCart, insertOrderableProduct } from '../checkout/checkout-client';
import { startShopConfigSuite, type ShopConfigSuite } from './shop-config-client';

interface CarrierQuote {
  carrierId: number;
  priceNetMinor: number;
  dangerousGoodsSurchargeMinor: number;
}

/**
 * The rules of carriers, shipping, payment, product prices and notifications, saved through the react-admin
 * data provider, change what a shopper's cart and checkout compute on the very next request.
 */
describe('shop-configuration rules act on the storefront', () => {
  let suite: ShopConfigSuite;
  let productId: number;
  let batteryId: number;
  let installersGroupId: number;

  beforeAll(async () => {
    suite = await startShopConfigSuite(DEMO_ACCOUNTS.editor);
    await suite.testApp.withClient(async (client) => {
      productId = await insertOrderableProduct(client);
      await setProductPrice(client, { productId, storeCode: 'fi', priceMinor: 5000 });
      batteryId = await insertOrderableProduct(client);
      await setProductPrice(client, { productId: batteryId, storeCode: 'fi', priceMinor: 3000 });
      await setProductShippingFacts(client, batteryId, { unNumber: 'UN3480' });
      const { rows } = await client.query<{ id: number }>(
        `select id from customer_group where code = 'installers'`,
      );
      installersGroupId = rows[0]!.id;
    });
  });

  afterAll(() => suite.testApp.close());

  const create = async (resource: string, data: Record<string, unknown>) =>
    (await suite.dataProvider.create(resource, { data })).data as { id: number } & Record<string, unknown>;

  it('a customer-group price rule changes the cart price at once', async () => {
    const { checkout } = await buyerWithCart(suite.testApp, [productId], { groups: ['installers'] });
    const cart = async () =>
      (
        await suite.testApp
          .http()
          .get('/api/shop/cart?locale=en')
          .set('Cookie', checkout.agent.cookies)
          .expect(200)
      ).body;
    const line = (body: { lines: { productId: number; unitPriceNetMinor: number }[] }) =>
      body.lines.find((candidate) => candidate.productId === productId)!;
    expect(line(await cart()).unitPriceNetMinor).toBe(5000);

    const rule = await create('product-price-rules', {
      name: 'Installers 20 % off',
      labels: { en: 'Installer price' },
      conditions: [
        { type: 'customer_groups', groupIds: [installersGroupId] },
        { type: 'products', productIds: [productId] },
      ],
      actions: [{ type: 'discount_percent', percent: '20' }],
    });
    expect(line(await cart()).unitPriceNetMinor).toBe(4000);

    await suite.dataProvider.update('product-price-rules', {
      id: rule.id,
      data: { active: false },
      previousData: rule,
    });
    expect(line(await cart()).unitPriceNetMinor).toBe(5000);
    await suite.dataProvider.delete('product-price-rules', { id: rule.id, previousData: rule });
  });

  it('a free-shipping cart price rule for the Nordic zone makes shipping free for a cart going there', async () => {
    // In the pricing model free shipping is a cart price rule action; shipping rules set carrier prices.
    const { checkout } = await buyerWithCart(suite.testApp, [productId]);
    const before = (await checkout.state().expect(200)).body;
    expect(before.carriers.length).toBeGreaterThan(0);
    expect(
      Math.max(...before.carriers.map((carrier: CarrierQuote) => carrier.priceNetMinor)),
    ).toBeGreaterThan(0);

    const nordics = await suite.testApp.withClient((client) => zoneIdOf(client, 'Nordics'));
    const elsewhere = await create('zones', { name: 'Free shipping test zone', active: true });
    const rule = await create('cart-price-rules', {
      name: 'Free shipping elsewhere',
      conditions: [{ type: 'zones', zoneIds: [elsewhere.id] }],
      actions: [{ type: 'free_shipping' }],
    });
    const otherZone = (await checkout.state().expect(200)).body;
    expect(otherZone.carriers).toEqual(before.carriers);

    await suite.dataProvider.update('cart-price-rules', {
      id: rule.id,
      data: { conditions: [{ type: 'zones', zoneIds: [nordics] }] },
      previousData: rule,
    });
    const free = (await checkout.state().expect(200)).body;
    expect(free.carriers.map((carrier: CarrierQuote) => carrier.priceNetMinor)).toEqual(
      free.carriers.map(() => 0),
    );
    expect(free.totals.shippingNetMinor).toBe(0);
    await suite.dataProvider.delete('cart-price-rules', { id: rule.id, previousData: rule });
  });

  it('a carrier refusing UN3480 disappears for a cart holding a lithium battery, and a surcharging one adds it', async () => {
    const rule = await create('shipping-rules', {
      name: 'Finland 9.90',
      conditions: [{ type: 'countries', countryCodes: ['FI'] }],
      actions: [{ type: 'shipping_price', amountMinor: 990 }],
    });
    const refusing = await create('carriers', {
      identifier: 'no-loose-cells',
      labels: { en: 'No loose cells' },
      refusedUnNumbers: ['UN3480'],
      shippingRules: [{ shippingRuleId: rule.id }],
    });
    const surcharging = await create('carriers', {
      identifier: 'dangerous-goods-freight',
      labels: { en: 'Dangerous goods freight' },
      dangerousGoodsSurchargeMinor: 1500,
      shippingRules: [{ shippingRuleId: rule.id }],
    });
    const quoteOf = (carriers: CarrierQuote[], id: number) =>
      carriers.find((carrier) => carrier.carrierId === id);

    const plain = (await (await buyerWithCart(suite.testApp, [productId])).checkout.state().expect(200)).body;
    expect(quoteOf(plain.carriers, refusing.id)).toMatchObject({ priceNetMinor: 990 });
    expect(quoteOf(plain.carriers, surcharging.id)).toMatchObject({
      priceNetMinor: 990,
      dangerousGoodsSurchargeMinor: 0,
    });

    const { checkout } = await buyerWithCart(suite.testApp, [productId, batteryId]);
    const battery = (await checkout.state().expect(200)).body;
    expect(quoteOf(battery.carriers, refusing.id)).toBeUndefined();
    expect(quoteOf(battery.carriers, surcharging.id)).toMatchObject({
      priceNetMinor: 2490,
      dangerousGoodsSurchargeMinor: 1500,
    });

    // Refusing only UN3481 lets the carrier take the cart again, with its (zero) surcharge.
    await suite.dataProvider.update('carriers', {
      id: refusing.id,
      data: { refusedUnNumbers: ['UN3481'] },
      previousData: refusing,
    });
    expect(quoteOf((await checkout.state().expect(200)).body.carriers, refusing.id)).toMatchObject({
      priceNetMinor: 990,
    });
  });

  it('a payment provider rule hides a payment method in the checkout', async () => {
    const { checkout } = await buyerWithCart(suite.testApp, [productId]);
    const gateways = async () =>
      ((await checkout.state().expect(200)).body.paymentOptions as { gateway: string }[]).map(
        (option) => option.gateway,
      );
    expect(await gateways()).toContain('card');

    const providers = await suite.dataProvider.getList('payment-providers', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    const card = providers.data.find((provider) => provider.gateway === 'card')!;
    const bigOrders = await create('payment-provider-rules', {
      name: 'Card only above 100 000 €',
      conditions: [{ type: 'amount', minMinor: 10_000_000 }],
    });
    await suite.dataProvider.update('payment-providers', {
      id: card.id,
      data: { rules: [{ ruleId: bigOrders.id }] },
      previousData: card,
    });
    expect(await gateways()).not.toContain('card');
    expect(await gateways()).toContain('invoice');

    await suite.dataProvider.update('payment-providers', {
      id: card.id,
      data: { rules: [] },
      previousData: card,
    });
    expect(await gateways()).toContain('card');
  });

  it('a notification rule mails the sales team and the buyer, in the buyer’s language, when an order is placed', async () => {
    await create('notification-rules', {
      name: 'Order placed: tell sales',
      type: 'order',
      conditions: [{ type: 'states', states: ['initialized'] }],
      actions: [
        { type: 'mail', recipient: 'fixed', address: 'sales-desk@example.com' },
        { type: 'mail', recipient: 'customer' },
      ],
    });
    await create('notification-rules', {
      name: 'Order shipped',
      type: 'shipment',
      conditions: [{ type: 'states', states: ['shipped'] }],
      actions: [{ type: 'mail', recipient: 'fixed', address: 'never@example.com' }],
    });

    const { buyer, checkout } = await buyerWithCart(suite.testApp, [productId], { locale: 'fi' });
    await checkout.completeSteps('invoice');
    const placed = await checkout.place().expect(200);
    const number = placed.body.order.number as string;
    expect(number).toEqual(expect.any(String));

    // The rules act on the order's events through a job after the commit: wait for their mails.
    const notificationMails = () =>
      suite.testApp.withClient(
        async (client) =>
          (
            await client.query<{ to_address: string; subject: string; text_body: string }>(
              `select to_address, subject, text_body from outgoing_mail
             where purpose like 'notification_rule:%' and subject like $1 order by id`,
              [`%${number}%`],
            )
          ).rows,
      );
    let mails = await notificationMails();
    for (let attempt = 0; attempt < 50 && mails.length < 2; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      mails = await notificationMails();
    }
    expect(mails.map((mail) => mail.to_address).sort()).toEqual(
      ['sales-desk@example.com', buyer.email.toLowerCase()].sort(),
    );
    expect(mails[0]!.subject).toBe(`Tilaus ${number}: vastaanotettu`);
    expect(mails[0]!.text_body).toContain(`Tilauksen ${number} tila on nyt: vastaanotettu.`);
  });
});
