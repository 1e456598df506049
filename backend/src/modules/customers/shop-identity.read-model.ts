import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { queryRows, sql } from '../../database/sql';

/** The raw rows of a shop session and of the active accounts it names, with their companies (column names). */
export interface ShopIdentityRows {
  session: Record<string, unknown>;
  customers: Record<string, unknown>[];
  companies: Record<string, unknown>[];
  /** Each account's customer groups, by the account's id. */
  groupIds: Record<string, number[]>;
}

/**
 * A live shop session with its accounts (the one who logged in and, for a sales rep, the customer they act as) and
 * their companies and customer groups, in one statement: the shop's session guard asks on every storefront API request that is not a
 * cached public read, so a logged-in buyer's page pays one round trip for who they are instead of two ORM queries.
 */
@Injectable()
export class ShopIdentityReadModel {
  async find(em: EntityManager, sessionId: string): Promise<ShopIdentityRows | null> {
    const [row] = await queryRows<ShopIdentityRows>(
      em,
      sql`with live as (
            select * from session where id = ${sessionId} and realm = 'shop' and expires_at > now()
          ),
          accounts as (
            select c.* from live join customer c on c.id in (live.subject_id, live.acting_customer_id) and c.active
          )
          select to_jsonb(live) as session,
            (select coalesce(jsonb_agg(to_jsonb(accounts)), '[]') from accounts) as customers,
            (select coalesce(jsonb_agg(to_jsonb(company)), '[]') from customer_company company
              where company.id in (select company_id from accounts)) as companies,
            (select coalesce(jsonb_object_agg(member.customer_id::text, member.ids), '{}')
              from (select customer_id, array_agg(group_id order by group_id) as ids from customer_group_member
                    where customer_id in (select id from accounts) group by customer_id) member) as "groupIds"
          from live`,
    );
    return row ?? null;
  }
}
