import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ErpExportFailureReason } from '@tradeshop/shared';
import { queryRows, sql, trusted, type SqlQuery } from '../../database/sql';
import type { OrderAdjustment, OrderTaxLine } from './entities/sales-order.entity';

/** Whose orders: a company's (everyone buying for it), a customer's without a company, or an ERP customer's. */
export type OrderScope = { companyId: number } | { customerId: number } | { erpCustomerNumber: string };

export interface OrderHistoryFilter {
  /** Part of the shop's order number or of the customer's own order number, any letter case. */
  number?: string;
  /** ISO dates, inclusive, in UTC. */
  from?: string;
  to?: string;
  /** false: only the orders the ERP has not received yet. */
  synchronized?: boolean;
}

export interface OrderSummaryRow {
  id: number;
  number: string;
  order_type: number;
  state: string;
  payment_state: string;
  shipping_state: string;
  invoice_state: string;
  currency: string;
  own_order_number: string | null;
  reference: string | null;
  items_net_minor: string;
  tax_minor: string;
  total_gross_minor: string;
  /** ISO 8601 in UTC. */
  created_at: string;
  erp_synced_at: string | null;
  erp_reference: string | null;
  buyer_name: string | null;
  salesrep_name: string | null;
  line_statuses: number[] | null;
  line_count: number;
}

export interface OrderDetailRow extends OrderSummaryRow {
  comment: string | null;
  additional_marking: string | null;
  preferred_delivery_date: string | null;
  complete_delivery: boolean;
  terms_of_delivery: string;
  terms_of_payment: string;
  invoice_address: Record<string, string | null>;
  shipping_address: Record<string, string | null>;
  surcharge_net_minor: string;
  discount_net_minor: string;
  shipping_net_minor: string;
  customer_id: number | null;
  erp_export_failure: ErpExportFailureReason | null;
  store_id: number;
  carrier_id: number | null;
  taxes: OrderTaxLine[];
  adjustments: OrderAdjustment[];
}

export interface OrderLineRow {
  order_id: number;
  position: number;
  product_id: number | null;
  sku: string;
  name: string;
  unit_identifier: string;
  quantity: string;
  unit_price_net_minor: string;
  discount_net_minor: string;
  surcharge_net_minor: string;
  total_net_minor: string;
  tax_rate: string;
  line_status: number;
  preliminary_delivery_date: string | null;
  is_gift: boolean;
}

