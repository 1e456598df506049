import { Inject, Injectable } from '@nestjs/common';
import { ref } from '@mikro-orm/core';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import {
  ACCOUNT_FIELD_MESSAGES,
  DEFAULT_CUSTOMER_GROUP_CODE,
  IDENTITY_LIMITS,
  PASSWORD_RESET_REQUEST_LIMITS,
  REGISTRATION_LIMITS,
  type Locale,
} from '@tradeshop/shared';
import { DomainError } from '../../common/errors/domain-error';
import { hashPassword, normaliseEmail, verifyPassword } from '../../common/security/passwords';
import { RateLimiter, type AttemptLimit } from '../../common/security/rate-limiter';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { OneTimeTokenService } from '../identity/one-time-token.service';
import { DomainEvents } from '../events/domain-events.service';
import { MailService } from '../mail/mail.service';
import { StoresService } from '../shop-config/stores/stores.service';
import { passwordResetMail } from './customer-mails';
import { AccountProfileDto, type UpdateAccountProfileDto } from './dto/account-profile.dto';
import type { ChangePasswordDto, NewPasswordDto, PasswordResetTokenDto } from './dto/password-reset.dto';
import type { RegisterAccountDto } from './dto/register-account.dto';
import { CustomerCompany } from './entities/customer-company.entity';
import { CustomerGroup } from './entities/customer-group.entity';
import { Customer } from './entities/customer.entity';
import { assertValidBusinessId, withOrganizationNumber } from './organization-number';

/** Links in these mails carry a token, so only these two purposes open the set-password page. */
const SET_PASSWORD_PURPOSES = ['customer_password_reset', 'customer_invitation'] as const;

function emailTaken(): DomainError {
  return new DomainError('EMAIL_ALREADY_REGISTERED', ACCOUNT_FIELD_MESSAGES.emailTaken, [
    { field: 'email', reason: ACCOUNT_FIELD_MESSAGES.emailTaken },
  ]);
}

function resetRequestLimits(email: string, ip: string): AttemptLimit[] {
  return [
    { key: `shop-reset:account:${normaliseEmail(email)}`, limit: PASSWORD_RESET_REQUEST_LIMITS.perAccount },
    { key: `shop-reset:ip:${ip}`, limit: PASSWORD_RESET_REQUEST_LIMITS.perAddress },
  ];
}

function currentPasswordLimits(customerId: number): AttemptLimit[] {
  return [
    { key: `shop-current-password:account:${customerId}`, limit: IDENTITY_LIMITS.loginAttemptsPerWindow },
  ];
}

