import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { loginWithPermissions, type AdminAgent } from '../../support/admin-session';
import { MailCatcher } from '../../support/mail-catcher';
import { loginToShop, visitShop } from '../../support/shop-session';
import { startTestApp, type TestApp } from '../../support/test-app';
import { adminGet, adminPost, freshIp, loginAsEditor, shopPost } from './service-request-helpers';

const PUBLIC_URL = 'http://shop.test';

let serial = 0;
function contactMessage(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    name: 'Matti Meikäläinen',
    company: 'Valo ja Turva Oy',
    email: `matti.${serial}@valojaturva.test`,
    phone: '+358 40 765 4321',
    subject: `Emergency lights for school ${serial}`,
    message: 'When can you deliver 40 emergency lights to Tampere?',
    orderNumber: null,
    locale: 'fi',
    ...overrides,
  };
}

describe('contact form', () => {
  let testApp: TestApp;
  const catcher = new MailCatcher();
  let editor: AdminAgent;

  beforeAll(async () => {
    await catcher.start();
    testApp = await startTestApp({ products: 0, env: { SMTP_URL: catcher.smtpUrl, PUBLIC_URL } });
    editor = await loginAsEditor(testApp);
  });

  afterAll(async () => {
    await testApp.close();
    await catcher.stop();
  });

  async function stored(email: string) {
    const response = await adminGet(testApp, editor, 'contact-messages', { q: email }).expect(200);
    return response.body as { id: number; email: string }[];
  }

  it('stores the message, mails the sales organisation of the store and confirms to the sender in their language', async () => {
    const body = contactMessage({ locale: 'sv', orderNumber: 'WO-100234' });
    const response = await shopPost(testApp, await visitShop(testApp), 'contact-messages')
      .send(body)
      .expect(201);
    expect(response.body.reference).toMatch(/^C-\d+$/);

    const sales = await catcher.waitFor('sales.se@tradeshop.test', (mail) =>
      mail.text.includes(body.subject),
    );
    expect(sales.subject).toBe(`Kontaktformulär ${response.body.reference}: ${body.subject}`);
    expect(sales.text).toContain(body.message);
    expect(sales.text).toContain('WO-100234');
    expect(sales.text).toContain(`${PUBLIC_URL}/admin/#/contact-messages/`);
    const confirmation = await catcher.waitFor(body.email);
    expect(confirmation.subject).toBe(`Vi har tagit emot ditt meddelande (${response.body.reference})`);

    const [row] = await stored(body.email);
    expect(row).toMatchObject({ email: body.email, locale: 'sv', orderNumber: 'WO-100234', handled: false });
  });

  it('sends a message in English to the international sales organisation', async () => {
    const body = contactMessage({ locale: 'en' });
    await shopPost(testApp, await visitShop(testApp), 'contact-messages')
      .send(body)
      .expect(201);
    const sales = await catcher.waitFor('sales.int@tradeshop.test', (mail) =>
      mail.text.includes(body.subject),
    );
    expect(sales.subject).toMatch(/^Contact form C-\d+: /);
    const confirmation = await catcher.waitFor(body.email);
    expect(confirmation.subject).toMatch(/^We have received your message \(C-\d+\)$/);
  });

  it('remembers which logged-in customer sent the message', async () => {
    const customer = await loginToShop(
      testApp,
      DEMO_ACCOUNTS.customer.email,
      DEMO_ACCOUNTS.customer.password,
    );
    const body = contactMessage();
    await shopPost(testApp, customer, 'contact-messages').send(body).expect(201);
    const [row] = await stored(body.email);
    expect(row).toMatchObject({ customerId: expect.any(Number) });
  });

  it.each([
    ['name', { name: '  ' }, 'Value must not be blank'],
    ['email', { email: 'not-an-address' }, 'Please enter a valid e-mail address'],
    ['subject', { subject: '' }, 'Value must not be blank'],
    ['message', { message: ' ' }, 'Value must not be blank'],
    ['message', { message: 'x'.repeat(5001) }, 'The value is too long'],
  ])(
    'refuses a message with a bad %s, naming the field, and stores nothing',
    async (field, change, reason) => {
      const body = contactMessage(change);
      const response = await shopPost(testApp, await visitShop(testApp), 'contact-messages')
        .send(body)
        .expect(400);
      expect(response.body.details).toEqual([{ field, reason }]);
      expect(await stored(String(body.email))).toEqual([]);
    },
  );

  it('refuses a message without the CSRF token', async () => {
    await testApp.http().post('/api/shop/contact-messages').send(contactMessage()).expect(403);
  });

  it('stops a flood of messages from one address', async () => {
    const agent = await visitShop(testApp);
    const ip = freshIp();
    for (let count = 0; count < 10; count += 1) {
      await shopPost(testApp, agent, 'contact-messages', ip).send(contactMessage()).expect(201);
    }
    const blocked = await shopPost(testApp, agent, 'contact-messages', ip).send(contactMessage()).expect(429);
    expect(blocked.body.error).toBe('TOO_MANY_ATTEMPTS');
  });

  it('lists messages for the back office with Content-Range and lets an editor mark one handled', async () => {
    const body = contactMessage();
    await shopPost(testApp, await visitShop(testApp), 'contact-messages')
      .send(body)
      .expect(201);
    const list = await testApp
      .http()
      .get(
        `/api/admin/contact-messages?sort=${encodeURIComponent('["createdAt","DESC"]')}&range=${encodeURIComponent('[0,4]')}`,
      )
      .set('Cookie', editor.cookies)
      .expect(200);
    expect(list.headers['content-range']).toMatch(/^contact-messages 0-\d+\/\d+$/);
    expect(list.body[0]).toMatchObject({ email: body.email, subject: body.subject });

    const { id } = list.body[0];
    const marked = await adminPost(testApp, editor, `contact-messages/${id}/handled`, {
      handled: true,
    }).expect(200);
    expect(marked.body).toMatchObject({ handled: true, handledBy: expect.any(Number) });
    const open = await adminGet(testApp, editor, 'contact-messages', {
      handled: false,
      q: body.email,
    }).expect(200);
    expect(open.body).toEqual([]);
    await adminGet(testApp, editor, `contact-messages/${id}`).expect(200);
    await adminGet(testApp, editor, 'contact-messages/999999').expect(404);
  });

  it('lets a reader list messages but not mark them, and keeps them from users without the customers permission', async () => {
    const body = contactMessage();
    await shopPost(testApp, await visitShop(testApp), 'contact-messages')
      .send(body)
      .expect(201);
    const [{ id }] = await stored(body.email);

    const reader = await loginWithPermissions(testApp, ['customers.read']);
    await adminGet(testApp, reader, 'contact-messages').expect(200);
    await adminPost(testApp, reader, `contact-messages/${id}/handled`, { handled: true }).expect(403);

    const cataloguer = await loginWithPermissions(testApp, ['catalogue.read']);
    await adminGet(testApp, cataloguer, 'contact-messages').expect(403);
    await adminGet(testApp, cataloguer, 'tracking-requests').expect(403);
    await adminGet(testApp, cataloguer, 'warranty-registrations').expect(403);
  });
});
