import { Entity, Property } from '@mikro-orm/core';
import { ServiceRequestBase } from './service-request-base';

/** A message sent through the storefront's contact form, kept until the back office has handled it. */
@Entity({ tableName: 'contact_message' })
export class ContactMessage extends ServiceRequestBase {
  @Property({ type: 'text' })
  subject!: string;

  @Property({ type: 'text' })
  message!: string;
}
