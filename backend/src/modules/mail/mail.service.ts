import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { JOB_QUEUE, type JobQueue } from '../../jobs/job-queue';
import { JobRegistry } from '../../jobs/job-registry';
import { MAIL_TRANSPORT, type MailMessage, type MailTransport } from './mail-transport';
import { OutgoingMail } from './outgoing-mail.entity';

export const SEND_MAIL_JOB = 'mail.send';

export interface QueuedMail extends MailMessage {
  purpose: string;
}

/**
 * The one way to send mail. `queue` stores the message in the outbox with the caller's unit of work; the job
 * that sends it carries only the message id, and sending an already sent message again does nothing.
 */
@Injectable()
export class MailService implements OnModuleInit {
  constructor(
    private readonly registry: JobRegistry,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
  ) {}

  onModuleInit(): void {
    this.registry.register(SEND_MAIL_JOB, async ({ em, payload }) => {
      const mail = await em.findOne(OutgoingMail, { id: Number(payload.mailId) });
      if (!mail || mail.status === 'sent') return { skipped: true };
      mail.attempts += 1;
      try {
        await this.transport.send({
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.textBody,
          html: mail.htmlBody,
        });
      } catch (error) {
        mail.status = 'failed';
        mail.error = error instanceof Error ? error.message : String(error);
        await em.flush();
        throw error;
      }
      mail.status = 'sent';
      mail.error = null;
      mail.sentAt = new Date();
      await em.flush();
      return { mailId: mail.id, to: mail.toAddress };
    });
  }

  /** Stores the message in `em`'s unit of work and flushes it; call `dispatch` after the commit. */
  async queue(em: EntityManager, message: QueuedMail): Promise<OutgoingMail> {
    const mail = em.create(OutgoingMail, {
      purpose: message.purpose,
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
      status: 'queued',
      attempts: 0,
      createdAt: new Date(),
    });
    await em.flush();
    return mail;
  }

  /** Hands stored messages to the job queue. Run after the transaction that stored them committed. */
  async dispatch(...mails: OutgoingMail[]): Promise<void> {
    for (const mail of mails) await this.jobs.enqueue(SEND_MAIL_JOB, { mailId: mail.id });
  }

  /** Queue and dispatch in one step, for callers outside a wider transaction. */
  async send(em: EntityManager, message: QueuedMail): Promise<OutgoingMail> {
    const mail = await this.queue(em, message);
    await this.dispatch(mail);
    return mail;
  }
}
