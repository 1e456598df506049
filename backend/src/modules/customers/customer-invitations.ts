import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { IDENTITY_LIMITS } from '@tradeshop/shared';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { OneTimeTokenService } from '../identity/one-time-token.service';
import { MailService } from '../mail/mail.service';
import { invitationMail } from './customer-application.mails';
import type { Customer } from './entities/customer.entity';

/**
 * The invitation of a new storefront account: a single-use link to set the first password (valid
 * IDENTITY_LIMITS.invitationTtlHours), mailed in the customer's language. Queued in the caller's transaction,
 * so the account, its token and its mail commit together; the token lives only in the mail's text.
 */
@Injectable()
export class CustomerInvitations {
  constructor(
    private readonly tokens: OneTimeTokenService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async send(em: EntityManager, customer: Customer, companyName: string): Promise<void> {
    const hours = IDENTITY_LIMITS.invitationTtlHours;
    const { token } = await this.tokens.issue('customer_invitation', customer.id, hours * 3_600_000, em);
    const link = `${this.config.publicUrl}/${customer.locale}/account/reset-password/${token}`;
    await this.mail.queue(em, {
      purpose: 'customer_invitation',
      singleUseLink: true,
      to: customer.email,
      ...invitationMail(customer.locale, {
        firstname: customer.firstname,
        company: companyName,
        email: customer.email,
        link,
        hours,
      }),
    });
  }
}
