import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { FALLBACK_LOCALE, isLocale, type Locale } from '@tradeshop/shared';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DomainEvents } from '../events/domain-events.service';
import type { MailTemplate } from '../mail/mail-template';
import { MailService } from '../mail/mail.service';
import { StoresService } from '../shop-config/stores/stores.service';
import { AdminContactMessageDto, AdminWarrantyRegistrationDto } from './dto/service-request.dto';
import { ContactMessage } from './entities/contact-message.entity';
import { WarrantyRegistration } from './entities/warranty-registration.entity';
import {
  contactConfirmationMail,
  contactSalesMail,
  warrantyConfirmationMail,
  warrantySalesMail,
} from './service-request.mails';

type MailText = Pick<MailTemplate, 'subject'> & { text: string };

/** One form's mails: to the sales organisation of the request's store, and the confirmation to the sender. */
interface RequestMails {
  kind: 'contact_message' | 'warranty_registration';
  storeId: number;
  sender: { email: string; locale: string };
  adminPath: string;
  sales(locale: Locale, link: string): MailText;
  confirmation(): MailText;
}

/**
 * Mails what the storefront's service forms received: the store's sales organisation (in the store's language,
 * with a link to the request in the back office) when it has an address, and the sender, in theirs.
 */
@Injectable()
export class ServiceRequestMailsSubscriber implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly mail: MailService,
    private readonly stores: StoresService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.events.subscribe({
      name: 'service-requests.contact-message-mails',
      on: ['contact_message.received'],
      handle: async (em, { payload }) => {
        const message = await em.findOneOrFail(ContactMessage, { id: payload.contactMessageId });
        const facts = AdminContactMessageDto.from(message);
        await this.queue(em, {
          kind: 'contact_message',
          storeId: message.storeId,
          sender: message,
          adminPath: `contact-messages/${message.id}`,
          sales: (locale, link) => contactSalesMail(locale, facts, link),
          confirmation: () => contactConfirmationMail(message.locale, facts),
        });
      },
    });
    this.events.subscribe({
      name: 'service-requests.warranty-registration-mails',
      on: ['warranty_registration.received'],
      handle: async (em, { payload }) => {
        const registration = await em.findOneOrFail(WarrantyRegistration, {
          id: payload.warrantyRegistrationId,
        });
        const facts = AdminWarrantyRegistrationDto.from(registration);
        await this.queue(em, {
          kind: 'warranty_registration',
          storeId: registration.storeId,
          sender: registration,
          adminPath: `warranty-registrations/${registration.id}`,
          sales: (locale, link) => warrantySalesMail(locale, facts, link),
          confirmation: () => warrantyConfirmationMail(registration.locale, facts),
        });
      },
    });
  }

  private async queue(em: EntityManager, request: RequestMails): Promise<void> {
    const store = await this.stores.byId(request.storeId, em);
    if (store.salesEmail) {
      const salesLocale = isLocale(store.defaultLocale) ? store.defaultLocale : FALLBACK_LOCALE;
      const link = `${this.config.publicUrl}/admin/#/${request.adminPath}/show`;
      await this.mail.queue(em, {
        purpose: `${request.kind}_sales`,
        to: store.salesEmail,
        ...request.sales(salesLocale, link),
      });
    }
    await this.mail.queue(em, {
      purpose: `${request.kind}_confirmation`,
      to: request.sender.email,
      ...request.confirmation(),
    });
  }
}
