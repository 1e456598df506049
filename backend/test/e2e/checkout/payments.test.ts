import { MailCatcher } from '../../support/mail-catcher';
import { visitShop } from '../../support/shop-session';
import { startTestApp, type TestApp } from '../../support/test-app';
import { buyerWithCart, CheckoutClient, insertOrderableProduct } from './checkout-client';

interface GatewayLink {
  payment: number;
  outcome: string;
  signature: string;
}

describe('card payment', () => {
  let testApp: TestApp;
  const catcher = new MailCatcher();
  let product: number;

  beforeAll(async () => {
    await catcher.start();
    testApp = await startTestApp({ products: 1, env: { SMTP_URL: catcher.smtpUrl } });
    product = await testApp.withClient((client) => insertOrderableProduct(client));
  });

  afterAll(async () => {
    await testApp.close();
    await catcher.stop();
  });

  /** A card order placed by a trade buyer, and the test gateway's three links back. */
  async function cardOrder(locale = 'en') {
    const { buyer, checkout } = await buyerWithCart(testApp, [product], { locale: locale as 'en' });
    await checkout.completeSteps('card');
    const { body } = await checkout.place().expect(200);
    return { buyer, checkout, placed: body, links: await gatewayLinks(body.paymentRedirectUrl) };
  }

  /** A guest's card order placed from a fresh visitor cart, with the guest's access token. */
  async function guestCardOrder(guestEmail: string) {
    const guest = new CheckoutClient(testApp, await visitShop(testApp), 'en');
    await guest.addToCart(product);
    await guest
      .put('address', {
        useInvoiceAsShipping: true,
        guestEmail,
        guestInvoiceAddress: {
          firstname: 'Guest',
          lastname: 'Buyer',
          street: 'Main Street 1',
          postcode: '10115',
          city: 'Berlin',
          country: 'DE',
        },
      })
      .expect(200);
    await guest.completeSteps('card');
    const { body } = await guest.place().expect(200);
    return { guest, placed: body, links: await gatewayLinks(body.paymentRedirectUrl) };
  }

  /** Opens the test gateway page and reads where its pay, cancel and fail buttons lead. */
  async function gatewayLinks(url: string): Promise<Record<string, GatewayLink>> {
    const page = await testApp
      .http()
      .get(url)
      .expect(200)
      .expect('Content-Type', /text\/html/);
    const links = [...page.text.matchAll(/href="([^"]+)"/g)].map((match) => {
      const href = match[1]!.replace(/&#38;/g, '&');
      const query = new URL(href, 'http://shop.test').searchParams;
      return {
        payment: Number(query.get('payment')),
        outcome: query.get('outcome')!,
        signature: query.get('signature')!,
      };
    });
    return Object.fromEntries(links.map((link) => [link.outcome, link]));
  }

  async function invoiceProviderId(): Promise<number> {
    return testApp.withClient(
      async (client) =>
        (await client.query(`select id from payment_provider where gateway = 'invoice'`)).rows[0].id,
    );
  }

  function paymentReturn(checkout: CheckoutClient, link: GatewayLink) {
    return testApp
      .http()
      .post(`/api/shop/payments/${link.payment}/return`)
      .set('Cookie', checkout.agent.cookies)
      .set('X-CSRF-Token', checkout.agent.csrf)
      .send({ outcome: link.outcome, signature: link.signature });
  }

  function orderCall(checkout: CheckoutClient, method: 'post' | 'put', path: string, body?: object) {
    return testApp
      .http()
      [method](`/api/shop/orders/${path}`)
      .set('Cookie', checkout.agent.cookies)
      .set('X-CSRF-Token', checkout.agent.csrf)
      .send(body);
  }

  it('leaves a card order initialized and awaiting payment until the gateway answers', async () => {
    const { placed, links } = await cardOrder();
    expect(placed.order).toMatchObject({ state: 'initialized', paymentState: 'awaiting_payment' });
    expect(Object.keys(links).sort()).toEqual(['cancelled', 'failed', 'paid']);
  });

  it('refuses the test gateway page without its signature', async () => {
    const { placed } = await cardOrder();
    const unsigned = placed.paymentRedirectUrl.replace(/signature=[^&]+/, 'signature=forged');
    await testApp.http().get(unsigned).expect(404);
  });

  it('confirms the order when paid and mails the confirmation in the shopper language', async () => {
    const { buyer, checkout, placed, links } = await cardOrder('sv');
    const { body } = await paymentReturn(checkout, links.paid!).expect(200);
    expect(body).toMatchObject({ outcome: 'paid' });
    expect(body.order).toMatchObject({
      number: placed.order.number,
      state: 'confirmed',
      paymentState: 'paid',
    });
    // The confirmation, and the demo notification rule's "paid" mail beside it, both in Swedish.
    const mail = await catcher.waitFor(buyer.email, (candidate) =>
      candidate.subject.startsWith('Orderbekräftelse'),
    );
    expect(mail.subject).toBe(`Orderbekräftelse ${placed.order.number}`);
    await catcher.waitFor(
      buyer.email,
      (candidate) => candidate.subject === `Betalning för order ${placed.order.number}: betald`,
    );
  });

  it("answers 'order already paid' when paying a paid order again", async () => {
    const { checkout, placed, links } = await cardOrder();
    await paymentReturn(checkout, links.paid!).expect(200);
    const again = await paymentReturn(checkout, links.paid!).expect(409);
    expect(again.body).toMatchObject({ error: 'ORDER_ALREADY_PAID', message: 'Order already paid' });
    const retry = await orderCall(checkout, 'post', `${placed.order.number}/payment/retry`).expect(409);
    expect(retry.body.message).toBe('Order already paid');
  });

  it('cancels the order when the payment is cancelled and opens the cart again', async () => {
    const { checkout, placed, links } = await cardOrder();
    await checkout.state().expect(409);
    const { body } = await paymentReturn(checkout, links.cancelled!).expect(200);
    expect(body).toMatchObject({
      outcome: 'cancelled',
      message: 'Checkout cancelled: the payment was cancelled. Please go back to the cart.',
    });
    expect(body.order).toMatchObject({
      state: 'cancelled',
      paymentState: 'cancelled',
      shippingState: 'cancelled',
      invoiceState: 'cancelled',
    });
    const { body: state } = await checkout.state().expect(200);
    expect(state.lines.map((line: { productId: number }) => line.productId)).toEqual([product]);
    expect(state.selection.termsAccepted).toBe(false);

    await checkout.put('summary', { completeDelivery: false, termsAccepted: true }).expect(200);
    const second = await checkout.place().expect(200);
    expect(second.body.order.number).not.toBe(placed.order.number);
  });

  it("answers 'error during payment' when the payment fails, and lets the shopper pay again", async () => {
    const { checkout, placed, links } = await cardOrder();
    const { body } = await paymentReturn(checkout, links.failed!).expect(200);
    expect(body).toMatchObject({
      outcome: 'failed',
      message: 'Error during payment. Please try again or choose another payment method.',
    });
    expect(body.order).toMatchObject({ state: 'initialized', paymentState: 'awaiting_payment' });

    const retry = await orderCall(checkout, 'post', `${placed.order.number}/payment/retry`).expect(200);
    const again = await gatewayLinks(retry.body.paymentRedirectUrl);
    await paymentReturn(checkout, again.paid!).expect(200);
  });

  it('lets the shopper switch an unpaid card order to invoice, which confirms it', async () => {
    const { checkout, placed } = await cardOrder();
    const invoiceId = await invoiceProviderId();
    const { body } = await orderCall(checkout, 'put', `${placed.order.number}/payment`, {
      paymentProviderId: invoiceId,
    }).expect(200);
    expect(body.order).toMatchObject({ state: 'confirmed', paymentState: 'awaiting_payment' });
    expect(body.paymentRedirectUrl).toBeNull();
  });

  it("answers 'payment change no longer allowed' once the payment is complete", async () => {
    const { checkout, placed, links } = await cardOrder();
    await paymentReturn(checkout, links.cancelled!).expect(200);
    const afterCancel = await paymentReturn(checkout, links.paid!).expect(409);
    expect(afterCancel.body).toMatchObject({
      error: 'PAYMENT_CHANGE_NOT_ALLOWED',
      message: 'Payment change no longer allowed',
    });
    const invoiceId = await invoiceProviderId();
    const change = await orderCall(checkout, 'put', `${placed.order.number}/payment`, {
      paymentProviderId: invoiceId,
    }).expect(409);
    expect(change.body.message).toBe('Payment change no longer allowed');
  });

  it('refuses a gateway answer that is not signed for that payment and outcome', async () => {
    const { checkout, links } = await cardOrder();
    const forged = await paymentReturn(checkout, { ...links.cancelled!, outcome: 'paid' }).expect(400);
    expect(forged.body.error).toBe('TOKEN_INVALID');
  });

  it('refuses to switch a guest card order to invoice, which only invoice-allowed companies may use', async () => {
    const { guest, placed } = await guestCardOrder('change-guest@example.test');
    const invoiceId = await invoiceProviderId();
    const token = encodeURIComponent(placed.accessToken);
    const change = await orderCall(guest, 'put', `${placed.order.number}/payment?token=${token}`, {
      paymentProviderId: invoiceId,
    }).expect(400);
    expect(change.body).toMatchObject({
      error: 'VALIDATION_FAILED',
      message: 'This payment method is not available for this order',
    });
    const { body: order } = await guest.order(placed.order.number, placed.accessToken).expect(200);
    expect(order).toMatchObject({ state: 'initialized', paymentState: 'awaiting_payment' });
  });

  it('refuses a payment method whose fee the order was not placed with', async () => {
    const { checkout, placed } = await cardOrder();
    const feeProviderId = await testApp.withClient(async (client) => {
      const provider = await client.query(
        `insert into payment_provider (identifier, gateway, labels, position)
         values ('card-with-fee', 'card', '{"en": "Card with fee"}', 99) returning id`,
      );
      const rule = await client.query(
        `insert into payment_provider_rule (name, actions)
         values ('card fee', '[{"type": "addition_amount", "amountMinor": 500}]') returning id`,
      );
      await client.query(
        `insert into payment_provider_rule_assignment (payment_provider_id, payment_provider_rule_id)
         values ($1, $2)`,
        [provider.rows[0].id, rule.rows[0].id],
      );
      return provider.rows[0].id as number;
    });
    try {
      const change = await orderCall(checkout, 'put', `${placed.order.number}/payment`, {
        paymentProviderId: feeProviderId,
      }).expect(400);
      expect(change.body.details).toEqual([
        { field: 'paymentProviderId', reason: expect.stringContaining('another fee') },
      ]);
      const { body: order } = await checkout.order(placed.order.number).expect(200);
      expect(order.totalGrossMinor).toBe(placed.order.totalGrossMinor);
    } finally {
      await testApp.withClient((client) =>
        client.query(`update payment_provider set active = false where id = $1`, [feeProviderId]),
      );
    }
  });

  it('ignores the old card links once the order was switched to invoice and confirmed', async () => {
    const { checkout, placed, links } = await cardOrder();
    await orderCall(checkout, 'put', `${placed.order.number}/payment`, {
      paymentProviderId: await invoiceProviderId(),
    }).expect(200);

    const cancel = await paymentReturn(checkout, links.cancelled!).expect(409);
    expect(cancel.body.error).toBe('PAYMENT_CHANGE_NOT_ALLOWED');
    const paid = await paymentReturn(checkout, links.paid!).expect(409);
    expect(paid.body.error).toBe('PAYMENT_CHANGE_NOT_ALLOWED');

    const { body: order } = await checkout.order(placed.order.number).expect(200);
    expect(order).toMatchObject({ state: 'confirmed', paymentState: 'awaiting_payment' });
    await checkout.state().expect(409);
  });

  it('refuses to switch a confirmed invoice order to card', async () => {
    const { checkout } = await buyerWithCart(testApp, [product]);
    await checkout.completeSteps('invoice');
    const { body: placed } = await checkout.place().expect(200);
    const cardId = await testApp.withClient(
      async (client) =>
        (
          await client.query(
            `select id from payment_provider where identifier <> 'card-with-fee' and gateway = 'card'`,
          )
        ).rows[0].id,
    );
    const change = await orderCall(checkout, 'put', `${placed.order.number}/payment`, {
      paymentProviderId: cardId,
    }).expect(409);
    expect(change.body.message).toBe('Payment change no longer allowed');
  });

  it("lets a failed payment's other links only report, so they cannot cancel the order later", async () => {
    const { checkout, placed, links } = await cardOrder();
    await paymentReturn(checkout, links.failed!).expect(200);

    const reloaded = await paymentReturn(checkout, links.failed!).expect(200);
    expect(reloaded.body).toMatchObject({ outcome: 'failed', order: { state: 'initialized' } });
    const cancel = await paymentReturn(checkout, links.cancelled!).expect(409);
    expect(cancel.body.error).toBe('PAYMENT_CHANGE_NOT_ALLOWED');

    const { body: order } = await checkout.order(placed.order.number).expect(200);
    expect(order).toMatchObject({ state: 'initialized', paymentState: 'awaiting_payment' });
    await checkout.state().expect(409);
  });

  it('answers a payment return and a payment change arriving together without a server error', async () => {
    for (let round = 0; round < 6; round++) {
      const { checkout, placed, links } = await cardOrder();
      const [returned, changed] = await Promise.all([
        paymentReturn(checkout, links.cancelled!),
        orderCall(checkout, 'put', `${placed.order.number}/payment`, {
          paymentProviderId: await invoiceProviderId(),
        }),
      ]);
      expect([returned.status, changed.status].sort()).toEqual([200, 409]);
    }
  });

  it("confirms a guest's card order when paid and mails the guest", async () => {
    const { guest, placed, links } = await guestCardOrder('card-guest@example.test');
    const paid = await paymentReturn(guest, links.paid!).expect(200);
    expect(paid.body.order.state).toBe('confirmed');
    const mail = await catcher.waitFor('card-guest@example.test', (candidate) =>
      candidate.subject.startsWith('Order confirmation'),
    );
    expect(mail.subject).toBe(`Order confirmation ${placed.order.number}`);
  });
});
