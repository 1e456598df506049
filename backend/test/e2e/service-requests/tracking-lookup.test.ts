import { EntityManager } from '@mikro-orm/postgresql';
import { RateLimiter } from '../../../src/common/security/rate-limiter';
import type { OrderTracking, TrackingInfo } from '../../../src/modules/orders/order-tracking.port';
import { TrackingRequest } from '../../../src/modules/service-requests/entities/tracking-request.entity';
import { ShipmentTrackingService } from '../../../src/modules/service-requests/shipment-tracking.service';
import { startTestApp, type TestApp } from '../../support/test-app';
import { freshIp } from './service-request-helpers';

const SHIPPED: TrackingInfo = {
  orderNumber: 'WO-100234',
  carrier: 'Posti',
  trackingUrl: 'https://www.posti.fi/track/JJFI64000000',
  shipmentState: 'shipped',
  lines: [{ sku: 'AA-ALK-24', name: 'AA alkaline battery', quantity: '24', unit: 'PCE', lineStatus: 60 }],
  shipments: [],
};

/** The orders module as the tracking service sees it: one order, found by number and delivery postcode. */
const orders: OrderTracking = {
  findTracking: async (orderNumber, postcode) =>
    orderNumber === SHIPPED.orderNumber && postcode === '33100' ? SHIPPED : null,
};

describe('shipment tracking lookups against the orders module', () => {
  let testApp: TestApp;
  let tracking: ShipmentTrackingService;
  let em: EntityManager;

  beforeAll(async () => {
    testApp = await startTestApp({ products: 0 });
    em = testApp.app.get(EntityManager).fork();
    tracking = new ShipmentTrackingService(em, testApp.app.get(RateLimiter), orders);
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('answers the shipment of an order whose number and delivery postcode match, and logs it as found', async () => {
    const sender = { customerId: null, ip: freshIp() };
    const found = await tracking.lookup(
      { orderNumber: 'WO-100234', postcode: '33100', locale: 'fi' },
      sender,
    );
    expect(found).toEqual(SHIPPED);
    const log = await em.fork().find(TrackingRequest, { ip: sender.ip });
    expect(log).toEqual([expect.objectContaining({ orderNumber: 'WO-100234', outcome: 'found' })]);
  });

  it('does not hold successful lookups against the address', async () => {
    const sender = { customerId: null, ip: freshIp() };
    for (let count = 0; count < 15; count += 1) {
      await tracking.lookup({ orderNumber: 'WO-100234', postcode: '33100', locale: 'fi' }, sender);
    }
    await expect(
      tracking.lookup({ orderNumber: 'WO-100234', postcode: '00100', locale: 'fi' }, sender),
    ).rejects.toMatchObject({ code: 'TRACKING_NOT_FOUND' });
  });

  it('finds nothing for the right order number with another postcode', async () => {
    await expect(
      tracking.lookup(
        { orderNumber: 'WO-100234', postcode: '00100', locale: 'fi' },
        { customerId: null, ip: freshIp() },
      ),
    ).rejects.toMatchObject({ code: 'TRACKING_NOT_FOUND' });
  });
});
