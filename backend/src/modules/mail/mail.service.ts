import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { queryRows, sql } from '../../database/sql';
import { DomainEvents } from '../events/domain-events.service';
import { MAIL_TRANSPORT, type MailMessage, type MailTransport } from './mail-transport';
import { OutgoingMail } from './outgoing-mail.entity';

/** The job type that sends one queued message (a subscriber of `mail.queued`). */
export const SEND_MAIL_JOB = 'mail.send';

export interface QueuedMail extends MailMessage {
  purpose: string;
  /** The text holds a single-use link (password reset, invitation, confirmation): removed once sent. */
  singleUseLink?: boolean;
}

const REMOVED_ONCE_SENT = 'Removed once sent: the message held a single-use link.';

/**
 * The one way to send mail. `queue` stores the message in the mail outbox with the caller's unit of work, and a
 * `mail.queued` event beside it; the sending job, run once the event is published, carries only event ids.
 * A message is sent once: its delivery key commits with its `sent` status.
 */
@Injectable()
export class MailService implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
  ) {}

  onModuleInit(): void {
    this.events.subscribe({
      name: SEND_MAIL_JOB,
      on: ['mail.queued'],
      handle: async (em, { payload }) => {
        const mail = await em.findOne(OutgoingMail, { id: payload.mailId });
        if (!mail || mail.status === 'sent') return;
        await this.transport.send({
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.textBody,
          html: mail.htmlBody,
        });
        mail.attempts += 1;
        mail.status = 'sent';
        mail.error = null;
        mail.sentAt = new Date();
        if (mail.carriesSingleUseLink) {
          mail.textBody = REMOVED_ONCE_SENT;
          mail.htmlBody = null;
        }
        await em.flush();
      },
      failed: async (em, { payload }, error) => {
        const reason = error instanceof Error ? error.message : String(error);
        await queryRows(
          em,
          sql`update outgoing_mail set status = 'failed', error = ${reason}, attempts = attempts + 1
              where id = ${payload.mailId} and status <> 'sent'`,
        );
      },
    });
  }

  /** Stores the message and its `mail.queued` event in `em`'s unit of work; publish after the commit. */
  async queue(em: EntityManager, message: QueuedMail): Promise<OutgoingMail> {
    const mail = em.create(OutgoingMail, {
      purpose: message.purpose,
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
      carriesSingleUseLink: message.singleUseLink ?? false,
      status: 'queued',
      attempts: 0,
      createdAt: new Date(),
    });
    await em.flush();
    this.events.record(em, 'mail.queued', { mailId: mail.id });
    await em.flush();
    return mail;
  }

  /** Queues and publishes in one step, for callers outside a wider transaction. */
  async send(em: EntityManager, message: QueuedMail): Promise<OutgoingMail> {
    const mail = await em.transactional((tx) => this.queue(tx, message));
    await this.events.publish();
    return mail;
  }
}
