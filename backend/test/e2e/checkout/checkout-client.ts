import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Test } from 'supertest';
import { insertProduct } from '../../factories/catalogue.factory';
import { insertBuyer, type Buyer, type BuyerInput } from '../../factories/orders.factory';
import type { HttpTarget } from '../../support/admin-session';
import { loginToShop, withCookies, type ShopAgent } from '../../support/shop-session';
import type { TestApp } from '../../support/test-app';

export const CHECKOUT = '/api/shop/checkout';

/** What the summary page sends back when placing: the cart version and the total it showed. */
export interface ShownSummary {
  cartVersion: number;
  totalGrossMinor: number;
}

/**
 * The checkout API as a storefront page calls it, for one shopper. Like the summary page, it places the order with
 * the cart version and total of the last checkout state it was answered.
 */
export class CheckoutClient {
  shown: ShownSummary = { cartVersion: -1, totalGrossMinor: -1 };

  constructor(
    private readonly testApp: HttpTarget,
    public agent: ShopAgent,
    readonly locale = 'en',
  ) {}

  state() {
    return this.remembered(
      this.testApp.http().get(`${CHECKOUT}?locale=${this.locale}`).set('Cookie', this.agent.cookies),
    );
  }

  put(step: 'address' | 'shipping' | 'payment' | 'summary', body: object) {
    return this.remembered(
      this.testApp
        .http()
        .put(`${CHECKOUT}/${step}?locale=${this.locale}`)
        .set('Cookie', this.agent.cookies)
        .set('X-CSRF-Token', this.agent.csrf)
        .send(body),
    );
  }

  /** `body` may also carry the summary form's answers, saved as the order is placed. */
  place(
    idempotencyKey: string | null = randomUUID(),
    body: ShownSummary & Record<string, unknown> = { ...this.shown },
  ) {
    const call = this.testApp
      .http()
      .post(`${CHECKOUT}/place?locale=${this.locale}`)
      .set('Cookie', this.agent.cookies)
      .set('X-CSRF-Token', this.agent.csrf)
      .send(body);
    return idempotencyKey === null ? call : call.set('Idempotency-Key', idempotencyKey);
  }

  /** Keeps the cart version and total of a checkout state answer, as the summary page shows them. */
  private remembered(call: Test): Test {
    return call.on('response', (response: { status: number; body: Record<string, unknown> }) => {
      if (response.status !== 200) return;
      const body = response.body as { cartVersion: number; totals: { totalGrossMinor: number } };
      this.shown = { cartVersion: body.cartVersion, totalGrossMinor: body.totals.totalGrossMinor };
    });
  }

  order(number: string, token?: string) {
    const query = token ? `?token=${encodeURIComponent(token)}` : '';
    return this.testApp.http().get(`/api/shop/orders/${number}${query}`).set('Cookie', this.agent.cookies);
  }

  /** Adds to the cart as the product page does, keeping the visitor's cart cookie. */
  async addToCart(productId: number, quantity = '1'): Promise<void> {
    const response = await this.testApp
      .http()
      .post(`/api/shop/cart/items?locale=${this.locale}`)
      .set('Cookie', this.agent.cookies)
      .set('X-CSRF-Token', this.agent.csrf)
      .send({ productId, quantity })
      .expect(200);
    this.agent = withCookies(this.agent, response.headers['set-cookie']);
  }

  /** Walks the shipping, payment and summary steps with the first carrier and the given gateway's option. */
  async completeSteps(gateway: 'invoice' | 'card' = 'invoice', summary: object = {}): Promise<void> {
    const state = (await this.state().expect(200)).body;
    await this.put('shipping', { carrierId: state.carriers[0].carrierId }).expect(200);
    const option = state.paymentOptions.find(
      (candidate: { gateway: string }) => candidate.gateway === gateway,
    );
    if (!option) throw new Error(`No ${gateway} payment option in ${JSON.stringify(state.paymentOptions)}`);
    await this.put('payment', { paymentProviderId: option.paymentProviderId }).expect(200);
    await this.put('summary', { completeDelivery: false, termsAccepted: true, ...summary }).expect(200);
  }
}

/** A product sold one by one, in stock. */
export async function insertOrderableProduct(
  client: pg.ClientBase,
  overrides: Parameters<typeof insertProduct>[1] = {},
): Promise<number> {
  const product = await insertProduct(client, {
    minimumOrderQuantity: '1',
    minimumOrderOverride: false,
    stockStatus: 'in_stock',
    ...overrides,
  });
  return product.id;
}

/** A logged-in trade buyer of the Finnish store with both address types and a cart of `productIds`. */
export async function buyerWithCart(
  testApp: HttpTarget & Pick<TestApp, 'withClient'>,
  productIds: number[],
  input: BuyerInput = {},
): Promise<{ buyer: Buyer; checkout: CheckoutClient }> {
  const buyer = await testApp.withClient((client) =>
    insertBuyer(client, { cart: productIds.map((productId) => ({ productId, quantity: '2' })), ...input }),
  );
  const agent = await loginToShop(testApp, buyer.email, buyer.password);
  return { buyer, checkout: new CheckoutClient(testApp, agent, input.locale ?? 'en') };
}
