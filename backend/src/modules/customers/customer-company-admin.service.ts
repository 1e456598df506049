import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { DomainError } from '../../common/errors/domain-error';
import { type AdminListRequest, filterValue, likeEscape } from '../../common/http/admin-list-query';
import { queryRows, sql } from '../../database/sql';
import { AuditService } from '../audit/audit.service';
import { StoresService } from '../shop-config/stores/stores.service';
import type { UpdateCustomerCompanyDto } from './dto/customer-company-admin.dto';
import { CustomerCompany } from './entities/customer-company.entity';

export const ADMIN_CUSTOMER_COMPANY_SORTS = [
  'id',
  'name',
  'organizationNumber',
  'erpCustomerNumber',
  'storeId',
  'createdAt',
] as const;
type CustomerCompanySortField = (typeof ADMIN_CUSTOMER_COMPANY_SORTS)[number];

const EDITABLE_FIELDS = [
  'name',
  'erpCustomerNumber',
  'termsOfDelivery',
  'termsOfPayment',
  'invoicePaymentAllowed',
] as const;

/** A company with what the back office shows beside it: its store's code and how many people buy for it. */
export interface CustomerCompanyAdminRow {
  company: CustomerCompany;
  storeCode: string;
  customerCount: number;
}

export interface CompanyEditor {
  adminUserId: number;
  ip: string;
}

function companyNotFound(id: number): DomainError {
  return new DomainError('NOT_FOUND', `No customer company has the id ${id}`);
}

function erpNumberTaken(erpCustomerNumber: string): DomainError {
  return new DomainError(
    'CONFLICT',
    `The ERP customer number ${erpCustomerNumber} is already given to another customer company`,
    [{ field: 'erpCustomerNumber', reason: 'already given to another company' }],
  );
}

/** Customer companies for the back office: the ERP connection and the company's own buying terms. */
@Injectable()
export class CustomerCompanyAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly stores: StoresService,
  ) {}

  /** Filters: q (name, organization number or ERP customer number), storeId, id (a list). */
  async list(
    request: AdminListRequest<CustomerCompanySortField>,
  ): Promise<{ rows: CustomerCompanyAdminRow[]; total: number }> {
    const where: Record<string, unknown> = {};
    const ids = filterValue.integers(request.filter, 'id');
    if (ids) where.id = { $in: ids };
    const storeId = filterValue.integer(request.filter, 'storeId');
    if (storeId !== undefined) where.storeId = storeId;
    const q = filterValue.text(request.filter, 'q');
    if (q) {
      const pattern = `%${likeEscape(q)}%`;
      where.$or = [
        { name: { $ilike: pattern } },
        { organizationNumber: { $ilike: pattern } },
        { erpCustomerNumber: { $ilike: pattern } },
      ];
    }
    const [companies, total] = await this.em.findAndCount(CustomerCompany, where, {
      orderBy: { [request.sortField]: request.sortOrder, id: request.sortOrder },
      offset: request.offset,
      limit: request.limit,
    });
    return { rows: await this.withFacts(this.em, companies), total };
  }

  async get(id: number): Promise<CustomerCompanyAdminRow> {
    const company = await this.em.findOne(CustomerCompany, { id });
    if (!company) throw companyNotFound(id);
    const [row] = await this.withFacts(this.em, [company]);
    return row;
  }

  /** Changes the given fields and audits what changed, from what to what; an unchanged save records nothing. */
  async update(
    id: number,
    input: UpdateCustomerCompanyDto,
    editor: CompanyEditor,
  ): Promise<CustomerCompanyAdminRow> {
    await this.em
      .transactional(async (em) => {
        const company = await em.findOne(CustomerCompany, { id });
        if (!company) throw companyNotFound(id);
        const changed: Record<string, { from: unknown; to: unknown }> = {};
        for (const field of EDITABLE_FIELDS) {
          const value = input[field];
          if (value === undefined || value === (company[field] ?? null)) continue;
          changed[field] = { from: company[field] ?? null, to: value };
        }
        const erpCustomerNumber = changed.erpCustomerNumber?.to;
        if (typeof erpCustomerNumber === 'string') {
          const holder = await em.count(CustomerCompany, { erpCustomerNumber, id: { $ne: id } });
          if (holder) throw erpNumberTaken(erpCustomerNumber);
        }
        if (Object.keys(changed).length === 0) return;
        em.assign(
          company,
          Object.fromEntries(Object.entries(changed).map(([field, change]) => [field, change.to])),
        );
        await em.flush();
        await this.audit.record(
          {
            actorType: 'admin',
            actorId: editor.adminUserId,
            action: 'customer_company.updated',
            subjectType: 'customer_company',
            subjectId: id,
            ip: editor.ip,
            details: { name: company.name, ...changed },
          },
          em,
        );
      })
      .catch((error: unknown) => {
        // Two staff giving the same number at once: the unique index decides, and the loser hears why.
        if (error instanceof UniqueConstraintViolationException && input.erpCustomerNumber) {
          throw erpNumberTaken(input.erpCustomerNumber);
        }
        throw error;
      });
    return this.get(id);
  }

  private async withFacts(
    em: EntityManager,
    companies: CustomerCompany[],
  ): Promise<CustomerCompanyAdminRow[]> {
    if (companies.length === 0) return [];
    const storeIds = [...new Set(companies.map((company) => company.storeId))];
    const stores = await this.stores.byIds(storeIds, em);
    const codes = new Map(stores.map((store) => [store.id, store.code]));
    const counts = await queryRows<{ company_id: number; customers: number }>(
      em,
      sql`select company_id, count(*)::int as customers from customer
          where company_id = any(${companies.map((company) => company.id)}::int[]) group by company_id`,
    );
    const customers = new Map(counts.map((row) => [row.company_id, row.customers]));
    return companies.map((company) => ({
      company,
      storeCode: codes.get(company.storeId) ?? '',
      customerCount: customers.get(company.id) ?? 0,
    }));
  }
}
