import { EntityManager } from '@mikro-orm/postgresql';
import { MailService } from '../../../src/modules/mail/mail.service';
import { OutgoingMail } from '../../../src/modules/mail/outgoing-mail.entity';
import { MailCatcher } from '../../support/mail-catcher';
import { startTestApp, type TestApp } from '../../support/test-app';

describe('mail outbox', () => {
  const catcher = new MailCatcher();
  let testApp: TestApp;

  beforeAll(async () => {
    await catcher.start();
    testApp = await startTestApp({
      env: { SMTP_URL: catcher.smtpUrl, MAIL_FROM: 'Shop <shop@example.test>' },
    });
  });

  afterAll(async () => {
    await testApp.close();
    await catcher.stop();
  });

  it('sends a queued message over SMTP and marks it sent', async () => {
    const em = testApp.app.get(EntityManager).fork();
    const mail = await testApp.app.get(MailService).send(em, {
      purpose: 'test.greeting',
      to: 'Buyer@Example.test',
      subject: 'Tervetuloa – welcome',
      text: 'Hello and welcome: https://shop.example.test/fi/account',
    });

    const received = await catcher.waitFor('buyer@example.test');
    expect(received).toMatchObject({ subject: 'Tervetuloa – welcome', from: 'shop@example.test' });
    expect(received.text).toContain('https://shop.example.test/fi/account');

    let status = '';
    for (let attempt = 0; attempt < 50 && status !== 'sent'; attempt += 1) {
      status = (await em.fork().findOneOrFail(OutgoingMail, mail.id)).status;
      if (status !== 'sent') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe('sent');
  });

  // Last: it stops the SMTP server.
  it('keeps a message that could not be sent as failed, with the reason', async () => {
    await catcher.stop();
    const em = testApp.app.get(EntityManager).fork();
    const mail = await testApp.app.get(MailService).send(em, {
      purpose: 'test.unreachable',
      to: 'nobody@example.test',
      subject: 'Lost',
      text: 'never arrives',
    });
    let stored: OutgoingMail | null = null;
    for (let attempt = 0; attempt < 50 && stored?.status !== 'failed'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      stored = await em.fork().findOne(OutgoingMail, mail.id);
    }
    expect(stored).toMatchObject({ status: 'failed', attempts: expect.any(Number) });
    expect(stored?.error).toMatch(/ECONNREFUSED|connect/i);
  });
});
