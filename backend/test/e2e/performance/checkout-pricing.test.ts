import { randomUUID } from 'node:crypto';
import { PricingService } from '../../../src/modules/pricing/pricing.service';
import { visitShop } from '../../support/shop-session';
import { startTestApp, type TestApp } from '../../support/test-app';
import { buyerWithCart, CheckoutClient, insertOrderableProduct } from '../checkout/checkout-client';

/**
 * The cart and the checkout price the cart once per request: every request is counted in quotes (calls of the
 * pricing model, a dozen statements each) and in the statements the application sends.
 */
describe('pricing once per request', () => {
  let testApp: TestApp;
  let product: number;
  let quotes: jest.SpyInstance;

  beforeAll(async () => {
    testApp = await startTestApp({ products: 2 });
    product = await testApp.withClient((client) => insertOrderableProduct(client));
    quotes = jest.spyOn(testApp.app.get(PricingService), 'quote');
  });

  afterAll(async () => {
    quotes.mockRestore();
    await testApp.close();
  });

  /** The answer of one request, the quotes it asked for and the statements it sent. */
  async function measured(call: () => PromiseLike<{ status: number; body: Record<string, unknown> }>) {
    quotes.mockClear();
    const { result, queries } = await testApp.countQueries(async () => call());
    return {
      status: result.status,
      body: result.body,
      quotes: quotes.mock.calls.length,
      statements: queries,
    };
  }

  it('prices each checkout step once, and answers what the state then shows', async () => {
    const { buyer, checkout } = await buyerWithCart(testApp, [product]);
    const [delivery, invoice] = buyer.addressIds;

    const state = await measured(() => checkout.state());
    expect(state).toMatchObject({ status: 200, quotes: 1 });
    const steps = [
      ['address', { invoiceAddressId: invoice, shippingAddressId: delivery, useInvoiceAsShipping: false }],
      ['shipping', { carrierId: (state.body.carriers as { carrierId: number }[])[0]!.carrierId }],
      ['payment', { paymentProviderId: paymentOption(state.body, 'invoice') }],
      ['summary', { completeDelivery: false, termsAccepted: true }],
    ] as const;
    for (const [step, input] of steps) {
      const saved = await measured(() => checkout.put(step, input));
      expect({ step, status: saved.status, quotes: saved.quotes }).toEqual({ step, status: 200, quotes: 1 });
      // Before: four quotes and 77 statements a step (two readings of the cart and its session, each priced
      // twice); then 32 (the cart locked and read again after the save). The configuration cache is off here.
      expect(saved.statements).toBeLessThanOrEqual(28);
      // The step's one quote is the saved cart's: the state read right after answers the same.
      expect(saved.body).toEqual((await checkout.state().expect(200)).body);
    }

    const placed = await measured(() => checkout.place(randomUUID()));
    expect(placed).toMatchObject({ status: 200, quotes: 1 });
  });

  it('refuses a carrier or a payment method the quote does not offer without keeping it, from one quote', async () => {
    const { checkout } = await buyerWithCart(testApp, [product]);
    const before = (await checkout.state().expect(200)).body;

    const carrier = await measured(() => checkout.put('shipping', { carrierId: 999_999 }));
    expect(carrier).toMatchObject({ status: 422, quotes: 1, body: { error: 'NO_VALID_CARRIER' } });
    const payment = await measured(() => checkout.put('payment', { paymentProviderId: 999_999 }));
    expect(payment).toMatchObject({ status: 400, quotes: 1, body: { error: 'VALIDATION_FAILED' } });

    expect((await checkout.state().expect(200)).body).toEqual(before);
  });

  it('attaches a voucher from one quote, and keeps none the quote refuses', async () => {
    const visitor = new CheckoutClient(testApp, await visitShop(testApp), 'en');
    await visitor.addToCart(product);
    const send = (code: string) =>
      testApp
        .http()
        .post('/api/shop/cart/vouchers?locale=en')
        .set('Cookie', visitor.agent.cookies)
        .set('X-CSRF-Token', visitor.agent.csrf)
        .send({ code });
    await testApp.withClient((client) =>
      client.query(
        `with rule as (
           insert into cart_price_rule (name, active, is_voucher_rule, actions)
           values ('retired', false, true, '[]') returning id)
         insert into voucher_code (cart_price_rule_id, code) select id, 'CTX-RETIRED' from rule`,
      ),
    );

    const refused = await measured(() => send('ctx-retired'));
    expect(refused).toMatchObject({ status: 422, quotes: 1, body: { message: 'voucher invalid' } });
    const cart = await testApp.http().get('/api/shop/cart?locale=en').set('Cookie', visitor.agent.cookies);
    expect(cart.body.vouchers).toEqual([]);
    const unknown = await measured(() => send('NO-SUCH-CODE'));
    expect(unknown).toMatchObject({ status: 404, quotes: 0, body: { message: 'voucher not found' } });

    const applied = await measured(() => send('welcome10'));
    expect(applied).toMatchObject({ status: 200, quotes: 1 });
    expect(applied.body.vouchers).toEqual([{ code: 'WELCOME10', problem: null }]);
    // Before: three quotes and 45 statements (the cart read and priced, the code checked by a quote of its own,
    // then the cart read and priced again).
    expect(applied.statements).toBeLessThanOrEqual(25);
  });
});

function paymentOption(state: Record<string, unknown>, gateway: string): number {
  const options = state.paymentOptions as { gateway: string; paymentProviderId: number }[];
  return options.find((option) => option.gateway === gateway)!.paymentProviderId;
}
