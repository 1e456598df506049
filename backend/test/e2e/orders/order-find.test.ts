import { DEMO_ACCOUNTS, insertCustomer } from '../../factories/account.factory';
import { insertHistoryOrder } from '../order-history/history-orders';
import { loginAsAdmin, type AdminAgent } from '../../support/admin-session';
import { startTestApp, type TestApp } from '../../support/test-app';

/**
 * Finding orders in the back office through both doors: every filter, the sorts and the paging, against real
 * PostgreSQL with orders written by the factories.
 */
describe('finding orders in the back office', () => {
  let testApp: TestApp;
  let agent: AdminAgent;
  const numbers: Record<string, string> = {};
  let alice: { id: number; companyId: number | null; email: string };
  let bob: { id: number; companyId: number | null; email: string };

  beforeAll(async () => {
    testApp = await startTestApp({ products: 0 });
    agent = await loginAsAdmin(testApp, DEMO_ACCOUNTS.editor.email, DEMO_ACCOUNTS.editor.password);
    await testApp.withClient(async (client) => {
      alice = await insertCustomer(client, {
        firstname: 'Alice',
        lastname: 'Mäkinen',
        email: 'alice.findme@example.test',
        company: { name: 'Sähkö Alpha Oy', organizationNumber: 'FIND-1' },
      });
      bob = await insertCustomer(client, {
        firstname: 'Bob',
        lastname: 'Berg',
        email: 'bob.findme@example.test',
        company: { name: 'Beta El AB', organizationNumber: 'FIND-2', storeId: 2 },
      });
      numbers.a1 = await insertHistoryOrder(client, {
        customerId: alice.id,
        companyId: alice.companyId,
        number: 'FND1001',
        createdAt: '2026-03-01T10:00:00Z',
        lines: [{ sku: 'CABLE-3X1.5', unitPriceNetMinor: 1000, quantity: '1' }],
      });
      numbers.a2 = await insertHistoryOrder(client, {
        customerId: alice.id,
        companyId: alice.companyId,
        number: 'FND1002',
        createdAt: '2026-03-05T10:00:00Z',
        lines: [{ sku: 'SOCKET-W', unitPriceNetMinor: 5000, quantity: '2' }],
      });
      numbers.b1 = await insertHistoryOrder(client, {
        customerId: bob.id,
        companyId: bob.companyId,
        number: 'FND2001',
        storeId: 2,
        createdAt: '2026-03-10T23:30:00Z',
        lines: [
          { sku: 'LAMP-1', unitPriceNetMinor: 20000, quantity: '1' },
          { sku: 'CABLE-5X2.5', unitPriceNetMinor: 100, quantity: '1' },
        ],
      });
      await client.query(
        `update sales_order set erp_reference = 'ERP-77001', payment_state = 'paid', shipping_state = 'ready'
         where number = 'FND2001'`,
      );
      await client.query(`update sales_order set state = 'cancelled' where number = 'FND1002'`);
    });
  });

  afterAll(() => testApp.close());

  function rest(filter: Record<string, unknown>, sort = ['number', 'ASC'], range = [0, 24]) {
    return testApp
      .http()
      .get('/api/admin/orders')
      .query({
        filter: JSON.stringify({ number: 'FND', ...filter }),
        sort: JSON.stringify(sort),
        range: JSON.stringify(range),
      })
      .set('Cookie', agent.cookies);
  }

  async function found(filter: Record<string, unknown>): Promise<string[]> {
    const response = await rest(filter).expect(200);
    return response.body.map((row: { number: string }) => row.number);
  }

  it('lists orders with customer, company and store names, and says how many there are', async () => {
    const response = await rest({}).expect(200);
    expect(response.headers['content-range']).toBe('orders 0-2/3');
    expect(response.body[2]).toMatchObject({
      number: 'FND2001',
      customerName: 'Bob Berg',
      email: 'bob.findme@example.test',
      companyName: 'Beta El AB',
      storeId: 2,
      storeCode: expect.any(String),
      paymentState: 'paid',
      shippingState: 'ready',
      erpReference: 'ERP-77001',
      totalGrossMinor: 24924,
    });
  });

  it('finds by q in the number, the customer name or e-mail and the company name', async () => {
    expect(await found({ q: 'fnd100' })).toEqual(['FND1001', 'FND1002']);
    expect(await found({ q: 'mäkinen' })).toEqual(['FND1001', 'FND1002']);
    expect(await found({ q: 'bob.findme@' })).toEqual(['FND2001']);
    expect(await found({ q: 'beta el' })).toEqual(['FND2001']);
    expect(await found({ q: 'nobody-at-all' })).toEqual([]);
  });

  it('finds by customer, company, e-mail, SKU of any line and ERP number', async () => {
    expect(await found({ customerId: alice.id })).toEqual(['FND1001', 'FND1002']);
    expect(await found({ companyId: [bob.companyId] })).toEqual(['FND2001']);
    expect(await found({ email: 'ALICE.findme' })).toEqual(['FND1001', 'FND1002']);
    expect(await found({ sku: 'cable-' })).toEqual(['FND1001', 'FND2001']);
    expect(await found({ sku: 'CABLE-5' })).toEqual(['FND2001']);
    expect(await found({ erpNumber: 'erp-77' })).toEqual(['FND2001']);
  });

  it('finds by each state, one value or a list', async () => {
    expect(await found({ state: 'cancelled' })).toEqual(['FND1002']);
    expect(await found({ state: ['confirmed', 'cancelled'] })).toEqual(['FND1001', 'FND1002', 'FND2001']);
    expect(await found({ paymentState: 'paid' })).toEqual(['FND2001']);
    expect(await found({ shippingState: ['new'] })).toEqual(['FND1001', 'FND1002']);
    expect(await found({ invoiceState: 'invoiced' })).toEqual([]);
  });

  it('finds by store, by creation day (whole days, UTC) and by total typed in major units', async () => {
    expect(await found({ storeId: 2 })).toEqual(['FND2001']);
    expect(await found({ createdFrom: '2026-03-05', createdTo: '2026-03-10' })).toEqual([
      'FND1002',
      'FND2001',
    ]);
    expect(await found({ createdTo: '2026-03-04' })).toEqual(['FND1001']);
    // 1001: 12.40; 1002: 124.00; 2001: 249.24 gross.
    expect(await found({ totalFrom: '124', totalTo: '249,24' })).toEqual(['FND1002', 'FND2001']);
    expect(await found({ totalTo: '12.39' })).toEqual([]);
    expect(await found({ totalFrom: '1 000' })).toEqual([]);
  });

  it('gives react-admin the orders of a getMany by a list of ids', async () => {
    const all = (await rest({}).expect(200)).body as { id: number; number: string }[];
    const wanted = [all[0]!.id, all[2]!.id];
    expect(await found({ id: wanted })).toEqual(['FND1001', 'FND2001']);
  });

  it('sorts by the whitelisted columns both ways and pages with Content-Range', async () => {
    const byTotal = await rest({}, ['totalGrossMinor', 'DESC']).expect(200);
    expect(byTotal.body.map((row: { number: string }) => row.number)).toEqual([
      'FND2001',
      'FND1002',
      'FND1001',
    ]);
    const byDate = await rest({}, ['createdAt', 'ASC']).expect(200);
    expect(byDate.body.map((row: { number: string }) => row.number)).toEqual([
      'FND1001',
      'FND1002',
      'FND2001',
    ]);
    const byState = await rest({}, ['state', 'ASC']).expect(200);
    expect(byState.body[0].number).toBe('FND1002');
    const page = await rest({}, ['number', 'DESC'], [1, 1]).expect(200);
    expect(page.headers['content-range']).toBe('orders 1-1/3');
    expect(page.body.map((row: { number: string }) => row.number)).toEqual(['FND1002']);
    const beyond = await rest({}, ['number', 'ASC'], [10, 19]).expect(200);
    expect(beyond.headers['content-range']).toBe('orders 10-10/3');
    expect(beyond.body).toEqual([]);
  });

  it('answers 400 with a message for an unknown sort, an unknown filter or a wrong value', async () => {
    const sort = await rest({}, ['password', 'ASC']).expect(400);
    expect(sort.body.message).toMatch(/sort must be/);
    const unknown = await rest({ colour: 'red' }).expect(400);
    expect(unknown.body.message).toMatch(/filter.colour is not a filter of orders/);
    const state = await rest({ state: 'lost' }).expect(400);
    expect(state.body.message).toMatch(/filter.state has unknown values lost/);
    const total = await rest({ totalFrom: '12.345' }).expect(400);
    expect(total.body.message).toMatch(/filter.totalFrom must be an amount/);
    const date = await rest({ createdFrom: 'yesterday' }).expect(400);
    expect(date.body.message).toMatch(/filter.createdFrom must be a date/);
    const id = await rest({ customerId: 'abc' }).expect(400);
    expect(id.body.message).toMatch(/filter.customerId must be/);
  });

  it('answers the spec door with the same orders in the envelope, with the total', async () => {
    const response = await testApp
      .http()
      .get('/admin/coreshop/orders/find')
      .query({
        number: 'FND',
        state: 'confirmed,cancelled',
        sku: 'cable',
        sort: 'number',
        dir: 'DESC',
        limit: 1,
      })
      .set('Cookie', agent.cookies)
      .expect(200);
    expect(response.body).toMatchObject({ success: true, total: 2, data: [{ number: 'FND2001' }] });
    const bad = await testApp
      .http()
      .get('/admin/coreshop/orders/find')
      .query({ sort: 'secret' })
      .set('Cookie', agent.cookies)
      .expect(400);
    expect(bad.body.message).toMatch(/sort must be one of/);
  });

  it('reads a page in a fixed number of statements, however many orders it shows', async () => {
    const one = await testApp.countQueries(() => rest({ number: 'FND1001' }).expect(200));
    const three = await testApp.countQueries(() => rest({}).expect(200));
    expect(one.result.body).toHaveLength(1);
    expect(three.result.body).toHaveLength(3);
    expect(three.queries).toBe(one.queries);
    // The guard's session and user, then count, rows, customers, companies, stores.
    expect(three.queries).toBeLessThanOrEqual(10);
  });
});
