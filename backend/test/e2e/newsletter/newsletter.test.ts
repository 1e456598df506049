import { linkIn, MailCatcher } from '../../support/mail-catcher';
import { visitShop, type ShopAgent } from '../../support/shop-session';
import { startTestApp, type TestApp } from '../../support/test-app';

const PUBLIC_URL = 'http://shop.test';

describe('newsletter subscription with double opt-in', () => {
  let testApp: TestApp;
  let agent: ShopAgent;
  const catcher = new MailCatcher();

  const post = (path: string, body: object) =>
    testApp.http().post(path).set('Cookie', agent.cookies).set('X-CSRF-Token', agent.csrf).send(body);
  const statusOf = async (email: string) =>
    testApp.withClient(
      async (client) =>
        (await client.query('select status from newsletter_subscription where email = $1', [email])).rows[0]
          ?.status as string | undefined,
    );

  beforeAll(async () => {
    await catcher.start();
    testApp = await startTestApp({ products: 0, env: { SMTP_URL: catcher.smtpUrl, PUBLIC_URL } });
    agent = await visitShop(testApp);
  });

  afterAll(async () => {
    await testApp.close();
    await catcher.stop();
  });

  it('stores the subscription as confirmed only once the mailed link is opened', async () => {
    const email = `Uutiset-${Date.now()}@Example.test`;
    const address = email.toLowerCase();
    await post('/api/shop/newsletter/subscriptions', { email, locale: 'fi' }).expect(204);
    expect(await statusOf(address)).toBe('pending');

    const mail = await catcher.waitFor(address);
    expect(mail.subject).toBe('Vahvista TradeShopin uutiskirjeen tilaus');
    const link = linkIn(mail, `${PUBLIC_URL}/fi/newsletter/confirm/`);
    const token = link.split('/').at(-1)!;

    const { body } = await post('/api/shop/newsletter/confirmations', { token }).expect(200);
    expect(body).toEqual({ status: 'confirmed' });
    expect(await statusOf(address)).toBe('confirmed');

    // The link works once.
    const again = await post('/api/shop/newsletter/confirmations', { token }).expect(400);
    expect(again.body.error).toBe('TOKEN_INVALID');
    expect(again.body.message).toMatch(/newsletter confirmation error/i);
  });

  it('answers a made-up link with the newsletter confirmation error and confirms nothing', async () => {
    const email = `made-up-${Date.now()}@example.test`;
    await post('/api/shop/newsletter/subscriptions', { email, locale: 'en' }).expect(204);
    const { body } = await post('/api/shop/newsletter/confirmations', {
      token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    }).expect(400);
    expect(body).toMatchObject({ error: 'TOKEN_INVALID', message: expect.stringMatching(/newsletter/i) });
    expect(await statusOf(email)).toBe('pending');
  });

  it('refuses an address that is not an e-mail address, storing nothing', async () => {
    const { body } = await post('/api/shop/newsletter/subscriptions', {
      email: 'not-an-address',
      locale: 'fi',
    });
    expect(body.details).toContainEqual(expect.objectContaining({ field: 'email' }));
    expect(await statusOf('not-an-address')).toBeUndefined();
  });
});
