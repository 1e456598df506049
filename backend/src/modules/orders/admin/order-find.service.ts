import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { InvoiceState, OrderState, PaymentState, ShipmentState } from '@tradeshop/shared';
import { type AdminListRequest, likeEscape } from '../../../common/http/admin-list-query';
import { joinSql, queryRows, sql, trusted, type SqlQuery } from '../../../database/sql';
import { CustomerReadsService } from '../../customers/customer-reads.service';
import { StoresService } from '../../shop-config/stores/stores.service';
import type { OrderFindCriteria, OrderSortField } from './order-find.criteria';

/** One order as the back-office list shows it. */
export interface OrderListRow {
  id: number;
  number: string;
  createdAt: string;
  storeId: number;
  storeCode: string | null;
  customerId: number | null;
  customerName: string | null;
  /** The customer's e-mail, or the guest's. */
  email: string | null;
  companyId: number | null;
  companyName: string | null;
  state: OrderState;
  paymentState: PaymentState;
  shippingState: ShipmentState;
  invoiceState: InvoiceState;
  currency: string;
  itemsNetMinor: number;
  taxMinor: number;
  totalGrossMinor: number;
  erpReference: string | null;
}

interface OrderRow {
  id: number;
  number: string;
  created_at: Date;
  store_id: number;
  customer_id: number | null;
  company_id: number | null;
  guest_email: string | null;
  state: OrderState;
  payment_state: PaymentState;
  shipping_state: ShipmentState;
  invoice_state: InvoiceState;
  currency: string;
  items_net_minor: string;
  tax_minor: string;
  total_gross_minor: string;
  erp_reference: string | null;
}

const SORT_COLUMN: Record<OrderSortField, string> = {
  createdAt: 'created_at',
  number: 'number',
  totalGrossMinor: 'total_gross_minor',
  state: 'state',
  paymentState: 'payment_state',
  shippingState: 'shipping_state',
  invoiceState: 'invoice_state',
  storeId: 'store_id',
  id: 'id',
};

/**
 * How many customers (and companies) a name or e-mail search may match. The orders of further matches are not
 * found; a search that broad needs a sharper word anyway.
 */
const PARTY_MATCH_LIMIT = 1000;

/**
 * Finds orders for the back office: the one method behind the spec's `find`, react-admin's order list and the
 * grid's exports. Reads `sales_order` (and its lines for the SKU) with explicit statements; names of customers and
 * companies come from the customers module in one batch per page, store codes from the stores module.
 */
@Injectable()
export class OrderFindService {
  constructor(
    private readonly em: EntityManager,
    private readonly customers: CustomerReadsService,
    private readonly stores: StoresService,
  ) {}

  async find(
    criteria: OrderFindCriteria,
    request: Omit<AdminListRequest<OrderSortField>, 'filter'>,
    em: EntityManager = this.em,
  ): Promise<{ rows: OrderListRow[]; total: number }> {
    const where = await this.where(em, criteria);
    const direction = trusted(request.sortOrder === 'desc' ? 'desc' : 'asc');
    const [counted] = await queryRows<{ total: string }>(
      em,
      sql`select count(*) as total from sales_order o where ${where}`,
    );
    const total = Number(counted?.total ?? 0);
    if (total === 0 || request.offset >= total) return { rows: [], total };
    const found = await queryRows<OrderRow>(
      em,
      sql`
        select o.id, o.number, o.created_at, o.store_id, o.customer_id, o.company_id, o.guest_email, o.state,
               o.payment_state, o.shipping_state, o.invoice_state, o.currency, o.items_net_minor, o.tax_minor,
               o.total_gross_minor, o.erp_reference
        from sales_order o
        where ${where}
        order by o.${trusted(SORT_COLUMN[request.sortField])} ${direction}, o.id ${direction}
        limit ${request.limit} offset ${request.offset}`,
    );
    return { rows: await this.describe(em, found), total };
  }

  /** The ids of the orders the criteria find, in list order, at most `limit` (for an export of a whole list). */
  async findIds(criteria: OrderFindCriteria, limit: number, em: EntityManager = this.em): Promise<number[]> {
    const where = await this.where(em, criteria);
    const rows = await queryRows<{ id: number }>(
      em,
      sql`select o.id from sales_order o where ${where} order by o.created_at desc, o.id desc limit ${limit}`,
    );
    return rows.map((row) => row.id);
  }

