import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../src/common/errors/domain-error';
import { DomainEvents } from '../../../src/modules/events/domain-events.service';
import { SalesOrder } from '../../../src/modules/orders/entities/sales-order.entity';
import { OrderGridActions } from '../../../src/modules/orders/grid/order-grid-actions.registry';
import { ORDER_TRACKING } from '../../../src/modules/orders/order-tracking.port';
import type { OrderTrackingService } from '../../../src/modules/orders/order-tracking.service';
import { OrdersService } from '../../../src/modules/orders/orders.service';
import { OrderInvoicesService } from '../../../src/modules/orders/fulfilment/order-invoices.service';
import { OrderShipmentsService } from '../../../src/modules/orders/fulfilment/order-shipments.service';
import { buyerWithCart, insertOrderableProduct } from '../../e2e/checkout/checkout-client';
import { loginWithPermissions, type AdminAgent } from '../../support/admin-session';
import { pdfText } from '../../support/pdf-text';
import { startTestApp, type TestApp } from '../../support/test-app';

const ADMIN = { kind: 'admin' as const, id: null, name: 'Test editor' };

describe('shipments, invoices and comments of an order', () => {
  let testApp: TestApp;
  let agent: AdminAgent;
  let placed: { id: number; number: string };
  let buyerCookies: string[];

  /** A copy of the placed order (lines and all, nothing shipped or invoiced) under a fresh number. */
  async function copyOfPlacedOrder(): Promise<{ id: number; number: string }> {
    return testApp.withClient(async (client) => {
      const columns = async (table: string, leaveOut: string[]) =>
        (
          await client.query<{ column_name: string }>(
            `select column_name from information_schema.columns where table_name = $1 order by ordinal_position`,
            [table],
          )
        ).rows
          .map((row) => row.column_name)
          .filter((name) => !leaveOut.includes(name));
      const orderColumns = await columns('sales_order', ['id', 'number', 'cart_id', 'idempotency_key']);
      const number = `T${Date.now()}${Math.floor(Math.random() * 1e6)}`;
      const { rows } = await client.query<{ id: number }>(
        `insert into sales_order (number, ${orderColumns.join(', ')})
         select $1, ${orderColumns.join(', ')} from sales_order where id = $2 returning id`,
        [number, placed.id],
      );
      const id = rows[0]!.id;
      await client.query(
        `update sales_order set shipping_state = 'new', invoice_state = 'new', state = 'confirmed' where id = $1`,
        [id],
      );
      const itemColumns = await columns('sales_order_item', ['id', 'order_id', 'line_status']);
      await client.query(
        `insert into sales_order_item (order_id, ${itemColumns.join(', ')})
         select $1, ${itemColumns.join(', ')} from sales_order_item where order_id = $2`,
        [id, placed.id],
      );
      return { id, number };
    });
  }

  const api = () => testApp.http();
  const get = (path: string) => api().get(path).set('Cookie', agent.cookies);
  const post = (path: string, body: object) =>
    api().post(path).set('Cookie', agent.cookies).set('X-CSRF-Token', agent.csrf).send(body);
  const del = (path: string) =>
    api().delete(path).set('Cookie', agent.cookies).set('X-CSRF-Token', agent.csrf);
  const order = (id: number) => testApp.app.get(EntityManager).fork().findOneOrFail(SalesOrder, { id });
  const rows = <T>(text: string, values: unknown[] = []) =>
    testApp.withClient(async (client) => (await client.query(text, values)).rows as T[]);
  /** Subscribers run as jobs after the commit: waits (up to 15 s) until the query finds a row. */
  async function eventually<T>(text: string, values: unknown[] = []): Promise<T[]> {
    for (let attempt = 0; attempt < 150; attempt += 1) {
      const found = await rows<T>(text, values);
      if (found.length > 0) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return [];
  }
  const binary = (path: string) =>
    get(path)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });

  beforeAll(async () => {
    testApp = await startTestApp({ products: 2 });
    const products = await testApp.withClient(async (client) => [
      await insertOrderableProduct(client),
      await insertOrderableProduct(client),
    ]);
    const { checkout } = await buyerWithCart(testApp, products, {
      addresses: [{ type: 'delivery', postcode: '33100' }, { type: 'invoice' }],
    });
    await checkout.completeSteps();
    const number = (await checkout.place().expect(200)).body.order.number as string;
    const [row] = await rows<{ id: number }>(`select id from sales_order where number = $1`, [number]);
    placed = { id: row!.id, number };
    buyerCookies = checkout.agent.cookies;
    agent = await loginWithPermissions(testApp, ['orders.read', 'orders.write']);
  }, 60_000);

  afterAll(() => testApp.close());

  it('places an order without an empty shipment', async () => {
    expect(await rows(`select id from order_shipment where order_id = $1`, [placed.id])).toEqual([]);
    const items = (await get(`/api/admin/orders/${placed.id}/shippable-items`).expect(200)).body;
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      orderedQuantity: '2.000',
      shippedQuantity: '0.000',
      remainingQuantity: '2.000',
    });
  });

  it('refuses quantities that are not left, lines of other orders and nothing at all, and stores nothing', async () => {
    const [first] = (await get(`/api/admin/orders/${placed.id}/shippable-items`).expect(200)).body;
    const tooMany = await post(`/api/admin/orders/${placed.id}/shipments`, {
      items: [{ orderItemId: first.orderItemId, quantity: '3' }],
    }).expect(400);
    expect(tooMany.body.message).toBe(`Only 2 of ${first.sku} is left to ship`);
    const zero = await post(`/api/admin/orders/${placed.id}/shipments`, {
      items: [{ orderItemId: first.orderItemId, quantity: 0 }],
    }).expect(400);
    expect(zero.body.message).toBe(`The quantity for ${first.sku} must be more than 0`);
    const other = await post(`/api/admin/orders/${placed.id}/shipments`, {
      items: [{ orderItemId: 999999, quantity: 1 }],
    }).expect(400);
    expect(other.body.message).toBe('Line 999999 is not a line of this order');
    expect(await rows(`select id from order_shipment where order_id = $1`, [placed.id])).toEqual([]);
    expect((await order(placed.id)).shippingState).toBe('new');
  });

  it('ships part of a line with a tracking code: partially shipped, the line ready (45)', async () => {
    const [first] = (await get(`/api/admin/orders/${placed.id}/shippable-items`).expect(200)).body;
    const shipment = (
      await post(`/api/admin/orders/${placed.id}/shipments`, {
        items: [{ orderItemId: first.orderItemId, quantity: '1' }],
        trackingNumber: 'JJFI0001',
      }).expect(201)
    ).body;
    expect(shipment).toMatchObject({ state: 'shipped', trackingNumber: 'JJFI0001' });
    expect(shipment.carrier).toBeTruthy();
    expect(shipment.shippedAt).toBeTruthy();
    expect(shipment.items).toEqual([
      expect.objectContaining({ orderItemId: first.orderItemId, quantity: '1.000' }),
    ]);
    expect((await order(placed.id)).shippingState).toBe('partially_shipped');
    const statuses = await rows<{ line_status: number }>(
      `select line_status from sales_order_item where order_id = $1 order by position`,
      [placed.id],
    );
    expect(statuses.map((row) => row.line_status)).toEqual([45, 10]);
    const history = await rows<{ event: string; to_state: string; actor_kind: string }>(
      `select event, to_state, actor_kind from order_state_change where order_id = $1 and kind = 'shipment' order by id`,
      [placed.id],
    );
    expect(history).toEqual([
      { event: 'PREPARE', to_state: 'ready', actor_kind: 'admin' },
      { event: 'SHIP', to_state: 'partially_shipped', actor_kind: 'admin' },
    ]);
  });

  it('finds the order on the tracking page by tracking number and by order number and postcode', async () => {
    const tracking = testApp.app.get<OrderTrackingService>(ORDER_TRACKING);
    const byNumber = await tracking.findTrackingByShipmentNumber(' JJFI0001 ');
    expect(byNumber).toMatchObject({ orderNumber: placed.number, shipmentState: 'partially_shipped' });
    expect(byNumber?.shipments).toEqual([
      expect.objectContaining({ state: 'shipped', trackingNumber: 'JJFI0001' }),
    ]);
    const byOrder = await tracking.findTracking(placed.number.toLowerCase(), '33 100');
    expect(byOrder?.shipments).toHaveLength(1);
    expect(byOrder?.lines.map((line) => line.lineStatus)).toEqual([45, 10]);
    expect(await tracking.findTrackingByShipmentNumber('NOPE')).toBeNull();
  });

  it('invoices the shipped and not yet invoiced quantities by default, with a VAT breakdown', async () => {
    const invoice = (await post(`/admin/coreshop/orders/invoices/create`, { id: placed.id }).expect(200)).body
      .data;
    expect(invoice).toMatchObject({ kind: 'invoice', state: 'invoiced' });
    expect(invoice.items.filter((item: { orderItemId: number | null }) => item.orderItemId !== null)).toEqual(
      [expect.objectContaining({ quantity: '1.000' })],
    );
    expect(invoice.grossMinor).toBe(invoice.netMinor + invoice.taxMinor);
    expect(invoice.vat.length).toBeGreaterThan(0);
    expect((await order(placed.id)).invoiceState).toBe('new');
    // Invoicing ships nothing: the shipment history still has the one parcel's entries, no second SHIP.
    const shipmentHistory = await rows<{ event: string; to_state: string }>(
      `select event, to_state from order_state_change where order_id = $1 and kind = 'shipment' order by id`,
      [placed.id],
    );
    expect(shipmentHistory).toEqual([
      { event: 'PREPARE', to_state: 'ready' },
      { event: 'SHIP', to_state: 'partially_shipped' },
    ]);
    const again = await post(`/admin/coreshop/orders/invoices/create`, { id: placed.id }).expect(400);
    expect(again.body.message).toMatch(/Nothing shipped is left to invoice/);
    const pdf = pdfText(
      (await binary(`/admin/coreshop/orders/invoices/render?id=${invoice.id}`).expect(200)).body,
    );
    expect(pdf).toContain(invoice.number);
    expect(pdf).toContain(placed.number);
  });

  it('ships the rest (shipped, lines 60), opens the delivery note, and invoices in full (invoiced)', async () => {
    const shipment = (
      await post(`/admin/coreshop/orders/shipments/create`, {
        id: placed.id,
        trackingNumber: 'JJFI0002',
      }).expect(200)
    ).body.data;
    expect(shipment.items).toHaveLength(2);
    let current = await order(placed.id);
    expect(current.shippingState).toBe('shipped');
    const statuses = await rows<{ line_status: number }>(
      `select line_status from sales_order_item where order_id = $1 order by position`,
      [placed.id],
    );
    expect(statuses.map((row) => row.line_status)).toEqual([60, 60]);
    const note = await binary(`/admin/coreshop/orders/shipments/render?id=${shipment.id}`).expect(200);
    expect(note.headers['content-type']).toBe('application/pdf');
    expect(pdfText(note.body)).toContain('JJFI0002');
    await binary(`/api/admin/orders/${placed.id}/shipments/${shipment.id}.pdf`).expect(200);
    await binary(`/api/admin/orders/${placed.id + 100000}/shipments/${shipment.id}.pdf`).expect(404);

    const invoice = (await post(`/api/admin/orders/${placed.id}/invoices`, {}).expect(201)).body;
    current = await order(placed.id);
    expect(current.invoiceState).toBe('invoiced');
    const totals = await rows<{ gross: string }>(
      `select sum(gross_minor)::text as gross from order_invoice where order_id = $1 and state = 'invoiced'`,
      [placed.id],
    );
    expect(Number(totals[0]!.gross)).toBe(current.totalGrossMinor);
    const refused = await post(`/admin/coreshop/orders/invoices/update-state`, {
      id: invoice.id,
      transition: 'cancel',
    }).expect(409);
    expect(refused.body.message).toMatch(/issue a credit note/);
  });

  it('cancels a partial invoice and derives the order-level invoice state again', async () => {
    const copy = await copyOfPlacedOrder();
    const [first] = (await get(`/api/admin/orders/${copy.id}/invoiceable-items`).expect(200)).body;
    const invoice = (
      await post(`/api/admin/orders/${copy.id}/invoices`, {
        items: [{ orderItemId: first.orderItemId, quantity: '2' }],
      }).expect(201)
    ).body;
    const items = (await get(`/api/admin/orders/${copy.id}/invoiceable-items`).expect(200)).body;
    expect(items[0]).toMatchObject({ invoicedQuantity: '2.000', remainingQuantity: '0.000' });
    await post(`/api/admin/orders/${copy.id}/invoices/${invoice.id}/state`, { transition: 'cancel' }).expect(
      200,
    );
    const after = (await get(`/api/admin/orders/${copy.id}/invoiceable-items`).expect(200)).body;
    expect(after[0]).toMatchObject({ invoicedQuantity: '0.000', remainingQuantity: '2.000' });
    expect((await order(copy.id)).invoiceState).toBe('new');
  });

  it('writes a credit note of a refund, split by VAT as on the order, in the same number sequence', async () => {
    const events = testApp.app.get(DomainEvents);
    const current = await order(placed.id);
    await testApp.app
      .get(EntityManager)
      .fork()
      .transactional(async (tx) => {
        events.record(tx, 'order.refunded', {
          orderId: placed.id,
          paymentId: 1,
          amountMinor: 1000,
          currency: current.currency,
          reason: 'Damaged in transport',
        });
      });
    await events.publish();
    const [note] = await eventually<{ id: number; gross_minor: string; sequence: number; kind: string }>(
      `select id, gross_minor, sequence, kind from order_invoice where order_id = $1 and kind = 'credit_note'`,
      [placed.id],
    );
    expect(Number(note!.gross_minor)).toBe(1000);
    const pdf = pdfText(
      (await binary(`/admin/coreshop/orders/invoices/credit-note?id=${note!.id}`).expect(200)).body,
    );
    expect(pdf).toContain('Damaged in transport');
    await binary(`/admin/coreshop/orders/invoices/render?id=${note!.id}`).expect(404);
  });

  it('adds internal comments and comments mailed to the buyer; a sent one cannot be deleted', async () => {
    const internal = (
      await post(`/admin/coreshop/orders/comments/add`, {
        id: placed.id,
        text: 'Called the buyer',
        visibility: 'internal',
      }).expect(200)
    ).body.data;
    const sent = (
      await post(`/api/admin/orders/${placed.id}/comments`, {
        text: 'Your parcel left today',
        visibility: 'customer',
      }).expect(201)
    ).body;
    expect(sent.sentAt).toBeNull();
    const mails = await eventually<{ subject: string; text_body: string }>(
      `select subject, text_body from outgoing_mail where purpose = 'order_comment'`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(placed.number);
    expect(mails[0]!.text_body).toContain('Your parcel left today');
    const list = (await get(`/admin/coreshop/orders/comments/list?id=${placed.id}`).expect(200)).body.data;
    expect(list.map((comment: { text: string }) => comment.text)).toEqual([
      'Called the buyer',
      'Your parcel left today',
    ]);
    expect(list[1].sentAt).toBeTruthy();
    const refused = await del(`/admin/coreshop/orders/comments/delete?id=${sent.id}`).expect(409);
    expect(refused.body.message).toMatch(/cannot be unsent/);
    await del(`/api/admin/orders/${placed.id}/comments/${internal.id}`).expect(200);
    await post(`/api/admin/orders/${placed.id}/comments`, { text: '  ', visibility: 'internal' }).expect(400);
  });

  it('shows the buyer the parcels, the comments sent to them and the invoices, and only the buyer the PDFs', async () => {
    const view = (
      await api().get(`/api/shop/orders/${placed.number}/fulfilment`).set('Cookie', buyerCookies).expect(200)
    ).body;
    expect(view.shipments.map((shipment: { trackingNumber: string }) => shipment.trackingNumber)).toEqual([
      'JJFI0001',
      'JJFI0002',
    ]);
    expect(view.comments.map((comment: { text: string }) => comment.text)).toEqual([
      'Your parcel left today',
    ]);
    const kinds = view.invoices.map((invoice: { kind: string }) => invoice.kind);
    expect(kinds).toEqual(['invoice', 'invoice', 'credit_note']);
    const first = view.invoices[0];
    const pdf = await api()
      .get(`/api/shop/orders/${placed.number}/invoices/${first.id}.pdf`)
      .set('Cookie', buyerCookies)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(pdfText(pdf.body)).toContain(first.number);
    // Someone else (here: no one logged in, no access token) gets the 404 of an order that does not exist.
    await api().get(`/api/shop/orders/${placed.number}/fulfilment`).expect(404);
    await api().get(`/api/shop/orders/${placed.number}/invoices/${first.id}.pdf`).expect(404);
    const copy = await copyOfPlacedOrder();
    const [line] = (await get(`/api/admin/orders/${copy.id}/invoiceable-items`).expect(200)).body;
    const foreign = (
      await post(`/api/admin/orders/${copy.id}/invoices`, {
        items: [{ orderItemId: line.orderItemId, quantity: '1' }],
      }).expect(201)
    ).body;
    await api()
      .get(`/api/shop/orders/${placed.number}/invoices/${foreign.id}.pdf`)
      .set('Cookie', buyerCookies)
      .expect(404);
  });

  it('packs a shipment (ready), ships it later, and refuses to cancel it once shipped', async () => {
    const copy = await copyOfPlacedOrder();
    const packed = (
      await post(`/api/admin/orders/${copy.id}/shipments`, { ship: false, trackingNumber: 'PACKED1' }).expect(
        201,
      )
    ).body;
    expect([packed.state, packed.shippedAt]).toEqual(['ready', null]);
    expect((await order(copy.id)).shippingState).toBe('ready');
    const left = (await get(`/api/admin/orders/${copy.id}/shippable-items`).expect(200)).body;
    expect(left.map((item: { remainingQuantity: string }) => item.remainingQuantity)).toEqual([
      '0.000',
      '0.000',
    ]);
    const shipped = (
      await post(`/admin/coreshop/orders/shipments/update-state`, {
        id: packed.id,
        transition: 'ship',
      }).expect(200)
    ).body.data;
    expect(shipped.state).toBe('shipped');
    expect((await order(copy.id)).shippingState).toBe('shipped');
    const refused = await post(`/admin/coreshop/orders/shipments/update-state`, {
      id: packed.id,
      transition: 'cancel',
    }).expect(409);
    expect(refused.body.message).toBe('A shipped shipment cannot be cancelled');
    expect(refused.body.details).toEqual([{ field: 'transition', reason: 'allowed: none' }]);
  });

  it('unpacks a packed parcel when staff cancel the order, so neither the shop nor tracking lists it', async () => {
    const copy = await copyOfPlacedOrder();
    const packed = (
      await post(`/api/admin/orders/${copy.id}/shipments`, { ship: false, trackingNumber: 'PACKED2' }).expect(
        201,
      )
    ).body;
    await post('/admin/coreshop/orders/update-order-state', {
      id: copy.id,
      transition: 'cancel',
      reason: 'customer withdrew',
    }).expect(200);
    expect((await order(copy.id)).shippingState).toBe('cancelled');
    const shipments = (await get(`/api/admin/orders/${copy.id}/shipments`).expect(200)).body;
    expect(shipments.map((shipment: { id: number; state: string }) => [shipment.id, shipment.state])).toEqual(
      [[packed.id, 'cancelled']],
    );
  });

  it('answers 400 naming a missing id and 404 for an id that is not digits', async () => {
    const missing = await post(`/admin/coreshop/orders/shipments/create`, {}).expect(400);
    expect(missing.body.message).toBe('id is required');
    await post(`/admin/coreshop/orders/shipments/create`, { id: 'abc' }).expect(404);
    await get(`/admin/coreshop/orders/shipments/shippable-items?id=12x`).expect(404);
  });

  it('ships and invoices from the orders grid, refusing what cannot be done with a reason', async () => {
    const copy = await copyOfPlacedOrder();
    const grid = testApp.app.get(OrderGridActions);
    const shipped = await grid.get('ship')!.apply([copy.id, copy.id], ADMIN);
    expect(shipped).toEqual([
      { orderId: copy.id, ok: true },
      { orderId: copy.id, ok: false, message: 'Nothing of this order is left to ship' },
    ]);
    expect(await grid.get('invoice')!.apply([copy.id], ADMIN)).toEqual([{ orderId: copy.id, ok: true }]);
    const after = await order(copy.id);
    expect([after.shippingState, after.invoiceState]).toEqual(['shipped', 'invoiced']);
  });

  it('numbers 20 invoicings at once in one store without a gap or a duplicate', async () => {
    const copies: { id: number; number: string }[] = [];
    for (let count = 0; count < 20; count += 1) copies.push(await copyOfPlacedOrder());
    const invoices = testApp.app.get(OrderInvoicesService);
    const [before] = await rows<{ last: number }>(
      `select coalesce(max(sequence), 0) as last from order_invoice where store_id = (select store_id from sales_order where id = $1)`,
      [placed.id],
    );
    await Promise.all(
      copies.map(async (copy) => {
        const [line] = await invoices.invoiceableItems(copy.id);
        return invoices.create(copy.id, [{ orderItemId: line!.orderItemId, quantity: '1' }], ADMIN);
      }),
    );
    const numbers = await rows<{ sequence: number }>(
      `select sequence from order_invoice where order_id = any($1::int[]) order by sequence`,
      [copies.map((copy) => copy.id)],
    );
    expect(numbers.map((row) => row.sequence)).toEqual(
      Array.from({ length: 20 }, (_, index) => before!.last + index + 1),
    );
  });

  it('ships and cancels the same order at once: exactly one wins, the other is refused clearly', async () => {
    for (let round = 0; round < 3; round += 1) {
      const copy = await copyOfPlacedOrder();
      const orders = testApp.app.get(OrdersService);
      const shipments = testApp.app.get(OrderShipmentsService);
      const outcomes = await Promise.allSettled([
        shipments.create(copy.id, { trackingNumber: `RACE${round}` }, ADMIN),
        testApp.app
          .get(EntityManager)
          .fork()
          .transactional(async (tx) => orders.cancel(tx, await orders.lockById(tx, copy.id))),
      ]);
      const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      expect(won).toHaveLength(1);
      const lost = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
      expect(lost.reason).toBeInstanceOf(DomainError);
      expect((lost.reason as DomainError).code).toBe('CONFLICT');
      const after = await order(copy.id);
      const parcels = await rows(`select id from order_shipment where order_id = $1`, [copy.id]);
      if (outcomes[0]!.status === 'fulfilled') {
        expect([after.state, after.shippingState, parcels.length]).toEqual(['confirmed', 'shipped', 1]);
      } else {
        expect([after.state, after.shippingState, parcels.length]).toEqual(['cancelled', 'cancelled', 0]);
      }
    }
  });
});