/** A timestamp as ISO 8601 text in UTC, as the API answers it. */
function isoTimestamp(column: string): SqlQuery {
  return trusted(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
}

const SUMMARY_COLUMNS = sql`o.id, o.number, o.order_type, o.state, o.payment_state, o.shipping_state,
  o.invoice_state, o.currency, o.own_order_number, o.reference, o.items_net_minor, o.tax_minor,
  o.total_gross_minor, ${isoTimestamp('o.created_at')} as created_at,
  ${isoTimestamp('o.erp_synced_at')} as erp_synced_at, o.erp_reference,
  nullif(trim(concat_ws(' ', buyer.firstname, buyer.lastname)), '') as buyer_name,
  nullif(trim(concat_ws(' ', salesrep.firstname, salesrep.lastname)), '') as salesrep_name,
  (select array_agg(distinct i.line_status order by i.line_status) from sales_order_item i where i.order_id = o.id)
    as line_statuses,
  (select count(*)::int from sales_order_item i where i.order_id = o.id) as line_count`;

const JOINS = sql`left join customer buyer on buyer.id = o.customer_id
  left join customer salesrep on salesrep.id = o.placed_by_salesrep_id`;

/**
 * The order history's reads: lists and one order, always within the asker's scope. A read model: each list
 * statement joins the buyer's and the sales rep's names (customers) and finds a company by its ERP number.
 */
@Injectable()
export class OrderHistoryReadModel {
  constructor(private readonly em: EntityManager) {}

  async list(
    scope: OrderScope,
    filter: OrderHistoryFilter,
    paging: { page: number; perPage: number },
  ): Promise<{ rows: OrderSummaryRow[]; total: number }> {
    const where = sql`${inScope(scope)} and ${matching(filter)}`;
    const [rows, counted] = await Promise.all([
      queryRows<OrderSummaryRow>(
        this.em,
        sql`select ${SUMMARY_COLUMNS} from sales_order o ${JOINS}
            where ${where}
            order by o.created_at desc, o.id desc
            limit ${paging.perPage} offset ${(paging.page - 1) * paging.perPage}`,
      ),
      queryRows<{ total: number }>(
        this.em,
        sql`select count(*)::int as total from sales_order o where ${where}`,
      ),
    ]);
    return { rows, total: counted[0]?.total ?? 0 };
  }

  async findByNumber(scope: OrderScope, number: string): Promise<OrderDetailRow | null> {
    const rows = await queryRows<OrderDetailRow>(
      this.em,
      sql`select ${SUMMARY_COLUMNS}, o.comment, o.additional_marking,
            to_char(o.preferred_delivery_date, 'YYYY-MM-DD') as preferred_delivery_date, o.complete_delivery,
            o.terms_of_delivery, o.terms_of_payment, o.invoice_address, o.shipping_address,
            o.surcharge_net_minor, o.discount_net_minor, o.shipping_net_minor,
            o.customer_id, o.erp_export_failure, o.store_id, o.carrier_id, o.taxes, o.adjustments
          from sales_order o ${JOINS}
          where ${inScope(scope)} and o.number = ${number}`,
    );
    return rows[0] ?? null;
  }

  linesOf(orderIds: number[]): Promise<OrderLineRow[]> {
    if (orderIds.length === 0) return Promise.resolve([]);
    return queryRows<OrderLineRow>(
      this.em,
      sql`select order_id, position, product_id, sku, name, unit_identifier,
            trim_scale(quantity)::text as quantity,
            unit_price_net_minor, discount_net_minor, surcharge_net_minor, total_net_minor,
            tax_rate::text as tax_rate, line_status,
            to_char(preliminary_delivery_date, 'YYYY-MM-DD') as preliminary_delivery_date, is_gift
          from sales_order_item where order_id = any(${orderIds}::int[])
          order by order_id, position`,
    );
  }

  /** The customer number staff gave the company in the ERP; null while it is not connected to the ERP. */
  async erpCustomerNumberOf(companyId: number): Promise<string | null> {
    const rows = await queryRows<{ erp_customer_number: string | null }>(
      this.em,
      sql`select erp_customer_number from customer_company where id = ${companyId}`,
    );
    return rows[0]?.erp_customer_number ?? null;
  }
}

function inScope(scope: OrderScope): SqlQuery {
  if ('companyId' in scope) return sql`o.company_id = ${scope.companyId}`;
  if ('customerId' in scope) return sql`(o.company_id is null and o.customer_id = ${scope.customerId})`;
  const { erpCustomerNumber } = scope;
  return sql`o.company_id = (select id from customer_company where erp_customer_number = ${erpCustomerNumber})`;
}

function matching(filter: OrderHistoryFilter): SqlQuery {
  const conditions: SqlQuery[] = [sql`true`];
  if (filter.number) {
    const pattern = `%${filter.number.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(sql`(o.number ilike ${pattern} or o.own_order_number ilike ${pattern})`);
  }
  if (filter.from) conditions.push(sql`o.created_at >= ${filter.from}::date`);
  if (filter.to) conditions.push(sql`o.created_at < ${filter.to}::date + 1`);
  if (filter.synchronized === false) conditions.push(sql`o.erp_synced_at is null`);
  if (filter.synchronized === true) conditions.push(sql`o.erp_synced_at is not null`);
  return conditions.reduce((all, condition) => sql`${all} and ${condition}`);
}
