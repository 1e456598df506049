import { Injectable } from '@nestjs/common';
import type pg from 'pg';

/** A company's master data as the ERP holds it. */
export interface CompanyMasterData {
  name: string;
  email: string | null;
  phone: string | null;
  vatNumber: string | null;
  termsOfDelivery: string | null;
  termsOfPayment: string | null;
}

export interface CompanyFacts {
  id: number;
  name: string;
  storeId: number;
  erpCustomerNumber: string | null;
  /** The customer groups of the company's customers. */
  groupIds: number[];
}

/** The customers module's side of imports: a company's facts, and its master data refreshed from the ERP. */
@Injectable()
export class CompanyMasterDataService {
  async facts(client: pg.ClientBase, companyId: number): Promise<CompanyFacts | null> {
    const { rows } = await client.query<CompanyFacts>(
      `select c.id, c.name, c.store_id as "storeId",
              c.erp_customer_number as "erpCustomerNumber",
              array(select distinct m.group_id from customer_group_member m join customer u on u.id = m.customer_id
                    where u.company_id = c.id order by 1) as "groupIds"
       from customer_company c where c.id = $1`,
      [companyId],
    );
    return rows[0] ?? null;
  }

  /** Writes what differs; answers the names of the fields that changed. */
  async refresh(client: pg.ClientBase, companyId: number, data: CompanyMasterData): Promise<string[]> {
    const { rows } = await client.query<{ changed: string[] }>(
      `with old as (select * from customer_company where id = $1 for update)
       update customer_company c set name = $2, email = $3, phone = $4, vat_number = $5,
              terms_of_delivery = $6, terms_of_payment = $7, updated_at = now()
       from old
       where c.id = old.id
         and (old.name, old.email, old.phone, old.vat_number, old.terms_of_delivery, old.terms_of_payment)
             is distinct from ($2, $3, $4, $5, $6, $7)
       returning array_remove(array[
         case when old.name is distinct from $2 then 'name' end,
         case when old.email is distinct from $3 then 'email' end,
         case when old.phone is distinct from $4 then 'phone' end,
         case when old.vat_number is distinct from $5 then 'vatNumber' end,
         case when old.terms_of_delivery is distinct from $6 then 'termsOfDelivery' end,
         case when old.terms_of_payment is distinct from $7 then 'termsOfPayment' end], null) as changed`,
      [
        companyId,
        data.name,
        data.email,
        data.phone,
        data.vatNumber,
        data.termsOfDelivery,
        data.termsOfPayment,
      ],
    );
    return rows[0]?.changed ?? [];
  }
}
