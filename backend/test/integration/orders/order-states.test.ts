import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../src/common/errors/domain-error';
import { SalesOrder } from '../../../src/modules/orders/entities/sales-order.entity';
import { ORDER_TRACKING, type OrderTracking } from '../../../src/modules/orders/order-tracking.port';
import { OrdersService } from '../../../src/modules/orders/orders.service';
import { buyerWithCart, insertOrderableProduct } from '../../e2e/checkout/checkout-client';
import { startTestApp, type TestApp } from '../../support/test-app';

describe('order states and tracking', () => {
  let testApp: TestApp;
  let orders: OrdersService;
  let number: string;

  beforeAll(async () => {
    testApp = await startTestApp({ products: 1 });
    orders = testApp.app.get(OrdersService);
    const product = await testApp.withClient((client) => insertOrderableProduct(client));
    const { checkout } = await buyerWithCart(testApp, [product], {
      addresses: [{ type: 'delivery', postcode: '33100' }, { type: 'invoice' }],
    });
    await checkout.completeSteps();
    number = (await checkout.place().expect(200)).body.order.number;
  });

  afterAll(() => testApp.close());

  const stateChanges = () =>
    testApp.withClient(
      async (client) =>
        (
          await client.query(
            `select count(*)::int as n from order_state_change c join sales_order o on o.id = c.order_id
             where o.number = $1`,
            [number],
          )
        ).rows[0].n as number,
    );

  it('refuses a transition the machine does not allow, and records nothing', async () => {
    const before = await stateChanges();
    const em = testApp.app.get(EntityManager).fork();
    const error = await em
      .transactional(async (tx) => {
        const order = await tx.findOneOrFail(SalesOrder, { number });
        await orders.transition(tx, order, 'order', { type: 'CREATE' });
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('ORDER_ILLEGAL_TRANSITION');
    expect(await stateChanges()).toBe(before);
    const order = await testApp.app.get(EntityManager).fork().findOneOrFail(SalesOrder, { number });
    expect(order.state).toBe('confirmed');
  });

  it('moves a state through its machine and records the change in the same transaction', async () => {
    const before = await stateChanges();
    await testApp.app
      .get(EntityManager)
      .fork()
      .transactional(async (tx) => {
        const order = await tx.findOneOrFail(SalesOrder, { number });
        await orders.transition(tx, order, 'shipment', { type: 'PREPARE' });
      });
    const order = await testApp.app.get(EntityManager).fork().findOneOrFail(SalesOrder, { number });
    expect(order.shippingState).toBe('ready');
    expect(order.machineVersion).toBe(1);
    expect(await stateChanges()).toBe(before + 1);
  });

  it('finds an order for tracking by its number and delivery postcode, however they are typed', async () => {
    const tracking = testApp.app.get<OrderTracking>(ORDER_TRACKING);
    const found = await tracking.findTracking(` ${number.toLowerCase()} `, '33 100');
    expect(found).toMatchObject({ orderNumber: number, shipmentState: 'ready' });
    expect(found?.carrier).toBeTruthy();
    expect(found?.lines).toHaveLength(1);
    expect(found?.lines[0]?.lineStatus).toBe(10);
    expect(await tracking.findTracking(number, '00100')).toBeNull();
    expect(await tracking.findTracking('FI0', '33100')).toBeNull();
  });
});
