import pg from 'pg';
import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { loginAsAdmin, type AdminAgent } from '../../support/admin-session';
import { loginToShop } from '../../support/shop-session';
import { startTestApp, type TestApp } from '../../support/test-app';

describe('store wording API', () => {
  let testApp: TestApp;
  let database: pg.Client;

  beforeAll(async () => {
    testApp = await startTestApp({ products: 0 });
    database = new pg.Client({ connectionString: testApp.databaseUrl });
    await database.connect();
  });

  afterAll(async () => {
    await database.end();
    await testApp.close();
  });

  it("answers every store's overrides of one language, as stored", async () => {
    const { rows: stored } = await database.query<{ code: string; key: string; value: string }>(
      `select s.code, w.key, w.value from store_wording w join store s on s.id = w.store_id where w.locale = 'sv'`,
    );
    expect(stored.length).toBeGreaterThan(0);
    const { body } = await testApp.http().get('/api/shop/wording?locale=sv').expect(200);
    expect(body).toHaveLength(stored.length);
    const button = (store: string) =>
      body.find(
        (row: { storeCode: string; key: string }) => row.storeCode === store && row.key === 'minicart.button',
      )?.value;
    // Finland-Swedish and Sweden-Swedish call the cart differently.
    expect(button('fi')).toBe('Kundvagn');
    expect(button('se')).toBe('Varukorg');
    expect(body.every((row: { storeCode: string }) => ['fi', 'se'].includes(row.storeCode))).toBe(true);
  });

  it('sees a change of the wording at once', async () => {
    await database.query(
      `update store_wording set value = 'Varukorgen' where key = 'minicart.button' and locale = 'sv'
       and store_id = (select id from store where code = 'se')`,
    );
    const { body } = await testApp.http().get('/api/shop/wording?locale=sv').expect(200);
    expect(body).toContainEqual(
      expect.objectContaining({ storeCode: 'se', key: 'minicart.button', value: 'Varukorgen' }),
    );
  });

  it('refuses a language the shop does not offer', async () => {
    const { body } = await testApp.http().get('/api/shop/wording?locale=de').expect(400);
    expect(JSON.stringify(body)).toContain('locale must be one of fi, nb, sv, en, fr, it, da');
  });

  it("tells the storefront which store a customer's company buys in", async () => {
    const agent = await loginToShop(testApp, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const { body } = await testApp.http().get('/api/shop/session').set('Cookie', agent.cookies).expect(200);
    const { rows } = await database.query<{ store_id: number }>(
      'select store_id from customer_company where id = $1',
      [body.customer.companyId],
    );
    expect(body.customer.storeId).toBe(rows[0]!.store_id);
  });
});

describe('store wording in the back office', () => {
  let testApp: TestApp;
  let agent: AdminAgent;

  beforeAll(async () => {
    testApp = await startTestApp({ products: 0 });
    agent = await loginAsAdmin(
      testApp,
      DEMO_ACCOUNTS.administrator.email,
      DEMO_ACCOUNTS.administrator.password,
    );
  });

  afterAll(() => testApp.close());

  const finlandId = async () =>
    testApp.withClient(
      async (client) => (await client.query(`select id from store where code = 'fi'`)).rows[0].id as number,
    );
  const count = () =>
    testApp.withClient(async (client) =>
      Number((await client.query('select count(*) as n from store_wording')).rows[0].n),
    );

  it('refuses an override of a key the storefront does not have, naming the key, on both doors', async () => {
    const storeId = await finlandId();
    const before = await count();
    const body = { storeId, locale: 'fi', key: 'checkout.vatNotice', value: 'Hinnat ovat verottomia.' };

    const rest = await testApp
      .http()
      .post('/api/admin/shop-config/store-wordings')
      .set('Cookie', agent.cookies)
      .set('X-CSRF-Token', agent.csrf)
      .send(body)
      .expect(400);
    expect(rest.body.message).toContain('checkout.vatNotice');
    expect(rest.body.details).toContainEqual(expect.objectContaining({ field: 'key' }));

    const spec = await testApp
      .http()
      .post('/admin/coreshop/store_wordings/add')
      .set('Cookie', agent.cookies)
      .set('X-CSRF-Token', agent.csrf)
      .send(body)
      .expect(400);
    expect(JSON.stringify(spec.body)).toContain('checkout.vatNotice');
    expect(await count()).toBe(before);
  });

  it('stores an override of a storefront text and the storefront API answers it', async () => {
    const storeId = await finlandId();
    await testApp
      .http()
      .post('/api/admin/shop-config/store-wordings')
      .set('Cookie', agent.cookies)
      .set('X-CSRF-Token', agent.csrf)
      .send({ storeId, locale: 'fi', key: 'storeWording.termsNote', value: 'Sovellamme NL 17 -ehtoja.' })
      .expect(409);
    const { body: list } = await testApp
      .http()
      .get('/api/admin/shop-config/store-wordings')
      .query({ filter: JSON.stringify({ storeId, locale: 'fi', q: 'termsNote' }) })
      .set('Cookie', agent.cookies)
      .expect(200);
    expect(list).toHaveLength(1);
    await testApp
      .http()
      .put(`/api/admin/shop-config/store-wordings/${list[0].id}`)
      .set('Cookie', agent.cookies)
      .set('X-CSRF-Token', agent.csrf)
      .send({ value: 'Sovellamme NL 17 -ehtoja.' })
      .expect(200);
    const { body } = await testApp.http().get('/api/shop/wording?locale=fi').expect(200);
    expect(body).toContainEqual(
      expect.objectContaining({
        storeCode: 'fi',
        key: 'storeWording.termsNote',
        value: 'Sovellamme NL 17 -ehtoja.',
      }),
    );
  });
});
