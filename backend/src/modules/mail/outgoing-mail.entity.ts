import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

export type OutgoingMailStatus = 'queued' | 'sent' | 'failed';

/** The mail outbox: a message is stored with the change that caused it and sent by a job afterwards. */
@Entity({ tableName: 'outgoing_mail' })
export class OutgoingMail {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** What the message is for, e.g. `customer.password-reset`; used by the back office's mail log. */
  @Property({ type: 'text' })
  purpose!: string;

  @Property({ type: 'text' })
  toAddress!: string;

  @Property({ type: 'text' })
  subject!: string;

  @Property({ type: 'text' })
  textBody!: string;

  @Property({ type: 'text', nullable: true })
  htmlBody?: string | null;

  /** A reset or invitation link is in the text: kept until sent, then removed so no reader can use it. */
  @Property({ type: 'boolean' })
  carriesSingleUseLink = false;

  @Property({ type: 'text' })
  status: OutgoingMailStatus = 'queued';

  @Property({ type: 'text', nullable: true })
  error?: string | null;

  @Property({ type: 'integer' })
  attempts = 0;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date | null;
}
