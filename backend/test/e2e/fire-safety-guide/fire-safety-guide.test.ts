import type pg from 'pg';
import { insertProduct } from '../../factories/catalogue.factory';
import { insertCustomerPrice, setProductPrice } from '../../factories/shop-config.factory';
import { insertBuyer } from '../../factories/orders.factory';
import { attemptShopLogin, visitShop, withCookies, type ShopAgent } from '../../support/shop-session';
import { buyerWithCart } from '../checkout/checkout-client';
import { startTestApp, type TestApp } from '../../support/test-app';

const GUIDE = '/api/shop/fire-safety-guide';
const CART = '/api/shop/cart';

/** A restaurant of 100 m² on one floor: smoke alarms, a heat alarm, a foam and a class F extinguisher, a blanket. */
const RESTAURANT = { premises: 'restaurant', areaM2: 100, floors: 1, bedrooms: 0, risks: [] as string[] };

interface Guided {
  id: number;
  priceMinor: number;
}

describe('fire-safety guide', () => {
  let testApp: TestApp;
  let smoke: Guided;
  let heat: Guided;
  let foam: Guided;
  let wetChemical: Guided;
  let blanket: Guided;
  let smokeSoldOut: number;

  async function guideProduct(
    client: pg.ClientBase,
    category: string,
    attributes: Record<string, string | number | boolean>,
    priceMinor: number,
    overrides: { minimumOrderQuantity?: string; stockStatus?: 'in_stock' | 'out_of_stock' } = {},
  ): Promise<Guided> {
    const { rows } = await client.query<{ id: number; family_id: number; family_code: string }>(
      `select c.id, p.family_id, f.code as family_code
         from category c join product p on p.category_id = c.id join product_family f on f.id = p.family_id
        where c.code = $1 limit 1`,
      [category],
    );
    const { id: categoryId, family_id: familyId, family_code: familyCode } = rows[0]!;
    const product = await insertProduct(client, {
      categoryId,
      familyId,
      familyCode: familyCode as never,
      attributes,
      minimumOrderQuantity: overrides.minimumOrderQuantity ?? '1',
      minimumOrderOverride: false,
      stockStatus: overrides.stockStatus ?? 'in_stock',
      stockQuantity: overrides.stockStatus === 'out_of_stock' ? 0 : 500,
      active: true,
    });
    await setProductPrice(client, { productId: product.id, storeCode: 'fi', priceMinor });
    return { id: product.id, priceMinor };
  }

  beforeAll(async () => {
    // Enough of the demo catalogue for every fire-safety category to exist; its own products there are put
    // out of stock so the guide can only pick the ones made here.
    testApp = await startTestApp({ products: 400 });
    await testApp.withClient(async (client) => {
      const families = `(select id from product_family where code in ('smoke-alarm', 'fire-extinguisher', 'fire-blanket'))`;
      const { rows } = await client.query<{ code: string }>(
        `select distinct c.code from product p join category c on c.id = p.category_id
          where p.family_id in ${families}`,
      );
      const categories = rows.map((row) => row.code);
      for (const needed of ['optical-smoke-alarms', 'heat-alarms', 'foam-extinguishers', 'fire-blankets'])
        expect(categories).toContain(needed);
      await client.query(
        `update product set stock_status = 'out_of_stock', stock_quantity = 0 where family_id in ${families}`,
      );
      smoke = await guideProduct(
        client,
        'optical-smoke-alarms',
        {
          sensor_type: 'optical',
          battery_life: 10,
          interconnectable: false,
          power_source: '10-year-lithium',
        },
        1790,
        { minimumOrderQuantity: '3' },
      );
      smokeSoldOut = (
        await guideProduct(
          client,
          'optical-smoke-alarms',
          { sensor_type: 'optical', battery_life: 12, interconnectable: false },
          990,
          { stockStatus: 'out_of_stock' },
        )
      ).id;
      heat = await guideProduct(
        client,
        'heat-alarms',
        { sensor_type: 'heat', battery_life: 10, interconnectable: false },
        2490,
      );
      foam = await guideProduct(
        client,
        'foam-extinguishers',
        { agent: 'foam', fire_class: '27A 183B', capacity_l: 6, stored_pressure: true },
        4990,
      );
      wetChemical = await guideProduct(
        client,
        'foam-extinguishers',
        { agent: 'water-mist', fire_class: '21A 75F', capacity_l: 6, stored_pressure: true },
        8900,
      );
      blanket = await guideProduct(
        client,
        'fire-blankets',
        { size: '120 × 180 cm', material: 'glass-fibre', standard: 'EN 1869' },
        2490,
      );
    });
  });

  afterAll(() => testApp.close());

  const query = (answers: typeof RESTAURANT) =>
    new URLSearchParams({
      locale: 'fi',
      premises: answers.premises,
      areaM2: String(answers.areaM2),
      floors: String(answers.floors),
      bedrooms: String(answers.bedrooms),
    }).toString();

  async function change(agent: ShopAgent, method: 'post' | 'delete', path: string, body?: object) {
    const response = await testApp
      .http()
      [method](path)
      .set('Cookie', agent.cookies)
      .set('X-CSRF-Token', agent.csrf)
      .send(body);
    return { response, agent: withCookies(agent, response.headers['set-cookie']) };
  }

  it('recommends in-stock catalogue products with quantities on their order rules and reasons', async () => {
    const response = await testApp
      .http()
      .get(`${GUIDE}/recommendation?${query(RESTAURANT)}`)
      .expect(200);
    const lines = response.body.lines as {
      role: string;
      product: { id: number; name: string };
      needed: number;
      quantity: string;
      reasons: { code: string }[];
    }[];
    expect(lines.map((line) => [line.role, line.product.id, line.quantity])).toEqual([
      ['smoke_alarm', smoke.id, '3'],
      ['heat_alarm', heat.id, '1'],
      ['extinguisher', foam.id, '1'],
      ['kitchen_extinguisher', wetChemical.id, '1'],
      ['fire_blanket', blanket.id, '1'],
    ]);
    expect(lines.map((line) => line.product.id)).not.toContain(smokeSoldOut);
    // Two alarms for 100 m², sold in threes.
    expect(lines[0]).toMatchObject({ needed: 2 });
    expect(lines[0]!.reasons.map((reason) => reason.code)).toEqual(['smokePerFloorArea', 'roundedToPack']);
    expect(response.body.unavailable).toEqual([]);
    expect(response.body.discountPercent).toBe(10);
  });

  it('refuses answers out of range with a message and a 400', async () => {
    const response = await testApp
      .http()
      .get(`${GUIDE}/recommendation?${query({ ...RESTAURANT, areaM2: 0 })}`)
      .expect(400);
    expect(JSON.stringify(response.body)).toContain('The floor area must be at least 10 m²');
    await testApp
      .http()
      .get(`${GUIDE}/recommendation?${query({ ...RESTAURANT, premises: 'castle' })}`)
      .expect(400);
  });

  it('adds the whole set at exactly 10% off its goods, charges extras in full, and drops the discount when a set product goes', async () => {
    let agent = await visitShop(testApp);
    const added = await change(agent, 'post', `${GUIDE}/cart?locale=fi`, RESTAURANT);
    expect(added.response.status).toBe(200);
    agent = added.agent;

    const setGoods =
      smoke.priceMinor * 3 + heat.priceMinor + foam.priceMinor + wetChemical.priceMinor + blanket.priceMinor;
    const setDiscount = Math.round(setGoods / 10);
    let cart = (await testApp.http().get(`${CART}?locale=fi`).set('Cookie', agent.cookies).expect(200)).body;
    expect(
      cart.lines.map((line: { productId: number; quantity: string }) => [line.productId, line.quantity]),
    ).toEqual([
      [smoke.id, '3'],
      [heat.id, '1'],
      [foam.id, '1'],
      [wetChemical.id, '1'],
      [blanket.id, '1'],
    ]);
    expect(cart.totals.itemsNetMinor).toBe(setGoods);
    expect(cart.totals.discountNetMinor).toBe(setDiscount);
    expect(cart.appliedRules).toEqual([
      {
        name: 'fire-safety-set',
        label: 'Paloturvallisuuspaketin alennus 10 %',
        discountNetMinor: setDiscount,
      },
    ]);
    const lineDiscounts = cart.lines.map((line: { discountNetMinor: number }) => line.discountNetMinor);
    expect(lineDiscounts.reduce((a: number, b: number) => a + b, 0)).toBe(setDiscount);

    // Three more smoke alarms are not part of the set: full price, same discount.
    const more = await change(agent, 'post', `${CART}/items?locale=fi`, {
      productId: smoke.id,
      quantity: '3',
    });
    expect(more.response.status).toBe(200);
    cart = more.response.body;
    expect(cart.totals.itemsNetMinor).toBe(setGoods + smoke.priceMinor * 3);
    expect(cart.totals.discountNetMinor).toBe(setDiscount);

    // Removing the blanket breaks the set: no discount at all.
    const blanketLine = cart.lines.find((line: { productId: number }) => line.productId === blanket.id);
    const removed = await change(
      agent,
      'delete',
      `${CART}/items/${blanketLine.id}?locale=fi&token=${encodeURIComponent(blanketLine.removeToken)}`,
    );
    expect(removed.response.status).toBe(200);
    expect(removed.response.body.totals.discountNetMinor).toBe(0);
    expect(removed.response.body.appliedRules).toEqual([]);
  });

  it('adds the set on top of what the cart already holds, discounting only the set', async () => {
    let agent = await visitShop(testApp);
    agent = (await change(agent, 'post', `${CART}/items?locale=fi`, { productId: blanket.id, quantity: '2' }))
      .agent;
    const { response } = await change(agent, 'post', `${GUIDE}/cart?locale=fi`, RESTAURANT);
    expect(response.status).toBe(200);
    const blanketLine = response.body.lines.find(
      (line: { productId: number }) => line.productId === blanket.id,
    );
    expect(blanketLine.quantity).toBe('3');
    const setGoods =
      smoke.priceMinor * 3 + heat.priceMinor + foam.priceMinor + wetChemical.priceMinor + blanket.priceMinor;
    expect(response.body.totals.itemsNetMinor).toBe(setGoods + blanket.priceMinor * 2);
    expect(response.body.totals.discountNetMinor).toBe(Math.round(setGoods / 10));
  });

  it('keeps the set discount when a visitor who added the set logs in, counted once', async () => {
    const setGoods =
      smoke.priceMinor * 3 + heat.priceMinor + foam.priceMinor + wetChemical.priceMinor + blanket.priceMinor;
    const buyer = await testApp.withClient((client) =>
      insertBuyer(client, { locale: 'fi', cart: [{ productId: blanket.id, quantity: '1' }] }),
    );
    let agent = await visitShop(testApp);
    agent = (await change(agent, 'post', `${GUIDE}/cart?locale=fi`, RESTAURANT)).agent;
    const login = await attemptShopLogin(testApp, agent, buyer.email, buyer.password).expect(200);
    agent = withCookies(agent, login.headers['set-cookie']);

    const { body: cart } = await testApp
      .http()
      .get(`${CART}?locale=fi`)
      .set('Cookie', agent.cookies)
      .expect(200);
    // The customer's own blanket joins the set's at full price; the set's 10% is given once.
    expect(cart.totals.itemsNetMinor).toBe(setGoods + blanket.priceMinor);
    expect(cart.totals.discountNetMinor).toBe(Math.round(setGoods / 10));
    expect(cart.appliedRules).toEqual([expect.objectContaining({ name: 'fire-safety-set' })]);
  });

  it("carries the set discount into the placed order's totals, labelled", async () => {
    const { checkout } = await buyerWithCart(testApp, [], { locale: 'fi' });
    const added = await change(checkout.agent, 'post', `${GUIDE}/cart?locale=fi`, RESTAURANT);
    expect(added.response.status).toBe(200);
    const setDiscount = added.response.body.totals.discountNetMinor as number;
    expect(setDiscount).toBeGreaterThan(0);

    await checkout.completeSteps('invoice');
    const { body: state } = await checkout.state().expect(200);
    expect(state.totals.discountNetMinor).toBe(setDiscount);
    expect(state.totals.discounts).toEqual([
      { label: 'Paloturvallisuuspaketin alennus 10 %', discountNetMinor: setDiscount },
    ]);
    const { body } = await checkout.place().expect(200);
    expect(body.order.totals).toMatchObject({
      discountNetMinor: setDiscount,
      totalGrossMinor: state.totals.totalGrossMinor,
    });
    expect(body.order.totals.adjustments).toContainEqual({
      kind: 'rule',
      label: 'Paloturvallisuuspaketin alennus 10 %',
      amountNetMinor: -setDiscount,
    });
  });

  it("prices the set at a company's agreed price, as the cart then charges it", async () => {
    const buyer = await testApp.withClient(async (client) => {
      const created = await insertBuyer(client, { locale: 'fi', groups: [] });
      await insertCustomerPrice(client, {
        productId: blanket.id,
        storeCode: 'fi',
        companyId: created.companyId,
        priceMinor: 1990,
      });
      return created;
    });
    let agent = await visitShop(testApp);
    const login = await attemptShopLogin(testApp, agent, buyer.email, buyer.password).expect(200);
    agent = withCookies(agent, login.headers['set-cookie']);
    const { body } = await testApp
      .http()
      .get(`${GUIDE}/recommendation?${query(RESTAURANT)}`)
      .set('Cookie', agent.cookies)
      .expect(200);
    const line = body.lines.find((candidate: { role: string }) => candidate.role === 'fire_blanket');
    expect(line).toMatchObject({ product: { price: { amountMinor: 1990 } }, totalNetMinor: 1990 });

    const added = await change(agent, 'post', `${GUIDE}/cart?locale=fi`, RESTAURANT);
    const cartLine = added.response.body.lines.find(
      (candidate: { productId: number }) => candidate.productId === blanket.id,
    );
    expect(cartLine.unitPriceNetMinor).toBe(1990);
  });

  it('refuses to add a set when nothing of it is in stock, and stores nothing', async () => {
    await testApp.withClient((client) =>
      client.query(`update product set stock_status = 'out_of_stock' where id = any($1::int[])`, [
        [smoke.id, heat.id, foam.id, wetChemical.id, blanket.id],
      ]),
    );
    try {
      const visitor = await visitShop(testApp);
      const { response } = await change(visitor, 'post', `${GUIDE}/cart?locale=fi`, RESTAURANT);
      expect(response.status).toBe(422);
      expect(response.body.message).toBe('No product of the recommended set is in stock');
      expect(response.headers['set-cookie'] ?? []).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/^cart_token=/)]),
      );
    } finally {
      await testApp.withClient((client) =>
        client.query(`update product set stock_status = 'in_stock' where id = any($1::int[])`, [
          [smoke.id, heat.id, foam.id, wetChemical.id, blanket.id],
        ]),
      );
    }
  });
});
