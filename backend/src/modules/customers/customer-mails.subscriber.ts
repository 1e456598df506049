import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { FALLBACK_LOCALE, isLocale } from '@tradeshop/shared';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DomainEvents } from '../events/domain-events.service';
import { MailService } from '../mail/mail.service';
import { StoresService } from '../shop-config/stores/stores.service';
import { applicationConfirmationMail, salesNotificationMail } from './customer-application.mails';
import { welcomeMail } from './customer-mails';
import { CustomerApplication } from './entities/customer-application.entity';
import { CustomerCompany } from './entities/customer-company.entity';
import { Customer } from './entities/customer.entity';

/**
 * The customers module's mails that follow from its events: the welcome of a registered customer, and an
 * application's notice to the sales organisation of its store and confirmation to the applicant. (Mails with a
 * single-use link are queued by the service with the link's token, so no token ever sits in an event.)
 */
@Injectable()
export class CustomerMailsSubscriber implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly mail: MailService,
    private readonly stores: StoresService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.events.subscribe({
      name: 'customers.welcome-mail',
      on: ['customer.registered'],
      handle: async (em, { payload }) => {
        const customer = await em.findOneOrFail(Customer, { id: payload.customerId });
        const company = customer.company
          ? await em.findOneOrFail(CustomerCompany, { id: customer.company.id })
          : null;
        const text = welcomeMail(customer.locale, {
          firstname: customer.firstname,
          company: company?.name ?? '',
          email: customer.email,
          link: `${this.config.publicUrl}/${customer.locale}/account/login`,
        });
        await this.mail.queue(em, { purpose: 'customer_welcome', to: customer.email, ...text });
      },
    });
    this.events.subscribe({
      name: 'customers.application-mails',
      on: ['customer_application.submitted'],
      handle: async (em, { payload }) => {
        const application = await em.findOneOrFail(CustomerApplication, { id: payload.applicationId });
        const store = await this.stores.byId(application.storeId, em);
        const facts = { ...application, company: application.companyName, phone: application.phone ?? null };
        if (store.salesEmail) {
          const salesLocale = isLocale(store.defaultLocale) ? store.defaultLocale : FALLBACK_LOCALE;
          const link = `${this.config.publicUrl}/admin/#/customer-applications/${application.id}/show`;
          await this.mail.queue(em, {
            purpose: 'customer_application_sales',
            to: store.salesEmail,
            ...salesNotificationMail(salesLocale, { ...facts, message: application.message ?? null }, link),
          });
        }
        await this.mail.queue(em, {
          purpose: 'customer_application_confirmation',
          to: application.email,
          ...applicationConfirmationMail(application.locale, {
            firstname: application.firstname,
            company: application.companyName,
          }),
        });
      },
    });
  }
}
