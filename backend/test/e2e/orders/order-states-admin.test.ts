import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { insertAdminUser } from '../../factories/account.factory';
import { loginAsAdmin, type AdminAgent } from '../../support/admin-session';
import { startTestApp, type TestApp } from '../../support/test-app';
import { buyerWithCart, insertOrderableProduct } from '../checkout/checkout-client';

describe('an order in the back office: states, payments, workflow', () => {
  let testApp: TestApp;
  let admin: AdminAgent;
  let product: number;

  beforeAll(async () => {
    testApp = await startTestApp({ products: 1 });
    admin = await loginAsAdmin(
      testApp,
      DEMO_ACCOUNTS.administrator.email,
      DEMO_ACCOUNTS.administrator.password,
    );
    product = await testApp.withClient((client) => insertOrderableProduct(client));
  });

  afterAll(() => testApp.close());

  /** An order placed in the shop: by invoice it is confirmed at once, by card it waits for the gateway. */
  async function placeOrder(gateway: 'invoice' | 'card' = 'invoice', locale: 'en' | 'fi' = 'en') {
    const { buyer, checkout } = await buyerWithCart(testApp, [product], { locale });
    await checkout.completeSteps(gateway);
    const { body } = await checkout.place().expect(200);
    const id = await testApp.withClient(
      async (client) =>
        (await client.query('select id from sales_order where number = $1', [body.order.number])).rows[0]
          .id as number,
    );
    return { id, number: body.order.number as string, buyer };
  }

  const get = (agent: AdminAgent, path: string) => testApp.http().get(path).set('Cookie', agent.cookies);
  const post = (agent: AdminAgent, path: string, body: object) =>
    testApp.http().post(path).set('Cookie', agent.cookies).set('X-CSRF-Token', agent.csrf).send(body);

  const stored = (id: number) =>
    testApp.withClient(async (client) => {
      const order = (
        await client.query(
          `select state, payment_state, shipping_state, invoice_state, total_gross_minor::int as total
             from sales_order where id = $1`,
          [id],
        )
      ).rows[0];
      const payments = (
        await client.query(
          `select id, method, state, amount_minor::int as amount, paid_minor::int as paid,
                  refunded_minor::int as refunded
             from order_payment where order_id = $1 order by id`,
          [id],
        )
      ).rows;
      const history = (
        await client.query(
          `select kind, event, from_state, to_state, actor_kind, actor_name, reason
             from order_state_change where order_id = $1 order by id`,
          [id],
        )
      ).rows;
      return { order, payments, history };
    });

  it('shows an order with its parties, lines, totals, states, allowed transitions and history', async () => {
    const { id, number } = await placeOrder('card');
    const { body } = await get(admin, `/api/admin/orders/${id}`).expect(200);
    expect(body).toMatchObject({
      id,
      number,
      store: { code: 'fi' },
      company: { name: 'Buyer Oy' },
      states: { order: 'initialized', payment: 'awaiting_payment', shipment: 'new', invoice: 'new' },
      allowedTransitions: {
        order: ['confirm', 'cancel'],
        payment: ['cancel'],
        shipment: ['prepare', 'cancel'],
        invoice: ['cancel'],
      },
    });
    expect(body.customer.name).toEqual(expect.any(String));
    expect(body.customer.email).toEqual(expect.stringContaining('@'));
    expect(body.lines).toEqual([expect.objectContaining({ lineStatus: 10, quantity: expect.any(String) })]);
    expect(body.totals.dueMinor).toBe(body.totals.totalGrossMinor);
    expect(body.history.map((entry: { event: string }) => entry.event)).toEqual(['CREATE', 'REQUEST']);

    const spec = await get(admin, `/admin/coreshop/orders/detail?id=${id}`).expect(200);
    expect(spec.body).toEqual({ success: true, data: body });
    await get(admin, '/admin/coreshop/orders/detail').expect(400);
    await get(admin, '/admin/coreshop/orders/detail?id=abc').expect(404);
    await get(admin, '/api/admin/orders/99999999').expect(404);
  });

  it('confirms an order by hand: its lines become confirmed and the history names who and why', async () => {
    const { id } = await placeOrder('card');
    const { body } = await post(admin, '/admin/coreshop/orders/update-order-state', {
      id,
      transition: 'confirm',
      reason: 'Paid by phone',
    }).expect(200);
    expect(body.data.states.order).toBe('confirmed');
    expect(body.data.lines.every((line: { lineStatus: number }) => line.lineStatus === 20)).toBe(true);
    expect(body.data.allowedTransitions.order).toEqual(['cancel']);
    const { history } = await stored(id);
    expect(history.at(-1)).toMatchObject({
      kind: 'order',
      event: 'CONFIRM',
      actor_kind: 'admin',
      reason: 'Paid by phone',
    });
    expect(history.at(-1).actor_name).toBeTruthy();
  });

  it('answers an illegal or unknown transition with 409 and the allowed ones, storing nothing', async () => {
    const { id } = await placeOrder('invoice');
    const before = await stored(id);
    for (const [path, transition] of [
      ['update-order-state', 'confirm'],
      ['update-order-state', 'fly'],
      ['update-invoice-state', 'invoice'],
      ['update-shipment-state', 'ship'],
    ] as const) {
      const { body } = await post(admin, `/admin/coreshop/orders/${path}`, { id, transition }).expect(409);
      expect(body.error).toBe('ORDER_ILLEGAL_TRANSITION');
      expect(body.message).toContain('Allowed now:');
    }
    const refused = await post(admin, `/api/admin/orders/${id}/transitions`, {
      kind: 'order',
      transition: 'confirm',
    }).expect(409);
    expect(refused.body.details).toEqual([{ field: 'allowed', reason: 'cancel' }]);
    const notDone = await post(admin, '/admin/coreshop/orders/update-order-state', {
      id,
      transition: 'complete',
    }).expect(409);
    expect(notDone.body.message).toContain(
      'The order can be completed once everything is shipped and invoiced.',
    );
    await post(admin, `/api/admin/orders/${id}/transitions`, { kind: 'parcel', transition: 'x' }).expect(400);
    expect(await stored(id)).toEqual(before);
  });

  it('prepares and cancels shipping by hand through the REST door', async () => {
    const { id } = await placeOrder('invoice');
    const { body } = await post(admin, `/api/admin/orders/${id}/transitions`, {
      kind: 'shipment',
      transition: 'prepare',
    }).expect(201);
    expect(body.states.shipment).toBe('ready');
    expect(body.allowedTransitions.shipment).toEqual(['cancel']);
  });

  it('records two bank transfers of half each: partially paid, then paid, and mails the Finnish buyer', async () => {
    const { id, number, buyer } = await placeOrder('invoice', 'fi');
    const { order } = await stored(id);
    const half = Math.floor(order.total / 2);

    const first = await post(admin, '/admin/coreshop/orders/payments/add', {
      id,
      amountMinor: half,
      note: 'Bank ref 1',
    }).expect(200);
    expect(first.body.data).toMatchObject({ paymentState: 'partially_paid', paidMinor: half });

    const tooMuch = await post(admin, `/api/admin/orders/${id}/payments`, {
      amountMinor: order.total,
    }).expect(400);
    expect(tooMuch.body.message).toContain('more than what is still due');
    await post(admin, `/api/admin/orders/${id}/payments`, { amountMinor: 0 }).expect(400);

    const second = await post(admin, `/api/admin/orders/${id}/payments`, {
      amountMinor: order.total - half,
    }).expect(201);
    expect(second.body).toMatchObject({ paymentState: 'paid', dueMinor: 0, paidMinor: order.total });
    // The invoice payment that waited took nothing and is settled by the transfers.
    expect(
      second.body.payments.map((payment: { method: string; state: string }) => [
        payment.method,
        payment.state,
      ]),
    ).toEqual([
      ['provider', 'cancelled'],
      ['bank_transfer', 'paid'],
      ['bank_transfer', 'paid'],
    ]);
    const { history } = await stored(id);
    expect(
      history.filter((entry) => entry.kind === 'payment').map((entry) => [entry.event, entry.to_state]),
    ).toEqual([
      ['REQUEST', 'awaiting_payment'],
      ['PAY', 'partially_paid'],
      ['PAY', 'paid'],
    ]);

    const paidMail = async () =>
      testApp.withClient(
        async (client) =>
          (
            await client.query(
              `select to_address, subject, text_body from outgoing_mail
                where purpose like 'notification_rule:%' and subject like $1 order by id`,
              [`%${number}%`],
            )
          ).rows,
      );
    let mails = await paidMail();
    for (let attempt = 0; attempt < 50 && mails.length === 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      mails = await paidMail();
    }
    expect(mails).toEqual([
      {
        to_address: buyer.email.toLowerCase(),
        subject: `Tilauksen ${number} maksu: maksettu`,
        text_body: expect.stringContaining(`Tilauksen ${number} maksun tila on nyt: maksettu.`),
      },
    ]);
  });

  it('refunds in part and in whole, records order.refunded, and refuses more than was paid', async () => {
    const { id } = await placeOrder('invoice');
    const { order } = await stored(id);
    const paid = await post(admin, `/api/admin/orders/${id}/payments`, { amountMinor: order.total }).expect(
      201,
    );
    const transfer = paid.body.payments.find(
      (payment: { method: string }) => payment.method === 'bank_transfer',
    );

    const part = await post(admin, `/api/admin/orders/${id}/payments/${transfer.id}/refund`, {
      amountMinor: 100,
      reason: 'One broken lamp',
    }).expect(201);
    expect(part.body).toMatchObject({ paymentState: 'partially_refunded', refundedMinor: 100 });

    const over = await post(admin, '/admin/coreshop/orders/payments/refund', {
      id,
      paymentId: transfer.id,
      amountMinor: order.total,
    }).expect(400);
    expect(over.body.message).toContain(`At most ${order.total - 100}`);

    const rest = await post(admin, '/admin/coreshop/orders/payments/refund', {
      id,
      paymentId: transfer.id,
      amountMinor: order.total - 100,
    }).expect(200);
    expect(rest.body.data).toMatchObject({ paymentState: 'refunded', refundedMinor: order.total });

    const events = await testApp.withClient(async (client) =>
      (
        await client.query(
          `select payload from domain_event where type = 'order.refunded' and (payload->>'orderId')::int = $1
              order by created_at`,
          [id],
        )
      ).rows.map((row) => row.payload),
    );
    expect(events).toEqual([
      { orderId: id, paymentId: transfer.id, amountMinor: 100, currency: 'EUR', reason: 'One broken lamp' },
      { orderId: id, paymentId: transfer.id, amountMinor: order.total - 100, currency: 'EUR', reason: null },
    ]);
    await post(admin, `/api/admin/orders/${id}/payments/999999/refund`, { amountMinor: 1 }).expect(404);
  });

  it('refuses to cancel a paid order (refund first), and cancels an unpaid one with everything open', async () => {
    const paidOrder = await placeOrder('invoice');
    const { order } = await stored(paidOrder.id);
    await post(admin, `/api/admin/orders/${paidOrder.id}/payments`, { amountMinor: 1 }).expect(201);
    const before = await stored(paidOrder.id);
    const refused = await post(admin, '/admin/coreshop/orders/update-order-state', {
      id: paidOrder.id,
      transition: 'cancel',
    }).expect(409);
    expect(refused.body.message).toContain('refund the payments first');
    expect(await stored(paidOrder.id)).toEqual(before);
    expect(order.total).toBeGreaterThan(1);

    const open = await placeOrder('invoice');
    const { body } = await post(admin, '/admin/coreshop/orders/update-order-state', {
      id: open.id,
      transition: 'cancel',
      reason: 'Customer called',
    }).expect(200);
    expect(body.data.states).toEqual({
      order: 'cancelled',
      payment: 'cancelled',
      shipment: 'cancelled',
      invoice: 'cancelled',
    });
    expect(body.data.allowedTransitions).toEqual({ order: [], payment: [], shipment: [], invoice: [] });
  });

  it('neither cancels the invoicing nor the order while an invoice of part of it is valid', async () => {
    const placed = await placeOrder('invoice');
    const [line] = (await get(admin, `/api/admin/orders/${placed.id}/invoiceable-items`).expect(200)).body;
    const invoice = (
      await post(admin, `/api/admin/orders/${placed.id}/invoices`, {
        items: [{ orderItemId: line.orderItemId, quantity: '1' }],
      }).expect(201)
    ).body;
    const detail = (await get(admin, `/api/admin/orders/${placed.id}`).expect(200)).body;
    expect(detail.states.invoice).toBe('new');
    expect(detail.allowedTransitions.invoice).toEqual([]);
    expect(detail.allowedTransitions.order).not.toContain('cancel');
    const before = await stored(placed.id);
    const refused = await post(admin, '/admin/coreshop/orders/update-invoice-state', {
      id: placed.id,
      transition: 'cancel',
    }).expect(409);
    expect(refused.body.message).toContain('cancel the invoice first');
    const orderRefused = await post(admin, '/admin/coreshop/orders/update-order-state', {
      id: placed.id,
      transition: 'cancel',
    }).expect(409);
    expect(orderRefused.body.message).toContain('cancel the invoice first');
    expect(await stored(placed.id)).toEqual(before);

    await post(admin, `/api/admin/orders/${placed.id}/invoices/${invoice.id}/state`, {
      transition: 'cancel',
    }).expect(200);
    const after = (await get(admin, `/api/admin/orders/${placed.id}`).expect(200)).body;
    expect(after.allowedTransitions.invoice).toEqual(['cancel']);
    expect(after.allowedTransitions.order).toContain('cancel');
  });

  it('captures an authorized payment, once', async () => {
    const { id } = await placeOrder('card');
    const paymentId = await testApp.withClient(
      async (client) =>
        (
          await client.query(
            `update order_payment set state = 'authorized' where order_id = $1 returning id`,
            [id],
          )
        ).rows[0].id as number,
    );
    const capture = () => post(admin, `/api/admin/orders/${id}/payments/${paymentId}/capture`, {});
    const results = await Promise.all([capture(), capture()]);
    expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
    const { order, payments } = await stored(id);
    expect(order.payment_state).toBe('paid');
    expect(payments).toEqual([expect.objectContaining({ state: 'paid', paid: order.total })]);
  });

  it('takes two transfers at once without ever paying more than the total', async () => {
    const { id } = await placeOrder('invoice');
    const { order } = await stored(id);
    const share = Math.ceil(order.total * 0.6);
    const transfer = () => post(admin, `/api/admin/orders/${id}/payments`, { amountMinor: share });
    const results = await Promise.all([transfer(), transfer()]);
    expect(results.map((result) => result.status).sort()).toEqual([201, 400]);
    const after = await stored(id);
    expect(after.order.payment_state).toBe('partially_paid');
    const paid = after.payments.reduce((sum, payment) => sum + payment.paid, 0);
    expect(paid).toBe(share);

    const halves = await placeOrder('invoice');
    const total = (await stored(halves.id)).order.total;
    const half = Math.floor(total / 2);
    await Promise.all([
      post(admin, `/api/admin/orders/${halves.id}/payments`, { amountMinor: half }).expect(201),
      post(admin, `/api/admin/orders/${halves.id}/payments`, { amountMinor: total - half }).expect(201),
    ]);
    const both = await stored(halves.id);
    expect(both.order.payment_state).toBe('paid');
    expect(both.payments.filter((payment) => payment.method === 'bank_transfer')).toHaveLength(2);
    expect(both.payments.reduce((sum, payment) => sum + payment.paid, 0)).toBe(total);
  });

  it('serves the workflow: form, details, transition, graph and modal', async () => {
    const { id, number } = await placeOrder('invoice');
    const form = await get(admin, `/admin/workflow/get-workflow-form?cid=${id}&workflowName=shipment`).expect(
      200,
    );
    expect(form.body.data).toMatchObject({
      state: 'new',
      transitions: [
        { name: 'prepare', event: 'PREPARE' },
        { name: 'cancel', event: 'CANCEL' },
      ],
      fields: [expect.objectContaining({ name: 'reason' })],
    });
    await get(admin, `/admin/workflow/get-workflow-form?cid=${id}&workflowName=parcel`).expect(400);

    const submitted = await post(admin, '/admin/workflow/submit-workflow-transition', {
      cid: id,
      workflowName: 'shipment',
      transition: 'prepare',
      reason: 'Picked',
    }).expect(200);
    expect(submitted.body.data).toMatchObject({ state: 'ready', allowedTransitions: ['cancel'] });
    expect(submitted.body.data.history.at(-1)).toMatchObject({ event: 'PREPARE', reason: 'Picked' });

    await post(admin, '/admin/workflow/submit-global-action', {
      cid: id,
      workflowName: 'shipment',
      globalAction: 'prepare',
    }).expect(409);

    const details = await get(
      admin,
      `/admin/workflow/get-workflow-details?cid=${id}&workflowName=order`,
    ).expect(200);
    expect(details.body.data).toMatchObject({
      state: 'confirmed',
      allowedTransitions: ['cancel'],
    });

    const graph = await get(admin, `/admin/workflow/show-graph?cid=${id}&workflowName=shipment`)
      .buffer(true)
      .parse((response, done) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => done(null, text));
      })
      .expect(200);
    expect(graph.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(graph.body).toMatch(/<g class="state current" data-state="ready"/);

    const modal = await post(admin, '/admin/workflow/modal-custom-html', {
      cid: id,
      workflowName: 'order',
      transition: '<script>',
    }).expect(200);
    expect(modal.body.data.html).toContain(number);
    expect(modal.body.data.html).toContain('&#60;script&#62;');
    expect(modal.body.data.html).not.toContain('<script>');
  });

  it('refuses staff without orders.write, and changes nothing', async () => {
    const { id } = await placeOrder('invoice');
    const reader = await testApp.withClient(async (client) => {
      const role = await client.query(
        `insert into admin_role (name, permissions) values ('Orders read-only', '{orders.read}') returning id`,
      );
      return insertAdminUser(client, { role: role.rows[0].id as number });
    });
    const agent = await loginAsAdmin(testApp, reader.email, reader.password);
    const before = await stored(id);
    await get(agent, `/api/admin/orders/${id}`).expect(200);
    await post(agent, '/admin/coreshop/orders/update-order-state', { id, transition: 'cancel' }).expect(403);
    await post(agent, '/admin/coreshop/orders/payments/add', { id, amountMinor: 1 }).expect(403);
    await post(agent, `/api/admin/orders/${id}/payments`, { amountMinor: 1 }).expect(403);
    await post(agent, '/admin/workflow/submit-workflow-transition', {
      cid: id,
      workflowName: 'order',
      transition: 'cancel',
    }).expect(403);
    expect(await stored(id)).toEqual(before);
  });
});
