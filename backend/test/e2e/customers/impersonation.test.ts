import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { loginAsAdmin } from '../../support/admin-session';
import { loginToShop, withCookies, type ShopAgent } from '../../support/shop-session';
import { insertAdminUser, insertCustomer } from '../../factories/account.factory';
import { startTestApp, type TestApp } from '../../support/test-app';

const { customer, salesrep, administrator, editor } = DEMO_ACCOUNTS;

function sessionOf(agent: ShopAgent): string | undefined {
  return agent.cookies.find((cookie) => cookie.startsWith('shop_session='));
}

interface AuditRow {
  action: string;
  actor_type: string;
  actor_id: number | null;
  subject_type: string | null;
  subject_id: number | null;
  on_behalf_of_customer_id: number | null;
  ip: string | null;
  details: Record<string, unknown>;
}

describe('salesrep impersonation', () => {
  let testApp: TestApp;
  let customerId: number;
  let salesrepId: number;

  beforeAll(async () => {
    testApp = await startTestApp({ products: 0 });
    await testApp.withClient(async (client) => {
      const { rows } = await client.query<{ id: number; kind: string }>(
        `select id, kind from customer where email in ($1, $2)`,
        [customer.email, salesrep.email],
      );
      customerId = rows.find((row) => row.kind === 'customer')!.id;
      salesrepId = rows.find((row) => row.kind === 'salesrep')!.id;
    });
  });

  afterAll(() => testApp.close());

  function post(agent: ShopAgent, path: string, body: object = {}) {
    return testApp
      .http()
      .post(path)
      .set('Cookie', agent.cookies)
      .set('X-CSRF-Token', agent.csrf)
      .set('X-Forwarded-For', '203.0.113.7')
      .send(body);
  }

  async function sessionBody(agent: ShopAgent) {
    return (await testApp.http().get('/api/shop/session').set('Cookie', agent.cookies).expect(200)).body;
  }

  async function startActing(email = customer.email): Promise<ShopAgent> {
    const rep = await loginToShop(testApp, salesrep.email, salesrep.password);
    const response = await post(rep, '/api/shop/impersonation', { email }).expect(200);
    return withCookies(rep, response.headers['set-cookie']);
  }

  async function auditEntries(action: string): Promise<AuditRow[]> {
    return testApp.withClient(async (client) => {
      const { rows } = await client.query<AuditRow>(
        `select action, actor_type, actor_id, subject_type, subject_id, on_behalf_of_customer_id, ip, details
           from audit_log where action = $1 order by id`,
        [action],
      );
      return rows;
    });
  }

  it('lets a salesrep act as a customer in a new session, with the customer served and the rep shown', async () => {
    const rep = await loginToShop(testApp, salesrep.email, salesrep.password);
    const response = await post(rep, '/api/shop/impersonation', {
      email: customer.email.toUpperCase(),
    }).expect(200);
    expect(response.body.customer).toMatchObject({
      email: customer.email,
      kind: 'customer',
      companyName: customer.company.name,
    });
    expect(response.body.salesrep).toMatchObject({ email: salesrep.email, kind: 'salesrep' });

    const acting = withCookies(rep, response.headers['set-cookie']);
    expect(sessionOf(acting)).toBeDefined();
    expect(sessionOf(acting)).not.toEqual(sessionOf(rep));
    const body = await sessionBody(acting);
    expect(body.customer).toMatchObject({ id: customerId, firstname: customer.firstname });
    expect(body.salesrep).toMatchObject({ id: salesrepId, lastname: salesrep.lastname });
    // The rep's session from before impersonating no longer counts.
    expect((await sessionBody(rep)).customer).toBeNull();
  });

  it('records the start with the salesrep, the customer and the address', async () => {
    await startActing();
    const started = (await auditEntries('impersonation.started')).at(-1);
    expect(started).toMatchObject({
      actor_type: 'salesrep',
      actor_id: salesrepId,
      subject_type: 'customer',
      subject_id: customerId,
      on_behalf_of_customer_id: customerId,
      ip: expect.stringContaining('203.0.113.7'),
    });
  });

  it('refuses impersonation to a customer', async () => {
    const buyer = await loginToShop(testApp, customer.email, customer.password);
    const response = await post(buyer, '/api/shop/impersonation', { email: customer.email }).expect(403);
    expect(response.body.error).toBe('IMPERSONATION_NOT_ALLOWED');
    expect(response.body.message).toBe('Only a salesrep can act as a customer');
  });

  it('refuses impersonation to a visitor', async () => {
    const visitor = await loginToShop(testApp, customer.email, customer.password);
    const anonymous = {
      ...visitor,
      cookies: visitor.cookies.filter((cookie) => !cookie.startsWith('shop_')),
    };
    await post(anonymous, '/api/shop/impersonation', { email: customer.email }).expect(401);
  });

  it('says so when no active customer has the e-mail, and starts nothing', async () => {
    const rep = await loginToShop(testApp, salesrep.email, salesrep.password);
    const before = (await auditEntries('impersonation.started')).length;
    const response = await post(rep, '/api/shop/impersonation', { email: 'nobody@example.test' }).expect(404);
    expect(response.body.error).toBe('CUSTOMER_NOT_FOUND');
    expect(response.body.message).toBe('No active customer account has the e-mail nobody@example.test');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await sessionBody(rep)).salesrep).toBeNull();
    expect(await auditEntries('impersonation.started')).toHaveLength(before);
  });

  it('refuses a deactivated customer as unknown', async () => {
    const inactive = await testApp.withClient((client) => insertCustomer(client));
    await testApp.withClient((client) =>
      client.query(`update customer set active = false where id = $1`, [inactive.id]),
    );
    const rep = await loginToShop(testApp, salesrep.email, salesrep.password);
    await post(rep, '/api/shop/impersonation', { email: inactive.email }).expect(404);
  });

  it('refuses to act as another salesrep', async () => {
    const other = await testApp.withClient((client) => insertCustomer(client, { kind: 'salesrep' }));
    const rep = await loginToShop(testApp, salesrep.email, salesrep.password);
    const response = await post(rep, '/api/shop/impersonation', { email: other.email }).expect(403);
    expect(response.body.message).toBe('A salesrep cannot act as another salesrep');
  });

  it('answers a malformed e-mail with a field error', async () => {
    const rep = await loginToShop(testApp, salesrep.email, salesrep.password);
    const response = await post(rep, '/api/shop/impersonation', { email: 'not-an-address' }).expect(400);
    expect(response.body.details).toEqual([{ field: 'email', reason: 'email must be an e-mail address' }]);
  });

  it('records every change made while acting with the salesrep as actor, failed ones too', async () => {
    const acting = await startActing();
    await post(acting, '/api/shop/impersonation', { email: 'not-an-address' }).expect(400);
    const [failed] = (await auditEntries('shop.request')).slice(-1);
    expect(failed).toMatchObject({
      actor_type: 'salesrep',
      actor_id: salesrepId,
      on_behalf_of_customer_id: customerId,
      details: { method: 'POST', route: '/api/shop/impersonation', status: 400 },
    });

    await post(acting, '/api/shop/impersonation/exit').expect(200);
    const [exit] = (await auditEntries('shop.request')).slice(-1);
    expect(exit).toMatchObject({
      actor_id: salesrepId,
      on_behalf_of_customer_id: customerId,
      details: { method: 'POST', route: '/api/shop/impersonation/exit', status: 200 },
    });
  });

  it("records an address a salesrep adds for the customer, and the address is the customer's", async () => {
    const acting = await startActing();
    const address = {
      type: 'delivery',
      firstname: customer.firstname,
      lastname: customer.lastname,
      street: 'Teollisuuskatu',
      number: '4',
      postcode: '00510',
      city: 'Helsinki',
      country: 'FI',
    };
    const created = await post(acting, '/api/shop/account/addresses', address).expect(201);
    const [entry] = (await auditEntries('shop.request')).slice(-1);
    expect(entry).toMatchObject({
      actor_type: 'salesrep',
      actor_id: salesrepId,
      subject_type: 'customer',
      subject_id: customerId,
      on_behalf_of_customer_id: customerId,
      details: { method: 'POST', route: '/api/shop/account/addresses', status: 201 },
    });
    const owner = await testApp.withClient(async (client) => {
      const { rows } = await client.query<{ customer_id: number }>(
        `select customer_id from address where id = $1`,
        [created.body.id],
      );
      return rows[0]?.customer_id;
    });
    expect(owner).toBe(customerId);
  });

  it('does not record the requests of a customer acting for themselves', async () => {
    const before = (await auditEntries('shop.request')).length;
    const buyer = await loginToShop(testApp, customer.email, customer.password);
    await post(buyer, '/api/shop/impersonation/exit').expect(409);
    expect(await auditEntries('shop.request')).toHaveLength(before);
  });

  it('brings the salesrep back to their own new session at exit, and records how long it lasted', async () => {
    const acting = await startActing();
    const response = await post(acting, '/api/shop/impersonation/exit').expect(200);
    expect(response.body.customer).toMatchObject({ id: salesrepId, kind: 'salesrep' });
    expect(response.body.salesrep).toBeNull();

    const back = withCookies(acting, response.headers['set-cookie']);
    expect(sessionOf(back)).not.toEqual(sessionOf(acting));
    expect(await sessionBody(back)).toMatchObject({ customer: { id: salesrepId }, salesrep: null });
    expect((await sessionBody(acting)).customer).toBeNull();

    const ended = (await auditEntries('impersonation.ended')).at(-1);
    expect(ended).toMatchObject({
      actor_type: 'salesrep',
      actor_id: salesrepId,
      subject_id: customerId,
      on_behalf_of_customer_id: customerId,
      ip: expect.stringContaining('203.0.113.7'),
      details: { durationSeconds: expect.any(Number) },
    });
  });

  it('ends the first impersonation in the log when the salesrep switches straight to another customer', async () => {
    const other = await testApp.withClient((client) =>
      insertCustomer(client, { company: { name: 'Lampe AS', organizationNumber: '987654321' } }),
    );
    // The demo salesrep serves Lampe AS too.
    await testApp.withClient((client) =>
      client.query('insert into customer_salesrep_company (salesrep_id, company_id) values ($1, $2)', [
        salesrepId,
        other.companyId,
      ]),
    );
    const acting = await startActing();
    const response = await post(acting, '/api/shop/impersonation', { email: other.email }).expect(200);
    expect(response.body.customer).toMatchObject({ id: other.id, companyName: 'Lampe AS' });
    const ended = (await auditEntries('impersonation.ended')).at(-1);
    expect(ended).toMatchObject({ actor_id: salesrepId, subject_id: customerId });
    const started = (await auditEntries('impersonation.started')).at(-1);
    expect(started).toMatchObject({
      actor_id: salesrepId,
      subject_id: other.id,
      on_behalf_of_customer_id: other.id,
    });
  });

  it('answers an exit without an impersonation with a clear message', async () => {
    const rep = await loginToShop(testApp, salesrep.email, salesrep.password);
    const response = await post(rep, '/api/shop/impersonation/exit').expect(409);
    expect(response.body.message).toBe('You are not acting as a customer');
  });

  describe('the back-office audit log', () => {
    it('lists the start and exit, newest first, filtered by action and customer, with Content-Range', async () => {
      const acting = await startActing();
      await post(acting, '/api/shop/impersonation/exit').expect(200);
      const admin = await loginAsAdmin(testApp, administrator.email, administrator.password);
      const response = await testApp
        .http()
        .get('/api/admin/audit-log')
        .query({
          filter: JSON.stringify({ onBehalfOfCustomerId: customerId, actorType: 'salesrep' }),
          sort: JSON.stringify(['occurredAt', 'DESC']),
          range: JSON.stringify([0, 9]),
        })
        .set('Cookie', admin.cookies)
        .expect(200);
      expect(response.headers['content-range']).toMatch(/^audit-log 0-\d+\/\d+$/);
      const actions = (response.body as { action: string }[]).map((entry) => entry.action);
      // The exit request itself is recorded once it has answered, so it comes last.
      expect(actions.slice(0, 3)).toEqual(['shop.request', 'impersonation.ended', 'impersonation.started']);

      const started = await testApp
        .http()
        .get('/api/admin/audit-log')
        .query({ filter: JSON.stringify({ action: 'impersonation.started', subjectId: customerId }) })
        .set('Cookie', admin.cookies)
        .expect(200);
      const [entry] = started.body as { id: number; action: string }[];
      expect(entry).toMatchObject({
        action: 'impersonation.started',
        actorType: 'salesrep',
        actorId: salesrepId,
        subjectType: 'customer',
        subjectId: customerId,
        onBehalfOfCustomerId: customerId,
        ip: expect.stringContaining('203.0.113.7'),
      });
      const one = await testApp
        .http()
        .get(`/api/admin/audit-log/${entry.id}`)
        .set('Cookie', admin.cookies)
        .expect(200);
      expect(one.body).toEqual(entry);
    });

    it('explains a filter it cannot use', async () => {
      const admin = await loginAsAdmin(testApp, administrator.email, administrator.password);
      const response = await testApp
        .http()
        .get('/api/admin/audit-log')
        .query({ filter: JSON.stringify({ actorType: 'robot' }) })
        .set('Cookie', admin.cookies)
        .expect(400);
      expect(response.body.message).toBe('filter.actorType must be one of admin, customer, salesrep, system');
    });

    it('answers an unknown entry with 404', async () => {
      const admin = await loginAsAdmin(testApp, administrator.email, administrator.password);
      await testApp.http().get('/api/admin/audit-log/999999').set('Cookie', admin.cookies).expect(404);
    });

    it('is closed to an editor, whose role has no users permission', async () => {
      const agent = await loginAsAdmin(testApp, editor.email, editor.password);
      await testApp.http().get('/api/admin/audit-log').set('Cookie', agent.cookies).expect(403);
    });

    it('is open to a role with users.read only', async () => {
      const roleId = await testApp.withClient(async (client) => {
        const { rows } = await client.query<{ id: number }>(
          `insert into admin_role (code, name, permissions) values ('auditor', 'Auditor', array['users.read'])
           returning id`,
        );
        return rows[0].id;
      });
      const auditor = await testApp.withClient((client) => insertAdminUser(client, { role: roleId }));
      const agent = await loginAsAdmin(testApp, auditor.email, auditor.password);
      await testApp.http().get('/api/admin/audit-log').set('Cookie', agent.cookies).expect(200);
    });

    it('asks an anonymous caller to log in', async () => {
      await testApp.http().get('/api/admin/audit-log').expect(401);
    });
  });

  describe("the customer's account while a salesrep acts", () => {
    const profileFields = {
      salutation: 'ms',
      firstname: customer.firstname,
      lastname: customer.lastname,
      locale: 'fi',
    };

    it("shows and updates the customer's profile, not the salesrep's", async () => {
      const acting = await startActing();
      const profile = await testApp
        .http()
        .get('/api/shop/account/profile')
        .set('Cookie', acting.cookies)
        .expect(200);
      expect(profile.body.email).toBe(customer.email);

      await testApp
        .http()
        .put('/api/shop/account/profile')
        .set('Cookie', acting.cookies)
        .set('X-CSRF-Token', acting.csrf)
        .send({
          ...profileFields,
          email: customer.email,
          emailRepeat: customer.email,
          phone: '+358 40 123 4567',
        })
        .expect(200);
      const phone = await testApp.withClient(async (client) => {
        const { rows } = await client.query<{ email: string; phone: string | null }>(
          `select email, phone from customer where id in ($1, $2)`,
          [customerId, salesrepId],
        );
        return Object.fromEntries(rows.map((row) => [row.email, row.phone]));
      });
      expect(phone[customer.email]).toBe('+358 40 123 4567');
      expect(phone[salesrep.email]).toBeNull();
    });

    it("refuses to change the customer's login e-mail or password", async () => {
      const acting = await startActing();
      const email = await testApp
        .http()
        .put('/api/shop/account/profile')
        .set('Cookie', acting.cookies)
        .set('X-CSRF-Token', acting.csrf)
        .send({
          ...profileFields,
          email: 'taken.over@example.test',
          emailRepeat: 'taken.over@example.test',
          currentPassword: 'x',
        })
        .expect(403);
      expect(email.body.error).toBe('IMPERSONATION_NOT_ALLOWED');

      const password = await post(acting, '/api/shop/account/change-password', {
        currentPassword: salesrep.password,
        password: 'a-new-password-2026',
        passwordRepeat: 'a-new-password-2026',
      }).expect(403);
      expect(password.body.message).toMatch(/cannot change a customer's password/);
    });
  });
});
