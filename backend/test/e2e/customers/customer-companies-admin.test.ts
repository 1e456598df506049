import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { insertAdminUser, insertCustomer } from '../../factories/account.factory';
import { loginAsAdmin, type AdminAgent } from '../../support/admin-session';
import { loginToShop } from '../../support/shop-session';
import { startTestApp, type TestApp } from '../../support/test-app';

describe('customer companies in the back office', () => {
  let testApp: TestApp;
  let editor: AdminAgent;
  let serial = 0;

  beforeAll(async () => {
    testApp = await startTestApp({ products: 0, env: { ERP_SOURCE: 'builtin' } });
    editor = await loginAsAdmin(testApp, DEMO_ACCOUNTS.editor.email, DEMO_ACCOUNTS.editor.password);
  });

  afterAll(() => testApp.close());

  /** A company with one buyer; each call has its own organization number. */
  async function companyWithBuyer(name: string, erpCustomerNumber?: string) {
    serial += 1;
    return testApp.withClient((client) =>
      insertCustomer(client, {
        company: { name, organizationNumber: `556677-${1000 + serial}`, erpCustomerNumber },
      }),
    );
  }

  function list(agent: AdminAgent, query: Record<string, unknown>) {
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)]),
    );
    return testApp.http().get(`/api/admin/customer-companies?${search}`).set('Cookie', agent.cookies);
  }

  function update(agent: AdminAgent, id: number, body: object) {
    return testApp
      .http()
      .put(`/api/admin/customer-companies/${id}`)
      .set('Cookie', agent.cookies)
      .set('X-CSRF-Token', agent.csrf)
      .send(body);
  }

  function storedCompany(id: number) {
    return testApp.withClient(async (client) => {
      const { rows } = await client.query(
        `select erp_customer_number, terms_of_delivery, terms_of_payment, invoice_payment_allowed
           from customer_company where id = $1`,
        [id],
      );
      return rows[0];
    });
  }

  it('finds companies by name, organization number or ERP customer number, a page at a time', async () => {
    await companyWithBuyer('Lumen Valaisin Oy', 'LUMEN-1');
    const second = await companyWithBuyer('Lumen Sähkö Oy');
    await companyWithBuyer('Lumen Tukku Oy');

    const byName = await list(editor, {
      filter: { q: 'lumen' },
      sort: ['name', 'ASC'],
      range: [0, 1],
    }).expect(200);
    expect(byName.headers['content-range']).toBe('customer-companies 0-1/3');
    expect(byName.body.map((company: { name: string }) => company.name)).toEqual([
      'Lumen Sähkö Oy',
      'Lumen Tukku Oy',
    ]);

    const byErpNumber = await list(editor, { filter: { q: 'lumen-1' } }).expect(200);
    expect(byErpNumber.body).toEqual([
      expect.objectContaining({ name: 'Lumen Valaisin Oy', erpCustomerNumber: 'LUMEN-1', storeCode: 'fi' }),
    ]);

    const organizationNumber = `556677-${1000 + serial - 1}`;
    const byOrganizationNumber = await list(editor, { filter: { q: organizationNumber } }).expect(200);
    expect(byOrganizationNumber.body).toEqual([expect.objectContaining({ id: second.companyId })]);
  });

  it('answers 400 for a sort field the list does not offer', async () => {
    await list(editor, { sort: ['passwordHash', 'ASC'] }).expect(400);
  });

  it("shows one company with its store and how many people buy for it, and the store's terms as null", async () => {
    const buyer = await companyWithBuyer('Kaksi Ostajaa Oy');
    await testApp.withClient((client) =>
      client.query(
        `insert into customer (company_id, email, password_hash, firstname, lastname, locale, kind)
         values ($1, 'second.buyer@kaksi.test', 'x', 'Toinen', 'Ostaja', 'fi', 'customer')`,
        [buyer.companyId],
      ),
    );
    const response = await testApp
      .http()
      .get(`/api/admin/customer-companies/${buyer.companyId}`)
      .set('Cookie', editor.cookies)
      .expect(200);
    expect(response.body).toMatchObject({
      id: buyer.companyId,
      name: 'Kaksi Ostajaa Oy',
      erpCustomerNumber: null,
      customerCount: 2,
      termsOfDelivery: null,
      termsOfPayment: null,
      invoicePaymentAllowed: true,
      storeCode: 'fi',
    });
  });

  it("connects a company to the ERP, after which its buyers' remote orders come from there", async () => {
    const buyer = await companyWithBuyer('Yhdistetty Oy');
    const agent = await loginToShop(testApp, buyer.email, buyer.password);
    const before = await testApp
      .http()
      .get('/api/shop/remote-orders')
      .set('Cookie', agent.cookies)
      .expect(200);
    expect(before.body.erpConnected).toBe(false);

    const response = await update(editor, buyer.companyId!, {
      erpCustomerNumber: ' C-40001 ',
      termsOfDelivery: 'FCA Tampere',
      termsOfPayment: '30 days net',
      invoicePaymentAllowed: false,
    }).expect(200);
    expect(response.body).toMatchObject({
      erpCustomerNumber: 'C-40001',
      termsOfDelivery: 'FCA Tampere',
      termsOfPayment: '30 days net',
      invoicePaymentAllowed: false,
    });
    expect(await storedCompany(buyer.companyId!)).toEqual({
      erp_customer_number: 'C-40001',
      terms_of_delivery: 'FCA Tampere',
      terms_of_payment: '30 days net',
      invoice_payment_allowed: false,
    });

    const after = await testApp
      .http()
      .get('/api/shop/remote-orders')
      .set('Cookie', agent.cookies)
      .expect(200);
    expect(after.body.erpConnected).toBe(true);
  });

  it("gives back the store's terms and disconnects from the ERP when the fields are emptied", async () => {
    const buyer = await companyWithBuyer('Takaisin Oy', 'C-40002');
    await update(editor, buyer.companyId!, { termsOfDelivery: 'DAP', termsOfPayment: '14 days' }).expect(200);
    await update(editor, buyer.companyId!, {
      erpCustomerNumber: '',
      termsOfDelivery: null,
      termsOfPayment: '',
    }).expect(200);
    expect(await storedCompany(buyer.companyId!)).toEqual({
      erp_customer_number: null,
      terms_of_delivery: null,
      terms_of_payment: null,
      invoice_payment_allowed: true,
    });
  });

  it.each([
    ['a space inside', 'C 40003'],
    ['a slash', 'C/40003'],
    ['a leading dash', '-40003'],
    ['41 characters', 'A'.repeat(41)],
  ])('refuses an ERP customer number with %s and stores nothing', async (_case, erpCustomerNumber) => {
    const buyer = await companyWithBuyer('Väärä Numero Oy');
    const response = await update(editor, buyer.companyId!, {
      erpCustomerNumber,
      termsOfDelivery: 'EXW',
    }).expect(400);
    expect(response.body.message).toMatch(/ERP customer number may only contain letters, digits and dashes/);
    expect(response.body.details).toEqual([expect.objectContaining({ field: 'erpCustomerNumber' })]);
    expect(await storedCompany(buyer.companyId!)).toMatchObject({
      erp_customer_number: null,
      terms_of_delivery: null,
    });
  });

  it('refuses terms longer than 200 characters', async () => {
    const buyer = await companyWithBuyer('Pitkät Ehdot Oy');
    const response = await update(editor, buyer.companyId!, { termsOfPayment: 'x'.repeat(201) }).expect(400);
    expect(response.body.message).toBe('termsOfPayment must be at most 200 characters');
    expect(await storedCompany(buyer.companyId!)).toMatchObject({ terms_of_payment: null });
  });

  it('answers 409 when another company already has the ERP customer number, and keeps both as they were', async () => {
    const holder = await companyWithBuyer('Ensimmäinen Oy', 'C-40004');
    const other = await companyWithBuyer('Toinen Oy');
    const response = await update(editor, other.companyId!, {
      erpCustomerNumber: 'C-40004',
      termsOfDelivery: 'EXW',
    }).expect(409);
    expect(response.body.message).toBe(
      'The ERP customer number C-40004 is already given to another customer company',
    );
    expect(await storedCompany(other.companyId!)).toMatchObject({
      erp_customer_number: null,
      terms_of_delivery: null,
    });
    expect(await storedCompany(holder.companyId!)).toMatchObject({ erp_customer_number: 'C-40004' });
  });

  it('writes who changed what, from what to what, into the audit log', async () => {
    const buyer = await companyWithBuyer('Auditoitu Oy');
    await update(editor, buyer.companyId!, {
      erpCustomerNumber: 'C-40005',
      invoicePaymentAllowed: true,
    }).expect(200);
    const entries = await testApp.withClient(async (client) => {
      const { rows } = await client.query(
        `select a.action, a.actor_type, u.email, a.details from audit_log a join admin_user u on u.id = a.actor_id
          where a.subject_type = 'customer_company' and a.subject_id = $1`,
        [buyer.companyId],
      );
      return rows;
    });
    expect(entries).toEqual([
      {
        action: 'customer_company.updated',
        actor_type: 'admin',
        email: DEMO_ACCOUNTS.editor.email,
        details: { name: 'Auditoitu Oy', erpCustomerNumber: { from: null, to: 'C-40005' } },
      },
    ]);
  });

  it('lets staff with only customers.read look but not change', async () => {
    const buyer = await companyWithBuyer('Vain Luku Oy');
    const roleId = await testApp.withClient(async (client) => {
      const { rows } = await client.query<{ id: number }>(
        `insert into admin_role (name, permissions) values ('Customers read-only', '{customers.read}') returning id`,
      );
      return rows[0].id;
    });
    const user = await testApp.withClient((client) => insertAdminUser(client, { role: roleId }));
    const reader = await loginAsAdmin(testApp, user.email, user.password);
    await list(reader, { filter: { q: 'Vain Luku' } }).expect(200);
    const response = await update(reader, buyer.companyId!, { erpCustomerNumber: 'C-40006' });
    expect(response.status).toBe(403);
    expect(await storedCompany(buyer.companyId!)).toMatchObject({ erp_customer_number: null });
  });
});
