import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { insertProduct } from '../../factories/catalogue.factory';
import { setProductPrice } from '../../factories/shop-config.factory';
import { visitShop, withCookies, type ShopAgent } from '../../support/shop-session';
import { ApiError, startShopConfigSuite, type ShopConfigSuite } from './shop-config-client';

const CART = '/api/shop/cart';

describe('voucher codes of a cart price rule', () => {
  let suite: ShopConfigSuite;
  let productId: number;

  beforeAll(async () => {
    suite = await startShopConfigSuite(DEMO_ACCOUNTS.editor);
    await suite.testApp.withClient(async (client) => {
      productId = (await insertProduct(client, { minimumOrderQuantity: '1', minimumOrderOverride: false }))
        .id;
      await setProductPrice(client, { productId, storeCode: 'fi', priceMinor: 5000 });
    });
  });

  afterAll(() => suite.testApp.close());

  const rest = (method: 'get' | 'post', path: string) =>
    suite.testApp
      .http()
      [method](`/api/admin/shop-config${path}`)
      .set('Cookie', suite.agent.cookies)
      .set('X-CSRF-Token', suite.agent.csrf);

  async function voucherRule(name: string, amountMinor: number) {
    return (
      await suite.dataProvider.create('cart-price-rules', {
        data: {
          name,
          labels: { en: name, fi: name },
          isVoucherRule: true,
          conditions: [{ type: 'voucher' }],
          actions: [{ type: 'discount_amount', amountMinor }],
        },
      })
    ).data;
  }

  async function cartWith(code: string) {
    const visitor = await visitShop(suite.testApp);
    const added = await suite.testApp
      .http()
      .post(`${CART}/items?locale=fi`)
      .set('Cookie', visitor.cookies)
      .set('X-CSRF-Token', visitor.csrf)
      .send({ productId, quantity: '2' })
      .expect(200);
    const agent = withCookies(visitor, added.headers['set-cookie']);
    const applied = await suite.testApp
      .http()
      .post(`${CART}/vouchers?locale=fi`)
      .set('Cookie', agent.cookies)
      .set('X-CSRF-Token', agent.csrf)
      .send({ code });
    return { agent, applied };
  }

  const cart = (agent: ShopAgent) =>
    suite.testApp.http().get(`${CART}?locale=fi`).set('Cookie', agent.cookies).expect(200);

  it('generates unique codes by pattern, lists them on both doors, exports them and deletes one', async () => {
    const rule = await voucherRule('Generated codes', 700);
    const generated = await rest('post', '/voucher-codes/generate')
      .send({ cartPriceRuleId: rule.id, amount: 25, length: 6, format: 'numeric', prefix: 'SPRING-' })
      .expect(200);
    expect(generated.body.generated).toBe(25);
    const audited = await suite.testApp.withClient(async (client) => {
      const { rows } = await client.query<{ details: { fields: string[] } }>(
        `select details from audit_log where action = 'shop_config.voucher-codes.generate' order by id desc limit 1`,
      );
      return rows[0]?.details.fields;
    });
    expect(audited).toEqual(['cartPriceRuleId', 'amount', 'length', 'format', 'prefix']);
    const codes: string[] = generated.body.data.map((code: { code: string }) => code.code);
    expect(new Set(codes).size).toBe(25);
    for (const code of codes) expect(code).toMatch(/^SPRING-\d{6}$/);

    const listed = await suite.dataProvider.getList('voucher-codes', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'code', order: 'ASC' },
      filter: { cartPriceRuleId: rule.id },
    });
    expect(listed.total).toBe(25);
    expect(listed.data.map((code) => code.code)).toEqual([...codes].sort().slice(0, 10));
    expect((await suite.dataProvider.getOne('cart-price-rules', { id: rule.id })).data.voucherCodeCount).toBe(
      25,
    );

    const manual = await suite
      .spec('cart_price_rules', 'post', 'create-voucher-code')
      .send({ cartPriceRuleId: rule.id, code: '-MANUAL', usageLimit: 3 })
      .expect(200);
    expect(manual.body.data).toMatchObject({ code: '-MANUAL', usageLimit: 3, isGenerated: false });
    const duplicate = await suite
      .spec('cart_price_rules', 'post', 'create-voucher-code')
      .send({ cartPriceRuleId: rule.id, code: '-manual' })
      .expect(409);
    expect(duplicate.body.message).toMatch(/already has the code -manual/);

    const specList = await suite
      .spec('cart_price_rules', 'get', `get-voucher-codes?cartPriceRule=${rule.id}&limit=100`)
      .expect(200);
    expect(specList.body.total).toBe(26);

    const exported = await suite
      .spec('cart_price_rules', 'get', `export-voucher-codes?cartPriceRule=${rule.id}`)
      .expect(200);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    expect(exported.headers['content-disposition']).toMatch(/attachment; filename="voucher-codes-\d+\.csv"/);
    const lines = exported.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('code,usage_limit,per_customer_limit,used_count,generated,created_at');
    expect(lines).toHaveLength(27);
    // A cell starting with '-' could run as a formula in a spreadsheet: it is written as text.
    expect(lines).toContainEqual(expect.stringMatching(/^"'-MANUAL",3,,0,no,/));
    const sameFile = await rest('get', `/cart-price-rules/${rule.id}/voucher-codes.csv`).expect(200);
    expect(sameFile.text).toBe(exported.text);

    await suite
      .spec('cart_price_rules', 'delete', `delete-voucher-code?id=${manual.body.data.id}`)
      .expect(200, { success: true, id: manual.body.data.id });
    await suite.spec('cart_price_rules', 'delete', 'delete-voucher-code?id=x1').expect(404);
    expect(
      (
        await suite.dataProvider.getList('voucher-codes', {
          pagination: { page: 1, perPage: 1 },
          sort: { field: 'id', order: 'ASC' },
          filter: { cartPriceRuleId: rule.id },
        })
      ).total,
    ).toBe(25);
  });

  it('refuses impossible or bad generation requests and stores nothing', async () => {
    const rule = await voucherRule('Refused generation', 100);
    const impossible = await rest('post', '/voucher-codes/generate')
      .send({ cartPriceRuleId: rule.id, amount: 11, length: 1, format: 'numeric' })
      .expect(400);
    expect(impossible.body.message).toMatch(
      /11 codes of 1 numeric characters cannot all be different: at most 10/,
    );
    for (const [body, field] of [
      [{ cartPriceRuleId: rule.id, amount: 0, length: 8 }, 'amount'],
      [{ cartPriceRuleId: rule.id, amount: 10001, length: 8 }, 'amount'],
      [{ cartPriceRuleId: rule.id, amount: 5, length: 'eight' }, 'length'],
      [{ cartPriceRuleId: rule.id, amount: 5, length: 8, prefix: 'A=B' }, 'prefix'],
      [{ cartPriceRuleId: rule.id, amount: 5, length: 8, format: 'emoji' }, 'format'],
      [{ cartPriceRuleId: 999999, amount: 5, length: 8 }, 'cartPriceRuleId'],
    ] as const) {
      const response = await rest('post', '/voucher-codes/generate').send(body).expect(400);
      expect(response.body.details.map((detail: { field: string }) => detail.field)).toContain(field);
    }
    await suite.spec('cart_price_rules', 'get', 'export-voucher-codes?cartPriceRule=999999').expect(404);
    const listed = await suite.dataProvider.getList('voucher-codes', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter: { cartPriceRuleId: rule.id },
    });
    expect(listed.total).toBe(0);
  });

  it('changes what the storefront cart computes at once when the rule or its codes change', async () => {
    const rule = await voucherRule('Cart follows the back office', 1000);
    const generated = await rest('post', '/voucher-codes/generate')
      .send({ cartPriceRuleId: rule.id, amount: 2, length: 8, prefix: 'LIVE-' })
      .expect(200);
    const [first, second] = generated.body.data as { id: number; code: string }[];

    const { agent, applied } = await cartWith(first!.code.toLowerCase());
    expect(applied.status).toBe(200);
    expect(applied.body.vouchers).toEqual([{ code: first!.code, problem: null }]);
    expect(applied.body.totals.discountNetMinor).toBe(1000);

    await suite.dataProvider.update('cart-price-rules', {
      id: rule.id,
      data: { actions: [{ type: 'discount_amount', amountMinor: 2500 }] },
      previousData: rule,
    });
    expect((await cart(agent)).body.totals.discountNetMinor).toBe(2500);

    await suite.dataProvider.update('cart-price-rules', {
      id: rule.id,
      data: { active: false },
      previousData: rule,
    });
    const inactive = await cart(agent);
    expect(inactive.body.totals.discountNetMinor).toBe(0);

    await suite.dataProvider.delete('voucher-codes', { id: second!.id, previousData: second });
    const gone = await cartWith(second!.code);
    expect(gone.applied.status).toBe(404);
    await expect(suite.dataProvider.getOne('voucher-codes', { id: second!.id })).rejects.toBeInstanceOf(
      ApiError,
    );
  });
});
