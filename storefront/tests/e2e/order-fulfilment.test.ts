import type { Page } from 'playwright-core';
import { insertCustomer } from '../../../backend/test/factories/account.factory';
import { insertHistoryOrder } from '../../../backend/test/e2e/order-history/history-orders';
import {
  baseUrl,
  expectInvoiceDownload,
  gotoHydrated,
  loginToShopAs,
  screenshot,
  usePagePerTest,
} from './support';
import { withDatabase, unique } from './support-database';

const session = usePagePerTest();
let page: Page;

beforeEach(() => {
  page = session.page();
});

/**
 * A buyer's order with one parcel handed to the carrier (tracking number), a comment sent to the buyer and an
 * invoice, as the back office leaves them (the back-office side is tested in the backend's integration tests).
 */
async function shippedOrder() {
  return withDatabase(async (client) => {
    const buyer = await insertCustomer(client, {
      company: { name: 'Fulfilment Oy', organizationNumber: unique('FO-') },
    });
    const number = await insertHistoryOrder(client, {
      customerId: buyer.id,
      companyId: buyer.companyId,
      number: unique('FS'),
      lines: [{ sku: 'LAMP-1', name: 'Ceiling lamp', quantity: '2', lineStatus: 60 }],
    });
    const trackingNumber = unique('JJFI');
    const { rows } = await client.query<{ order_id: number; item_id: number; shipment_id: number }>(
      `with o as (select id from sales_order where number = $1),
            s as (insert into order_shipment (order_id, tracking_number, state, shipped_at)
                  select id, $2, 'shipped', now() from o returning id, order_id)
       select s.order_id, s.id as shipment_id, (select id from sales_order_item where order_id = s.order_id) as item_id
       from s`,
      [number, trackingNumber],
    );
    const { order_id: orderId, item_id: itemId, shipment_id: shipmentId } = rows[0]!;
    await client.query(`update sales_order set shipping_state = 'shipped' where id = $1`, [orderId]);
    await client.query(
      `insert into order_shipment_item (shipment_id, order_item_id, quantity) values ($1, $2, 2)`,
      [shipmentId, itemId],
    );
    await client.query(
      `insert into order_comment (order_id, text, visibility, author_name, sent_at)
       values ($1, 'Your lamps left our warehouse today.', 'customer', 'Sales', now()),
              ($1, 'Internal: buyer prefers mornings.', 'internal', 'Sales', null)`,
      [orderId],
    );
    const sequence = Math.floor(Math.random() * 1e9);
    const invoiceNumber = `E2E${sequence}`;
    const invoice = await client.query<{ id: number }>(
      `insert into order_invoice (order_id, store_id, kind, sequence, number, currency, net_minor, tax_minor,
         gross_minor, vat)
       values ($1, 1, 'invoice', $2, $3, 'EUR', 2500, 600, 3100, '[{"rate":"24","netMinor":2500,"taxMinor":600}]')
       returning id`,
      [orderId, sequence, invoiceNumber],
    );
    await client.query(
      `insert into order_invoice_item (invoice_id, order_item_id, position, sku, name, quantity, unit_identifier,
         net_minor, tax_rate, tax_minor)
       values ($1, $2, 1, 'LAMP-1', 'Ceiling lamp', 2, 'PCE', 2500, 24, 600)`,
      [invoice.rows[0]!.id, itemId],
    );
    return { buyer, number, trackingNumber, invoiceNumber };
  });
}

describe('what the shop shows of shipments, comments and invoices', () => {
  it("shows the buyer's order with its parcel, the comment sent to them and the invoice to download", async () => {
    const { buyer, number, trackingNumber, invoiceNumber } = await shippedOrder();
    await loginToShopAs(page, buyer.email, buyer.password);
    await gotoHydrated(page, `/en/account/orders/${number}`);
    await page.getByRole('heading', { name: 'Shipments' }).waitFor();
    await expect(page.getByTestId('tracking-number').textContent()).resolves.toBe(trackingNumber);
    await expect(page.getByTestId('order-comment').textContent()).resolves.toContain(
      'Your lamps left our warehouse today.',
    );
    await expect(page.getByText('Internal: buyer prefers mornings.').count()).resolves.toBe(0);
    await expectInvoiceDownload(page, invoiceNumber);
    await screenshot(page, 'order-fulfilment-detail');
  });

  it('finds the order by tracking number and shows its parcel, with JavaScript and without', async () => {
    const { number, trackingNumber } = await shippedOrder();
    await gotoHydrated(page, '/en/shop/tracking');
    await page.fill('#account-trackingNumber', trackingNumber);
    await page.getByRole('button', { name: 'Track shipment' }).click();
    await page.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor();
    await expect(page.getByTestId('shipment-state').textContent()).resolves.toBe('Shipped');
    await expect(page.getByTestId('tracking-number').textContent()).resolves.toBe(trackingNumber);
    await screenshot(page, 'tracking-found');

    const context = await session.browser().newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(`${baseUrl()}/en/shop/tracking`);
    await plain.fill('#account-orderNumber', number.toLowerCase());
    await plain.fill('#account-postcode', '00 100');
    await plain.getByRole('button', { name: 'Track order' }).click();
    await plain.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor();
    await expect(plain.getByTestId('tracking-number').textContent()).resolves.toBe(trackingNumber);
    await context.close();
  });
});