/** Registration, password reset, profile and password change of storefront accounts. */
@Injectable()
export class CustomerAccountService {
  constructor(
    private readonly em: EntityManager,
    private readonly limiter: RateLimiter,
    private readonly tokens: OneTimeTokenService,
    private readonly mail: MailService,
    private readonly events: DomainEvents,
    private readonly stores: StoresService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * A new company with its first user, in the store of the shop's language. An organization number that is
   * already registered is refused: joining a company is for its administrator to arrange, not a form.
   */
  async register(input: RegisterAccountDto, ip: string): Promise<Customer> {
    await this.limiter.attempt(
      [{ key: `shop-register:ip:${ip}`, limit: REGISTRATION_LIMITS.perAddress }],
      REGISTRATION_LIMITS.windowSeconds,
    );
    const email = normaliseEmail(input.email);
    const organizationNumber = input.organizationNumber.trim();
    const store = await this.stores.forLocale(input.locale);
    // The company is registered in the store of the shop's language, so its id follows that country's rule.
    assertValidBusinessId(store.country, organizationNumber);
    if (await this.em.count(Customer, { email })) throw emailTaken();
    if (await this.em.count(CustomerCompany, withOrganizationNumber(organizationNumber, store.country))) {
      throw organizationTaken();
    }
    // Hashing is slow on purpose; do it before the transaction.
    const passwordHash = await hashPassword(input.password);

    const customer = await this.em
      .transactional(async (em) => {
        const company = Object.assign(new CustomerCompany(), {
          name: input.companyName.trim(),
          organizationNumber,
          storeId: store.id,
          phone: input.phone?.trim() || null,
        });
        const customer = Object.assign(new Customer(), {
          company: ref(company),
          email,
          passwordHash,
          salutation: input.salutation ?? null,
          firstname: input.firstname.trim(),
          lastname: input.lastname.trim(),
          phone: input.phone?.trim() || null,
          locale: input.locale,
          companyAdmin: true,
          passwordChangedAt: new Date(),
          lastLoginAt: new Date(),
        });
        em.persist([company, customer]);
        const group = await em.findOne(CustomerGroup, { code: DEFAULT_CUSTOMER_GROUP_CODE });
        if (group) customer.groups.add(group);
        await em.flush();
        this.events.record(em, 'customer.registered', { customerId: customer.id });
        return customer;
      })
      .catch((error: unknown) => {
        // Two registrations at once: the unique indexes decide, and the loser hears why.
        if (error instanceof UniqueConstraintViolationException) {
          throw error.message.includes('organization_number') ? organizationTaken() : emailTaken();
        }
        throw error;
      });
    await this.events.publish();
    return customer;
  }

  /** Mails a single-use reset link in the customer's language. Unknown addresses are named (spec §5). */
  async requestPasswordReset(email: string, linkLocale: Locale | undefined, ip: string): Promise<void> {
    const limits = resetRequestLimits(email, ip);
    // Every request counts, found or not: the form sends mail and tells which addresses exist.
    await this.limiter.attempt(limits, IDENTITY_LIMITS.rateLimitWindowSeconds);
    const customer = await this.em.findOne(Customer, { email: normaliseEmail(email), active: true });
    if (!customer) {
      throw new DomainError('EMAIL_NOT_REGISTERED', ACCOUNT_FIELD_MESSAGES.emailNotRegistered, [
        { field: 'email', reason: ACCOUNT_FIELD_MESSAGES.emailNotRegistered },
      ]);
    }
    await this.em.transactional((em) => this.queuePasswordResetMail(em, customer, linkLocale));
    await this.events.publish();
  }

  /**
   * Queues the single-use reset link in the customer's language (the link opens the shop in `linkLocale`).
   * The link's token and its mail commit with the caller's transaction; the token lives in the mail's text until it is sent.
   */
  async queuePasswordResetMail(em: EntityManager, customer: Customer, linkLocale?: Locale): Promise<void> {
    const minutes = IDENTITY_LIMITS.passwordResetTtlMinutes;
    const { token } = await this.tokens.issue('customer_password_reset', customer.id, minutes * 60_000, em);
    const locale = customer.locale;
    const link = `${this.config.publicUrl}/${linkLocale ?? locale}/account/reset-password/${token}`;
    const text = passwordResetMail(locale, { firstname: customer.firstname, link, minutes });
    await this.mail.queue(em, {
      purpose: 'customer_password_reset',
      singleUseLink: true,
      to: customer.email,
      ...text,
    });
  }

  /** What the set-password page shows for a link, without using it up. */
  async describeResetToken(token: string): Promise<PasswordResetTokenDto> {
    const found = await this.tokens.peek([...SET_PASSWORD_PURPOSES], token);
    const customer = await this.activeCustomer(found.subjectId);
    return {
      email: customer.email,
      purpose: found.purpose as PasswordResetTokenDto['purpose'],
    };
  }

  /** Uses the link up and sets the password; the caller ends the customer's sessions and starts a new one. */
  async resetPassword(token: string, input: NewPasswordDto): Promise<Customer> {
    // The link is checked before the (deliberately slow) hashing, so bad links cost next to nothing.
    await this.tokens.peek([...SET_PASSWORD_PURPOSES], token);
    const passwordHash = await hashPassword(input.password);
    const found = await this.tokens.consume([...SET_PASSWORD_PURPOSES], token);
    const customer = await this.activeCustomer(found.subjectId);
    customer.passwordHash = passwordHash;
    customer.passwordChangedAt = new Date();
    customer.lastLoginAt = new Date();
    await this.em.flush();
    return customer;
  }

  async profile(customer: Customer): Promise<AccountProfileDto> {
    await this.em.populate(customer, ['company', 'groups']);
    return AccountProfileDto.from(
      customer,
      customer.company?.getEntity() ?? null,
      customer.groups.getItems(),
    );
  }

  async updateProfile(customer: Customer, input: UpdateAccountProfileDto): Promise<AccountProfileDto> {
    const email = input.email === undefined ? customer.email : normaliseEmail(input.email);
    if (email !== customer.email) {
      await this.assertCurrentPassword(customer, input.currentPassword ?? '');
      if (await this.em.count(Customer, { email, id: { $ne: customer.id } })) throw emailTaken();
      customer.email = email;
    }
    customer.salutation = input.salutation ?? null;
    customer.firstname = input.firstname.trim();
    customer.lastname = input.lastname.trim();
    customer.phone = input.phone?.trim() || null;
    customer.locale = input.locale;
    await this.em.flush().catch((error: unknown) => {
      if (error instanceof UniqueConstraintViolationException) throw emailTaken();
      throw error;
    });
    return this.profile(customer);
  }

  /** Checks the current password and sets the new one; the caller rotates the session. */
  async changePassword(customer: Customer, input: ChangePasswordDto): Promise<void> {
    await this.assertCurrentPassword(customer, input.currentPassword);
    customer.passwordHash = await hashPassword(input.password);
    customer.passwordChangedAt = new Date();
    await this.em.flush();
  }

  private async assertCurrentPassword(customer: Customer, password: string): Promise<void> {
    const limits = currentPasswordLimits(customer.id);
    const attempt = await this.limiter.attempt(limits, IDENTITY_LIMITS.rateLimitWindowSeconds);
    if (!(await verifyPassword(customer.passwordHash, password))) {
      throw new DomainError('VALIDATION_FAILED', ACCOUNT_FIELD_MESSAGES.currentPasswordWrong, [
        { field: 'currentPassword', reason: ACCOUNT_FIELD_MESSAGES.currentPasswordWrong },
      ]);
    }
    await attempt.succeeded();
  }

  private async activeCustomer(id: number): Promise<Customer> {
    const customer = await this.em.findOne(Customer, { id, active: true });
    if (!customer) {
      throw new DomainError(
        'TOKEN_INVALID',
        'This link has expired or has already been used. Please request a new one.',
      );
    }
    return customer;
  }
}

function organizationTaken(): DomainError {
  return new DomainError('CONFLICT', ACCOUNT_FIELD_MESSAGES.organizationTaken, [
    { field: 'organizationNumber', reason: ACCOUNT_FIELD_MESSAGES.organizationTaken },
  ]);
}
