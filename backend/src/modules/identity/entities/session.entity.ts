import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

export type SessionRealm = 'admin' | 'shop';

/** A login session. The id is the SHA-256 of the cookie token, so a leaked table does not leak sessions. */
@Entity({ tableName: 'session' })
export class Session {
  @PrimaryKey({ type: 'text' })
  id!: string;

  @Property({ type: 'text' })
  realm!: SessionRealm;

  @Property({ type: 'integer' })
  subjectId!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;
}
