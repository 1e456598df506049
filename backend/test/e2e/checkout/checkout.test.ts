import { randomUUID } from 'node:crypto';
import { storeToday } from '@tradeshop/shared';
import { insertCustomer } from '../../factories/account.factory';
import { insertCart } from '../../factories/cart.factory';
import { insertBuyer } from '../../factories/orders.factory';
import { STORE_SELLERS } from '../../../src/database/seeders/store-sellers';
import { insertCartPriceRule, storeIdOf } from '../../factories/shop-config.factory';
import { MailCatcher } from '../../support/mail-catcher';
import { loginToShop, visitShop, withCookies } from '../../support/shop-session';
import { startTestApp, type TestApp } from '../../support/test-app';
import { buyerWithCart, CheckoutClient, insertOrderableProduct } from './checkout-client';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The next date after today in Helsinki (the stores' easternmost clock) falling on `weekday`, YYYY-MM-DD. */
function next(weekday: number): string {
  const today = Date.parse(`${storeToday('fi')}T00:00:00Z`);
  for (let offset = 1; ; offset++) {
    const date = new Date(today + offset * DAY_MS);
    if (date.getUTCDay() === weekday) return date.toISOString().slice(0, 10);
  }
}

/** A future 30 February that JavaScript would read as a Tuesday or Friday in March (a Finnish delivery day). */
function impossibleDateOnADeliveryDay(): string {
  for (let year = new Date().getUTCFullYear() + 1; ; year++) {
    if ([2, 5].includes(new Date(Date.UTC(year, 1, 30)).getUTCDay())) return `${year}-02-30`;
  }
}

/** The next Christmas Day that is a Tuesday or a Friday: a Finnish delivery weekday, but a public holiday. */
function nextChristmasOnTuesdayOrFriday(): string {
  for (let year = new Date().getUTCFullYear(); ; year++) {
    const christmas = new Date(Date.UTC(year, 11, 25));
    if (christmas.getTime() > Date.now() && [2, 5].includes(christmas.getUTCDay())) {
      return christmas.toISOString().slice(0, 10);
    }
  }
}

describe('checkout', () => {
  let testApp: TestApp;
  const catcher = new MailCatcher();
  let product: number;
  let otherProduct: number;

  beforeAll(async () => {
    await catcher.start();
    testApp = await startTestApp({ products: 2, env: { SMTP_URL: catcher.smtpUrl } });
    await testApp.withClient(async (client) => {
      product = await insertOrderableProduct(client);
      otherProduct = await insertOrderableProduct(client);
    });
  });

  afterAll(async () => {
    await testApp.close();
    await catcher.stop();
  });

  async function ordersOf(customerId: number): Promise<number> {
    return testApp.withClient(
      async (client) =>
        (
          await client.query('select count(*)::int as n from sales_order where customer_id = $1', [
            customerId,
          ])
        ).rows[0].n,
    );
  }

  function addVoucher(checkout: CheckoutClient, code: string) {
    return testApp
      .http()
      .post(`/api/shop/cart/vouchers?locale=${checkout.locale}`)
      .set('Cookie', checkout.agent.cookies)
      .set('X-CSRF-Token', checkout.agent.csrf)
      .send({ code });
  }

  describe('state', () => {
    it('asks a visitor to log in where the store has no guest checkout', async () => {
      const visitor = new CheckoutClient(testApp, await visitShop(testApp), 'fi');
      await visitor.addToCart(product);
      const response = await visitor.state().expect(401);
      expect(response.body.message).toBe('Please log in to check out');
    });

    it('answers an empty cart with its own message', async () => {
      const buyer = await testApp.withClient((client) => insertBuyer(client));
      const checkout = new CheckoutClient(testApp, await loginToShop(testApp, buyer.email, buyer.password));
      const response = await checkout.state().expect(409);
      expect(response.body).toMatchObject({ error: 'CHECKOUT_CART_EMPTY', message: 'Your cart is empty' });
    });

    it('pre-selects the address book defaults and offers carriers, payment options, terms and dates', async () => {
      const { buyer, checkout } = await buyerWithCart(testApp, [product]);
      const { body } = await checkout.state().expect(200);
      const [delivery, invoice] = buyer.addressIds;
      expect(body).toMatchObject({ loggedIn: true, storeCode: 'fi', guestCheckoutAllowed: false });
      expect(body.addresses.map((address: { id: number }) => address.id)).toEqual([delivery, invoice]);
      expect(body.selection).toMatchObject({
        invoiceAddressId: invoice,
        shippingAddressId: delivery,
        useInvoiceAsShipping: false,
        termsAccepted: false,
      });
      expect(body.carriers.length).toBeGreaterThan(0);
      expect(body.paymentOptions.map((option: { gateway: string }) => option.gateway)).toContain('invoice');
      expect(body.termsOfDelivery).not.toBe('');
      expect(body.lines).toHaveLength(1);
      expect(body.lines[0]).toMatchObject({ productId: product, quantity: '2' });
      expect(body.totals.totalGrossMinor).toBeGreaterThan(0);
      expect(body.steps).toEqual({ address: true, shipping: false, payment: false, summary: false });
    });

    it('offers only Tuesdays and Fridays in the Finnish store, never a holiday', async () => {
      const { checkout } = await buyerWithCart(testApp, [product]);
      const { body } = await checkout.state().expect(200);
      const dates: string[] = body.deliveryDates;
      expect(dates.length).toBeGreaterThan(10);
      expect(new Set(dates.map((date) => new Date(`${date}T00:00:00Z`).getUTCDay()))).toEqual(
        new Set([2, 5]),
      );
      expect(dates.some((date) => date.endsWith('-12-25') || date.endsWith('-12-24'))).toBe(false);
    });

    it("shows the company's own terms instead of the store's", async () => {
      const { buyer, checkout } = await buyerWithCart(testApp, [product]);
      await testApp.withClient((client) =>
        client.query(
          `update customer_company set terms_of_delivery = 'DAP Tampere', terms_of_payment = '45 days net' where id = $1`,
          [buyer.companyId],
        ),
      );
      const { body } = await checkout.state().expect(200);
      expect(body).toMatchObject({ termsOfDelivery: 'DAP Tampere', termsOfPayment: '45 days net' });
    });

    it("shows the store's terms in the shopper's language, else in the store's own", async () => {
      const { checkout: english } = await buyerWithCart(testApp, [product]);
      expect((await english.state().expect(200)).body).toMatchObject({
        termsOfDelivery: 'DAP Incoterms® 2020, delivery from our Vantaa warehouse',
        termsOfPayment: '14 days net',
      });

      const { checkout: danish } = await buyerWithCart(testApp, [product], { locale: 'da' });
      await testApp.withClient((client) =>
        client.query(
          `update store set delivery_terms = delivery_terms - 'da', payment_terms = payment_terms - 'da'
           where code = 'fi'`,
        ),
      );
      try {
        expect((await danish.state().expect(200)).body).toMatchObject({
          termsOfDelivery: 'DAP Incoterms® 2020, toimitus Vantaan varastosta',
          termsOfPayment: '14 päivää netto',
        });
      } finally {
        await testApp.withClient((client) =>
          client.query(
            `update store set delivery_terms = delivery_terms || $1, payment_terms = payment_terms || $2
             where code = 'fi'`,
            [{ da: STORE_SELLERS.fi.deliveryTerms.da }, { da: STORE_SELLERS.fi.paymentTerms.da }],
          ),
        );
      }
    });
  });

  describe('address step', () => {
    it('ships to the invoice address when asked to', async () => {
      const { buyer, checkout } = await buyerWithCart(testApp, [product], {
        addresses: [{ type: 'delivery', street: 'Hämeenkatu 3' }, { type: 'invoice' }],
      });
      const [delivery] = buyer.addressIds;
      const { body } = await checkout
        .put('address', { invoiceAddressId: delivery, shippingAddressId: null, useInvoiceAsShipping: true })
        .expect(200);
      expect(body.selection).toMatchObject({
        invoiceAddressId: delivery,
        shippingAddressId: null,
        useInvoiceAsShipping: true,
      });
      expect(body.steps.address).toBe(true);
    });

    it('refuses an invoice-type address as the shipping address', async () => {
      const { buyer, checkout } = await buyerWithCart(testApp, [product]);
      const [delivery, invoice] = buyer.addressIds;
      const asShipping = await checkout
        .put('address', {
          invoiceAddressId: delivery,
          shippingAddressId: invoice,
          useInvoiceAsShipping: false,
        })
        .expect(400);
      expect(asShipping.body.message).toBe('An invoice address cannot be the shipping address');
      const sameAsInvoice = await checkout
        .put('address', { invoiceAddressId: invoice, useInvoiceAsShipping: true })
        .expect(400);
      expect(sameAsInvoice.body.details).toEqual([
        { field: 'useInvoiceAsShipping', reason: 'An invoice address cannot be the shipping address' },
      ]);
    });

    it("refuses another customer's address", async () => {
      const { checkout } = await buyerWithCart(testApp, [product]);
      const stranger = await testApp.withClient((client) => insertBuyer(client));
      const response = await checkout
        .put('address', { invoiceAddressId: stranger.addressIds[1], useInvoiceAsShipping: false })
        .expect(400);
      expect(response.body.message).toBe('You have no such address');
    });

    it('says it cannot determine an invoice address when none is given', async () => {
      const { checkout } = await buyerWithCart(testApp, [product]);
      const response = await checkout.put('address', { useInvoiceAsShipping: true }).expect(400);
      expect(response.body.message).toBe('Unable to determine an invoice address');
    });
  });

  describe('shipping and payment steps', () => {
    it("keeps a carrier the quote offers and refuses others with 'no valid carrier found'", async () => {
      const { checkout } = await buyerWithCart(testApp, [product]);
      const { body: state } = await checkout.state().expect(200);
      const refused = await checkout.put('shipping', { carrierId: 999_999 }).expect(422);
      expect(refused.body).toMatchObject({ error: 'NO_VALID_CARRIER', message: 'No valid carrier found' });
      const carrierId = state.carriers.at(-1).carrierId;
      const { body } = await checkout.put('shipping', { carrierId }).expect(200);
      expect(body.selection.carrierId).toBe(carrierId);
      expect(body.steps.shipping).toBe(true);
    });

    it('keeps a payment option the quote offers and refuses others', async () => {
      const { checkout } = await buyerWithCart(testApp, [product]);
      const { body: state } = await checkout.state().expect(200);
      const refused = await checkout.put('payment', { paymentProviderId: 999_999 }).expect(400);
      expect(refused.body.message).toBe('This payment method is not available for this order');
      const { paymentProviderId } = state.paymentOptions[0];
      const { body } = await checkout.put('payment', { paymentProviderId }).expect(200);
      expect(body.selection.paymentProviderId).toBe(paymentProviderId);
    });
  });

  describe('summary step', () => {
    const summary = { completeDelivery: true, termsAccepted: true };

    it('keeps the order references, a valid delivery date and the complete-delivery flag', async () => {
      const { checkout } = await buyerWithCart(testApp, [product]);
      const friday = next(5);
      const { body } = await checkout
        .put('summary', {
          ...summary,
          ownOrderNumber: 'PO-118',
          reference: 'Site Tampere',
          comment: 'Call before delivery',
          additionalMarking: 'Dock 3',
          preferredDeliveryDate: friday,
        })
        .expect(200);
      expect(body.selection).toMatchObject({
        ownOrderNumber: 'PO-118',
        reference: 'Site Tampere',
        comment: 'Call before delivery',
        additionalMarking: 'Dock 3',
        preferredDeliveryDate: friday,
        completeDelivery: true,
        termsAccepted: true,
      });
      expect(body.steps.summary).toBe(true);
    });

    it.each([
      ['a Wednesday in the Finnish store', () => next(3)],
      ['a Saturday', () => next(6)],
      ['today', () => new Date().toISOString().slice(0, 10)],
      ['Christmas Day, a public holiday', nextChristmasOnTuesdayOrFriday],
    ])('refuses a delivery date on %s', async (_name, date) => {
      const { checkout } = await buyerWithCart(testApp, [product]);
      const response = await checkout
        .put('summary', { ...summary, preferredDeliveryDate: date() })
        .expect(400);
      expect(response.body.details[0].field).toBe('preferredDeliveryDate');
    });

    it('accepts any weekday that is not a holiday in the Swedish store', async () => {
      const { checkout } = await buyerWithCart(testApp, [product], { store: 'se' });
      const { body: state } = await checkout.state().expect(200);
      expect(
        new Set(state.deliveryDates.map((date: string) => new Date(`${date}T00:00:00Z`).getUTCDay())),
      ).toEqual(new Set([1, 2, 3, 4, 5]));
      await checkout.put('summary', { ...summary, preferredDeliveryDate: next(3) }).expect(200);
    });

    it('refuses a day that does not exist in the calendar with the delivery-date message', async () => {
      const { buyer, checkout } = await buyerWithCart(testApp, [product]);
      await checkout.completeSteps();
      const response = await checkout
        .put('summary', { ...summary, preferredDeliveryDate: impossibleDateOnADeliveryDay() })
        .expect(400);
      expect(response.body.details[0]).toMatchObject({
        field: 'preferredDeliveryDate',
        reason:
          'Choose a delivery date in the future that is a working day on which the store delivers (not a public holiday)',
      });
      await checkout.place().expect(200);
      const stored = await testApp.withClient(
        async (client) =>
          (
            await client.query('select preferred_delivery_date from sales_order where customer_id = $1', [
              buyer.id,
            ])
          ).rows,
      );
      expect(stored).toEqual([{ preferred_delivery_date: null }]);
    });

    it("requires the terms to be accepted: 'Terms must be accepted'", async () => {
      const { checkout } = await buyerWithCart(testApp, [product]);
      const response = await checkout
        .put('summary', { completeDelivery: false, termsAccepted: false })
        .expect(400);
      expect(response.body.details).toEqual([{ field: 'termsAccepted', reason: 'Terms must be accepted' }]);
    });

    it('refuses an own order number that is too long and stores nothing', async () => {
      const { checkout } = await buyerWithCart(testApp, [product]);
      await checkout.put('summary', { ...summary, ownOrderNumber: 'X'.repeat(36) }).expect(400);
      const { body } = await checkout.state().expect(200);
      expect(body.selection.ownOrderNumber).toBeNull();
      expect(body.selection.termsAccepted).toBe(false);
    });
  });

  describe('placing the order', () => {
    it('needs an Idempotency-Key', async () => {
      const { checkout } = await buyerWithCart(testApp, [product]);
      await checkout.completeSteps();
      const missing = await checkout.place(null).expect(400);
      expect(missing.body.message).toBe('The Idempotency-Key header must be a UUID');
      await checkout.place('not-a-uuid').expect(400);
    });

    it('places an invoice order with the quoted totals, received lines and a confirmation mail', async () => {
      const { buyer, checkout } = await buyerWithCart(testApp, [product, otherProduct], { locale: 'fi' });
      await checkout.completeSteps('invoice', {
        ownOrderNumber: 'PO-7',
        reference: 'Ref 1',
        preferredDeliveryDate: next(2),
      });
      const { body: state } = await checkout.state().expect(200);
      expect(state.steps).toEqual({ address: true, shipping: true, payment: true, summary: true });

      const { body } = await checkout.place().expect(200);
      expect(body.paymentRedirectUrl).toBeNull();
      const order = body.order;
      expect(order.number).toMatch(/^FI\d+$/);
      expect(order).toMatchObject({
        orderType: 10,
        state: 'confirmed',
        paymentState: 'awaiting_payment',
        shippingState: 'new',
        invoiceState: 'new',
        locale: 'fi',
        ownOrderNumber: 'PO-7',
        reference: 'Ref 1',
        preferredDeliveryDate: state.selection.preferredDeliveryDate,
        termsOfDelivery: state.termsOfDelivery,
        placedBySalesrep: false,
      });
      expect(order.totals).toMatchObject({
        itemsNetMinor: state.totals.itemsNetMinor,
        shippingNetMinor: state.totals.shippingNetMinor,
        taxMinor: state.totals.taxMinor,
        totalGrossMinor: state.totals.totalGrossMinor,
      });
      expect(order.lines.map((line: { lineStatus: number }) => line.lineStatus)).toEqual([10, 10]);
      expect(order.shippingAddress.street).toBe('Mannerheimintie 12');

      const changes = await testApp.withClient(
        async (client) =>
          (
            await client.query(
              `select kind, event, from_state, to_state from order_state_change c
               join sales_order o on o.id = c.order_id where o.number = $1 order by c.id`,
              [order.number],
            )
          ).rows,
      );
      expect(changes).toEqual([
        { kind: 'order', event: 'CREATE', from_state: 'new', to_state: 'initialized' },
        { kind: 'payment', event: 'REQUEST', from_state: 'new', to_state: 'awaiting_payment' },
        { kind: 'order', event: 'CONFIRM', from_state: 'initialized', to_state: 'confirmed' },
      ]);

      const mail = await catcher.waitFor(buyer.email, (candidate) =>
        candidate.subject.includes(order.number),
      );
      expect(mail.subject).toBe(`Tilausvahvistus ${order.number}`);
      expect(mail.text).toContain(order.lines[0].sku);
      expect(mail.text).toContain('Yhteensä sis. ALV');
      // The same statement as HTML, with the order's total.
      expect(mail.html).toContain('<html lang="fi">');
      expect(mail.html).toContain(order.lines[0].sku);
      expect(mail.html).toContain('Yhteensä sis. ALV');

      await checkout.state().expect(409);
      const thankYou = await checkout.order(order.number).expect(200);
      expect(thankYou.body.number).toBe(order.number);
    });

    it('answers the same order for the same Idempotency-Key and never makes a second', async () => {
      const { buyer, checkout } = await buyerWithCart(testApp, [product]);
      await checkout.completeSteps();
      const key = randomUUID();
      const first = await checkout.place(key).expect(200);
      const again = await checkout.place(key).expect(200);
      expect(again.body.order.number).toBe(first.body.order.number);
      const count = await testApp.withClient(
        async (client) =>
          (
            await client.query('select count(*)::int as n from sales_order where customer_id = $1', [
              buyer.id,
            ])
          ).rows[0].n,
      );
      expect(count).toBe(1);
    });

    it("says 'cart has changed' when a product went away, and orders nothing", async () => {
      const gone = await testApp.withClient((client) => insertOrderableProduct(client));
      const { buyer, checkout } = await buyerWithCart(testApp, [product, gone]);
      await checkout.completeSteps();
      await testApp.withClient((client) =>
        client.query('update product set active = false where id = $1', [gone]),
      );
      const state = await checkout.state().expect(409);
      expect(state.body.error).toBe('CHECKOUT_CART_CHANGED');
      const response = await checkout.place().expect(409);
      expect(response.body).toMatchObject({
        error: 'CHECKOUT_CART_CHANGED',
        message: 'The cart has changed: some products are no longer available. Please check the cart.',
      });
      const count = await testApp.withClient(
        async (client) =>
          (
            await client.query('select count(*)::int as n from sales_order where customer_id = $1', [
              buyer.id,
            ])
          ).rows[0].n,
      );
      expect(count).toBe(0);

      // The cart page shows what went away; then the checkout goes on with what is left.
      await testApp.http().get('/api/shop/cart?locale=en').set('Cookie', checkout.agent.cookies).expect(200);
      const { body: after } = await checkout.state().expect(200);
      expect(after.lines.map((line: { productId: number }) => line.productId)).toEqual([product]);
    });

    it("says 'cart has changed' when a line was added after the summary was shown, and orders nothing", async () => {
      const { buyer, checkout } = await buyerWithCart(testApp, [product]);
      await checkout.completeSteps();
      // The same shopper in another tab.
      await checkout.addToCart(otherProduct);
      const response = await checkout.place().expect(409);
      expect(response.body).toMatchObject({
        error: 'CHECKOUT_CART_CHANGED',
        message: 'The cart has changed: some products are no longer available. Please check the cart.',
      });
      expect(await ordersOf(buyer.id)).toBe(0);

      await checkout.state().expect(200);
      const { body } = await checkout.place().expect(200);
      expect(body.order.lines.map((line: { productId: number }) => line.productId).sort()).toEqual(
        [product, otherProduct].sort(),
      );
    });

    it('saves the summary answers sent with the order, as the summary page sends them', async () => {
      const { checkout } = await buyerWithCart(testApp, [product]);
      await checkout.completeSteps();
      const refused = await checkout
        .place(randomUUID(), { ...checkout.shown, termsAccepted: false })
        .expect(400);
      expect(refused.body.details[0].field).toBe('termsAccepted');
      const { body } = await checkout
        .place(randomUUID(), {
          ...checkout.shown,
          reference: 'Site Oulu',
          completeDelivery: true,
          termsAccepted: true,
        })
        .expect(200);
      expect(body.order).toMatchObject({ reference: 'Site Oulu', completeDelivery: true });
    });

    it("says 'cart has changed' when the total is not the one the summary showed", async () => {
      const { buyer, checkout } = await buyerWithCart(testApp, [product]);
      await checkout.completeSteps();
      const { shown } = checkout;
      await checkout
        .place(randomUUID(), { ...shown, totalGrossMinor: shown.totalGrossMinor - 1 })
        .expect(409);
      expect(await ordersOf(buyer.id)).toBe(0);
    });

    it("refuses to save the summary shown for an older cart with 'cart has changed'", async () => {
      const { checkout } = await buyerWithCart(testApp, [product]);
      await checkout.completeSteps();
      const shownVersion = checkout.shown.cartVersion;
      await checkout.addToCart(product);
      const response = await checkout
        .put('summary', { completeDelivery: false, termsAccepted: true, cartVersion: shownVersion })
        .expect(409);
      expect(response.body.error).toBe('CHECKOUT_CART_CHANGED');
    });

    it("says 'cart has changed' when a line's quantity no longer follows its product's rules", async () => {
      const sold = await testApp.withClient((client) => insertOrderableProduct(client));
      const { buyer, checkout } = await buyerWithCart(testApp, [sold]);
      await checkout.completeSteps();
      // Staff now sell the product only in threes; the cart holds 2.
      await testApp.withClient((client) =>
        client.query(`update product set minimum_order_quantity = 3 where id = $1`, [sold]),
      );
      const response = await checkout.place().expect(409);
      expect(response.body.error).toBe('CHECKOUT_CART_CHANGED');
      expect(await ordersOf(buyer.id)).toBe(0);
    });

    it("refuses a voucher that no longer gives a discount with 'voucher not found or invalid', spending nothing", async () => {
      const code = `SPRING-${randomUUID().slice(0, 8)}`;
      const ruleId = await testApp.withClient((client) =>
        insertCartPriceRule(client, {
          name: 'Spring voucher',
          actions: [{ type: 'discount_percent', percent: '10' }],
          codes: [{ code }],
        }),
      );
      const { buyer, checkout } = await buyerWithCart(testApp, [product]);
      await addVoucher(checkout, code).expect(200);
      await checkout.completeSteps();
      await testApp.withClient((client) =>
        client.query('update cart_price_rule set active = false where id = $1', [ruleId]),
      );
      const response = await checkout.place().expect(422);
      expect(response.body).toMatchObject({
        error: 'VOUCHER_INVALID',
        message: 'voucher not found or invalid',
      });
      expect(await ordersOf(buyer.id)).toBe(0);
      const used = await testApp.withClient(
        async (client) =>
          (await client.query('select used_count from voucher_code where code = $1', [code])).rows[0]
            .used_count,
      );
      expect(used).toBe(0);
    });

    it("says 'summary data not valid' when the terms were never accepted", async () => {
      const { checkout } = await buyerWithCart(testApp, [product]);
      const { body: state } = await checkout.state().expect(200);
      await checkout.put('shipping', { carrierId: state.carriers[0].carrierId }).expect(200);
      await checkout
        .put('payment', { paymentProviderId: state.paymentOptions[0].paymentProviderId })
        .expect(200);
      const response = await checkout.place().expect(400);
      expect(response.body).toMatchObject({
        error: 'CHECKOUT_SUMMARY_INVALID',
        message: 'Summary data not valid',
      });
      expect(response.body.details).toEqual([{ field: 'termsAccepted', reason: 'Terms must be accepted' }]);
    });

    it("says 'no valid carrier found' when no carrier was chosen", async () => {
      const { checkout } = await buyerWithCart(testApp, [product]);
      await checkout.put('summary', { completeDelivery: false, termsAccepted: true }).expect(200);
      const response = await checkout.place().expect(422);
      expect(response.body.message).toBe('No valid carrier found');
    });

    it("says 'unable to determine an invoice address' for a buyer without one", async () => {
      const { checkout } = await buyerWithCart(testApp, [product], { addresses: [{ type: 'delivery' }] });
      const { body: state } = await checkout.state().expect(200);
      expect(state.selection.invoiceAddressId).toBeNull();
      await checkout.completeSteps();
      const response = await checkout.place().expect(400);
      expect(response.body).toMatchObject({
        error: 'CHECKOUT_INVOICE_ADDRESS_MISSING',
        message: 'Unable to determine an invoice address',
      });
    });

    it("says 'company or customer not set in checkout' for an account without a company", async () => {
      const { id, email, password } = await testApp.withClient((client) => insertCustomer(client));
      await testApp.withClient(async (client) => {
        const { rows } = await client.query<{ id: number }>(
          `insert into address (customer_id, type, firstname, lastname, street, postcode, city, country)
           values ($1, 'delivery', 'A', 'B', 'Street 1', '00100', 'Helsinki', 'FI') returning id`,
          [id],
        );
        await client.query(
          'update customer set default_delivery_address_id = $2, default_invoice_address_id = $2 where id = $1',
          [id, rows[0]!.id],
        );
        await insertCart(client, {
          customerId: id,
          storeId: await storeIdOf(client, 'int'),
          items: [{ productId: product, quantity: '1' }],
        });
      });
      const checkout = new CheckoutClient(testApp, await loginToShop(testApp, email, password));
      await checkout.completeSteps('card');
      const response = await checkout.place().expect(400);
      expect(response.body).toMatchObject({
        error: 'CHECKOUT_CUSTOMER_MISSING',
        message: 'Company or customer not set in checkout',
      });
    });

    it('gives an out-of-stock line a preliminary delivery date on a delivery day', async () => {
      const backordered = await testApp.withClient((client) =>
        insertOrderableProduct(client, { stockStatus: 'out_of_stock', stockQuantity: 0 }),
      );
      const { checkout } = await buyerWithCart(testApp, [backordered]);
      const { body: state } = await checkout.state().expect(200);
      expect(state.hasOutOfStockLines).toBe(true);
      await checkout.completeSteps('invoice', { completeDelivery: true });
      const { body } = await checkout.place().expect(200);
      const date: string = body.order.lines[0].preliminaryDeliveryDate;
      expect(state.deliveryDates.length === 0 || date >= state.deliveryDates[0]).toBe(true);
      expect([2, 5]).toContain(new Date(`${date}T00:00:00Z`).getUTCDay());
      expect(body.order.completeDelivery).toBe(true);
    });
  });

  describe('salesreps', () => {
    async function salesrepAgent() {
      const rep = await testApp.withClient((client) =>
        insertCustomer(client, { kind: 'salesrep', impersonatesAll: true }),
      );
      return { rep, agent: await loginToShop(testApp, rep.email, rep.password) };
    }

    it('records the salesrep who placed an order while acting for the customer', async () => {
      const { buyer } = await buyerWithCart(testApp, [product]);
      const { rep, agent } = await salesrepAgent();
      const acting = await testApp
        .http()
        .post('/api/shop/impersonation')
        .set('Cookie', agent.cookies)
        .set('X-CSRF-Token', agent.csrf)
        .send({ email: buyer.email })
        .expect(200);
      const checkout = new CheckoutClient(testApp, withCookies(agent, acting.headers['set-cookie']));
      await checkout.completeSteps();
      const { body } = await checkout.place().expect(200);
      expect(body.order.placedBySalesrep).toBe(true);
      const row = await testApp.withClient(
        async (client) =>
          (
            await client.query(
              'select customer_id, placed_by_salesrep_id from sales_order where number = $1',
              [body.order.number],
            )
          ).rows[0],
      );
      expect(row).toEqual({ customer_id: buyer.id, placed_by_salesrep_id: rep.id });
    });

    it("says 'company or customer not set in checkout' to a salesrep ordering for nobody", async () => {
      const { agent } = await salesrepAgent();
      const checkout = new CheckoutClient(testApp, agent);
      await checkout.addToCart(product);
      await checkout.completeSteps('card');
      const response = await checkout.place().expect(400);
      expect(response.body.message).toBe('Company or customer not set in checkout');
    });
  });

  describe('the order page', () => {
    it("shows a customer their own order and nobody else's", async () => {
      const { checkout } = await buyerWithCart(testApp, [product]);
      await checkout.completeSteps();
      const { body } = await checkout.place().expect(200);
      const { checkout: stranger } = await buyerWithCart(testApp, [product]);
      await stranger.order(body.order.number).expect(404);
      await stranger.order(body.order.number, 'forged').expect(404);
      await stranger.order(body.order.number, body.accessToken).expect(200);
    });
  });

  describe('guest checkout', () => {
    /** A new visitor who checks out with `email` and, when given, a voucher code. */
    async function guestAtSummary(email: string, voucher?: string): Promise<CheckoutClient> {
      const guest = new CheckoutClient(testApp, await visitShop(testApp), 'en');
      await guest.addToCart(product);
      if (voucher) await addVoucher(guest, voucher).expect(200);
      await guest
        .put('address', { useInvoiceAsShipping: true, guestEmail: email, guestInvoiceAddress: guestAddress })
        .expect(200);
      await guest.completeSteps('card');
      return guest;
    }

    const guestAddress = {
      firstname: 'Guest',
      lastname: 'Buyer',
      street: 'Baker Street 221',
      postcode: '10115',
      city: 'Berlin',
      country: 'DE',
    };

    it('places a visitor order in a store that allows it, opened by its access token', async () => {
      const guest = new CheckoutClient(testApp, await visitShop(testApp), 'en');
      await guest.addToCart(product);
      const { body: state } = await guest.state().expect(200);
      expect(state).toMatchObject({ loggedIn: false, guestCheckoutAllowed: true, storeCode: 'int' });

      const invalid = await guest
        .put('address', {
          useInvoiceAsShipping: true,
          guestEmail: 'guest@example.test',
          guestInvoiceAddress: { ...guestAddress, postcode: '' },
        })
        .expect(400);
      expect(invalid.body.details[0].field).toContain('postcode');
      const missing = await guest.put('address', { useInvoiceAsShipping: true }).expect(400);
      expect(missing.body.message).toBe('Please give your e-mail address and invoice address');

      await guest
        .put('address', {
          useInvoiceAsShipping: true,
          guestEmail: 'Guest@Example.test',
          guestInvoiceAddress: guestAddress,
        })
        .expect(200);
      await guest.completeSteps('card');
      const { body } = await guest.place().expect(200);
      expect(body.order).toMatchObject({ guestEmail: 'guest@example.test', state: 'initialized' });
      expect(body.order.shippingAddress).toMatchObject({ city: 'Berlin', country: 'DE' });
      expect(body.paymentRedirectUrl).toMatch(/^\/api\/shop\/payments\/test\/\d+\?signature=/);

      await guest.order(body.order.number).expect(404);
      await guest.order(body.order.number, body.accessToken).expect(200);
    });

    it('lets a guest use a once-per-customer voucher once per e-mail address', async () => {
      const code = `ONCE-${randomUUID().slice(0, 8)}`;
      await testApp.withClient((client) =>
        insertCartPriceRule(client, {
          name: 'Once per customer',
          actions: [{ type: 'discount_percent', percent: '10' }],
          codes: [{ code, perCustomerLimit: 1 }],
        }),
      );
      const first = await guestAtSummary('once@example.test', code);
      expect((await first.state().expect(200)).body.totals.discountNetMinor).toBeGreaterThan(0);
      await first.place().expect(200);

      const again = await guestAtSummary('Once@Example.TEST', code);
      const state = (await again.state().expect(200)).body;
      expect(state.totals.discountNetMinor).toBe(0);
      const response = await again.place().expect(422);
      expect(response.body).toMatchObject({
        error: 'VOUCHER_INVALID',
        message: 'voucher not found or invalid',
      });

      const other = await guestAtSummary('someone-else@example.test', code);
      await other.place().expect(200);
    });
  });
});