  /** The rows of exactly these orders, in the order of `ids` (for the grid's exports). */
  async rowsByIds(ids: number[], em: EntityManager = this.em): Promise<OrderListRow[]> {
    const { rows } = await this.find(
      { ids },
      { sortField: 'id', sortOrder: 'asc', offset: 0, limit: ids.length },
      em,
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  private async where(em: EntityManager, criteria: OrderFindCriteria): Promise<SqlQuery> {
    const parts: SqlQuery[] = [sql`true`];
    const contains = (text: string) => `%${likeEscape(text)}%`;
    const startsWith = (text: string) => `${likeEscape(text.toLowerCase())}%`;
    if (criteria.ids) parts.push(sql`o.id = any(${criteria.ids}::int[])`);
    if (criteria.q) {
      const parties = await this.customers.matchOrderParties(em, criteria.q, { limit: PARTY_MATCH_LIMIT });
      parts.push(sql`(
        o.number ilike ${contains(criteria.q)} or o.guest_email ilike ${contains(criteria.q)}
        or o.customer_id = any(${parties.customerIds}::int[]) or o.company_id = any(${parties.companyIds}::int[]))`);
    }
    if (criteria.number) parts.push(sql`o.number ilike ${contains(criteria.number)}`);
    if (criteria.customerIds) parts.push(sql`o.customer_id = any(${criteria.customerIds}::int[])`);
    if (criteria.companyIds) parts.push(sql`o.company_id = any(${criteria.companyIds}::int[])`);
    if (criteria.email) {
      const { customerIds } = await this.customers.matchOrderParties(em, criteria.email, {
        emailOnly: true,
        limit: PARTY_MATCH_LIMIT,
      });
      parts.push(
        sql`(o.guest_email ilike ${contains(criteria.email)} or o.customer_id = any(${customerIds}::int[]))`,
      );
    }
    if (criteria.sku) {
      parts.push(sql`exists (
        select 1 from sales_order_item i where i.order_id = o.id and lower(i.sku) like ${startsWith(criteria.sku)})`);
    }
    if (criteria.erpNumber) parts.push(sql`lower(o.erp_reference) like ${startsWith(criteria.erpNumber)}`);
    if (criteria.states) parts.push(sql`o.state = any(${criteria.states}::text[])`);
    if (criteria.paymentStates) parts.push(sql`o.payment_state = any(${criteria.paymentStates}::text[])`);
    if (criteria.shippingStates) parts.push(sql`o.shipping_state = any(${criteria.shippingStates}::text[])`);
    if (criteria.invoiceStates) parts.push(sql`o.invoice_state = any(${criteria.invoiceStates}::text[])`);
    if (criteria.storeIds) parts.push(sql`o.store_id = any(${criteria.storeIds}::int[])`);
    if (criteria.createdFrom) parts.push(sql`o.created_at >= ${criteria.createdFrom}`);
    if (criteria.createdBefore) parts.push(sql`o.created_at < ${criteria.createdBefore}`);
    if (criteria.totalFromMinor !== undefined)
      parts.push(sql`o.total_gross_minor >= ${criteria.totalFromMinor}`);
    if (criteria.totalToMinor !== undefined) parts.push(sql`o.total_gross_minor <= ${criteria.totalToMinor}`);
    return joinSql(parts, ' and ');
  }

  /** Adds the names of the customers, companies and stores: one batch for each, whatever the page size. */
  private async describe(em: EntityManager, rows: OrderRow[]): Promise<OrderListRow[]> {
    const distinct = (values: (number | null)[]) => [
      ...new Set(values.filter((v): v is number => v !== null)),
    ];
    const parties = await this.customers.orderParties(
      em,
      distinct(rows.map((row) => row.customer_id)),
      distinct(rows.map((row) => row.company_id)),
    );
    const stores = await this.stores.byIds(distinct(rows.map((row) => row.store_id)), em);
    const customers = new Map(parties.customers.map((customer) => [customer.id, customer]));
    const companies = new Map(parties.companies.map((company) => [company.id, company.name]));
    const storeCodes = new Map(stores.map((store) => [store.id, store.code]));
    return rows.map((row) => {
      const customer = row.customer_id === null ? undefined : customers.get(row.customer_id);
      return {
        id: row.id,
        number: row.number,
        createdAt: new Date(row.created_at).toISOString(),
        storeId: row.store_id,
        storeCode: storeCodes.get(row.store_id) ?? null,
        customerId: row.customer_id,
        customerName: customer ? `${customer.firstname} ${customer.lastname}`.trim() : null,
        email: customer?.email ?? row.guest_email,
        companyId: row.company_id,
        companyName: row.company_id === null ? null : (companies.get(row.company_id) ?? null),
        state: row.state,
        paymentState: row.payment_state,
        shippingState: row.shipping_state,
        invoiceState: row.invoice_state,
        currency: row.currency.trim(),
        itemsNetMinor: Number(row.items_net_minor),
        taxMinor: Number(row.tax_minor),
        totalGrossMinor: Number(row.total_gross_minor),
        erpReference: row.erp_reference,
      };
    });
  }
}
