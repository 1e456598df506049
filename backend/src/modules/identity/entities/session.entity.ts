import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

export type SessionRealm = 'admin' | 'shop';

/** A login session. The id is the SHA-256 of the cookie token, so a leaked table does not leak sessions. */
@Entity({ tableName: 'session' })
export class Session {
  @PrimaryKey({ type: 'text' })
  id!: string;

  @Property({ type: 'text' })
  realm!: SessionRealm;

  /** The admin user (admin realm) or the customer or salesrep who logged in (shop realm). */
  @Property({ type: 'integer' })
  subjectId!: number;

  /** A salesrep acting as this customer (storefront impersonation). */
  @Property({ type: 'integer', nullable: true })
  actingCustomerId?: number | null;

  /** The password was right but the second factor is still owed: the session grants nothing else yet. */
  @Property({ type: 'boolean' })
  pendingTwoFactor = false;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;
}
