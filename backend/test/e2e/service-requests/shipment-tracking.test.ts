import { insertCustomer } from '../../factories/account.factory';
import { finnishBusinessId } from '../../factories/business-id.factory';
import { loginWithPermissions, type AdminAgent } from '../../support/admin-session';
import { insertHistoryOrder } from '../order-history/history-orders';
import { visitShop, type ShopAgent } from '../../support/shop-session';
import { startTestApp, type TestApp } from '../../support/test-app';
import { adminGet, freshIp, loginAsEditor, shopPost } from './service-request-helpers';

describe('shipment tracking', () => {
  let testApp: TestApp;
  let editor: AdminAgent;
  let visitor: ShopAgent;

  beforeAll(async () => {
    testApp = await startTestApp({ products: 0 });
    editor = await loginAsEditor(testApp);
    visitor = await visitShop(testApp);
  });

  afterAll(async () => {
    await testApp.close();
  });

  function track(body: object, ip = freshIp()) {
    return shopPost(testApp, visitor, 'tracking', ip).send({ locale: 'fi', ...body });
  }

  async function logged(q: string) {
    const response = await adminGet(testApp, editor, 'tracking-requests', { q }).expect(200);
    return response.body as { orderNumber: string | null; outcome: string; ip: string }[];
  }

  it('answers 404 for an order number and postcode that match nothing, and logs what was asked', async () => {
    const ip = freshIp();
    const response = await track({ orderNumber: 'NO-SUCH-1', postcode: '00100' }, ip).expect(404);
    expect(response.body).toMatchObject({
      error: 'TRACKING_NOT_FOUND',
      message: 'No shipment was found for these details',
    });
    expect(await logged('NO-SUCH-1')).toEqual([
      expect.objectContaining({ orderNumber: 'NO-SUCH-1', postcode: '00100', outcome: 'not_found', ip }),
    ]);
  });

  it('looks up a tracking number on its own', async () => {
    await track({ trackingNumber: 'JJFI-NO-SUCH-2' }).expect(404);
    expect(await logged('JJFI-NO-SUCH-2')).toEqual([
      expect.objectContaining({ trackingNumber: 'JJFI-NO-SUCH-2', orderNumber: null, outcome: 'not_found' }),
    ]);
  });

  it('asks for the postcode when only the order number is given, and logs nothing', async () => {
    const response = await track({ orderNumber: 'NO-SUCH-3', postcode: ' ' }).expect(400);
    expect(response.body.details).toEqual([
      { field: 'postcode', reason: 'Enter the order number and postcode, or a tracking number' },
    ]);
    expect(await logged('NO-SUCH-3')).toEqual([]);
  });

  it('refuses an empty lookup naming both fields', async () => {
    const response = await track({}).expect(400);
    expect(response.body.details.map((detail: { field: string }) => detail.field)).toEqual([
      'orderNumber',
      'postcode',
    ]);
  });

  it('stops an address after ten fruitless lookups, logs the refusal, and lets other addresses go on', async () => {
    const ip = freshIp();
    for (let count = 0; count < 10; count += 1) {
      await track({ orderNumber: `GUESS-${count}`, postcode: '00100' }, ip).expect(404);
    }
    const blocked = await track({ orderNumber: 'GUESS-LAST', postcode: '00100' }, ip).expect(429);
    expect(blocked.body.error).toBe('TOO_MANY_ATTEMPTS');
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(await logged('GUESS-LAST')).toEqual([expect.objectContaining({ outcome: 'refused', ip })]);
    await track({ orderNumber: 'GUESS-ELSEWHERE', postcode: '00100' }).expect(404);
  });

  it('gives each line and each parcel line the unit it was ordered in, so 2 boxes do not read as 2 pieces', async () => {
    const number = await testApp.withClient(async (client) => {
      const buyer = await insertCustomer(client, {
        company: { name: 'Laatikko Oy', organizationNumber: finnishBusinessId() },
      });
      const orderNumber = await insertHistoryOrder(client, {
        customerId: buyer.id,
        companyId: buyer.companyId,
        lines: [
          { sku: 'BAT-AAA-40', name: 'AAA battery 40-pack', unit: 'BOX', quantity: '2', lineStatus: 60 },
          { sku: 'LAMP-1', name: 'Ceiling lamp', quantity: '3' },
        ],
      });
      await client.query(
        `with s as (insert into order_shipment (order_id, tracking_number, state, shipped_at)
                    select id, 'JJFI-BOXES', 'shipped', now() from sales_order where number = $1
                    returning id, order_id)
         insert into order_shipment_item (shipment_id, order_item_id, quantity)
         select s.id, i.id, 2 from s join sales_order_item i on i.order_id = s.order_id and i.sku = 'BAT-AAA-40'`,
        [orderNumber],
      );
      return orderNumber;
    });

    const response = await track({ orderNumber: number, postcode: '00100' }).expect(200);
    expect(response.body.lines).toEqual([
      expect.objectContaining({ sku: 'BAT-AAA-40', quantity: '2.000', unit: 'BOX' }),
      expect.objectContaining({ sku: 'LAMP-1', quantity: '3.000', unit: 'PCE' }),
    ]);
    expect(response.body.shipments[0].items).toEqual([
      { sku: 'BAT-AAA-40', name: 'AAA battery 40-pack', quantity: '2.000', unit: 'BOX' },
    ]);
  });

  it('refuses a lookup without the CSRF token', async () => {
    await testApp
      .http()
      .post('/api/shop/tracking')
      .send({ orderNumber: 'X', postcode: '1', locale: 'fi' })
      .expect(403);
  });

  it('lists lookups for the back office with Content-Range, filtered by outcome, to readers only', async () => {
    await track({ orderNumber: 'LISTED-1', postcode: '00100' }).expect(404);
    const list = await testApp
      .http()
      .get(
        `/api/admin/tracking-requests?sort=${encodeURIComponent('["createdAt","DESC"]')}&range=${encodeURIComponent('[0,4]')}&filter=${encodeURIComponent('{"outcome":"not_found"}')}`,
      )
      .set('Cookie', editor.cookies)
      .expect(200);
    expect(list.headers['content-range']).toMatch(/^tracking-requests 0-4\/\d+$/);
    expect(list.body[0]).toMatchObject({ orderNumber: 'LISTED-1', outcome: 'not_found', locale: 'fi' });
    await adminGet(testApp, editor, `tracking-requests/${list.body[0].id}`).expect(200);

    const reader = await loginWithPermissions(testApp, ['customers.read']);
    await adminGet(testApp, reader, 'tracking-requests').expect(200);
    const cataloguer = await loginWithPermissions(testApp, ['catalogue.read']);
    await adminGet(testApp, cataloguer, 'tracking-requests').expect(403);
  });
});
