import { Migration } from '@mikro-orm/migrations';

/**
 * Customers edited in the back office (issue 16 item 5): a company's administrators (who may invite
 * colleagues; the first person of each existing company becomes one), the salesreps who may act for every
 * customer, and which salesreps serve which companies (docs/decisions/2026-11-28-salesrep-assignments.md).
 */
export class Migration20261128140000_customer_admin extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table customer add column company_admin boolean not null default false;`);
    this.addSql(`alter table customer add column impersonates_all boolean not null default false;`);
    this.addSql(`
      update customer set company_admin = true
        where kind = 'customer' and id in (select min(id) from customer where company_id is not null
                                           group by company_id);`);
    this.addSql(`
      create table customer_salesrep_company (
        salesrep_id int not null references customer(id) on delete cascade,
        company_id int not null references customer_company(id) on delete cascade,
        created_at timestamptz not null default now(),
        primary key (salesrep_id, company_id)
      );`);
    this.addSql(
      `create index customer_salesrep_company_company_idx on customer_salesrep_company (company_id);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table customer_salesrep_company;`);
    this.addSql(`alter table customer drop column impersonates_all;`);
    this.addSql(`alter table customer drop column company_admin;`);
  }
}
