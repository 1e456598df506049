import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { DEMO_ACCOUNTS, insertCustomer } from '../../factories/account.factory';
import { loginToShop, visitShop, type ShopAgent } from '../../support/shop-session';
import { startTestApp, type TestApp } from '../../support/test-app';
import { insertHistoryOrder } from './history-orders';

interface Company {
  customerId: number;
  companyId: number;
  organizationNumber: string;
  agent: ShopAgent;
}

/** Buffers a binary answer (supertest leaves non-JSON bodies unparsed otherwise). */
function binary(response: import('supertest').Response & { body: unknown }): Buffer {
  return response.body as Buffer;
}

describe('order history', () => {
  let testApp: TestApp;
  let ours: Company;
  let theirs: Company;
  let salesrepId: number;
  let products: { id: number; sku: string; unit: string }[];

  beforeAll(async () => {
    testApp = await startTestApp({ products: 40 });
    ours = await newCompany('Voltgrossisten Oy');
    theirs = await newCompany('Other Oy');
    salesrepId = await testApp.withClient(async (client) => {
      const rep = await insertCustomer(client, { kind: 'salesrep', firstname: 'Mikko', lastname: 'Salo' });
      const { rows } = await client.query<{ id: number; sku: string; unit: string }>(
        `select p.id, p.sku, u.identifier as unit from product p join unit_definition u on u.id = p.sales_unit_id
         where p.active and p.minimum_order_quantity = 1 and not p.minimum_order_override order by p.id limit 2`,
      );
      products = rows;
      return rep.id;
    });
  });

  afterAll(() => testApp.close());

  /** A company with one buyer, logged in; connected to the ERP unless `erpCustomerNumber` is null. */
  async function newCompany(
    name: string,
    { erpCustomerNumber = `C-${randomBytes(4).toString('hex')}` }: { erpCustomerNumber?: string | null } = {},
  ) {
    const organizationNumber = `FI-${randomBytes(5).toString('hex')}`;
    const customer = await testApp.withClient((client) =>
      insertCustomer(client, {
        company: { name, organizationNumber, erpCustomerNumber: erpCustomerNumber ?? undefined },
      }),
    );
    return {
      customerId: customer.id,
      companyId: customer.companyId!,
      organizationNumber,
      agent: await loginToShop(testApp, customer.email, customer.password),
    };
  }

  function order(
    company: Company,
    input: Omit<Parameters<typeof insertHistoryOrder>[1], 'customerId' | 'companyId'> = {},
  ) {
    return testApp.withClient((client) =>
      insertHistoryOrder(client, { customerId: company.customerId, companyId: company.companyId, ...input }),
    );
  }

  function get(agent: ShopAgent, path: string) {
    return testApp.http().get(path).set('Cookie', agent.cookies);
  }

  function getFile(agent: ShopAgent, path: string) {
    return get(agent, path)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
  }

  it('asks a visitor to log in', async () => {
    const visitor = await visitShop(testApp);
    const response = await get(visitor, '/api/shop/orders').expect(401);
    expect(response.body.error).toBe('AUTHENTICATION_REQUIRED');
  });

  it("lists the company's orders newest first, a colleague's too, never another company's", async () => {
    const company = await newCompany('Newest First Oy');
    const colleague = await testApp.withClient((client) =>
      insertCustomer(client, { firstname: 'Kaisa', lastname: 'Colleague' }),
    );
    await testApp.withClient((client) =>
      client.query('update customer set company_id = $1 where id = $2', [company.companyId, colleague.id]),
    );
    const older = await order(company, { createdAt: '2026-03-01T10:00:00Z' });
    const newer = await testApp.withClient((client) =>
      insertHistoryOrder(client, {
        customerId: colleague.id,
        companyId: company.companyId,
        createdAt: '2026-04-01T10:00:00Z',
      }),
    );
    const foreign = await order(theirs);

    const { body } = await get(company.agent, '/api/shop/orders').expect(200);
    expect(body.items.map((item: { number: string }) => item.number)).toEqual([newer, older]);
    expect(body.items.map((item: { number: string }) => item.number)).not.toContain(foreign);
    expect(body.items[0].placedBy).toBe('Kaisa Colleague');
    expect(body).toMatchObject({ total: 2, page: 1, pageCount: 1 });
  });

  it('names the order type, the states, the line statuses and the totals', async () => {
    const number = await order(ours, {
      orderType: 31,
      lines: [
        { lineStatus: 20, quantity: '3', unitPriceNetMinor: 1000 },
        { lineStatus: 45, quantity: '1', unitPriceNetMinor: 500 },
      ],
    });
    const { body } = await get(ours.agent, `/api/shop/orders?number=${number}`).expect(200);
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({
      number,
      orderTypeCode: 31,
      orderType: 'warranty',
      state: 'confirmed',
      paymentState: 'awaiting_payment',
      lineStatuses: [20, 45],
      lineCount: 2,
      itemsNetMinor: 3500,
      taxMinor: 840,
      totalGrossMinor: 4340,
      currency: 'EUR',
    });
  });

  it('marks an order a salesrep placed for the customer', async () => {
    const number = await order(ours, { placedBySalesrepId: salesrepId });
    const { body } = await get(ours.agent, `/api/shop/orders?number=${number}`).expect(200);
    expect(body.items[0].placedBySalesrep).toBe('Mikko Salo');
  });

  it('flags the orders the ERP has not received and lists them on their own', async () => {
    const company = await newCompany('Sync Oy');
    const pending = await order(company, { erpSyncedAt: null });
    const synced = await order(company, { erpSyncedAt: '2026-05-02T08:00:00Z' });

    const all = await get(company.agent, '/api/shop/orders').expect(200);
    const flags = Object.fromEntries(
      all.body.items.map((item: { number: string; synchronized: boolean }) => [
        item.number,
        item.synchronized,
      ]),
    );
    expect(flags).toEqual({ [pending]: false, [synced]: true });

    const notSynchronized = await get(company.agent, '/api/shop/orders?synchronized=false').expect(200);
    expect(notSynchronized.body.items.map((item: { number: string }) => item.number)).toEqual([pending]);
  });

  it('filters by part of the number or the own order number, and by date', async () => {
    const company = await newCompany('Filter Oy');
    const march = await order(company, { createdAt: '2026-03-15T12:00:00Z', ownOrderNumber: 'PO-778899' });
    const june = await order(company, { createdAt: '2026-06-15T12:00:00Z' });

    const byOwnNumber = await get(company.agent, '/api/shop/orders?number=po-7788').expect(200);
    expect(byOwnNumber.body.items.map((item: { number: string }) => item.number)).toEqual([march]);
    const byNumber = await get(company.agent, `/api/shop/orders?number=${june.slice(2)}`).expect(200);
    expect(byNumber.body.items.map((item: { number: string }) => item.number)).toEqual([june]);
    const inJune = await get(company.agent, '/api/shop/orders?from=2026-06-01&to=2026-06-15').expect(200);
    expect(inJune.body.items.map((item: { number: string }) => item.number)).toEqual([june]);
  });

  it('refuses a date that is not a date', async () => {
    const response = await get(ours.agent, '/api/shop/orders?from=yesterday').expect(400);
    expect(response.body.message).toContain('from must be a date (YYYY-MM-DD)');
  });

  it('pages the history', async () => {
    const company = await newCompany('Paging Oy');
    for (let day = 1; day <= 3; day++) await order(company, { createdAt: `2026-02-0${day}T09:00:00Z` });
    const { body } = await get(company.agent, '/api/shop/orders?perPage=2&page=2').expect(200);
    expect(body).toMatchObject({ total: 3, page: 2, perPage: 2, pageCount: 2 });
    expect(body.items).toHaveLength(1);
  });

  it("shows the store's terms of delivery and payment in the page's language", async () => {
    const number = await order(ours);
    await testApp.withClient((client) =>
      client.query(
        `update sales_order set terms_of_delivery = 'DAP Incoterms® 2020, toimitus Vantaan varastosta',
           terms_of_payment = '14 päivää netto'
         where number = $1 and store_id = (select id from store where code = 'fi')`,
        [number],
      ),
    );
    const english = await get(ours.agent, `/api/shop/orders/${number}/details?locale=en`).expect(200);
    expect(english.body).toMatchObject({
      termsOfDelivery: 'DAP Incoterms® 2020, delivery from our Vantaa warehouse',
      termsOfPayment: '14 days net',
    });
    const finnish = await get(ours.agent, `/api/shop/orders/${number}/details?locale=fi`).expect(200);
    expect(finnish.body.termsOfDelivery).toBe('DAP Incoterms® 2020, toimitus Vantaan varastosta');
  });

  it('shows one order with its lines and addresses', async () => {
    const number = await order(ours, {
      lines: [{ sku: 'BAT-AA', name: 'Battery AA', quantity: '4', lineStatus: 30, unitPriceNetMinor: 199 }],
    });
    const { body } = await get(ours.agent, `/api/shop/orders/${number}/details`).expect(200);
    expect(body).toMatchObject({ number, shippingAddress: { city: 'Helsinki', postcode: '00100' } });
    expect(body.lines).toEqual([
      expect.objectContaining({
        position: 1,
        sku: 'BAT-AA',
        name: 'Battery AA',
        quantity: '4',
        unitPriceNetMinor: 199,
        totalNetMinor: 796,
        lineStatus: 30,
      }),
    ]);
  });

  it.each([
    ['details', (number: string) => `/api/shop/orders/${number}/details`],
    ['the PDF', (number: string) => `/api/shop/orders/${number}/download.pdf`],
    ['the CSV', (number: string) => `/api/shop/orders/${number}/download.csv`],
    ['the spreadsheet', (number: string) => `/api/shop/orders/${number}/download.xlsx`],
  ])("answers 404 for another company's order: %s", async (_what, path) => {
    const foreign = await order(theirs);
    const response = await get(ours.agent, path(foreign)).expect(404);
    expect(response.body.error).toBe('ORDER_NOT_FOUND');
  });

  it("does not reorder another company's order", async () => {
    const foreign = await order(theirs, { lines: [{ productId: products[0]!.id, quantity: '1' }] });
    const response = await testApp
      .http()
      .post(`/api/shop/orders/${foreign}/reorder`)
      .set('Cookie', ours.agent.cookies)
      .set('X-CSRF-Token', ours.agent.csrf)
      .expect(404);
    expect(response.body.error).toBe('ORDER_NOT_FOUND');
  });

  it('downloads the order as a PDF', async () => {
    const number = await order(ours);
    const response = await getFile(ours.agent, `/api/shop/orders/${number}/download.pdf`).expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="order-${number}.pdf"`);
    expect(binary(response).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('downloads the order as a spreadsheet that holds its lines', async () => {
    const number = await order(ours, {
      lines: [
        { sku: 'LED-E27', name: 'LED bulb E27', quantity: '6', unitPriceNetMinor: 2390, lineStatus: 60 },
        { sku: 'SMK-1', name: 'Smoke detector', quantity: '2', unitPriceNetMinor: 1590 },
      ],
    });
    const response = await getFile(ours.agent, `/api/shop/orders/${number}/download.xlsx`).expect(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(binary(response) as never);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toContainEqual([
      1,
      'LED-E27',
      'LED bulb E27',
      6,
      'PCE',
      23.9,
      24,
      143.4,
      'Shipped/invoiced',
    ]);
    expect(rows).toContainEqual([2, 'SMK-1', 'Smoke detector', 2, 'PCE', 15.9, 24, 31.8, 'Received']);
    expect(rows[0]).toEqual([`Order ${number}`]);
  });

  it('writes the document in the language asked for', async () => {
    const number = await order(ours);
    const response = await getFile(ours.agent, `/api/shop/orders/${number}/download.csv?locale=fi`).expect(
      200,
    );
    const csv = binary(response).toString('utf8');
    expect(csv).toContain(`Tilaus ${number}`);
    // Finnish spreadsheets read semicolons between cells and a decimal comma.
    expect(csv).toMatch(/\r\n1;[^;\r\n]+;[^;\r\n]+;\d+;PCE;\d+,\d{2};24;\d+,\d{2};/);
  });

  it('downloads a CSV whose cells cannot start a formula', async () => {
    const number = await order(ours, {
      lines: [
        { sku: '=cmd|calc', name: '=HYPERLINK("http://evil.test")' },
        { sku: '+SUM', name: '-2+3' },
        { sku: '@SUM', name: '\tTabbed' },
        { sku: 'PLAIN-1', name: '\rReturn' },
      ],
    });
    const response = await getFile(ours.agent, `/api/shop/orders/${number}/download.csv`).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const csv = binary(response).toString('utf8');
    const cells = csv.split('\r\n').flatMap((line) => line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/));
    const unquoted = cells.map((cell) => cell.replace(/^\uFEFF/, '').replace(/^"|"$/g, ''));
    for (const cell of unquoted) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(csv).toContain(`"'=cmd|calc"`);
    expect(csv).toContain(`"'+SUM"`);
    expect(csv).toContain(`"'-2+3"`);
    expect(csv).toContain(`"'@SUM"`);
    expect(csv).toContain(`"'\tTabbed"`);
    expect(csv).toContain(`"'\rReturn"`);
    expect(csv).toContain('PLAIN-1');
  });

  it('puts the available lines in the cart again and says which were left out', async () => {
    const company = await newCompany('Reorder Oy');
    const [first, second] = products;
    const number = await order(company, {
      lines: [
        { productId: first!.id, sku: first!.sku, unit: first!.unit, quantity: '2' },
        { productId: null, sku: 'GONE-1', name: 'Discontinued lamp', quantity: '1' },
        { productId: second!.id, sku: second!.sku, unit: second!.unit, quantity: '3' },
      ],
    });
    // Since the order, the second product is sold in fives only.
    await testApp.withClient((client) =>
      client.query('update product set minimum_order_quantity = 5 where id = $1', [second!.id]),
    );
    const response = await testApp
      .http()
      .post(`/api/shop/orders/${number}/reorder`)
      .set('Cookie', company.agent.cookies)
      .set('X-CSRF-Token', company.agent.csrf)
      .expect(200);
    expect(response.body.added).toEqual([{ sku: first!.sku, name: expect.any(String), quantity: '2' }]);
    expect(response.body.skipped).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sku: 'GONE-1', reason: 'product_unavailable' }),
        expect.objectContaining({
          sku: second!.sku,
          reason: 'refused',
          message: 'You can only add in increments of 5',
        }),
      ]),
    );

    const cart = await get(company.agent, '/api/shop/cart?locale=en').expect(200);
    expect(cart.body.lines.map((line: { sku: string }) => line.sku)).toEqual([first!.sku]);
  });

  it('refuses a reorder without the form token', async () => {
    const number = await order(ours);
    await testApp
      .http()
      .post(`/api/shop/orders/${number}/reorder`)
      .set('Cookie', ours.agent.cookies)
      .expect(403);
  });

  describe('remote orders from the simulated ERP', () => {
    it('lists the same orders for the same ERP customer number, of every order type', async () => {
      const first = await get(ours.agent, '/api/shop/remote-orders?perPage=50').expect(200);
      const again = await get(ours.agent, '/api/shop/remote-orders?perPage=50').expect(200);
      expect(again.body).toEqual(first.body);
      const types = new Set(first.body.items.map((item: { orderType: string }) => item.orderType));
      expect([...types].sort()).toEqual(
        ['invoice_adjustment', 'ordinary', 'sample', 'sample_credit', 'warranty'].sort(),
      );
      for (const item of first.body.items) {
        expect(item.lineStatuses.every((status: number) => [10, 20, 30, 45, 60].includes(status))).toBe(true);
      }
      const dates = first.body.items.map((item: { orderDate: string }) => item.orderDate);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('shows one remote order with its lines', async () => {
      const { body: list } = await get(ours.agent, '/api/shop/remote-orders').expect(200);
      const number = list.items[0].number;
      const { body } = await get(ours.agent, `/api/shop/remote-orders/${number}`).expect(200);
      expect(body.number).toBe(number);
      expect(body.lines.length).toBeGreaterThan(0);
      await get(theirs.agent, `/api/shop/remote-orders/${number}`).expect(404);
    });

    it("answers 'remote_orders_fetch_failed' when the ERP refuses the client", async () => {
      const refused = await newCompany('Refused Oy', { erpCustomerNumber: `0000-${Date.now()}` });
      const response = await get(refused.agent, '/api/shop/remote-orders').expect(503);
      expect(response.body).toMatchObject({
        error: 'REMOTE_ORDERS_FETCH_FAILED',
        details: [{ reason: 'remote_orders_fetch_failed' }],
      });
    });

    it("shows the demo buyer their company's orders in the simulated ERP", async () => {
      const { email, password } = DEMO_ACCOUNTS.customer;
      const demo = await loginToShop(testApp, email, password);
      const { body } = await get(demo, '/api/shop/remote-orders').expect(200);
      expect(body.erpConnected).toBe(true);
      expect(body.items.length).toBeGreaterThan(0);
    });

    it('shows no remote orders to a company staff have not connected to the ERP, and says why', async () => {
      const unconnected = await newCompany('Unconnected Oy', { erpCustomerNumber: null });
      const { body } = await get(unconnected.agent, '/api/shop/remote-orders').expect(200);
      expect(body).toMatchObject({ items: [], total: 0, erpConnected: false });
      const { body: ourList } = await get(ours.agent, '/api/shop/remote-orders').expect(200);
      expect(ourList.erpConnected).toBe(true);
      await get(unconnected.agent, `/api/shop/remote-orders/${ourList.items[0].number}`).expect(404);
    });
  });
});
