import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

export const ONE_TIME_TOKEN_PURPOSES = [
  'customer_password_reset',
  'customer_invitation',
  'admin_password_reset',
  'admin_invitation',
  'admin_token_login',
  'newsletter_confirmation',
] as const;
export type OneTimeTokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];

/** A single-use link's token. The id is the token's SHA-256: the clear token exists only in the link. */
@Entity({ tableName: 'one_time_token' })
export class OneTimeToken {
  @PrimaryKey({ type: 'text' })
  id!: string;

  @Property({ type: 'text' })
  purpose!: OneTimeTokenPurpose;

  /** The customer (customer_*) or back-office user (admin_*) the link is for. */
  @Property({ type: 'integer' })
  subjectId!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;
}
