import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { filterValue, likeEscape, type AdminListRequest } from '../../common/http/admin-list-query';
import { queryRows, sql } from '../../database/sql';

export const ADMIN_CUSTOMER_SORTS = ['id', 'email', 'lastname'] as const;

export interface CustomerDirectoryRow {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  locale: string;
  company_id: number | null;
  company_name: string | null;
  total: number;
}

/**
 * Finding a customer in the back office (the phone-order page's customer picker): active trade customers by
 * e-mail, name or company, read-only. Filters: q, id (a list).
 */
@Injectable()
export class CustomerDirectoryService {
  constructor(private readonly em: EntityManager) {}

  async list(request: AdminListRequest<(typeof ADMIN_CUSTOMER_SORTS)[number]>) {
    const q = filterValue.text(request.filter, 'q');
    const ids = filterValue.integers(request.filter, 'id');
    const pattern = q ? `%${likeEscape(q.toLowerCase())}%` : null;
    const order = {
      id: sql`c.id`,
      email: sql`c.email`,
      lastname: sql`c.lastname`,
    }[request.sortField];
    const direction = request.sortOrder === 'desc' ? sql`desc` : sql`asc`;
    const rows = await queryRows<CustomerDirectoryRow>(
      this.em.fork(),
      sql`select c.id, c.email, c.firstname, c.lastname, c.locale, c.company_id, cc.name as company_name,
                 count(*) over ()::int as total
          from customer c left join customer_company cc on cc.id = c.company_id
          where c.active and c.kind = 'customer'
            and (${ids ?? null}::int[] is null or c.id = any(${ids ?? null}::int[]))
            and (${pattern}::text is null
                 or lower(c.email) like ${pattern} or lower(c.firstname || ' ' || c.lastname) like ${pattern}
                 or lower(coalesce(cc.name, '')) like ${pattern})
          order by ${order} ${direction}, c.id
          offset ${request.offset} limit ${request.limit}`,
    );
    return { rows, total: rows[0]?.total ?? 0 };
  }
}
