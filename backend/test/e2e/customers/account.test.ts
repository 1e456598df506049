import { REGISTRATION_LIMITS } from '@tradeshop/shared';
import { MikroORM } from '@mikro-orm/postgresql';
import { ACCOUNT_FIELD_MESSAGES, PASSWORD_RESET_REQUEST_LIMITS } from '@tradeshop/shared';
import { OneTimeTokenService } from '../../../src/modules/identity/one-time-token.service';
import { insertCustomer } from '../../factories/account.factory';
import { finnishBusinessId } from '../../factories/business-id.factory';
import { linkIn, MailCatcher } from '../../support/mail-catcher';
import { loginToShop, visitShop, withCookies, type ShopAgent } from '../../support/shop-session';
import { startTestApp, type TestApp } from '../../support/test-app';

const PUBLIC_URL = 'http://shop.test';

let serial = 0;
function registration(overrides: Record<string, unknown> = {}) {
  serial += 1;
  const email = `new-buyer-${serial}-${Date.now()}@example.test`;
  return {
    salutation: 'ms',
    firstname: 'Liisa',
    lastname: 'Lamppu',
    email,
    emailRepeat: email,
    password: 'a-long-password-2026',
    passwordRepeat: 'a-long-password-2026',
    companyName: 'Lamppu Oy',
    organizationNumber: finnishBusinessId(),
    phone: '+358 40 123 4567',
    termsAccepted: true,
    locale: 'fi',
    ...overrides,
  };
}

function fieldReasons(body: { details?: { field: string; reason: string }[] }): Record<string, string[]> {
  const reasons: Record<string, string[]> = {};
  for (const { field, reason } of body.details ?? []) (reasons[field] ??= []).push(reason);
  return reasons;
}

