import { randomBytes } from 'node:crypto';
import { ref } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import {
  ACCOUNT_FIELD_MESSAGES,
  APPLICATION_LIMITS,
  APPLICATION_STATUSES,
  DEFAULT_CUSTOMER_GROUP_CODE,
  type ApplicationStatus,
} from '@tradeshop/shared';
import { DomainError } from '../../common/errors/domain-error';
import { type AdminListRequest, filterValue, likeEscape } from '../../common/http/admin-list-query';
import { hashPassword, normaliseEmail } from '../../common/security/passwords';
import { RateLimiter } from '../../common/security/rate-limiter';
import { AuditService } from '../audit/audit.service';
import { DomainEvents } from '../events/domain-events.service';
import { StoresService } from '../shop-config/stores/stores.service';
import { CustomerInvitations } from './customer-invitations';
import type { ApplicationInputDto } from './dto/application-input.dto';
import { Address } from './entities/address.entity';
import { CustomerApplication } from './entities/customer-application.entity';
import { CustomerCompany } from './entities/customer-company.entity';
import { CustomerGroup } from './entities/customer-group.entity';
import { Customer } from './entities/customer.entity';
import { assertValidBusinessId, withOrganizationNumber } from './organization-number';

export const ADMIN_APPLICATION_SORTS = [
  'id',
  'createdAt',
  'companyName',
  'country',
  'status',
  'decidedAt',
] as const;
type ApplicationSortField = (typeof ADMIN_APPLICATION_SORTS)[number];

function organizationTaken(organizationNumber: string): DomainError {
  return new DomainError(
    'CONFLICT',
    `A customer company with the organization number ${organizationNumber} already exists`,
    [{ field: 'organizationNumber', reason: 'already registered' }],
  );
}

function emailTaken(): DomainError {
  return new DomainError('EMAIL_ALREADY_REGISTERED', ACCOUNT_FIELD_MESSAGES.emailTaken, [
    { field: 'email', reason: ACCOUNT_FIELD_MESSAGES.emailTaken },
  ]);
}

export interface Decider {
  adminUserId: number;
  ip: string;
}

/**
 * Customer-account applications: a visitor applies, the sales organisation of their country is told, and the
 * back office approves (creating the company, its first customer and an invitation to set a password) or rejects.
 */
@Injectable()
export class CustomerApplicationService {
  constructor(
    private readonly em: EntityManager,
    private readonly limiter: RateLimiter,
    private readonly events: DomainEvents,
    private readonly invitations: CustomerInvitations,
    private readonly audit: AuditService,
    private readonly stores: StoresService,
  ) {}

  /**
   * Stores the application in the store of the applicant's country (the international store for a country
   * without its own), mails that store's sales organisation in its language and the applicant in theirs.
   */
  async submit(input: ApplicationInputDto, ip: string): Promise<CustomerApplication> {
    assertValidBusinessId(input.country, input.organizationNumber);
    const limits = [{ key: `customer-application:ip:${ip}`, limit: APPLICATION_LIMITS.perAddressPerWindow }];
    // Every application counts against the address, so a script cannot flood the sales organisation.
    await this.limiter.attempt(limits, APPLICATION_LIMITS.windowSeconds);
    const store = await this.stores.forCountry(input.country, input.locale);

    const application = await this.em.transactional(async (em) => {
      const application = em.create(CustomerApplication, {
        ...input,
        email: normaliseEmail(input.email),
        storeId: store.id,
        status: 'new',
        createdAt: new Date(),
      });
      await em.flush();
      this.events.record(em, 'customer_application.submitted', { applicationId: application.id });
      return application;
    });
    await this.events.publish();
    return application;
  }

  async list(
    request: AdminListRequest<ApplicationSortField>,
  ): Promise<{ rows: CustomerApplication[]; total: number }> {
    const where: Record<string, unknown> = {};
    const status = filterValue.oneOf(request.filter, 'status', APPLICATION_STATUSES);
    if (status) where.status = status;
    const ids = filterValue.integers(request.filter, 'id');
    if (ids) where.id = { $in: ids };
    const q = filterValue.text(request.filter, 'q');
    if (q) {
      const pattern = `%${likeEscape(q)}%`;
      where.$or = [
        { companyName: { $ilike: pattern } },
        { email: { $ilike: pattern } },
        { organizationNumber: { $ilike: pattern } },
        { lastname: { $ilike: pattern } },
      ];
    }
    const [rows, total] = await this.em.findAndCount(CustomerApplication, where, {
      orderBy: { [request.sortField]: request.sortOrder, id: request.sortOrder },
      offset: request.offset,
      limit: request.limit,
    });
    return { rows, total };
  }

