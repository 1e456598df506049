import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { insertCustomer } from '../../factories/account.factory';
import { loginAsAdmin, type AdminAgent } from '../../support/admin-session';
import { linkIn, MailCatcher } from '../../support/mail-catcher';
import { loginToShop, visitShop, type ShopAgent } from '../../support/shop-session';
import { startTestApp, type TestApp } from '../../support/test-app';

const PUBLIC_URL = 'https://shop.example.test';
const { administrator, customer: demoCustomer, salesrep } = DEMO_ACCOUNTS;
let serial = 0;

/**
 * Customers, customer groups and salesrep assignments edited in the back office (issue 16 item 5): a created
 * customer's invitation, blocking, group membership and prices, a company's users, and who a salesrep may act for.
 */
describe('customers in the back office', () => {
  let testApp: TestApp;
  const catcher = new MailCatcher();
  let admin: AdminAgent;

  beforeAll(async () => {
    await catcher.start();
    testApp = await startTestApp({ products: 10, env: { SMTP_URL: catcher.smtpUrl, PUBLIC_URL } });
    admin = await loginAsAdmin(testApp, administrator.email, administrator.password);
  });

  afterAll(async () => {
    await testApp.close();
    await catcher.stop();
  });

  function call(method: 'get' | 'post' | 'put' | 'delete', path: string, body?: object) {
    const request = testApp.http()[method](path).set('Cookie', admin.cookies).set('X-CSRF-Token', admin.csrf);
    return body ? request.send(body) : request;
  }

  function shop(agent: ShopAgent, method: 'get' | 'post', path: string, body?: object) {
    const request = testApp.http()[method](path).set('Cookie', agent.cookies).set('X-CSRF-Token', agent.csrf);
    return body ? request.send(body) : request;
  }

  function newCustomer(overrides: Record<string, unknown> = {}) {
    serial += 1;
    return {
      email: `new.buyer.${serial}.${Date.now()}@example.test`,
      firstname: 'Sanna',
      lastname: `Laine${serial}`,
      locale: 'fi',
      companyId: 1,
      ...overrides,
    };
  }

  /** Sets the password through the mailed invitation link; answers the token. */
  async function acceptInvitation(email: string, password: string): Promise<string> {
    const mail = await catcher.waitFor(email, (caught) => caught.text.includes('/account/reset-password/'));
    const token = linkIn(mail, `${PUBLIC_URL}/`).split('/').at(-1)!;
    const agent = await visitShop(testApp);
    await shop(agent, 'post', `/api/shop/account/password-reset/${token}`, {
      password,
      passwordRepeat: password,
    }).expect(200);
    return token;
  }

  it('creates a customer who gets an invitation in their language, sets a password through it once and logs in', async () => {
    const input = newCustomer();
    const created = await call('post', '/api/admin/customers', input).expect(201);
    expect(created.body).toMatchObject({
      email: input.email,
      name: `Sanna ${input.lastname}`,
      companyId: 1,
      companyName: demoCustomer.company.name,
      kind: 'customer',
      active: true,
    });
    const mail = await catcher.waitFor(input.email);
    expect(mail.subject).toBe('TradeShop-asiakastilisi on valmis');
    expect(linkIn(mail, `${PUBLIC_URL}/`)).toContain(`${PUBLIC_URL}/fi/account/reset-password/`);
    const token = await acceptInvitation(input.email, 'a-new-password-2026');
    await loginToShop(testApp, input.email, 'a-new-password-2026');
    // The link is single use.
    const again = await shop(await visitShop(testApp), 'post', `/api/shop/account/password-reset/${token}`, {
      password: 'another-password-2026',
      passwordRepeat: 'another-password-2026',
    }).expect(400);
    expect(again.body.error).toBe('TOKEN_INVALID');
    const audit = await testApp.withClient(async (client) => {
      const { rows } = await client.query<{ action: string }>(
        `select action from audit_log where subject_type = 'customer' and subject_id = $1`,
        [created.body.id],
      );
      return rows.map((row) => row.action);
    });
    expect(audit).toContain('customer.created');
  });

  it('refuses an invitation link after its time is up', async () => {
    const input = newCustomer();
    await call('post', '/api/admin/customers', input).expect(201);
    const mail = await catcher.waitFor(input.email);
    const token = linkIn(mail, `${PUBLIC_URL}/`).split('/').at(-1)!;
    await testApp.withClient((client) =>
      client.query(
        `update one_time_token set expires_at = now() - interval '1 minute'
         where purpose = 'customer_invitation' and subject_id = (select id from customer where email = $1)`,
        [input.email],
      ),
    );
    const response = await shop(
      await visitShop(testApp),
      'post',
      `/api/shop/account/password-reset/${token}`,
      {
        password: 'a-new-password-2026',
        passwordRepeat: 'a-new-password-2026',
      },
    ).expect(400);
    expect(response.body.error).toBe('TOKEN_INVALID');
  });

  it('answers 409 with a clear message for an e-mail already in use, and 400 for bad input, storing nothing', async () => {
    const taken = await call(
      'post',
      '/api/admin/customers',
      newCustomer({ email: demoCustomer.email }),
    ).expect(409);
    expect(taken.body.message).toBe(`The e-mail ${demoCustomer.email} is already used by another account`);
    const bad = await call(
      'post',
      '/api/admin/customers',
      newCustomer({ email: 'nope', firstname: ' ' }),
    ).expect(400);
    expect(bad.body.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'email' }),
        expect.objectContaining({ field: 'firstname' }),
      ]),
    );
  });

  it('blocks a customer: their existing session is refused at once and login says they are blocked; unblock lets them in', async () => {
    const buyer = await testApp.withClient((client) => insertCustomer(client, { locale: 'en' }));
    const agent = await loginToShop(testApp, buyer.email, buyer.password);
    await shop(agent, 'get', '/api/shop/account/profile').expect(200);

    const blocked = await call('post', `/api/admin/customers/${buyer.id}/block`).expect(200);
    expect(blocked.body.active).toBe(false);
    const refused = await shop(agent, 'get', '/api/shop/account/profile').expect(401);
    expect(refused.body.error).toBe('AUTHENTICATION_REQUIRED');
    const session = await shop(agent, 'get', '/api/shop/session').expect(200);
    expect(session.body.customer).toBeNull();
    const login = await shop(await visitShop(testApp), 'post', '/api/shop/account/login', {
      email: buyer.email,
      password: buyer.password,
    }).expect(403);
    expect(login.body).toMatchObject({
      error: 'ACCOUNT_BLOCKED',
      message: expect.stringContaining('blocked'),
    });
    // A wrong password still says only that the credentials are wrong.
    await shop(await visitShop(testApp), 'post', '/api/shop/account/login', {
      email: buyer.email,
      password: 'wrong-password-2026',
    }).expect(401);

    const list = await call(
      'get',
      `/api/admin/customers?filter=${encodeURIComponent(JSON.stringify({ active: false, q: buyer.email }))}`,
    ).expect(200);
    expect(list.body.map((row: { id: number }) => row.id)).toEqual([buyer.id]);

    await call('post', `/api/admin/customers/${buyer.id}/unblock`).expect(200);
    await loginToShop(testApp, buyer.email, buyer.password);
  });

  it('mails a password-reset link on request from the back office', async () => {
    const buyer = await testApp.withClient((client) => insertCustomer(client, { locale: 'sv' }));
    await call('post', `/api/admin/customers/${buyer.id}/password-reset`).expect(204);
    const mail = await catcher.waitFor(buyer.email);
    expect(linkIn(mail, `${PUBLIC_URL}/`)).toContain('/sv/account/reset-password/');
  });

  it('edits a customer and their addresses', async () => {
    const buyer = await testApp.withClient((client) => insertCustomer(client));
    const edited = await call('put', `/api/admin/customers/${buyer.id}`, {
      firstname: 'Erik',
      phone: '+358 40 123 4567',
      locale: 'sv',
      companyId: 1,
    }).expect(200);
    expect(edited.body).toMatchObject({
      firstname: 'Erik',
      phone: '+358 40 123 4567',
      locale: 'sv',
      companyId: 1,
    });
    const address = {
      type: 'delivery',
      firstname: 'Erik',
      lastname: 'Buyer',
      street: 'Testgatan 1',
      postcode: '00100',
      city: 'Helsingfors',
      country: 'FI',
    };
    const added = await call('post', `/api/admin/customers/${buyer.id}/addresses`, address).expect(201);
    await call('put', `/api/admin/customers/${buyer.id}/addresses/${added.body.id}`, {
      ...address,
      city: 'Espoo',
    }).expect(200);
    const listed = await call('get', `/api/admin/customers/${buyer.id}/addresses`).expect(200);
    expect(listed.body.addresses).toEqual([expect.objectContaining({ id: added.body.id, city: 'Espoo' })]);
    await call('delete', `/api/admin/customers/${buyer.id}/addresses/${added.body.id}`).expect(204);
    const after = await call('get', `/api/admin/customers/${buyer.id}/addresses`).expect(200);
    expect(after.body.addresses).toEqual([]);
  });

  it('changes the price a customer sees when they join or leave a group with a group price', async () => {
    const wholesale = await testApp.withClient(async (client) => {
      const { rows } = await client.query<{ id: number; product_id: number; price_minor: string }>(
        `select g.id, cp.product_id, cp.price_minor from customer_group g
         join customer_price cp on cp.customer_group_id = g.id where g.code = 'wholesale'
         order by cp.product_id limit 1`,
      );
      return rows[0]!;
    });
    const input = newCustomer({ groupIds: [] });
    const created = await call('post', '/api/admin/customers', input).expect(201);
    await acceptInvitation(input.email, 'group-password-2026');
    const agent = await loginToShop(testApp, input.email, 'group-password-2026');
    const price = async () =>
      (await shop(agent, 'get', `/api/shop/prices?locale=fi&products=${wholesale.product_id}`).expect(200))
        .body.prices[0].unitPriceNetMinor as number;

    const before = await price();
    expect(before).not.toBe(Number(wholesale.price_minor));
    const group = await call('post', `/api/admin/customer-groups/${wholesale.id}/members`, {
      customerId: created.body.id,
    }).expect(200);
    expect(group.body.code).toBe('wholesale');
    expect(await price()).toBe(Number(wholesale.price_minor));
    await call('delete', `/api/admin/customer-groups/${wholesale.id}/members/${created.body.id}`).expect(200);
    expect(await price()).toBe(before);
  });

  it('creates, renames and deletes a group, and refuses to delete one that prices use', async () => {
    const created = await call('post', '/api/admin/customer-groups', {
      code: 'electricians',
      name: 'Sähkö',
    }).expect(201);
    await call('post', '/api/admin/customer-groups', { code: 'electricians', name: 'Again' }).expect(409);
    await call('put', `/api/admin/customer-groups/${created.body.id}`, {
      code: 'electricians',
      name: 'Electricians',
    }).expect(200);
    await call('delete', `/api/admin/customer-groups/${created.body.id}`).expect(200);
    await call('get', `/api/admin/customer-groups/${created.body.id}`).expect(404);

    const wholesale = await testApp.withClient(
      async (client) =>
        (await client.query<{ id: number }>(`select id from customer_group where code = 'wholesale'`))
          .rows[0]!.id,
    );
    const refused = await call('delete', `/api/admin/customer-groups/${wholesale}`).expect(409);
    expect(refused.body.message).toMatch(
      /^The customer group .+ cannot be deleted: it is used by \d+ customer prices/,
    );
  });

  describe('salesreps', () => {
    let other: { id: number; email: string; companyId: number | null };
    let repId: number;

    beforeAll(async () => {
      other = await testApp.withClient((client) =>
        insertCustomer(client, { company: { name: 'Nordlys Elektro AS', organizationNumber: '912345674' } }),
      );
      repId = (
        await call(
          'get',
          `/api/admin/customers?filter=${encodeURIComponent(JSON.stringify({ q: salesrep.email }))}`,
        ).expect(200)
      ).body[0].id;
    });

    async function actAs(email: string, status: number) {
      const rep = await loginToShop(testApp, salesrep.email, salesrep.password);
      return shop(rep, 'post', '/api/shop/impersonation', { email }).expect(status);
    }

    it('acts only for customers of assigned companies, or for all with the "all" flag', async () => {
      expect((await call('get', `/api/admin/customers/${repId}/companies`).expect(200)).body.ids).toEqual([
        1,
      ]);
      const refused = await actAs(other.email, 403);
      expect(refused.body.message).toBe(
        'You do not serve Nordlys Elektro AS: ask for the company to be assigned to you',
      );
      await actAs(demoCustomer.email, 200);

      await call('put', `/api/admin/customer-companies/${other.companyId}/salesreps`, {
        ids: [repId],
      }).expect(200);
      await actAs(other.email, 200);
      await call('put', `/api/admin/customers/${repId}/companies`, { ids: [1] }).expect(200);
      await actAs(other.email, 403);

      await call('put', `/api/admin/customers/${repId}`, { impersonatesAll: true }).expect(200);
      await actAs(other.email, 200);
      await call('put', `/api/admin/customers/${repId}`, { impersonatesAll: false }).expect(200);
    });

    it('finds the customers they may act for by company name, name or e-mail', async () => {
      const rep = await loginToShop(testApp, salesrep.email, salesrep.password);
      const search = (q: string) =>
        shop(rep, 'get', `/api/shop/impersonation/customers?q=${encodeURIComponent(q)}`).expect(200);
      const byCompany = await search('voltgross');
      expect(byCompany.body).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ email: demoCustomer.email, companyName: demoCustomer.company.name }),
        ]),
      );
      // Nordlys is not assigned to the rep: not found.
      expect((await search('nordlys')).body).toEqual([]);
      await call('put', `/api/admin/customer-companies/${other.companyId}/salesreps`, {
        ids: [repId],
      }).expect(200);
      expect((await search('nordlys')).body).toEqual([expect.objectContaining({ id: other.id })]);
      expect((await search(demoCustomer.lastname.toLowerCase())).body).toEqual(
        expect.arrayContaining([expect.objectContaining({ email: demoCustomer.email })]),
      );
      const buyer = await loginToShop(testApp, demoCustomer.email, demoCustomer.password);
      await shop(buyer, 'get', '/api/shop/impersonation/customers?q=volt').expect(403);
    });
  });

  describe("a company's users", () => {
    it('lets a company administrator invite a colleague from the shop, and refuses others', async () => {
      const boss = await loginToShop(testApp, demoCustomer.email, demoCustomer.password);
      const listed = await shop(boss, 'get', '/api/shop/account/company/users').expect(200);
      expect(listed.body.canInvite).toBe(true);
      const email = `colleague.${Date.now()}@voltgrossisten.test`;
      const invited = await shop(boss, 'post', '/api/shop/account/company/users', {
        firstname: 'Ville',
        lastname: 'Kollega',
        email,
        locale: 'en',
      }).expect(201);
      expect(invited.body.users).toEqual(
        expect.arrayContaining([expect.objectContaining({ email, companyAdmin: false, invited: true })]),
      );
      await acceptInvitation(email, 'colleague-password-2026');
      const colleague = await loginToShop(testApp, email, 'colleague-password-2026');
      const theirs = await shop(colleague, 'get', '/api/shop/account/company/users').expect(200);
      expect(theirs.body.canInvite).toBe(false);
      await shop(colleague, 'post', '/api/shop/account/company/users', {
        firstname: 'X',
        lastname: 'Y',
        email: `x.${Date.now()}@example.test`,
        locale: 'en',
      }).expect(403);
      const taken = await shop(boss, 'post', '/api/shop/account/company/users', {
        firstname: 'X',
        lastname: 'Y',
        email,
        locale: 'en',
      }).expect(409);
      expect(taken.body.message).toBe(`The e-mail ${email} is already used by another account`);
    });
  });
});
