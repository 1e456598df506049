import { Injectable } from '@nestjs/common';
import { ref } from '@mikro-orm/core';
import { EntityManager, LockMode, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { DomainError } from '../../common/errors/domain-error';
import { queryRows, sql } from '../../database/sql';
import { AuditService } from '../audit/audit.service';
import { StoresService } from '../shop-config/stores/stores.service';
import { normalizedCompanyName } from './customer-company-name';
import { CustomerRecordsRegistry, describeRecords } from './customer-company-modifier.registry';
import type {
  AddressResolution,
  AssignmentCheckDto,
  AssignmentIssueDto,
  AssignmentResultDto,
  DuplicateCompanyDto,
  DuplicateNameCheckDto,
  EntityDetailsDto,
  ModifierCompanyDto,
  ModifierCustomerDto,
  ModifierMemberDto,
  NewCompanyDto,
} from './dto/customer-company-modifier.dto';
import { Address } from './entities/address.entity';
import { CustomerCompany } from './entities/customer-company.entity';
import { Customer } from './entities/customer.entity';
import { withOrganizationNumber } from './organization-number';

export interface ModifierEditor {
  adminUserId: number;
  ip: string;
}

/** Where the customer goes: a company that exists, or one to create for them. */
export type AssignmentTarget =
  { companyId: number } | { newCompany: NewCompanyDto; allowDuplicateName?: boolean };

const customerNotFound = (id: number) =>
  new DomainError('CUSTOMER_NOT_FOUND', `No customer has the id ${id}`, [
    { field: 'customerId', reason: 'unknown' },
  ]);
const companyNotFound = (id: number, field = 'companyId') =>
  new DomainError('NOT_FOUND', `No customer company has the id ${id}`, [{ field, reason: 'unknown' }]);

/** Everything a move is checked against, loaded once (under locks when it is about to happen). */
interface AssignmentFacts {
  customer: Customer;
  from: CustomerCompany | null;
  to: CustomerCompany | null;
  newCompany: NewCompanyDto | null;
  toStoreId: number;
}

/**
 * The customer-company modifier (back-office spec §7): moves a person from one customer company to another,
 * or into a company created for them, after showing the editor what the move means and what blocks it.
 * Past orders keep the company they were placed for; addresses belong to the person and go with them.
 */
@Injectable()
export class CustomerCompanyModifierService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly stores: StoresService,
    private readonly records: CustomerRecordsRegistry,
  ) {}

  async entityDetails(query: { customerId?: number; companyId?: number }): Promise<EntityDetailsDto> {
    const em = this.em.fork();
    let customer: Customer | null = null;
    let companyId = query.companyId ?? null;
    if (query.customerId !== undefined) {
      customer = await em.findOne(Customer, { id: query.customerId });
      if (!customer) throw customerNotFound(query.customerId);
      companyId ??= customer.company?.id ?? null;
    }
    let company: CustomerCompany | null = null;
    if (companyId !== null) {
      company = await em.findOne(CustomerCompany, { id: companyId });
      if (!company) throw companyNotFound(companyId);
    }
    const members = company
      ? await em.find(
          Customer,
          { company: company.id },
          { orderBy: { lastname: 'asc', firstname: 'asc', id: 'asc' } },
        )
      : [];
    return {
      customer: customer ? await this.customerDetails(em, customer, company) : null,
      company: company ? await this.companyDetails(em, company) : null,
      members: members.map(memberOf),
    };
  }

  /** Companies whose normalised name equals the given one's; `excludeId` leaves out the company being edited. */
  async duplicateNameCheck(name: string, excludeId?: number): Promise<DuplicateNameCheckDto> {
    const normalizedName = normalizedCompanyName(name);
    return { name, normalizedName, duplicates: await this.duplicates(this.em.fork(), name, excludeId) };
  }

  /** What moving the customer would do and what blocks it; changes nothing. */
  async validateAssignment(customerId: number, target: AssignmentTarget): Promise<AssignmentCheckDto> {
    const em = this.em.fork();
    const facts = await this.facts(em, customerId, target, false);
    return this.check(em, facts, target);
  }

  /** Moves the customer to a company that exists; refused (409, nothing changed) when a blocker stands. */
  async dispatchExisting(
    customerId: number,
    companyId: number,
    resolution: AddressResolution,
    editor: ModifierEditor,
  ): Promise<AssignmentResultDto> {
    return this.dispatch(customerId, { companyId }, resolution, editor);
  }

  /** Creates a company for the customer and moves them into it, in one transaction. */
  async dispatchNew(
    customerId: number,
    newCompany: NewCompanyDto,
    allowDuplicateName: boolean,
    resolution: AddressResolution,
    editor: ModifierEditor,
  ): Promise<AssignmentResultDto> {
    return this.dispatch(customerId, { newCompany, allowDuplicateName }, resolution, editor).catch(
      (error: unknown) => {
        // Two editors creating the same organization number at once: the unique index decides.
        if (error instanceof UniqueConstraintViolationException) {
          throw organizationNumberTaken(newCompany.organizationNumber);
        }
        throw error;
      },
    );
  }

  private async dispatch(
    customerId: number,
    target: AssignmentTarget,
    resolution: AddressResolution,
    editor: ModifierEditor,
  ): Promise<AssignmentResultDto> {
    const outcome = await this.em.fork().transactional(async (em) => {
      const facts = await this.facts(em, customerId, target, true);
      const check = await this.check(em, facts, target);
      if (!check.allowed) {
        throw new DomainError(
          'CONFLICT',
          check.blockers.map((blocker) => blocker.message).join(' '),
          check.blockers.map((blocker) => ({ field: blocker.code, reason: blocker.message })),
        );
      }
      const { customer, from, newCompany } = facts;
      let to = facts.to;
      if (!to) {
        const company = newCompany!;
        to = em.create(CustomerCompany, {
          name: company.name,
          organizationNumber: company.organizationNumber,
          storeId: facts.toStoreId,
          email: company.email ?? null,
          phone: company.phone ?? null,
          vatNumber: company.vatNumber ?? null,
          createdAt: new Date(),
          updatedAt: new Date(),
        });
        await em.flush();
      }
      customer.company = ref(to);
      let addressesRenamed = 0;
      if (resolution === 'rename-addresses' && from) {
        const addresses = await em.find(Address, { customer: customer.id, company: from.name });
        for (const address of addresses) address.company = to.name;
        addressesRenamed = addresses.length;
      }
      await em.flush();
      await this.audit.record(
        {
          actorType: 'admin',
          actorId: editor.adminUserId,
          action: 'customer.company_changed',
          subjectType: 'customer',
          subjectId: customer.id,
          ip: editor.ip,
          details: {
            customer: customer.email,
            from: from ? { id: from.id, name: from.name } : null,
            to: { id: to.id, name: to.name },
            createdCompany: !facts.to,
            resolution,
            addressesRenamed,
            warnings: check.warnings.map((warning) => warning.code),
          },
        },
        em,
      );
      return {
        customerId: customer.id,
        fromId: from?.id ?? null,
        toId: to.id,
        createdCompany: !facts.to,
        warnings: check.warnings,
        addressesRenamed,
      };
    });
    const em = this.em.fork();
    const customer = await em.findOneOrFail(Customer, { id: outcome.customerId });
    const to = await em.findOneOrFail(CustomerCompany, { id: outcome.toId });
    const from =
      outcome.fromId === null ? null : await em.findOneOrFail(CustomerCompany, { id: outcome.fromId });
    return {
      customer: await this.customerDetails(em, customer, to),
      from: from ? await this.companyDetails(em, from) : null,
      to: await this.companyDetails(em, to),
      createdCompany: outcome.createdCompany,
      warnings: outcome.warnings,
      addressesRenamed: outcome.addressesRenamed,
    };
  }

  private async facts(
    em: EntityManager,
    customerId: number,
    target: AssignmentTarget,
    lock: boolean,
  ): Promise<AssignmentFacts> {
    const lockMode = lock ? LockMode.PESSIMISTIC_WRITE : undefined;
    const customer = await em.findOne(Customer, { id: customerId }, { lockMode });
    if (!customer) throw customerNotFound(customerId);
    const fromId = customer.company?.id ?? null;
    const toId = 'companyId' in target ? target.companyId : null;
    // Both companies locked in id order, so two moves between the same companies wait instead of deadlocking,
    // and "the last member" is counted with nobody else leaving at the same moment.
    const companies = new Map<number, CustomerCompany>();
    for (const id of [fromId, toId].filter((id): id is number => id !== null).sort((a, b) => a - b)) {
      if (companies.has(id)) continue;
      const company = await em.findOne(CustomerCompany, { id }, { lockMode });
      if (company) companies.set(id, company);
    }
    if (toId !== null && !companies.has(toId)) throw companyNotFound(toId);
    const from = fromId === null ? null : (companies.get(fromId) ?? null);
    const to = toId === null ? null : companies.get(toId)!;
    const newCompany = 'newCompany' in target ? target.newCompany : null;
    let toStoreId: number;
    if (to) toStoreId = to.storeId;
    else if (newCompany?.storeId !== undefined) {
      const [store] = await this.stores.byIds([newCompany.storeId], em);
      if (!store) {
        throw new DomainError('NOT_FOUND', `No store has the id ${newCompany.storeId}`, [
          { field: 'company.storeId', reason: 'unknown' },
        ]);
      }
      toStoreId = store.id;
    } else if (from) toStoreId = from.storeId;
    else {
      throw new DomainError(
        'VALIDATION_FAILED',
        'The customer has no company: say in which store to create one',
        [{ field: 'company.storeId', reason: 'required' }],
      );
    }
    return { customer, from, to, newCompany, toStoreId };
  }

  private async check(
    em: EntityManager,
    facts: AssignmentFacts,
    target: AssignmentTarget,
  ): Promise<AssignmentCheckDto> {
    const { customer, from, to, newCompany, toStoreId } = facts;
    const blockers: AssignmentIssueDto[] = [];
    const warnings: AssignmentIssueDto[] = [];
    const toName = to?.name ?? newCompany!.name;
    let duplicates: DuplicateCompanyDto[] = [];

    if (customer.kind === 'salesrep') {
      blockers.push({
        code: 'SALESREP',
        message: `${customer.fullName} is a salesrep: salesreps act for many companies and belong to none.`,
      });
    }
    if (to && from && to.id === from.id) {
      blockers.push({ code: 'SAME_COMPANY', message: `${customer.fullName} already belongs to ${to.name}.` });
    }
    if (from && from.storeId !== toStoreId) {
      blockers.push({
        code: 'OTHER_STORE',
        message: `${toName} buys in another store than ${from.name}: the customer's prices, carts and orders belong to that store, so a move between stores is not possible.`,
      });
    }
    if (newCompany) {
      if (await em.count(CustomerCompany, withOrganizationNumber(newCompany.organizationNumber))) {
        blockers.push({
          code: 'ORGANIZATION_NUMBER_TAKEN',
          message: organizationNumberTaken(newCompany.organizationNumber).message,
        });
      }
      duplicates = await this.duplicates(em, newCompany.name);
      if (duplicates.length > 0) {
        const names = duplicates.map((company) => company.name).join(', ');
        const issue: AssignmentIssueDto = {
          code: 'DUPLICATE_NAME',
          message: `A company of the same name already exists: ${names}.`,
        };
        if ('allowDuplicateName' in target && target.allowDuplicateName) warnings.push(issue);
        else
          blockers.push({
            ...issue,
            message: `${issue.message} Confirm to create another one all the same.`,
          });
      }
    }
    if (!customer.active) {
      warnings.push({ code: 'INACTIVE_CUSTOMER', message: `${customer.fullName} cannot log in (inactive).` });
    }
    if (from && (!to || to.id !== from.id)) {
      const members = await em.count(Customer, { company: from.id });
      if (members <= 1) {
        const held = describeRecords(await this.records.counts(em, 'company', from.id));
        warnings.push(
          held
            ? {
                code: 'LAST_MEMBER_WITH_RECORDS',
                message: `${customer.fullName} is the last person of ${from.name}, which has ${held}: they stay with ${from.name}, which will have nobody to log in for it.`,
              }
            : {
                code: 'LAST_MEMBER',
                message: `${customer.fullName} is the last person of ${from.name}, which will have nobody to log in for it.`,
              },
        );
      }
      const namingOld = await em.count(Address, { customer: customer.id, company: from.name });
      if (namingOld > 0) {
        warnings.push({
          code: 'ADDRESSES_NAME_OLD_COMPANY',
          message: `${namingOld} of the customer's addresses print ${from.name} as the company; they are kept as they are unless you choose to rename them.`,
        });
      }
    }
    const carts = (await this.records.counts(em, 'customer', customer.id)).filter(
      (record) => record.owner === 'cart' && record.count > 0,
    );
    if (carts.length > 0) {
      warnings.push({
        code: 'OPEN_CARTS',
        message: `${customer.fullName} has ${describeRecords(carts)}: their prices will be ${toName}'s from the next look.`,
      });
    }
    return {
      allowed: blockers.length === 0,
      customer: await this.customerDetails(em, customer, from),
      from: from ? await this.companyDetails(em, from) : null,
      to: {
        id: to?.id ?? null,
        name: toName,
        organizationNumber: to?.organizationNumber ?? newCompany!.organizationNumber,
        storeId: toStoreId,
      },
      blockers,
      warnings,
      duplicates,
    };
  }

  private async duplicates(
    em: EntityManager,
    name: string,
    excludeId?: number,
  ): Promise<DuplicateCompanyDto[]> {
    const normalized = normalizedCompanyName(name);
    if (!normalized) return [];
    // Names are compared as the normaliser reads them, which SQL cannot say; a shop has thousands of
    // companies, not millions, so their ids and names are read in one statement and compared here.
    const rows = await queryRows<{ id: number; name: string }>(
      em,
      sql`select id, name from customer_company where id <> ${excludeId ?? 0} order by name, id`,
    );
    const ids = rows.filter((row) => normalizedCompanyName(row.name) === normalized).map((row) => row.id);
    if (ids.length === 0) return [];
    const companies = await em.find(
      CustomerCompany,
      { id: { $in: ids } },
      { orderBy: { name: 'asc', id: 'asc' } },
    );
    const codes = await this.storeCodes(em, companies);
    return companies.map((company) => ({
      id: company.id,
      name: company.name,
      organizationNumber: company.organizationNumber,
      storeId: company.storeId,
      storeCode: codes.get(company.storeId) ?? '',
    }));
  }

  private async customerDetails(
    em: EntityManager,
    customer: Customer,
    company: CustomerCompany | null,
  ): Promise<ModifierCustomerDto> {
    const [row] = await queryRows<{ addresses: number; naming: number }>(
      em,
      sql`select count(*)::int as addresses,
                 count(*) filter (where company = ${company?.name ?? null})::int as naming
            from address where customer_id = ${customer.id}`,
    );
    return {
      ...memberOf(customer),
      companyId: customer.company?.id ?? null,
      addressCount: row?.addresses ?? 0,
      addressesNamingCompany: row?.naming ?? 0,
      records: await this.records.counts(em, 'customer', customer.id),
    };
  }

  private async companyDetails(em: EntityManager, company: CustomerCompany): Promise<ModifierCompanyDto> {
    const codes = await this.storeCodes(em, [company]);
    return {
      id: company.id,
      name: company.name,
      organizationNumber: company.organizationNumber,
      erpCustomerNumber: company.erpCustomerNumber ?? null,
      storeId: company.storeId,
      storeCode: codes.get(company.storeId) ?? '',
      memberCount: await em.count(Customer, { company: company.id }),
      records: await this.records.counts(em, 'company', company.id),
    };
  }

  private async storeCodes(em: EntityManager, companies: CustomerCompany[]): Promise<Map<number, string>> {
    const stores = await this.stores.byIds([...new Set(companies.map((company) => company.storeId))], em);
    return new Map(stores.map((store) => [store.id, store.code]));
  }
}

function organizationNumberTaken(organizationNumber: string): DomainError {
  return new DomainError(
    'CONFLICT',
    `A customer company with the organization number ${organizationNumber} already exists.`,
    [{ field: 'organizationNumber', reason: 'already registered' }],
  );
}

function memberOf(customer: Customer): ModifierMemberDto {
  return {
    id: customer.id,
    name: customer.fullName,
    email: customer.email,
    kind: customer.kind,
    active: customer.active,
  };
}
