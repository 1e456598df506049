import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AddressType, Salutation } from '@tradeshop/shared';
import { queryRows, sql } from '../../database/sql';

/** The customer's side of the price context: their company (and its store) and groups. */
export interface CustomerContextRow {
  company_id: number | null;
  store_id: number | null;
  group_ids: number[];
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
  salutation: Salutation | null;
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
  locale: string;
}

/**
 * What the shop (cart, checkout) reads of customers, their companies and addresses: one statement per call.
 * Runs in the caller's transaction when `em` is inside one.
 */
@Injectable()
export class CustomerReadsService {
  async priceContext(em: EntityManager, customerId: number): Promise<CustomerContextRow | null> {
    const [row] = await queryRows<CustomerContextRow>(
      em,
      sql`
        select c.company_id, cc.store_id,
               array(select m.group_id from customer_group_member m where m.customer_id = c.id order by 1)
                 as group_ids
        from customer c
        left join customer_company cc on cc.id = c.company_id
        where c.id = ${customerId}`,
    );
    return row ? { ...row, group_ids: row.group_ids.map(Number) } : null;
  }

  /** Where one of the customer's addresses is, for the shipping quote. */
  async addressDestination(
    em: EntityManager,
    customerId: number,
    addressId: number,
  ): Promise<{ country: string; postcode: string } | null> {
    const [row] = await queryRows<{ country: string; postcode: string }>(
      em,
      sql`select trim(country) as country, postcode from address where id = ${addressId} and customer_id = ${customerId}`,
    );
    return row ?? null;
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

  async checkoutCustomer(em: EntityManager, customerId: number): Promise<CheckoutCustomerRow | null> {
    const [row] = await queryRows<CheckoutCustomerRow>(
      em,
      sql`
        select id, email, kind, company_id, default_delivery_address_id, default_invoice_address_id, locale
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

  /** The customer's e-mail address, for an order's mails. */
  async email(em: EntityManager, customerId: number): Promise<string | null> {
    const [row] = await queryRows<{ email: string }>(
      em,
      sql`select email from customer where id = ${customerId}`,
    );
    return row?.email ?? null;
  }

  /** The groups a customer belongs to, by id. */
  async groupIds(em: EntityManager, customerId: number): Promise<number[]> {
    const found = await queryRows<{ group_id: number }>(
      em,
      sql`select group_id from customer_group_member where customer_id = ${customerId} order by 1`,
    );
    return found.map((row) => Number(row.group_id));
  }
}
