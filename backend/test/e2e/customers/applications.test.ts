import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { insertAdminUser } from '../../factories/account.factory';
import { finnishBusinessId } from '../../factories/business-id.factory';
import { loginAsAdmin, type AdminAgent } from '../../support/admin-session';
import { linkIn, MailCatcher } from '../../support/mail-catcher';
import { loginToShop, visitShop, type ShopAgent } from '../../support/shop-session';
import { startTestApp, type TestApp } from '../../support/test-app';

const PUBLIC_URL = 'http://shop.test';

let serial = 0;
/** A complete application; each call has its own e-mail and organization number. */
function application(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    companyName: `Valo ja Turva ${serial} Oy`,
    organizationNumber: finnishBusinessId(),
    salutation: 'mr',
    firstname: 'Matti',
    lastname: 'Meikäläinen',
    email: `matti.${serial}@valojaturva.test`,
    phone: '+358 40 765 4321',
    street: 'Teollisuuskatu 5',
    postcode: '33100',
    city: 'Tampere',
    country: 'FI',
    message: 'We install emergency lighting.',
    locale: 'fi',
    ...overrides,
  };
}

describe('customer-account applications', () => {
  let testApp: TestApp;
  const catcher = new MailCatcher();
  let editor: AdminAgent;

  beforeAll(async () => {
    await catcher.start();
    testApp = await startTestApp({ products: 0, env: { SMTP_URL: catcher.smtpUrl, PUBLIC_URL } });
    editor = await loginAsAdmin(testApp, DEMO_ACCOUNTS.editor.email, DEMO_ACCOUNTS.editor.password);
  });

  afterAll(async () => {
    await testApp.close();
    await catcher.stop();
  });

  /** Each visitor comes from an address of their own unless told, so the flood limit stays out of the way. */
  function apply(agent: ShopAgent, body: object, ip = `10.1.0.${serial}`) {
    return testApp
      .http()
      .post('/api/shop/applications')
      .set('Cookie', agent.cookies)
      .set('X-CSRF-Token', agent.csrf)
      .set('X-Forwarded-For', ip)
      .send(body);
  }

  function admin(agent: AdminAgent, method: 'get' | 'post', path: string) {
    const call = testApp
      .http()
      [method](`/api/admin/customer-applications${path}`)
      .set('Cookie', agent.cookies);
    return method === 'post' ? call.set('X-CSRF-Token', agent.csrf) : call;
  }

  async function submitted(overrides: Record<string, unknown> = {}): Promise<{ id: number; email: string }> {
    const body = application(overrides);
    await apply(await visitShop(testApp), body).expect(201);
    const list = await admin(
      editor,
      'get',
      `?filter=${encodeURIComponent(JSON.stringify({ q: body.email }))}`,
    );
    return { id: list.body[0].id, email: body.email };
  }

  it("mails the sales organisation of the applicant's country and confirms to the applicant in their language", async () => {
    const body = application({ locale: 'sv' });
    const response = await apply(await visitShop(testApp), body).expect(201);
    expect(response.body).toEqual({ received: true });

    const sales = await catcher.waitFor('sales.fi@tradeshop.test', (mail) =>
      mail.text.includes(body.companyName),
    );
    expect(sales.subject).toBe(`Uusi asiakastilihakemus: ${body.companyName}`);
    expect(sales.text).toContain(body.organizationNumber);
    expect(sales.text).toContain(body.message);
    const confirmation = await catcher.waitFor(body.email);
    expect(confirmation.subject).toBe('Vi har tagit emot din ansökan om kundkonto');
    expect(confirmation.text).toContain(body.companyName);
  });

  it('sends applications from a country without its own store to the international sales organisation', async () => {
    const body = application({ country: 'DE', postcode: '10115', city: 'Berlin', locale: 'en' });
    await apply(await visitShop(testApp), body).expect(201);
    const sales = await catcher.waitFor('sales.int@tradeshop.test', (mail) =>
      mail.text.includes(body.companyName),
    );
    expect(sales.subject).toBe(`New customer-account application: ${body.companyName}`);
  });

  it('refuses an incomplete application with the reason per field and stores nothing', async () => {
    const agent = await visitShop(testApp);
    const body = application({ companyName: ' ', email: 'not-an-address', postcode: '123' });
    const response = await apply(agent, body).expect(400);
    expect(response.body.details).toEqual(
      expect.arrayContaining([
        { field: 'companyName', reason: 'Value must not be blank' },
        { field: 'email', reason: 'Please enter a valid e-mail address' },
        { field: 'postcode', reason: 'The postcode does not have the format of the chosen country' },
      ]),
    );
    const list = await admin(
      editor,
      'get',
      `?filter=${encodeURIComponent(JSON.stringify({ q: body.email }))}`,
    );
    expect(list.body).toEqual([]);
  });

  it('refuses an application without the CSRF token', async () => {
    await testApp.http().post('/api/shop/applications').send(application()).expect(403);
  });

  it('stops a flood of applications from one address', async () => {
    const agent = await visitShop(testApp);
    for (let count = 0; count < 5; count += 1) await apply(agent, application(), '10.9.9.9').expect(201);
    const blocked = await apply(agent, application(), '10.9.9.9').expect(429);
    expect(blocked.body.error).toBe('TOO_MANY_ATTEMPTS');
    await apply(agent, application(), '10.9.9.10').expect(201);
  });

  it('lists applications for the back office with Content-Range, newest first, filtered by status', async () => {
    const { id } = await submitted();
    const response = await admin(
      editor,
      'get',
      `?sort=${encodeURIComponent('["createdAt","DESC"]')}&range=${encodeURIComponent('[0,9]')}&filter=${encodeURIComponent('{"status":"new"}')}`,
    ).expect(200);
    expect(response.headers['content-range']).toMatch(/^customer-applications 0-\d+\/\d+$/);
    expect(response.body[0]).toMatchObject({ id, status: 'new', country: 'FI', locale: 'fi' });
    const one = await admin(editor, 'get', `/${id}`).expect(200);
    expect(one.body.id).toBe(id);
    await admin(editor, 'get', '/999999').expect(404);
  });

  it('lets an editor approve: a company and customer are created and the applicant gets an invitation link', async () => {
    const { id, email } = await submitted({ locale: 'fi' });
    const response = await admin(editor, 'post', `/${id}/approve`).expect(200);
    expect(response.body).toMatchObject({
      status: 'approved',
      decidedAt: expect.any(String),
      decidedBy: expect.any(Number),
      companyId: expect.any(Number),
      customerId: expect.any(Number),
    });

    const invitation = await catcher.waitFor(
      email,
      (mail) => mail.subject === 'TradeShop-asiakastilisi on valmis',
    );
    const link = linkIn(invitation, `${PUBLIC_URL}/fi/account/reset-password/`);
    const token = link.split('/').at(-1)!;
    const described = await testApp.http().get(`/api/shop/account/password-reset/${token}`).expect(200);
    expect(described.body).toMatchObject({ email, purpose: 'customer_invitation' });

    const rows = await testApp.withClient(async (client) => {
      const { rows } = await client.query(
        `select c.email, c.company_id, co.organization_number, c.default_invoice_address_id is not null as has_address
           from customer c join customer_company co on co.id = c.company_id where c.id = $1`,
        [response.body.customerId],
      );
      return rows;
    });
    expect(rows).toEqual([
      expect.objectContaining({ email, company_id: response.body.companyId, has_address: true }),
    ]);
  });

  it('gives the new customer no password that works until they set one', async () => {
    const { id, email } = await submitted();
    await admin(editor, 'post', `/${id}/approve`).expect(200);
    const agent = await visitShop(testApp);
    await testApp
      .http()
      .post('/api/shop/account/login')
      .set('Cookie', agent.cookies)
      .set('X-CSRF-Token', agent.csrf)
      .send({ email, password: '' })
      .expect((response) => expect(response.status).toBeGreaterThanOrEqual(400));
    await expect(loginToShop(testApp, email, 'test-password-2026')).rejects.toThrow();
  });

  it('records the approval in the audit log', async () => {
    const { id } = await submitted();
    await admin(editor, 'post', `/${id}/approve`).expect(200);
    const entries = await testApp.withClient(async (client) => {
      const { rows } = await client.query(
        `select action, actor_type from audit_log where subject_type = 'customer_application' and subject_id = $1`,
        [id],
      );
      return rows;
    });
    expect(entries).toEqual([{ action: 'customer_application.approved', actor_type: 'admin' }]);
  });

  it('answers 409 when the application was already decided', async () => {
    const { id } = await submitted();
    await admin(editor, 'post', `/${id}/approve`).expect(200);
    const again = await admin(editor, 'post', `/${id}/approve`).expect(409);
    expect(again.body.message).toBe('This application has already been approved');
    await admin(editor, 'post', `/${id}/reject`).expect(409);
  });

  it('answers 409 when the organization number already belongs to a company, and creates nothing', async () => {
    const { id } = await submitted({ organizationNumber: DEMO_ACCOUNTS.customer.company.organizationNumber });
    const response = await admin(editor, 'post', `/${id}/approve`).expect(409);
    expect(response.body.message).toBe(
      `A customer company with the organization number ${DEMO_ACCOUNTS.customer.company.organizationNumber} already exists`,
    );
    const { body } = await admin(editor, 'get', `/${id}`).expect(200);
    expect(body).toMatchObject({ status: 'new', companyId: null, customerId: null });
  });

  it('answers 409 for an organization number that differs from a registered one only in spacing and case', async () => {
    const existing = DEMO_ACCOUNTS.customer.company.organizationNumber;
    const organizationNumber = ` ${existing.replace('-', ' ').toLowerCase()} `;
    const { id } = await submitted({ organizationNumber });
    const response = await admin(editor, 'post', `/${id}/approve`).expect(409);
    expect(response.body.details).toEqual([{ field: 'organizationNumber', reason: 'already registered' }]);
    const { body } = await admin(editor, 'get', `/${id}`).expect(200);
    expect(body).toMatchObject({ status: 'new', companyId: null, customerId: null });
  });

  it('rejects an application without creating an account', async () => {
    const { id } = await submitted();
    const response = await admin(editor, 'post', `/${id}/reject`).expect(200);
    expect(response.body).toMatchObject({ status: 'rejected', customerId: null, companyId: null });
  });

  it('keeps applications from back-office users without the customers permission and from shop customers', async () => {
    const { id } = await submitted();
    const roleId = await testApp.withClient(async (client) => {
      const { rows } = await client.query<{ id: number }>(
        `insert into admin_role (name, permissions) values ('Catalogue only', '{catalogue.read}') returning id`,
      );
      return rows[0].id;
    });
    const user = await testApp.withClient((client) => insertAdminUser(client, { role: roleId }));
    const cataloguer = await loginAsAdmin(testApp, user.email, user.password);
    await admin(cataloguer, 'get', '').expect(403);
    await admin(cataloguer, 'post', `/${id}/approve`).expect(403);

    const shopper = await loginToShop(testApp, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    await admin(shopper, 'get', '').expect((response) => expect([401, 403]).toContain(response.status));
  });

  it.each([
    ['FI', '0112038-8', '00100', 'Helsinki', 'The check digit of the business ID does not match'],
    ['NO', '923609017', '0150', 'Oslo', 'The check digit of the business ID does not match'],
    ['SE', '556012-5791', '11122', 'Stockholm', 'The check digit of the business ID does not match'],
    ['DK', '24256791', '1050', 'København', 'The check digit of the business ID does not match'],
    ['FI', '12345678-9', '00100', 'Helsinki', 'The business ID does not have the form of the country'],
  ])(
    'refuses a business id of %s (%s) that fails its check, naming the field, and stores nothing',
    async (country, organizationNumber, postcode, city, reason) => {
      const body = application({ country, organizationNumber, postcode, city });
      const response = await apply(await visitShop(testApp), body).expect(400);
      expect(response.body.details).toEqual([{ field: 'organizationNumber', reason }]);
      const list = await admin(
        editor,
        'get',
        `?filter=${encodeURIComponent(JSON.stringify({ q: body.email }))}`,
      );
      expect(list.body).toEqual([]);
    },
  );

  it('takes a valid Norwegian, Swedish or Danish id as its country writes it', async () => {
    const agent = await visitShop(testApp);
    await apply(
      agent,
      application({ country: 'NO', organizationNumber: '923 609 016', postcode: '0150', city: 'Oslo' }),
    ).expect(201);
    await apply(
      agent,
      application({ country: 'SE', organizationNumber: '556012-5790', postcode: '11122', city: 'Stockholm' }),
    ).expect(201);
    await apply(
      agent,
      application({ country: 'DK', organizationNumber: '24256790', postcode: '1050', city: 'København' }),
    ).expect(201);
  });
});
