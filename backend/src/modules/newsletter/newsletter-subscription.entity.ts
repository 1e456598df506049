import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

export type NewsletterSubscriptionStatus = 'pending' | 'confirmed';

/**
 * A newsletter subscription (double opt-in): `pending` until the link mailed to the address is opened, only then
 * `confirmed`. One row per address, stored lower-case.
 */
@Entity({ tableName: 'newsletter_subscription' })
export class NewsletterSubscription {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text', unique: true })
  email!: string;

  /** The language of the form: the mail and the newsletter are written in it. */
  @Property({ type: 'text' })
  locale!: string;

  @Property({ type: 'text' })
  status: NewsletterSubscriptionStatus = 'pending';

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  confirmedAt?: Date | null;
}