describe('storefront accounts', () => {
  let testApp: TestApp;
  const catcher = new MailCatcher();

  const post = (agent: ShopAgent, path: string, body: object) =>
    testApp.http().post(path).set('Cookie', agent.cookies).set('X-CSRF-Token', agent.csrf).send(body);
  const sessionOf = async (agent: ShopAgent) =>
    (await testApp.http().get('/api/shop/session').set('Cookie', agent.cookies).expect(200)).body;
  const countRows = (sql: string, values: unknown[]) =>
    testApp.withClient(async (client) => Number((await client.query(sql, values)).rows[0].count));

  async function requestResetLink(email: string): Promise<string> {
    const agent = await visitShop(testApp);
    const before = catcher.to(email).length;
    await post(agent, '/api/shop/account/password-forgotten', { email, locale: 'en' }).expect(202);
    const mail = await catcher.waitFor(email, () => catcher.to(email).length > before);
    return linkIn(mail, PUBLIC_URL);
  }

  const tokenOf = (link: string) => link.split('/').at(-1)!;

  beforeAll(async () => {
    await catcher.start();
    testApp = await startTestApp({ products: 0, env: { SMTP_URL: catcher.smtpUrl, PUBLIC_URL } });
  });

  afterAll(async () => {
    await testApp.close();
    await catcher.stop();
  });

  describe('registration', () => {
    it('creates the company and the customer, logs them in and sends a welcome mail in their language', async () => {
      const visitor = await visitShop(testApp);
      const form = registration();
      const response = await post(visitor, '/api/shop/account/register', form).expect(201);
      expect(response.body.customer).toMatchObject({
        email: form.email,
        firstname: 'Liisa',
        kind: 'customer',
      });

      const agent = withCookies(visitor, response.headers['set-cookie']);
      expect((await sessionOf(agent)).customer.email).toBe(form.email);
      const profile = await testApp
        .http()
        .get('/api/shop/account/profile')
        .set('Cookie', agent.cookies)
        .expect(200);
      expect(profile.body).toMatchObject({
        salutation: 'ms',
        phone: '+358 40 123 4567',
        locale: 'fi',
        company: { name: 'Lamppu Oy', organizationNumber: form.organizationNumber },
        groups: [{ code: 'default' }],
      });
      const welcome = await catcher.waitFor(form.email);
      expect(welcome.subject).toBe('Tervetuloa TradeShopiin');
      expect(welcome.text).toContain(`${PUBLIC_URL}/fi/account/login`);
    });

    it('puts the company in the store of the shop language', async () => {
      const visitor = await visitShop(testApp);
      const form = registration({ locale: 'sv', organizationNumber: '556012-5790' });
      await post(visitor, '/api/shop/account/register', form).expect(201);
      const stores = await testApp.withClient(async (client) => {
        const { rows } = await client.query(
          `select s.code from customer_company c join store s on s.id = c.store_id
           where c.organization_number = $1`,
          [form.organizationNumber],
        );
        return rows.map((row: { code: string }) => row.code);
      });
      expect(stores).toEqual(['se']);
    });

    it('names every problem of the form next to its field and stores nothing', async () => {
      const visitor = await visitShop(testApp);
      const form = registration({
        firstname: '  ',
        emailRepeat: 'someone-else@example.test',
        passwordRepeat: 'another-long-password',
        companyName: '',
        termsAccepted: false,
      });
      const response = await post(visitor, '/api/shop/account/register', form).expect(400);
      expect(response.body.error).toBe('VALIDATION_FAILED');
      expect(fieldReasons(response.body)).toEqual({
        firstname: [ACCOUNT_FIELD_MESSAGES.blank],
        emailRepeat: [ACCOUNT_FIELD_MESSAGES.emailMismatch],
        passwordRepeat: [ACCOUNT_FIELD_MESSAGES.passwordMismatch],
        companyName: [ACCOUNT_FIELD_MESSAGES.blank],
        termsAccepted: [ACCOUNT_FIELD_MESSAGES.termsRequired],
      });
      expect(await countRows('select count(*) from customer where email = $1', [form.email])).toBe(0);
      expect(
        await countRows('select count(*) from customer_company where organization_number = $1', [
          form.organizationNumber,
        ]),
      ).toBe(0);
    });

    it('refuses a password shorter than the password policy', async () => {
      const visitor = await visitShop(testApp);
      const form = registration({ password: 'short', passwordRepeat: 'short' });
      const response = await post(visitor, '/api/shop/account/register', form).expect(400);
      expect(fieldReasons(response.body).password).toEqual([ACCOUNT_FIELD_MESSAGES.passwordTooShort]);
    });

    it('stops a script registering again and again from one address', async () => {
      const existing = await testApp.withClient((client) => insertCustomer(client));
      const visitor = await visitShop(testApp);
      const form = registration({ email: existing.email, emailRepeat: existing.email });
      const fromOneAddress = () =>
        post(visitor, '/api/shop/account/register', form).set('X-Forwarded-For', '198.51.100.23');
      for (let attempt = 0; attempt < REGISTRATION_LIMITS.perAddress; attempt += 1) {
        await fromOneAddress().expect(409);
      }
      const blocked = await fromOneAddress().expect(429);
      expect(blocked.body.error).toBe('TOO_MANY_ATTEMPTS');
      // Another address is not affected.
      await post(visitor, '/api/shop/account/register', form)
        .set('X-Forwarded-For', '198.51.100.24')
        .expect(409);
    });

    it('refuses an e-mail that is already connected to an account, in any letter case', async () => {
      const existing = await testApp.withClient((client) => insertCustomer(client));
      const visitor = await visitShop(testApp);
      const email = existing.email.toUpperCase();
      const form = registration({ email, emailRepeat: email });
      const response = await post(visitor, '/api/shop/account/register', form).expect(409);
      expect(response.body).toMatchObject({
        error: 'EMAIL_ALREADY_REGISTERED',
        message: 'This e-mail is already connected to an account',
      });
      expect(
        await countRows('select count(*) from customer_company where organization_number = $1', [
          form.organizationNumber,
        ]),
      ).toBe(0);
    });

    it('refuses a Y-tunnus whose check digit is wrong in the Finnish shop, naming the field, and stores nothing', async () => {
      const [body, check] = finnishBusinessId().split('-');
      const form = registration({ organizationNumber: `${body}-${(Number(check) + 1) % 10}` });
      const visitor = await visitShop(testApp);
      const response = await post(visitor, '/api/shop/account/register', form)
        .set('X-Forwarded-For', '198.51.100.33')
        .expect(400);
      expect(fieldReasons(response.body).organizationNumber).toEqual([
        ACCOUNT_FIELD_MESSAGES.businessIdCheckDigit,
      ]);
      expect(await countRows('select count(*) from customer where email = $1', [form.email])).toBe(0);
    });

    it('does not let a stranger join a company that is already registered', async () => {
      const organizationNumber = finnishBusinessId();
      await testApp.withClient((client) =>
        insertCustomer(client, { company: { name: 'Taken Oy', organizationNumber } }),
      );
      const visitor = await visitShop(testApp);
      const form = registration({ organizationNumber });
      const response = await post(visitor, '/api/shop/account/register', form).expect(409);
      expect(fieldReasons(response.body).organizationNumber).toEqual([
        ACCOUNT_FIELD_MESSAGES.organizationTaken,
      ]);
      expect(response.body.message).toMatch(/administrator/);
      expect(await countRows('select count(*) from customer where email = $1', [form.email])).toBe(0);
    });

    it('refuses an organization number registered before with other spacing, punctuation or letter case', async () => {
      const [body, check] = finnishBusinessId().split('-');
      await testApp.withClient((client) =>
        insertCustomer(client, { company: { name: 'Taken Oy', organizationNumber: `FI-${body}-${check}` } }),
      );
      const visitor = await visitShop(testApp);
      const form = registration({ organizationNumber: `fi ${body} ${check}` });
      const response = await post(visitor, '/api/shop/account/register', form)
        .set('X-Forwarded-For', '198.51.100.31')
        .expect(409);
      expect(fieldReasons(response.body).organizationNumber).toEqual([
        ACCOUNT_FIELD_MESSAGES.organizationTaken,
      ]);
      expect(await countRows('select count(*) from customer where email = $1', [form.email])).toBe(0);
    });

    it('refuses a business id registered before in its VAT number form', async () => {
      const id = finnishBusinessId();
      await testApp.withClient((client) =>
        insertCustomer(client, {
          company: { name: 'Vat Oy', organizationNumber: `FI${id.replace('-', '')}` },
        }),
      );
      const visitor = await visitShop(testApp);
      const form = registration({ organizationNumber: id });
      const response = await post(visitor, '/api/shop/account/register', form)
        .set('X-Forwarded-For', '198.51.100.33')
        .expect(409);
      expect(fieldReasons(response.body).organizationNumber).toEqual([
        ACCOUNT_FIELD_MESSAGES.organizationTaken,
      ]);
      expect(await countRows('select count(*) from customer where email = $1', [form.email])).toBe(0);
    });

    it('lets only one of two registrations of the same organization number at once through', async () => {
      const id = finnishBusinessId();
      const [first, second] = [registration({ organizationNumber: `FI-${id}` }), registration()];
      second.organizationNumber = `fi${id.replace('-', '')}`;
      const visitors = await Promise.all([visitShop(testApp), visitShop(testApp)]);
      const responses = await Promise.all(
        [first, second].map((form, index) =>
          post(visitors[index]!, '/api/shop/account/register', form).set('X-Forwarded-For', '198.51.100.32'),
        ),
      );
      expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
      const refused = responses.find((response) => response.status === 409)!;
      expect(fieldReasons(refused.body).organizationNumber).toEqual([
        ACCOUNT_FIELD_MESSAGES.organizationTaken,
      ]);
      expect(
        await countRows(
          `select count(*) from customer_company
           where upper(regexp_replace(organization_number, '[^0-9A-Za-z]', '', 'g')) = $1`,
          [`FI${id.replace('-', '')}`],
        ),
      ).toBe(1);
    });

    it('refuses a registration without the CSRF token', async () => {
      const visitor = await visitShop(testApp);
      const response = await testApp
        .http()
        .post('/api/shop/account/register')
        .set('Cookie', visitor.cookies)
        .send(registration())
        .expect(403);
      expect(response.body.error).toBe('CSRF_TOKEN_INVALID');
    });
  });

  describe('password reset', () => {
    it('says "E-mail not registered" for an unknown address and sends nothing', async () => {
      const visitor = await visitShop(testApp);
      const response = await post(visitor, '/api/shop/account/password-forgotten', {
        email: 'nobody-here@example.test',
      }).expect(404);
      expect(response.body).toMatchObject({
        error: 'EMAIL_NOT_REGISTERED',
        message: 'E-mail not registered',
      });
      expect(catcher.to('nobody-here@example.test')).toHaveLength(0);
    });

    it('mails a link that sets a new password once, ends the old sessions and logs the customer in', async () => {
      const account = await testApp.withClient((client) => insertCustomer(client, { locale: 'sv' }));
      const oldSession = await loginToShop(testApp, account.email, account.password);

      const link = await requestResetLink(account.email);
      expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/en/account/reset-password/[\\w-]+$`));
      const mail = catcher.to(account.email).at(-1)!;
      expect(mail.subject).toBe('Återställ ditt lösenord hos TradeShop');

      const token = tokenOf(link);
      const described = await testApp.http().get(`/api/shop/account/password-reset/${token}`).expect(200);
      expect(described.body).toEqual({ email: account.email, purpose: 'customer_password_reset' });

      const visitor = await visitShop(testApp);
      const newPassword = { password: 'brand-new-password-1', passwordRepeat: 'brand-new-password-1' };
      const reset = await post(visitor, `/api/shop/account/password-reset/${token}`, newPassword).expect(200);
      const fresh = withCookies(visitor, reset.headers['set-cookie']);
      expect((await sessionOf(fresh)).customer.email).toBe(account.email);
      expect((await sessionOf(oldSession)).customer).toBeNull();

      const again = await post(visitor, `/api/shop/account/password-reset/${token}`, newPassword).expect(400);
      expect(again.body.error).toBe('TOKEN_INVALID');
      await loginToShop(testApp, account.email, newPassword.password);
    });

    it('refuses a link after it expired', async () => {
      const account = await testApp.withClient((client) => insertCustomer(client));
      const token = tokenOf(await requestResetLink(account.email));
      await testApp.withClient((client) =>
        client.query(
          `update one_time_token set expires_at = now() - interval '1 minute'
           where purpose = 'customer_password_reset' and subject_id = $1`,
          [account.id],
        ),
      );
      await testApp.http().get(`/api/shop/account/password-reset/${token}`).expect(400);
      const visitor = await visitShop(testApp);
      const response = await post(visitor, `/api/shop/account/password-reset/${token}`, {
        password: 'brand-new-password-1',
        passwordRepeat: 'brand-new-password-1',
      }).expect(400);
      expect(response.body.error).toBe('TOKEN_INVALID');
      await loginToShop(testApp, account.email, account.password);
    });

    it('keeps the link usable when the repeated password does not match', async () => {
      const account = await testApp.withClient((client) => insertCustomer(client));
      const token = tokenOf(await requestResetLink(account.email));
      const visitor = await visitShop(testApp);
      const response = await post(visitor, `/api/shop/account/password-reset/${token}`, {
        password: 'brand-new-password-1',
        passwordRepeat: 'brand-new-password-2',
      }).expect(400);
      expect(fieldReasons(response.body)).toEqual({
        passwordRepeat: [ACCOUNT_FIELD_MESSAGES.passwordMismatch],
      });
      await testApp.http().get(`/api/shop/account/password-reset/${token}`).expect(200);
    });

    it('sets a first password from an invitation link and logs the customer in', async () => {
      const account = await testApp.withClient((client) => insertCustomer(client));
      const { token } = await testApp.app
        .get(OneTimeTokenService)
        .issue('customer_invitation', account.id, 60_000, testApp.app.get(MikroORM).em.fork());
      const described = await testApp.http().get(`/api/shop/account/password-reset/${token}`).expect(200);
      expect(described.body).toEqual({ email: account.email, purpose: 'customer_invitation' });

      const visitor = await visitShop(testApp);
      const response = await post(visitor, `/api/shop/account/password-reset/${token}`, {
        password: 'first-own-password',
        passwordRepeat: 'first-own-password',
      }).expect(200);
      expect(response.body.customer.email).toBe(account.email);
      await loginToShop(testApp, account.email, 'first-own-password');
    });

    it('limits how often the form sends mail for one account', async () => {
      const account = await testApp.withClient((client) => insertCustomer(client));
      for (let request = 0; request < PASSWORD_RESET_REQUEST_LIMITS.perAccount; request += 1) {
        await requestResetLink(account.email);
      }
      const visitor = await visitShop(testApp);
      const blocked = await post(visitor, '/api/shop/account/password-forgotten', {
        email: account.email,
      }).expect(429);
      expect(blocked.body.error).toBe('TOO_MANY_ATTEMPTS');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('profile and password', () => {
    it('updates the name and language, and shows company and groups read-only', async () => {
      const account = await testApp.withClient((client) =>
        insertCustomer(client, { company: { name: 'Profile Oy', organizationNumber: `P-${Date.now()}` } }),
      );
      const agent = await loginToShop(testApp, account.email, account.password);
      const response = await testApp
        .http()
        .put('/api/shop/account/profile')
        .set('Cookie', agent.cookies)
        .set('X-CSRF-Token', agent.csrf)
        .send({ salutation: 'mr', firstname: 'Pekka', lastname: 'Profiili', phone: '', locale: 'nb' })
        .expect(200);
      expect(response.body).toMatchObject({
        email: account.email,
        firstname: 'Pekka',
        phone: null,
        locale: 'nb',
        company: { name: 'Profile Oy' },
      });
    });

    it('changes the e-mail only with the repeat, the current password and a free address', async () => {
      const account = await testApp.withClient((client) => insertCustomer(client));
      const other = await testApp.withClient((client) => insertCustomer(client));
      const agent = await loginToShop(testApp, account.email, account.password);
      const put = (body: object) =>
        testApp
          .http()
          .put('/api/shop/account/profile')
          .set('Cookie', agent.cookies)
          .set('X-CSRF-Token', agent.csrf)
          .send({ salutation: 'ms', firstname: 'Test', lastname: 'Buyer', locale: 'en', ...body });
      const newEmail = `moved-${Date.now()}@example.test`;

      const wrong = await put({ email: newEmail, emailRepeat: newEmail, currentPassword: 'not-it' }).expect(
        400,
      );
      expect(fieldReasons(wrong.body)).toEqual({
        currentPassword: [ACCOUNT_FIELD_MESSAGES.currentPasswordWrong],
      });
      const taken = await put({
        email: other.email,
        emailRepeat: other.email,
        currentPassword: account.password,
      }).expect(409);
      expect(taken.body.error).toBe('EMAIL_ALREADY_REGISTERED');
      const mismatch = await put({ email: newEmail, emailRepeat: 'x@example.test' }).expect(400);
      expect(fieldReasons(mismatch.body)).toEqual({ emailRepeat: [ACCOUNT_FIELD_MESSAGES.emailMismatch] });

      const elsewhere = await loginToShop(testApp, account.email, account.password);
      await put({ email: newEmail, emailRepeat: newEmail, currentPassword: account.password }).expect(200);
      await loginToShop(testApp, newEmail, account.password);
      // The session that made the change stays; any other ends with the old login e-mail.
      expect((await sessionOf(agent)).customer).toMatchObject({ email: newEmail });
      expect((await sessionOf(elsewhere)).customer).toBeNull();
    });

    it('changes the password with the current one, renews the session and ends the other sessions', async () => {
      const account = await testApp.withClient((client) => insertCustomer(client));
      const agent = await loginToShop(testApp, account.email, account.password);
      const elsewhere = await loginToShop(testApp, account.email, account.password);
      const change = (currentPassword: string) =>
        post(agent, '/api/shop/account/change-password', {
          currentPassword,
          password: 'changed-password-2026',
          passwordRepeat: 'changed-password-2026',
        });

      const refused = await change('not-the-password').expect(400);
      expect(fieldReasons(refused.body)).toEqual({
        currentPassword: [ACCOUNT_FIELD_MESSAGES.currentPasswordWrong],
      });

      const response = await change(account.password).expect(200);
      const renewed = withCookies(agent, response.headers['set-cookie']);
      const sessionCookie = (cookies: string[]) =>
        cookies.find((cookie) => cookie.startsWith('shop_session='));
      expect(sessionCookie(renewed.cookies)).not.toEqual(sessionCookie(agent.cookies));
      expect((await sessionOf(renewed)).customer.email).toBe(account.email);
      expect((await sessionOf(agent)).customer).toBeNull();
      expect((await sessionOf(elsewhere)).customer).toBeNull();
      await loginToShop(testApp, account.email, 'changed-password-2026');
    });

    it('asks a visitor to log in first', async () => {
      const visitor = await visitShop(testApp);
      const response = await testApp.http().get('/api/shop/account/profile').set('Cookie', visitor.cookies);
      expect(response.status).toBe(401);
      await post(visitor, '/api/shop/account/change-password', {
        currentPassword: 'x',
        password: 'changed-password-2026',
        passwordRepeat: 'changed-password-2026',
      }).expect(401);
    });
  });
});
