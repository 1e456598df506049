import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AddressType, StockStatus, StoreCode } from '@tradeshop/shared';
import { queryRows, sql } from '../../database/sql';

/** What the checkout needs of the cart's store. */
export interface CheckoutStoreRow {
  id: number;
  code: StoreCode;
  country: string | null;
  guest_checkout: boolean;
  terms_of_delivery: string;
  terms_of_payment: string;
}

/** A company's own terms, when agreed; they replace the store's. */
export interface CompanyTermsRow {
  terms_of_delivery: string | null;
  terms_of_payment: string | null;
  invoice_payment_allowed: boolean;
}

export interface CheckoutAddressRow {
  id: number;
  type: AddressType;
  salutation: string | null;
  company: string | null;
  firstname: string;
  lastname: string;
  street: string;
  number: string | null;
  postcode: string;
  city: string;
  country: string;
  phone_number: string | null;
}

export interface CheckoutCustomerRow {
  id: number;
  email: string;
  kind: string;
  company_id: number | null;
  default_delivery_address_id: number | null;
  default_invoice_address_id: number | null;
}

export interface CheckoutProductRow {
  id: number;
  sku: string;
  name: string;
  stock_status: StockStatus;
  unit_identifier: string;
  unit_precision: number;
  minimum_order_quantity: string;
  minimum_order_override: boolean;
}

/**
 * The reads the checkout needs from other sections' tables (stores, companies, customers, addresses, products).
 * Runs in the caller's transaction when `em` is inside one.
 */
@Injectable()
export class CheckoutRepository {
  async store(em: EntityManager, storeId: number): Promise<CheckoutStoreRow> {
    const [row] = await queryRows<CheckoutStoreRow>(
      em,
      sql`
        select id, code, nullif(trim(country), '') as country, guest_checkout, terms_of_delivery, terms_of_payment
        from store where id = ${storeId}`,
    );
    return row!;
  }

  async companyTerms(em: EntityManager, companyId: number): Promise<CompanyTermsRow | null> {
    const [row] = await queryRows<CompanyTermsRow>(
      em,
      sql`
        select terms_of_delivery, terms_of_payment, invoice_payment_allowed
        from customer_company where id = ${companyId}`,
    );
    return row ?? null;
  }

  async customer(em: EntityManager, customerId: number): Promise<CheckoutCustomerRow | null> {
    const [row] = await queryRows<CheckoutCustomerRow>(
      em,
      sql`
        select id, email, kind, company_id, default_delivery_address_id, default_invoice_address_id
        from customer where id = ${customerId} and active`,
    );
    return row ?? null;
  }

  async addresses(em: EntityManager, customerId: number): Promise<CheckoutAddressRow[]> {
    return queryRows<CheckoutAddressRow>(
      em,
      sql`
        select id, type, salutation, company, firstname, lastname, street, number, postcode, city,
               trim(country) as country, phone_number
        from address where customer_id = ${customerId} order by id`,
    );
  }

  /** Product names in the shopper's language, the unit each line is counted in and its quantity rules. */
  async products(em: EntityManager, ids: number[], locale: string): Promise<Map<number, CheckoutProductRow>> {
    if (ids.length === 0) return new Map();
    const found = await queryRows<CheckoutProductRow>(
      em,
      sql`
        select p.id, p.sku, coalesce(t.name, e.name, p.sku) as name, p.stock_status, u.identifier as unit_identifier,
               u.precision::int as unit_precision, p.minimum_order_quantity::text as minimum_order_quantity,
               p.minimum_order_override
        from product p
        join unit_definition u on u.id = p.sales_unit_id
        left join product_translation t on t.product_id = p.id and t.locale = ${locale}
        left join product_translation e on e.product_id = p.id and e.locale = 'en'
        where p.id in (${ids})`,
    );
    return new Map(found.map((row) => [row.id, row]));
  }

  async unitIdentifiers(em: EntityManager, ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const found = await queryRows<{ id: number; identifier: string }>(
      em,
      sql`select id, identifier from unit_definition where id in (${ids})`,
    );
    return new Map(found.map((row) => [row.id, row.identifier]));
  }
}
