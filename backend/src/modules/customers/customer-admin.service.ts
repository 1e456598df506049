import { randomBytes } from 'node:crypto';
import { ref } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import type { AuditActorType } from '@tradeshop/shared';
import { DomainError } from '../../common/errors/domain-error';
import { hashPassword, normaliseEmail } from '../../common/security/passwords';
import { queryRows, sql } from '../../database/sql';
import { AuditService } from '../audit/audit.service';
import { DomainEvents } from '../events/domain-events.service';
import { SessionService } from '../identity/session.service';
import { CustomerAccountService } from './customer-account.service';
import { CustomerDirectoryService, type CustomerDirectoryRow } from './customer-directory.service';
import { CustomerInvitations } from './customer-invitations';
import type { CreateCustomerDto, UpdateCustomerDto } from './dto/customer-admin.dto';
import { CustomerCompany } from './entities/customer-company.entity';
import { CustomerGroup } from './entities/customer-group.entity';
import { Customer } from './entities/customer.entity';

/** Who makes a change: a back-office user, or (the company-users page) a company administrator in the shop. */
export interface CustomerEditor {
  adminUserId: number;
  ip: string;
  /** Default `admin`; for a shop user, adminUserId is their customer id. */
  actorType?: AuditActorType;
}

export function customerNotFound(id: number): DomainError {
  return new DomainError('CUSTOMER_NOT_FOUND', `No customer has the id ${id}`);
}

export function emailInUse(email: string): DomainError {
  return new DomainError(
    'EMAIL_ALREADY_REGISTERED',
    `The e-mail ${email} is already used by another account`,
    [{ field: 'email', reason: 'already used by another account' }],
  );
}

/** A password nobody knows: the account logs in once its owner has set one through the invitation link. */
export function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}

const EDITABLE = [
  'firstname',
  'lastname',
  'phone',
  'locale',
  'kind',
  'companyAdmin',
  'impersonatesAll',
] as const;

/**
 * Customers and salesreps edited in the back office: created with an invitation mail, edited, blocked (their
 * sessions end at once) and unblocked, sent a password-reset mail; and the companies a salesrep serves.
 * Every change is audited in its own transaction.
 */