  async get(id: number): Promise<CustomerApplication> {
    const application = await this.em.findOne(CustomerApplication, { id });
    if (!application) throw new DomainError('APPLICATION_NOT_FOUND', `No application has the id ${id}`);
    return application;
  }

  /**
   * Turns the application into a customer company with one customer, whose password is unusable until they
   * set one through the invitation link. The applicant's address becomes the company's invoice address.
   */
  async approve(id: number, decider: Decider): Promise<CustomerApplication> {
    // Hashing is slow on purpose; do it before the transaction. Nobody knows this password.
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    const application = await this.em
      .transactional(async (em) => {
        const application = await this.undecided(em, id);
        if (
          await em.count(
            CustomerCompany,
            withOrganizationNumber(application.organizationNumber, application.country),
          )
        ) {
          throw organizationTaken(application.organizationNumber);
        }
        if (await em.count(Customer, { email: application.email })) throw emailTaken();
        const company = em.create(CustomerCompany, {
          name: application.companyName,
          organizationNumber: application.organizationNumber,
          storeId: application.storeId,
          email: application.email,
          phone: application.phone ?? null,
          createdAt: new Date(),
          updatedAt: new Date(),
        });
        // Built by hand: em.create would ask for the `fullName` getter too.
        const customer = Object.assign(new Customer(), {
          company: ref(company),
          email: application.email,
          passwordHash,
          salutation: application.salutation ?? null,
          firstname: application.firstname,
          lastname: application.lastname,
          phone: application.phone ?? null,
          locale: application.locale,
          companyAdmin: true,
          createdAt: new Date(),
        });
        em.persist(customer);
        const group = await em.findOne(CustomerGroup, { code: DEFAULT_CUSTOMER_GROUP_CODE });
        if (group) customer.groups.add(group);
        const address = em.create(Address, {
          customer,
          type: 'invoice',
          salutation: application.salutation ?? null,
          company: application.companyName,
          firstname: application.firstname,
          lastname: application.lastname,
          street: application.street,
          postcode: application.postcode,
          city: application.city,
          country: application.country,
          phoneNumber: application.phone ?? null,
          createdAt: new Date(),
          updatedAt: new Date(),
        });
        await em.flush();
        customer.defaultInvoiceAddressId = address.id;
        Object.assign(application, {
          status: 'approved' satisfies ApplicationStatus,
          decidedAt: new Date(),
          decidedBy: decider.adminUserId,
          companyId: company.id,
          customerId: customer.id,
        });
        await em.flush();

        await this.invitations.send(em, customer, company.name);
        await this.recordDecision(em, application, decider);
        return application;
      })
      .catch((error: unknown) => {
        // Two approvals (or a registration) at once: the unique indexes decide, and the loser hears why.
        if (error instanceof UniqueConstraintViolationException) {
          throw error.message.includes('organization_number')
            ? new DomainError('CONFLICT', 'A customer company with this organization number already exists')
            : emailTaken();
        }
        throw error;
      });
    await this.events.publish();
    return application;
  }

  async reject(id: number, decider: Decider): Promise<CustomerApplication> {
    const application = await this.em.transactional(async (em) => {
      const application = await this.undecided(em, id);
      application.status = 'rejected';
      application.decidedAt = new Date();
      application.decidedBy = decider.adminUserId;
      await em.flush();
      await this.recordDecision(em, application, decider);
      return application;
    });
    await this.events.publish();
    return application;
  }

  /** The application, locked until the end of the transaction; a decided one cannot be decided again. */
  private async undecided(em: EntityManager, id: number): Promise<CustomerApplication> {
    const application = await em.findOne(
      CustomerApplication,
      { id },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!application) throw new DomainError('APPLICATION_NOT_FOUND', `No application has the id ${id}`);
    if (application.status !== 'new') {
      throw new DomainError('CONFLICT', `This application has already been ${application.status}`);
    }
    return application;
  }

  /** The decision in the audit log and as a domain event, in the deciding transaction. */
  private recordDecision(em: EntityManager, application: CustomerApplication, decider: Decider) {
    this.events.record(em, 'customer_application.decided', {
      applicationId: application.id,
      status: application.status === 'approved' ? 'approved' : 'rejected',
    });
    return this.audit.record(
      {
        actorType: 'admin',
        actorId: decider.adminUserId,
        action: `customer_application.${application.status}`,
        subjectType: 'customer_application',
        subjectId: application.id,
        ip: decider.ip,
        details: {
          companyName: application.companyName,
          companyId: application.companyId ?? null,
          customerId: application.customerId ?? null,
        },
      },
      em,
    );
  }
}
