import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../common/errors/domain-error';
import { likeEscape } from '../../common/http/admin-list-query';
import { normaliseEmail } from '../../common/security/passwords';
import { queryRows, sql } from '../../database/sql';
import { AuditService } from '../audit/audit.service';
import { SessionService } from '../identity/session.service';
import { Customer } from './entities/customer.entity';
import type { ShopIdentity } from './shop-session';

export const IMPERSONATION_SEARCH_LIMIT = 20;

/** A customer the salesrep may act for, as the impersonation page's search lists them. */
export interface ImpersonationCandidate {
  id: number;
  email: string;
  name: string;
  companyName: string | null;
}

/** The new session an impersonation step started, for the cookie, and who the shop now serves. */
export interface ImpersonationResult {
  token: string;
  expiresAt: Date;
  identity: Pick<ShopIdentity, 'customer' | 'salesrep'>;
}

/**
 * Salesreps acting as customers (storefront spec §6). Every start and exit ends the session and starts a new
 * one (a new id each time) and is written to the audit log in the same transaction.
 */
@Injectable()
export class ImpersonationService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
  ) {}

  async start(
    identity: ShopIdentity,
    email: string,
    ip: string,
    currentToken: string | undefined,
  ): Promise<ImpersonationResult> {
    const salesrep = identity.account;
    if (salesrep.kind !== 'salesrep') {
      throw new DomainError('IMPERSONATION_NOT_ALLOWED', 'Only a salesrep can act as a customer');
    }
    const customer = await this.em.findOne(
      Customer,
      { email: normaliseEmail(email), active: true },
      { populate: ['company'] },
    );
    if (!customer) {
      throw new DomainError('CUSTOMER_NOT_FOUND', `No active customer account has the e-mail ${email}`, [
        { field: 'email', reason: 'no active customer account has this e-mail' },
      ]);
    }
    if (customer.kind !== 'customer') {
      throw new DomainError('IMPERSONATION_NOT_ALLOWED', 'A salesrep cannot act as another salesrep', [
        { field: 'email', reason: 'belongs to a salesrep' },
      ]);
    }
    if (!(await this.serves(salesrep, customer))) {
      throw new DomainError(
        'IMPERSONATION_NOT_ALLOWED',
        `You do not serve ${customer.company?.getEntity().name ?? 'this customer'}: ask for the company to be assigned to you`,
        [{ field: 'email', reason: "belongs to a customer of a company you don't serve" }],
      );
    }
    return this.em.transactional(async () => {
      // Switching straight from one customer to another ends the first impersonation too.
      if (identity.salesrep) await this.recordEnd(identity, ip);
      const { token, expiresAt } = await this.sessions.rotate('shop', currentToken, salesrep.id, {
        actingCustomerId: customer.id,
      });
      await this.audit.record({
        actorType: 'salesrep',
        actorId: salesrep.id,
        action: 'impersonation.started',
        subjectType: 'customer',
        subjectId: customer.id,
        onBehalfOfCustomerId: customer.id,
        ip,
        details: { customerEmail: customer.email },
      });
      return { token, expiresAt, identity: { customer, salesrep } };
    });
  }

  /**
   * The active customers a salesrep may act for whose name, e-mail or company contains `q`, for the
   * impersonation page's search (docs/decisions/2026-11-28-salesrep-assignments.md).
   */
  async search(identity: ShopIdentity, q: string): Promise<ImpersonationCandidate[]> {
    const salesrep = identity.salesrep ?? identity.account;
    if (salesrep.kind !== 'salesrep') {
      throw new DomainError('IMPERSONATION_NOT_ALLOWED', 'Only a salesrep can act as a customer');
    }
    const pattern = `%${likeEscape(q.trim().toLowerCase())}%`;
    return queryRows<ImpersonationCandidate>(
      this.em,
      sql`select c.id, c.email, c.firstname || ' ' || c.lastname as name, cc.name as "companyName"
          from customer c left join customer_company cc on cc.id = c.company_id
          where c.active and c.kind = 'customer'
            and (${salesrep.impersonatesAll}::boolean
                 or c.company_id in (select company_id from customer_salesrep_company
                                     where salesrep_id = ${salesrep.id}))
            and (lower(c.email) like ${pattern} or lower(c.firstname || ' ' || c.lastname) like ${pattern}
                 or lower(coalesce(cc.name, '')) like ${pattern})
          order by cc.name nulls last, c.lastname, c.firstname, c.id
          limit ${IMPERSONATION_SEARCH_LIMIT}`,
    );
  }

  /** A salesrep acts for the customers of the companies they serve, or for all where their record says so. */
  private async serves(salesrep: Customer, customer: Customer): Promise<boolean> {
    if (salesrep.impersonatesAll) return true;
    if (!customer.company) return false;
    const rows = await queryRows<{ one: number }>(
      this.em,
      sql`select 1 as one from customer_salesrep_company
          where salesrep_id = ${salesrep.id} and company_id = ${customer.company.id}`,
    );
    return rows.length > 0;
  }

  /** Back to the salesrep's own session. */
  async exit(
    identity: ShopIdentity,
    ip: string,
    currentToken: string | undefined,
  ): Promise<ImpersonationResult> {
    if (!identity.salesrep) {
      throw new DomainError('CONFLICT', 'You are not acting as a customer');
    }
    const salesrep = identity.salesrep;
    return this.em.transactional(async () => {
      await this.recordEnd(identity, ip);
      const { token, expiresAt } = await this.sessions.rotate('shop', currentToken, salesrep.id);
      return { token, expiresAt, identity: { customer: salesrep, salesrep: null } };
    });
  }

  private async recordEnd({ session, customer, salesrep }: ShopIdentity, ip: string): Promise<void> {
    const durationSeconds = Math.max(0, Math.round((Date.now() - session.createdAt.getTime()) / 1000));
    await this.audit.record({
      actorType: 'salesrep',
      actorId: salesrep?.id,
      action: 'impersonation.ended',
      subjectType: 'customer',
      subjectId: customer.id,
      onBehalfOfCustomerId: customer.id,
      ip,
      details: { durationSeconds },
    });
  }
}