@Injectable()
export class CustomerAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly directory: CustomerDirectoryService,
    private readonly audit: AuditService,
    private readonly events: DomainEvents,
    private readonly sessions: SessionService,
    private readonly invitations: CustomerInvitations,
    private readonly accounts: CustomerAccountService,
  ) {}

  async get(id: number): Promise<CustomerDirectoryRow> {
    const { rows } = await this.directory.list({
      filter: { id: [id] },
      sortField: 'id',
      sortOrder: 'asc',
      offset: 0,
      limit: 1,
    });
    if (!rows[0]) throw customerNotFound(id);
    return rows[0];
  }

  async create(input: CreateCustomerDto, editor: CustomerEditor): Promise<CustomerDirectoryRow> {
    const email = normaliseEmail(input.email);
    if (await this.em.count(Customer, { email })) throw emailInUse(email);
    const passwordHash = await unusablePasswordHash();
    const id = await this.em
      .transactional(async (em) => {
        const company = await this.companyOf(em, input.companyId ?? null);
        const customer = Object.assign(new Customer(), {
          email,
          passwordHash,
          firstname: input.firstname,
          lastname: input.lastname,
          phone: input.phone || null,
          locale: input.locale,
          kind: input.kind ?? 'customer',
          company: company ? ref(company) : null,
          companyAdmin: input.companyAdmin ?? false,
          impersonatesAll: input.impersonatesAll ?? false,
          createdAt: new Date(),
        });
        em.persist(customer);
        await this.setGroups(em, customer, input.groupIds ?? []);
        await em.flush();
        await this.invitations.send(em, customer, company?.name ?? '');
        await this.record(em, editor, 'customer.created', customer, {
          email,
          kind: customer.kind,
          companyId: company?.id ?? null,
        });
        return customer.id;
      })
      .catch((error: unknown) => {
        if (error instanceof UniqueConstraintViolationException) throw emailInUse(email);
        throw error;
      });
    await this.events.publish();
    return this.get(id);
  }

  /** Changes the given fields and audits what changed, from what to what. */
  async update(id: number, input: UpdateCustomerDto, editor: CustomerEditor): Promise<CustomerDirectoryRow> {
    await this.em.transactional(async (em) => {
      const customer = await this.customer(em, id, ['groups']);
      const changed: Record<string, { from: unknown; to: unknown }> = {};
      for (const field of EDITABLE) {
        const value = input[field];
        if (value === undefined || value === (customer[field] ?? null)) continue;
        changed[field] = { from: customer[field] ?? null, to: value };
      }
      if (input.companyId !== undefined && input.companyId !== (customer.company?.id ?? null)) {
        const company = await this.companyOf(em, input.companyId);
        changed.companyId = { from: customer.company?.id ?? null, to: company?.id ?? null };
        customer.company = company ? ref(company) : null;
      }
      if (input.groupIds) {
        const before = customer.groups
          .getItems()
          .map((group) => group.id)
          .sort((a, b) => a - b);
        const after = [...new Set(input.groupIds)].sort((a, b) => a - b);
        if (before.join() !== after.join()) {
          await this.setGroups(em, customer, after);
          changed.groupIds = { from: before, to: after };
        }
      }
      if (Object.keys(changed).length === 0) return;
      for (const field of EDITABLE) {
        if (changed[field]) Object.assign(customer, { [field]: changed[field].to });
      }
      await em.flush();
      await this.record(em, editor, 'customer.updated', customer, changed);
    });
    return this.get(id);
  }

  /** A blocked customer cannot log in, and every session of theirs ends now. */
  async setBlocked(id: number, blocked: boolean, editor: CustomerEditor): Promise<CustomerDirectoryRow> {
    await this.em.transactional(async (em) => {
      const customer = await this.customer(em, id);
      if (customer.active === !blocked) return;
      customer.active = !blocked;
      await em.flush();
      if (blocked) await this.sessions.endAllOf('shop', id);
      await this.record(em, editor, blocked ? 'customer.blocked' : 'customer.unblocked', customer, {});
    });
    return this.get(id);
  }

  async sendPasswordReset(id: number, editor: CustomerEditor): Promise<void> {
    await this.em.transactional(async (em) => {
      const customer = await this.customer(em, id);
      if (!customer.active) {
        throw new DomainError(
          'CONFLICT',
          'This customer is blocked: unblock them before sending a reset link',
        );
      }
      await this.accounts.queuePasswordResetMail(em, customer);
      await this.record(em, editor, 'customer.password_reset_sent', customer, {});
    });
    await this.events.publish();
  }

  /** The companies a salesrep serves. */
  async salesrepCompanies(salesrepId: number, em: EntityManager = this.em): Promise<number[]> {
    await this.salesrep(em, salesrepId);
    const rows = await queryRows<{ company_id: number }>(
      em,
      sql`select company_id from customer_salesrep_company where salesrep_id = ${salesrepId} order by company_id`,
    );
    return rows.map((row) => row.company_id);
  }

  async setSalesrepCompanies(salesrepId: number, companyIds: number[], editor: CustomerEditor) {
    const ids = [...new Set(companyIds)];
    await this.em.transactional(async (em) => {
      const salesrep = await this.salesrep(em, salesrepId);
      await this.assertCompanies(em, ids);
      const before = await this.salesrepCompanies(salesrepId, em);
      await em.execute(
        `delete from customer_salesrep_company where salesrep_id = ? and not (company_id = any(?::int[]))`,
        [salesrepId, `{${ids.join(',')}}`],
      );
      await em.execute(
        `insert into customer_salesrep_company (salesrep_id, company_id)
         select ?, unnest(?::int[]) on conflict do nothing`,
        [salesrepId, `{${ids.join(',')}}`],
      );
      await this.record(em, editor, 'customer.salesrep_companies_set', salesrep, { from: before, to: ids });
    });
    return this.salesrepCompanies(salesrepId);
  }

  /** The salesreps who serve a company. */
  async companySalesreps(companyId: number, em: EntityManager = this.em): Promise<number[]> {
    await this.assertCompanies(em, [companyId]);
    const rows = await queryRows<{ salesrep_id: number }>(
      em,
      sql`select salesrep_id from customer_salesrep_company where company_id = ${companyId} order by salesrep_id`,
    );
    return rows.map((row) => row.salesrep_id);
  }

  async setCompanySalesreps(companyId: number, salesrepIds: number[], editor: CustomerEditor) {
    const ids = [...new Set(salesrepIds)];
    await this.em.transactional(async (em) => {
      await this.assertCompanies(em, [companyId]);
      const salesreps = await em.count(Customer, { id: { $in: ids }, kind: 'salesrep' });
      if (salesreps !== ids.length) {
        throw new DomainError('VALIDATION_FAILED', 'Only salesreps can be assigned to a company', [
          { field: 'ids', reason: 'every id must be a salesrep' },
        ]);
      }
      const before = await this.companySalesreps(companyId, em);
      await em.execute(
        `delete from customer_salesrep_company where company_id = ? and not (salesrep_id = any(?::int[]))`,
        [companyId, `{${ids.join(',')}}`],
      );
      await em.execute(
        `insert into customer_salesrep_company (salesrep_id, company_id)
         select unnest(?::int[]), ? on conflict do nothing`,
        [`{${ids.join(',')}}`, companyId],
      );
      await this.audit.record(
        {
          actorType: 'admin',
          actorId: editor.adminUserId,
          action: 'customer_company.salesreps_set',
          subjectType: 'customer_company',
          subjectId: companyId,
          ip: editor.ip,
          details: { from: before, to: ids },
        },
        em,
      );
    });
    return this.companySalesreps(companyId);
  }

  /** Back-office address changes go through AddressService; this records who made them. */
  async recordAddressChange(editor: CustomerEditor, customerId: number, action: string, addressId: number) {
    await this.audit.record({
      actorType: 'admin',
      actorId: editor.adminUserId,
      action,
      subjectType: 'customer',
      subjectId: customerId,
      ip: editor.ip,
      details: { addressId },
    });
  }

  private async customer(em: EntityManager, id: number, populate: 'groups'[] = []): Promise<Customer> {
    const customer = await em.findOne(Customer, { id }, { populate });
    if (!customer) throw customerNotFound(id);
    return customer;
  }

  private async salesrep(em: EntityManager, id: number): Promise<Customer> {
    const customer = await this.customer(em, id);
    if (customer.kind !== 'salesrep') {
      throw new DomainError(
        'CONFLICT',
        `${customer.fullName} is not a salesrep: only salesreps serve companies`,
      );
    }
    return customer;
  }

  private async companyOf(em: EntityManager, id: number | null): Promise<CustomerCompany | null> {
    if (id === null) return null;
    const company = await em.findOne(CustomerCompany, { id });
    if (!company) {
      throw new DomainError('VALIDATION_FAILED', `No customer company has the id ${id}`, [
        { field: 'companyId', reason: 'no such company' },
      ]);
    }
    return company;
  }

  private async assertCompanies(em: EntityManager, ids: number[]): Promise<void> {
    if ((await em.count(CustomerCompany, { id: { $in: ids } })) !== ids.length) {
      throw new DomainError('VALIDATION_FAILED', 'One of the companies does not exist', [
        { field: 'ids', reason: 'no such company' },
      ]);
    }
  }

  private async setGroups(em: EntityManager, customer: Customer, groupIds: number[]): Promise<void> {
    const groups = groupIds.length ? await em.find(CustomerGroup, { id: { $in: groupIds } }) : [];
    if (groups.length !== new Set(groupIds).size) {
      throw new DomainError('VALIDATION_FAILED', 'One of the customer groups does not exist', [
        { field: 'groupIds', reason: 'no such customer group' },
      ]);
    }
    customer.groups.set(groups);
  }

  private async record(
    em: EntityManager,
    editor: CustomerEditor,
    action: string,
    customer: Customer,
    details: Record<string, unknown>,
  ): Promise<void> {
    await this.audit.record(
      {
        actorType: editor.actorType ?? 'admin',
        actorId: editor.adminUserId,
        action,
        subjectType: 'customer',
        subjectId: customer.id,
        ip: editor.ip,
        details: { email: customer.email, ...details },
      },
      em,
    );
  }
}
