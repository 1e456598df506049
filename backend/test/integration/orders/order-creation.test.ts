import { EntityManager } from '@mikro-orm/postgresql';
import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { SalesOrder } from '../../../src/modules/orders/entities/sales-order.entity';
import { OrdersService } from '../../../src/modules/orders/orders.service';
import { insertAdminUser } from '../../factories/account.factory';
import {
  insertCartPriceRule,
  insertCustomerPrice,
  setProductPrice,
} from '../../factories/shop-config.factory';
import { buyerWithCart, insertOrderableProduct } from '../../e2e/checkout/checkout-client';
import { backOffice, type BackOfficeClient } from '../../e2e/identity/back-office-client';
import { insertBuyer, type Buyer } from '../../factories/orders.factory';
import { loginAsAdmin } from '../../support/admin-session';
import { loginToShop } from '../../support/shop-session';
import { startTestApp, type TestApp } from '../../support/test-app';

const SPEC = '/admin/coreshop/orders';
const REST = '/api/admin/orders';

interface ProductRef {
  id: number;
  sku: string;
}

describe('orders entered and edited in the back office', () => {
  let testApp: TestApp;
  let admin: BackOfficeClient;
  let adminName: string;
  let buyer: Buyer;
  /** A customer of another company, without the agreed price. */
  let stranger: Buyer;
  let agreed: ProductRef;
  let listed: ProductRef;
  /** What the buyer's own checkout showed for two of `agreed` and two of `listed`. */
  let checkoutState: {
    lines: {
      sku: string;
      quantity: string;
      unitPriceNetMinor: number;
      totalNetMinor: number;
      taxMinor: number;
    }[];
    totals: { totalGrossMinor: number; taxMinor: number; shippingNetMinor: number; itemsNetMinor: number };
    selection: { carrierId: number; paymentProviderId: number };
  };

  const skuOf = (id: number) =>
    testApp.withClient(
      async (client) =>
        (await client.query('select sku from product where id = $1', [id])).rows[0].sku as string,
    );

  const orderRow = (id: number) => testApp.app.get(EntityManager).fork().findOneOrFail(SalesOrder, { id });

  const query = <T>(text: string, values: unknown[]) =>
    testApp.withClient(async (client) => (await client.query(text, values)).rows as T[]);

  beforeAll(async () => {
    testApp = await startTestApp({ products: 2 });
    const ids = await testApp.withClient(async (client) => [
      await insertOrderableProduct(client),
      await insertOrderableProduct(client),
    ]);
    agreed = { id: ids[0]!, sku: await skuOf(ids[0]!) };
    listed = { id: ids[1]!, sku: await skuOf(ids[1]!) };
    buyer = await testApp.withClient((client) => insertBuyer(client));
    stranger = await testApp.withClient((client) => insertBuyer(client));
    await testApp.withClient(async (client) => {
      await setProductPrice(client, { productId: agreed.id, storeCode: 'fi', priceMinor: 12_000 });
      await setProductPrice(client, { productId: listed.id, storeCode: 'fi', priceMinor: 4_550 });
      // The buyer's company has its own price for one of them.
      await insertCustomerPrice(client, {
        productId: agreed.id,
        storeCode: 'fi',
        companyId: buyer.companyId,
        priceMinor: 9_900,
      });
    });
    const agent = await loginAsAdmin(
      testApp,
      DEMO_ACCOUNTS.administrator.email,
      DEMO_ACCOUNTS.administrator.password,
    );
    admin = backOffice(testApp, agent);
    adminName = DEMO_ACCOUNTS.administrator.name;
  });

  afterAll(() => testApp.close());

  it('previews the price the customer sees in their own checkout for the same lines', async () => {
    const { buyer: shopper, checkout } = await buyerWithCart(testApp, [agreed.id, listed.id]);
    await testApp.withClient((client) =>
      insertCustomerPrice(client, {
        productId: agreed.id,
        storeCode: 'fi',
        companyId: shopper.companyId,
        priceMinor: 9_900,
      }),
    );
    await checkout.completeSteps('invoice');
    checkoutState = (await checkout.state().expect(200)).body;
    const mine = checkoutState.lines.find((line) => line.sku === agreed.sku)!;
    expect(mine.unitPriceNetMinor).toBe(9_900);

    const preview = await admin
      .post(`${SPEC}/creation/preview`)
      .send({
        customerId: shopper.id,
        lines: [
          { sku: agreed.sku, quantity: '2' },
          { sku: listed.sku.toLowerCase(), quantity: '2' },
        ],
        carrierId: checkoutState.selection.carrierId,
        paymentProviderId: checkoutState.selection.paymentProviderId,
      })
      .expect(200);
    const data = preview.body.data;
    expect(preview.body.success).toBe(true);
    expect(data.problems).toEqual([]);
    expect(
      data.lines.map(
        (line: { sku: string; unitPriceNetMinor: number; totalNetMinor: number; taxMinor: number }) => [
          line.sku,
          line.unitPriceNetMinor,
          line.totalNetMinor,
          line.taxMinor,
        ],
      ),
    ).toEqual(
      checkoutState.lines.map((line) => [
        line.sku,
        line.unitPriceNetMinor,
        line.totalNetMinor,
        line.taxMinor,
      ]),
    );
    expect(data.totals.totalGrossMinor).toBe(checkoutState.totals.totalGrossMinor);
    expect(data.totals.taxMinor).toBe(checkoutState.totals.taxMinor);
    expect(data.totals.shippingNetMinor).toBe(checkoutState.totals.shippingNetMinor);
    // The same lines for another customer without the agreed price cost the list price.
    const other = await admin
      .post(`${REST}/creation/preview`)
      .send({ customerId: stranger.id, lines: [{ sku: agreed.sku, quantity: '1' }] })
      .expect(200);
    expect(other.body.lines[0].unitPriceNetMinor).toBe(12_000);
  });

  it('names every rule the lines break: unknown SKUs, quantities, vouchers and delivery dates', async () => {
    const response = await admin
      .post(`${SPEC}/creation/preview`)
      .send({
        customerId: buyer.id,
        lines: [
          { sku: 'NO-SUCH-SKU', quantity: '1' },
          { sku: agreed.sku, quantity: '0' },
        ],
        voucherCodes: ['NOT-A-CODE'],
        preferredDeliveryDate: '2020-01-01',
      })
      .expect(200);
    const fields = response.body.data.problems.map((problem: { field: string }) => problem.field);
    expect(fields).toEqual(
      expect.arrayContaining(['lines[0].sku', 'lines[1].quantity', 'voucherCodes', 'preferredDeliveryDate']),
    );
    const before = await query<{ n: number }>(
      'select count(*)::int as n from sales_order where customer_id = $1',
      [buyer.id],
    );
    const create = await admin
      .post(`${SPEC}/creation/create`)
      .send({ customerId: buyer.id, lines: [{ sku: 'NO-SUCH-SKU', quantity: '1' }] })
      .expect(400);
    expect(create.body.error).toBe('VALIDATION_FAILED');
    expect(create.body.message).toContain('NO-SUCH-SKU');
    const after = await query<{ n: number }>(
      'select count(*)::int as n from sales_order where customer_id = $1',
      [buyer.id],
    );
    expect(after).toEqual(before);
  });

  let orderId: number;

  it("creates the order with the customer's prices and addresses, placed by the back-office user", async () => {
    const key = '6f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f';
    const body = {
      customerId: buyer.id,
      lines: [
        { sku: agreed.sku, quantity: '3' },
        { sku: listed.sku, quantity: '1' },
      ],
      ownOrderNumber: 'PO-PHONE-1',
      reference: 'Called in by Aino',
      idempotencyKey: key,
    };
    const preview = (await admin.post(`${REST}/creation/preview`).send(body).expect(200)).body;
    const created = (await admin.post(`${REST}/creation`).send(body).expect(201)).body;
    expect(created.totalGrossMinor).toBe(preview.totals.totalGrossMinor);
    orderId = created.id;
    // The same key again is the same order (a double click), not a second one.
    expect((await admin.post(`${REST}/creation`).send(body).expect(201)).body.id).toBe(orderId);

    const order = await orderRow(orderId);
    expect(order).toMatchObject({
      customerId: buyer.id,
      companyId: buyer.companyId,
      orderType: 10,
      ownOrderNumber: 'PO-PHONE-1',
      reference: 'Called in by Aino',
      cartId: null,
      state: 'confirmed',
      paymentState: 'awaiting_payment',
    });
    const addresses = await query<{ id: number; street: string; type: string }>(
      'select id, street, type from address where customer_id = $1',
      [buyer.id],
    );
    expect(order.invoiceAddress.street).toBe(addresses.find((address) => address.type === 'invoice')!.street);
    const lines = await query<{ sku: string; unit_price_net_minor: string }>(
      'select sku, unit_price_net_minor from sales_order_item where order_id = $1 order by position',
      [orderId],
    );
    expect(lines.map((line) => [line.sku, Number(line.unit_price_net_minor)])).toEqual([
      [agreed.sku, 9_900],
      [listed.sku, 4_550],
    ]);
    const history = await query<{ event: string; actor_kind: string; actor_name: string }>(
      `select event, actor_kind, actor_name from order_state_change where order_id = $1 order by id`,
      [orderId],
    );
    expect(history.map((row) => row.event)).toEqual(['CREATE', 'REQUEST', 'CONFIRM']);
    expect(history.every((row) => row.actor_kind === 'admin' && row.actor_name === adminName)).toBe(true);
    // The confirmation and the ERP export follow from the placed event, as for a shop order.
    const events = await query<{ type: string }>(
      `select type from domain_event where payload->>'orderId' = $1::text order by id`,
      [String(orderId)],
    );
    expect(events.map((row) => row.type)).toContain('order.placed');
  });

  it('changes, adds and removes lines, re-pricing totals and taxes, and keeps each change in the history', async () => {
    const before = await orderRow(orderId);
    const items = await query<{ id: number; sku: string }>(
      'select id, sku from sales_order_item where order_id = $1 order by position',
      [orderId],
    );
    const agreedItem = items.find((item) => item.sku === agreed.sku)!;

    const dryRun = (
      await admin
        .post(`${SPEC}/edit-items`)
        .send({ id: orderId, lines: [{ itemId: agreedItem.id, quantity: '5' }], dryRun: true })
        .expect(200)
    ).body.data;
    expect(dryRun.saved).toBe(false);
    expect((await orderRow(orderId)).totalGrossMinor).toBe(before.totalGrossMinor);

    const edited = (
      await admin
        .post(`${SPEC}/edit-items`)
        .send({
          id: orderId,
          lines: [{ itemId: agreedItem.id, quantity: '5' }],
          reason: 'customer called back',
        })
        .expect(200)
    ).body.data;
    expect(edited.totalAfterMinor).toBe(dryRun.totalAfterMinor);
    const afterEdit = await orderRow(orderId);
    // Two more at the agreed 99.00 net.
    expect(afterEdit.itemsNetMinor).toBe(before.itemsNetMinor + 2 * 9_900);
    expect(afterEdit.taxMinor).toBeGreaterThan(before.taxMinor);
    expect(afterEdit.totalGrossMinor).toBe(edited.totalAfterMinor);
    const payment = await query<{ amount_minor: string }>(
      'select amount_minor from order_payment where order_id = $1',
      [orderId],
    );
    expect(Number(payment[0]!.amount_minor)).toBe(afterEdit.totalGrossMinor);

    const added = (
      await admin
        .post(`${REST}/${orderId}/items`)
        .send({ lines: [{ sku: listed.sku, quantity: '2' }] })
        .expect(200)
    ).body;
    expect(added.lines).toHaveLength(3);
    expect((await orderRow(orderId)).itemsNetMinor).toBe(afterEdit.itemsNetMinor + 2 * 4_550);

    const listedItem = items.find((item) => item.sku === listed.sku)!;
    await admin.delete(`${REST}/${orderId}/items/${listedItem.id}`).expect(200);
    const afterRemove = await orderRow(orderId);
    expect(afterRemove.itemsNetMinor).toBe(5 * 9_900 + 2 * 4_550);

    const history = (await admin.get(`${SPEC}/item-changes?id=${orderId}`).expect(200)).body.data;
    expect(history.map((change: { action: string }) => change.action)).toEqual([
      'quantity_changed',
      'added',
      'removed',
    ]);
    expect(history[0]).toMatchObject({
      sku: agreed.sku,
      quantityBefore: '3.000',
      quantityAfter: '5.000',
      totalBeforeMinor: before.totalGrossMinor,
      totalAfterMinor: afterEdit.totalGrossMinor,
      actor: { kind: 'admin', name: adminName },
      reason: 'customer called back',
    });

    // The order page's timeline shows the item changes among the state changes, in the order they happened.
    const timeline = (await admin.get(`${REST}/${orderId}`).expect(200)).body.history as {
      kind: string;
      event: string;
      fromState: string;
      toState: string;
      reason: string | null;
    }[];
    const itemEntries = timeline.filter((entry) => entry.kind === 'items');
    expect(itemEntries.map((entry) => entry.event)).toEqual(['quantity_changed', 'added', 'removed']);
    expect(itemEntries[0]).toMatchObject({
      fromState: '3.000',
      toState: '5.000',
      reason: `${agreed.sku}: customer called back`,
    });
    expect(timeline.findIndex((entry) => entry.kind === 'items')).toBeGreaterThan(
      timeline.findIndex((entry) => entry.event === 'CONFIRM'),
    );
  });

  it('keeps the voucher discount of an edited order, without counting the code again', async () => {
    await testApp.withClient((client) =>
      insertCartPriceRule(client, {
        name: 'Phone ten',
        actions: [{ type: 'discount_percent', percent: '10' }],
        codes: [{ code: 'PHONE10', usageLimit: 1, perCustomerLimit: 1 }],
      }),
    );
    const created = (
      await admin
        .post(`${REST}/creation`)
        .send({
          customerId: buyer.id,
          lines: [{ sku: listed.sku, quantity: '2' }],
          voucherCodes: ['phone10'],
        })
        .expect(201)
    ).body;
    const placed = await orderRow(created.id);
    expect(placed.discountNetMinor).toBe(910);
    const [item] = await query<{ id: number }>('select id from sales_order_item where order_id = $1', [
      created.id,
    ]);
    await admin
      .post(`${SPEC}/edit-items`)
      .send({ id: created.id, lines: [{ itemId: item!.id, quantity: '4' }] })
      .expect(200);
    const edited = await orderRow(created.id);
    expect(edited.discountNetMinor).toBe(1_820);
    expect(edited.itemsNetMinor).toBe(4 * 4_550);
    const [code] = await query<{ used_count: number }>(
      "select used_count from voucher_code where code = 'PHONE10'",
      [],
    );
    expect(code!.used_count).toBe(1);
    // The code is used up: a new order cannot have it.
    const again = await admin
      .post(`${REST}/creation/preview`)
      .send({ customerId: buyer.id, lines: [{ sku: listed.sku, quantity: '1' }], voucherCodes: ['PHONE10'] })
      .expect(200);
    expect(again.body.problems.map((problem: { field: string }) => problem.field)).toContain('voucherCodes');
  });

  it('refuses to remove the last line, and to change anything once shipping has started', async () => {
    const items = await query<{ id: number }>('select id from sales_order_item where order_id = $1', [
      orderId,
    ]);
    await admin.delete(`${REST}/${orderId}/items/${items[1]!.id}`).expect(200);
    const last = await admin
      .post(`${SPEC}/remove-item`)
      .send({ id: orderId, itemId: items[0]!.id })
      .expect(409);
    expect(last.body.message).toContain('cancel the order');

    await testApp.app
      .get(EntityManager)
      .fork()
      .transactional(async (em) => {
        const orders = testApp.app.get(OrdersService);
        const order = await orders.lockById(em, orderId);
        await orders.transition(em, order, 'shipment', { type: 'PREPARE' });
        await orders.transition(em, order, 'shipment', { type: 'SHIP', complete: false });
      });
    const before = await orderRow(orderId);
    const refused = await admin
      .post(`${SPEC}/add-items`)
      .send({ id: orderId, lines: [{ sku: listed.sku, quantity: '1' }] })
      .expect(409);
    expect(refused.body.message).toContain('shipped');
    expect((await orderRow(orderId)).totalGrossMinor).toBe(before.totalGrossMinor);
  });

  it('creates a warranty order at no charge from a registration, typed by what the registration says', async () => {
    const [registration] = await query<{ id: number }>(
      `insert into warranty_registration (store_id, locale, customer_id, name, email, sku, product_name,
         serial_number, purchase_date, fault_description, country, receipt_file_name, receipt_content_type,
         receipt_size, order_number)
       values ($1, 'en', $2, 'Aino Virtanen', 'aino@example.test', $3, 'Product', 'SN-1', '2026-01-02',
         'Does not switch on', 'FI', 'r.pdf', 'application/pdf', 10, null) returning id`,
      [buyer.storeId, buyer.id, agreed.sku],
    );
    const created = (
      await admin.post(`${SPEC}/creation/warranty`).send({ registrationId: registration!.id }).expect(201)
    ).body.data;
    expect(created).toMatchObject({ orderType: 32, totalGrossMinor: 0 });
    const lines = await query<{ sku: string; total_net_minor: string }>(
      'select sku, total_net_minor from sales_order_item where order_id = $1',
      [created.id],
    );
    expect(lines).toEqual([{ sku: agreed.sku, total_net_minor: '0' }]);
    expect((await orderRow(created.id)).customerId).toBe(buyer.id);
    await admin.post(`${SPEC}/creation/warranty`).send({ registrationId: 999999 }).expect(404);
    await admin
      .post(`${SPEC}/creation/warranty`)
      .send({ registrationId: registration!.id, orderType: 40 })
      .expect(400);
  });

  it('creates an invoice adjustment of an order with positive and negative lines and the reason', async () => {
    const original = await orderRow(orderId);
    const created = (
      await admin
        .post(`${REST}/creation/invoice-adjustment`)
        .send({
          orderId,
          orderType: 83,
          reason: 'Damaged packaging, agreed discount',
          lines: [
            { description: 'Discount for damaged packaging', amountNetMinor: -2_000 },
            { description: 'Extra handling', amountNetMinor: 500 },
          ],
        })
        .expect(201)
    ).body;
    const rate = Number(original.taxes[0]!.rate);
    expect(created.orderType).toBe(83);
    expect(created.totalGrossMinor).toBe(-1_500 + Math.round((-1_500 * rate) / 100));
    const order = await orderRow(created.id);
    expect(order).toMatchObject({
      reference: original.number,
      comment: 'Damaged packaging, agreed discount',
      customerId: buyer.id,
    });
    // The buyer's order history in the shop shows each order's type.
    const agent = await loginToShop(testApp, buyer.email, buyer.password);
    const history = await testApp
      .http()
      .get('/api/shop/orders?locale=en')
      .set('Cookie', agent.cookies)
      .expect(200);
    const types = history.body.items.map((item: { orderTypeCode: number; orderType: string | null }) => [
      item.orderTypeCode,
      item.orderType,
    ]);
    expect(types).toEqual(
      expect.arrayContaining([
        [10, 'ordinary'],
        [32, 'warranty'],
        [83, 'invoice_adjustment'],
      ]),
    );
  });

  it('answers 403 to a user whose role may read orders but not change them, and changes nothing', async () => {
    const user = await testApp.withClient(async (client) => {
      const role = await client.query(
        `insert into admin_role (name, permissions) values ('Order viewer', '{orders.read}') returning id`,
      );
      return insertAdminUser(client, { role: role.rows[0].id as number });
    });
    const reader = backOffice(testApp, await loginAsAdmin(testApp, user.email, user.password));
    const count = () => query<{ n: number }>('select count(*)::int as n from sales_order', []);
    const before = await count();
    for (const call of [
      reader
        .post(`${SPEC}/creation/create`)
        .send({ customerId: buyer.id, lines: [{ sku: agreed.sku, quantity: '1' }] }),
      reader.post(`${REST}/creation/preview`).send({ customerId: buyer.id, lines: [] }),
      reader.post(`${SPEC}/edit-items`).send({ id: orderId, lines: [] }),
      reader.delete(`${REST}/${orderId}/items/1`),
      reader.post(`${SPEC}/creation/invoice-adjustment`).send({ orderId, reason: 'x', lines: [] }),
    ]) {
      expect((await call).status).toBe(403);
    }
    expect(await count()).toEqual(before);
    await reader.get(`${SPEC}/item-changes?id=${orderId}`).expect(200);
  });
});
