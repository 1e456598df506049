import ExcelJS from 'exceljs';
import { DEMO_ACCOUNTS, insertAdminUser, insertCustomer } from '../../factories/account.factory';
import { OrderGridActions } from '../../../src/modules/orders/grid/order-grid-actions.registry';
import { insertHistoryOrder } from '../order-history/history-orders';
import { loginAsAdmin, type AdminAgent } from '../../support/admin-session';
import { startTestApp, type TestApp } from '../../support/test-app';

/** The orders grid: its filters, its actions with the caller's permission, and applying them. */
describe('orders grid', () => {
  let testApp: TestApp;
  let administrator: AdminAgent;
  let ordersReader: AdminAgent;
  let reader: AdminAgent;
  const ids: Record<string, number> = {};
  const invoiced: number[][] = [];

  beforeAll(async () => {
    testApp = await startTestApp({ products: 0 });
    // Other parts of the orders module register their actions the same way (ship, invoice).
    testApp.app.get(OrderGridActions).register({
      name: 'stamp',
      permission: 'orders.write',
      apply: async (orderIds) => {
        invoiced.push(orderIds);
        return orderIds.map((orderId) => ({ orderId, ok: true }));
      },
    });
    administrator = await loginAsAdmin(
      testApp,
      DEMO_ACCOUNTS.administrator.email,
      DEMO_ACCOUNTS.administrator.password,
    );
    // Staff who may look at orders but not change them.
    ordersReader = await testApp.withClient(async (client) => {
      const role = await client.query(
        `insert into admin_role (name, permissions) values ('Orders read-only', '{orders.read}') returning id`,
      );
      const user = await insertAdminUser(client, { role: role.rows[0].id as number });
      return loginAsAdmin(testApp, user.email, user.password);
    });
    const finnishReader = await testApp.withClient(async (client) => {
      const buyer = await insertCustomer(client, {
        firstname: 'Grid',
        lastname: 'Buyer',
        company: { name: '=cmd| Oy', organizationNumber: 'GRID-1' },
      });
      for (const number of ['GRD1', 'GRD2', 'GRD3']) {
        await insertHistoryOrder(client, { customerId: buyer.id, companyId: buyer.companyId, number });
        const { rows } = await client.query<{ id: number }>('select id from sales_order where number = $1', [
          number,
        ]);
        ids[number] = rows[0]!.id;
      }
      await client.query(`update sales_order set shipping_state = 'shipped' where number = 'GRD3'`);
      const user = await insertAdminUser(client, { role: 'editor' });
      await client.query(`update admin_user set language = 'fi' where id = $1`, [user.id]);
      return user;
    });
    reader = await loginAsAdmin(testApp, finnishReader.email, finnishReader.password);
  });

  afterAll(() => testApp.close());

  const post = (agent: AdminAgent, path: string, body: object) =>
    testApp.http().post(path).set('Cookie', agent.cookies).set('X-CSRF-Token', agent.csrf).send(body);

  const shippingStates = () =>
    testApp.withClient(async (client) => {
      const { rows } = await client.query<{ number: string; shipping_state: string; changes: number }>(
        `select o.number, o.shipping_state,
                (select count(*)::int from order_state_change c where c.order_id = o.id) as changes
         from sales_order o where o.number like 'GRD%' order by o.number`,
      );
      return rows;
    });

  it('offers the filters with their options, at both doors', async () => {
    for (const path of ['/admin/coreshop/orders/grid/filters', '/api/admin/orders/grid/filters']) {
      const response = await testApp.http().get(path).set('Cookie', ordersReader.cookies).expect(200);
      const filters = response.body.data.filters as { name: string; options?: { value: unknown }[] }[];
      expect(filters.map((filter) => filter.name)).toEqual(
        expect.arrayContaining(['q', 'number', 'sku', 'erpNumber', 'paymentState', 'createdFrom', 'totalTo']),
      );
      const payment = filters.find((filter) => filter.name === 'paymentState')!;
      expect(payment.options!.map((option) => option.value)).toContain('partially_paid');
      const stores = filters.find((filter) => filter.name === 'storeId')!;
      expect(stores.options!.map((option) => option.value)).toContain(1);
      expect(response.body.data.sorts).toContain('totalGrossMinor');
    }
  });

  it('lists the built-in and the registered actions, each with its permission and whether the caller may', async () => {
    const forEditor = await testApp
      .http()
      .get('/admin/coreshop/orders/grid/actions')
      .set('Cookie', ordersReader.cookies)
      .expect(200);
    expect(forEditor.body.data).toEqual(
      expect.arrayContaining([
        { name: 'mark_ready', kind: 'change', permission: 'orders.write', allowed: false },
        { name: 'stamp', kind: 'change', permission: 'orders.write', allowed: false },
        { name: 'ship', kind: 'change', permission: 'orders.write', allowed: false },
        { name: 'invoice', kind: 'change', permission: 'orders.write', allowed: false },
        { name: 'export_csv', kind: 'export', permission: 'orders.read', allowed: true },
        { name: 'export_xlsx', kind: 'export', permission: 'orders.read', allowed: true },
      ]),
    );
    const forAdministrator = await testApp
      .http()
      .get('/api/admin/orders/grid/actions')
      .set('Cookie', administrator.cookies)
      .expect(200);
    expect(forAdministrator.body.data.every((action: { allowed: boolean }) => action.allowed)).toBe(true);
  });

  it('refuses staff without orders.write a change with 403 and changes nothing', async () => {
    const before = await shippingStates();
    for (const path of ['/admin/coreshop/orders/grid/apply-action', '/api/admin/orders/grid/apply-action']) {
      for (const action of ['mark_ready', 'stamp']) {
        const response = await post(ordersReader, path, { action, ids: [ids.GRD1] }).expect(403);
        expect(response.body.message).toMatch(new RegExp(`does not allow ${action}`));
      }
    }
    expect(await shippingStates()).toEqual(before);
    expect(invoiced).toEqual([]);
  });

  it('marks orders ready, answering per order: done, or refused with the reason', async () => {
    const response = await post(administrator, '/admin/coreshop/orders/grid/apply-action', {
      action: 'mark_ready',
      ids: [ids.GRD1, ids.GRD3, 99999999],
    }).expect(200);
    expect(response.body).toEqual({
      success: true,
      data: [
        { orderId: ids.GRD1, ok: true },
        { orderId: ids.GRD3, ok: false, message: expect.stringMatching(/shipped does not allow PREPARE/) },
        { orderId: 99999999, ok: false, message: 'There is no order 99999999' },
      ],
    });
    const states = await shippingStates();
    expect(states.map((row) => row.shipping_state)).toEqual(['ready', 'new', 'shipped']);
    const actor = await testApp.withClient(async (client) => {
      const { rows } = await client.query(
        `select actor_kind, to_state from order_state_change where order_id = $1 and kind = 'shipment'`,
        [ids.GRD1],
      );
      return rows;
    });
    expect(actor).toEqual([{ actor_kind: 'admin', to_state: 'ready' }]);
  });

  it('applies a registered action through the REST door', async () => {
    const response = await post(administrator, '/api/admin/orders/grid/apply-action', {
      action: 'stamp',
      ids: [ids.GRD2],
    }).expect(200);
    expect(response.body.data).toEqual([{ orderId: ids.GRD2, ok: true }]);
    expect(invoiced).toEqual([[ids.GRD2]]);
  });

  it('answers 400 for an unknown action or no orders', async () => {
    const unknown = await post(administrator, '/admin/coreshop/orders/grid/apply-action', {
      action: 'delete_everything',
      ids: [ids.GRD1],
    }).expect(400);
    expect(unknown.body.message).toMatch(/delete_everything is not a grid action; use one of .*mark_ready/);
    const none = await post(administrator, '/admin/coreshop/orders/grid/apply-action', {
      action: 'mark_ready',
    }).expect(400);
    expect(none.body.message).toMatch(/ids must list at least one order id/);
  });

  it('exports a CSV for a reader, in their language, with formula cells escaped', async () => {
    const response = await post(reader, '/admin/coreshop/orders/grid/apply-action', {
      action: 'export_csv',
      ids: [ids.GRD2, ids.GRD1],
    })
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(response.headers['content-type']).toMatch(/text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="orders-.*\.csv"/);
    const lines = (response.body as Buffer).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^\uFEFFNumero;/);
    expect(lines[1]).toMatch(/^GRD2;.*;"'=cmd\| Oy";fi;confirmed;/);
    expect(lines[2]).toMatch(/^GRD1;/);
    expect(lines).toHaveLength(3);
  });

  it('exports every order a list filter finds as a workbook that opens', async () => {
    const response = await post(ordersReader, '/api/admin/orders/grid/apply-action', {
      action: 'export_xlsx',
      filter: { number: 'GRD' },
    })
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.body as Buffer);
    const sheet = workbook.getWorksheet('Orders')!;
    const numbers = [2, 3, 4].map((row) => sheet.getRow(row).getCell(1).value).sort();
    expect(numbers).toEqual(['GRD1', 'GRD2', 'GRD3']);
    expect(sheet.getRow(2).getCell(5).value).toBe("'=cmd| Oy");
    expect(sheet.getRow(2).getCell(13).value).toBe(31);
  });
});
