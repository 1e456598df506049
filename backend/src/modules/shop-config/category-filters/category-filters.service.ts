import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../common/errors/domain-error';
import { queryRows, sql } from '../../../database/sql';
import type { FilterFacet } from '../entities/catalogue-config.entity';

/** The filter a category names itself (not the one it inherits): which facet groups its page shows, in order. */
export interface CategoryFilter {
  filterId: number;
  code: string;
  name: string;
  facets: FilterFacet[];
}

/**
 * A category's filter (`product_filter_category`, owned by shop-config), for the catalogue's category editor. A
 * category shows at most one filter; without one it shows its parent's, or every facet group.
 */
@Injectable()
export class CategoryFiltersService {
  constructor(private readonly em: EntityManager) {}

  /** Every filter a category may name, by name. */
  all(): Promise<CategoryFilter[]> {
    return queryRows<CategoryFilter>(
      this.em,
      sql`select id as "filterId", code, name, facets from product_filter order by name, id`,
    );
  }

  async filterOf(categoryId: number, em: EntityManager = this.em): Promise<CategoryFilter | null> {
    const [row] = await queryRows<CategoryFilter>(
      em,
      sql`select f.id as "filterId", f.code, f.name, f.facets
          from product_filter_category pfc join product_filter f on f.id = pfc.filter_id
          where pfc.category_id = ${categoryId}`,
    );
    return row ?? null;
  }

  /** Makes the category show this filter (null: none of its own); refused when no filter has the id. */
  async assign(categoryId: number, filterId: number | null, em: EntityManager = this.em): Promise<void> {
    if (filterId === null) {
      await queryRows(em, sql`delete from product_filter_category where category_id = ${categoryId}`);
      return;
    }
    const [exists] = await queryRows<{ id: number }>(
      em,
      sql`select id from product_filter where id = ${filterId}`,
    );
    if (!exists) {
      throw new DomainError('VALIDATION_FAILED', `filterId: no filter has the id ${filterId}`, [
        { field: 'filterId', reason: `no filter has the id ${filterId}` },
      ]);
    }
    await queryRows(
      em,
      sql`insert into product_filter_category (category_id, filter_id) values (${categoryId}, ${filterId})
          on conflict (category_id) do update set filter_id = excluded.filter_id`,
    );
  }
}
