import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CUSTOMER_KINDS } from '@tradeshop/shared';
import { filterValue, likeEscape, type AdminListRequest } from '../../common/http/admin-list-query';
import { queryRows, sql } from '../../database/sql';

export const ADMIN_CUSTOMER_SORTS = ['id', 'email', 'lastname', 'createdAt', 'lastLoginAt'] as const;

export interface CustomerDirectoryRow {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  phone: string | null;
  locale: string;
  kind: string;
  active: boolean;
  company_admin: boolean;
  impersonates_all: boolean;
  company_id: number | null;
  company_name: string | null;
  group_ids: number[];
  created_at: Date;
  last_login_at: Date | null;
  total: number;
}

/**
 * Finding customers in the back office: the customers list and the phone-order page's customer picker, by
 * e-mail, name or company (q). Filters: q, id (a list), companyId, groupId, kind (customer or salesrep),
 * active (true: active, false: blocked).
 */
@Injectable()
export class CustomerDirectoryService {
  constructor(private readonly em: EntityManager) {}

  async list(request: AdminListRequest<(typeof ADMIN_CUSTOMER_SORTS)[number]>) {
    const q = filterValue.text(request.filter, 'q');
    const ids = filterValue.integers(request.filter, 'id') ?? null;
    const companyId = filterValue.integer(request.filter, 'companyId') ?? null;
    const groupId = filterValue.integer(request.filter, 'groupId') ?? null;
    const kind = filterValue.oneOf(request.filter, 'kind', CUSTOMER_KINDS) ?? null;
    const active = filterValue.boolean(request.filter, 'active') ?? null;
    const pattern = q ? `%${likeEscape(q.toLowerCase())}%` : null;
    const order = {
      id: sql`c.id`,
      email: sql`c.email`,
      lastname: sql`c.lastname`,
      createdAt: sql`c.created_at`,
      lastLoginAt: sql`c.last_login_at`,
    }[request.sortField];
    const direction = request.sortOrder === 'desc' ? sql`desc nulls last` : sql`asc nulls first`;
    const rows = await queryRows<CustomerDirectoryRow>(
      this.em.fork(),
      sql`select c.id, c.email, c.firstname, c.lastname, c.phone, c.locale, c.kind, c.active, c.company_admin,
                 c.impersonates_all, c.company_id, cc.name as company_name, c.created_at, c.last_login_at,
                 coalesce((select array_agg(m.group_id order by m.group_id) from customer_group_member m
                           where m.customer_id = c.id), '{}') as group_ids,
                 count(*) over ()::int as total
          from customer c left join customer_company cc on cc.id = c.company_id
          where (${ids}::int[] is null or c.id = any(${ids}::int[]))
            and (${companyId}::int is null or c.company_id = ${companyId})
            and (${kind}::text is null or c.kind = ${kind})
            and (${active}::boolean is null or c.active = ${active})
            and (${groupId}::int is null or exists (select 1 from customer_group_member m
                                                    where m.customer_id = c.id and m.group_id = ${groupId}))
            and (${pattern}::text is null
                 or lower(c.email) like ${pattern} or lower(c.firstname || ' ' || c.lastname) like ${pattern}
                 or lower(coalesce(cc.name, '')) like ${pattern})
          order by ${order} ${direction}, c.id
          offset ${request.offset} limit ${request.limit}`,
    );
    return { rows, total: rows[0]?.total ?? 0 };
  }
}
