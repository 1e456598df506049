import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AddressType, Salutation } from '@tradeshop/shared';
import { likeEscape } from '../../common/http/admin-list-query';
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
  e_invoice_address: string | null;
  e_invoice_operator: string | null;
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

/** Who checks out: the customer, their addresses and their company's terms (null without a company). */
export interface CheckoutBuyerRows {
  customer: CheckoutCustomerRow;
  addresses: CheckoutAddressRow[];
  companyTerms: CompanyTermsRow | null;
}

const COMPANY_TERMS_COLUMNS = sql`terms_of_delivery, terms_of_payment, invoice_payment_allowed`;
const CHECKOUT_CUSTOMER_COLUMNS = sql`id, email, kind, company_id, default_delivery_address_id, default_invoice_address_id, locale`;
const CHECKOUT_ADDRESS_COLUMNS = sql`id, type, salutation, company, firstname, lastname, street, number, postcode, city,
  trim(country) as country, phone_number, e_invoice_address, e_invoice_operator`;

export interface OrderPartyCustomerRow {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
}

export interface OrderPartyCompanyRow {
  id: number;
  name: string;
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
      sql`select ${COMPANY_TERMS_COLUMNS} from customer_company where id = ${companyId}`,
    );
    return row ?? null;
  }

  async checkoutCustomer(em: EntityManager, customerId: number): Promise<CheckoutCustomerRow | null> {
    const [row] = await queryRows<CheckoutCustomerRow>(
      em,
      sql`select ${CHECKOUT_CUSTOMER_COLUMNS} from customer where id = ${customerId} and active`,
    );
    return row ?? null;
  }

  /**
   * `checkoutCustomer`, `addresses` and `companyTerms` in one statement, for the checkout's every step; null when
   * the customer is not active.
   */
  async checkoutBuyer(em: EntityManager, customerId: number): Promise<CheckoutBuyerRows | null> {
    const [row] = await queryRows<CheckoutBuyerRows>(
      em,
      sql`
        select to_jsonb(buyer) as customer,
               coalesce((select jsonb_agg(to_jsonb(address) order by address.id)
                           from (select ${CHECKOUT_ADDRESS_COLUMNS} from address where customer_id = buyer.id) address),
                        '[]') as addresses,
               (select to_jsonb(terms) from (select ${COMPANY_TERMS_COLUMNS} from customer_company
                                              where id = buyer.company_id) terms) as "companyTerms"
        from (select ${CHECKOUT_CUSTOMER_COLUMNS} from customer where id = ${customerId} and active) buyer`,
    );
    return row ?? null;
  }

  async addresses(em: EntityManager, customerId: number): Promise<CheckoutAddressRow[]> {
    return queryRows<CheckoutAddressRow>(
      em,
      sql`select ${CHECKOUT_ADDRESS_COLUMNS} from address where customer_id = ${customerId} order by id`,
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

  /** The customer's and the company's names as an order's page in the back office shows them. */
  async orderPartyNames(
    em: EntityManager,
    customerId: number | null,
    companyId: number | null,
  ): Promise<{ customerName: string | null; customerEmail: string | null; companyName: string | null }> {
    const { customers, companies } = await this.orderParties(
      em,
      customerId ? [customerId] : [],
      companyId ? [companyId] : [],
    );
    const [customer] = customers;
    return {
      customerName: customer ? `${customer.firstname} ${customer.lastname}` : null,
      customerEmail: customer?.email ?? null,
      companyName: companies[0]?.name ?? null,
    };
  }

  /**
   * Who placed a list of orders: the customers' names and e-mails and the companies' names, two statements
   * whatever the number of orders.
   */
  async orderParties(
    em: EntityManager,
    customerIds: number[],
    companyIds: number[],
  ): Promise<{ customers: OrderPartyCustomerRow[]; companies: OrderPartyCompanyRow[] }> {
    const customers = customerIds.length
      ? await queryRows<OrderPartyCustomerRow>(
          em,
          sql`select id, firstname, lastname, email from customer where id = any(${customerIds}::int[])`,
        )
      : [];
    const companies = companyIds.length
      ? await queryRows<OrderPartyCompanyRow>(
          em,
          sql`select id, name from customer_company where id = any(${companyIds}::int[])`,
        )
      : [];
    return { customers, companies };
  }

  /**
   * The customers whose name or e-mail, and the companies whose name, contain `text` (at most `limit` of each),
   * for finding their orders. With `emailOnly`, customers by e-mail alone and no companies.
   */
  async matchOrderParties(
    em: EntityManager,
    text: string,
    options: { emailOnly?: boolean; limit: number },
  ): Promise<{ customerIds: number[]; companyIds: number[] }> {
    const pattern = `%${likeEscape(text)}%`;
    const customers = await queryRows<{ id: number }>(
      em,
      options.emailOnly
        ? sql`select id from customer where email ilike ${pattern} order by id limit ${options.limit}`
        : sql`
            select id from customer
            where email ilike ${pattern} or (firstname || ' ' || lastname) ilike ${pattern}
            order by id limit ${options.limit}`,
    );
    const companies = options.emailOnly
      ? []
      : await queryRows<{ id: number }>(
          em,
          sql`select id from customer_company where name ilike ${pattern} order by id limit ${options.limit}`,
        );
    return { customerIds: customers.map((row) => row.id), companyIds: companies.map((row) => row.id) };
  }
}
