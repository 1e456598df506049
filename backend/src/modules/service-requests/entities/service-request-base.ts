import { PrimaryKey, Property } from '@mikro-orm/core';
import type { Locale } from '@tradeshop/shared';

/** What a contact message and a warranty registration both keep: who sent it, where to, and whether handled. */
export abstract class ServiceRequestBase {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** The store whose sales organisation got it. */
  @Property({ type: 'integer' })
  storeId!: number;

  /** The language of the form; the sender's confirmation was written in it. */
  @Property({ type: 'text' })
  locale!: Locale;

  /** The logged-in customer who sent it (an id: customers belong to the customers module). */
  @Property({ type: 'integer', nullable: true })
  customerId?: number | null;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text', nullable: true })
  company?: string | null;

  /** Stored lower-case and trimmed. */
  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text', nullable: true })
  phone?: string | null;

  @Property({ type: 'text', nullable: true })
  orderNumber?: string | null;

  @Property({ type: 'boolean' })
  handled: boolean = false;

  @Property({ type: 'datetime', nullable: true })
  handledAt?: Date | null;

  /** The back-office user who marked it handled. */
  @Property({ type: 'integer', nullable: true })
  handledBy?: number | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
