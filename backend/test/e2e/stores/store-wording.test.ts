import pg from 'pg';
import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
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
