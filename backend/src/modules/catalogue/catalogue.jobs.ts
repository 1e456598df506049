import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobRegistry } from '../../jobs/job-registry';
import { queryRows, trusted } from '../../database/sql';
import { RECOUNT_CATEGORY_PRODUCTS_SQL } from './category-counts.sql';
import { REBUILD_FACET_COMBINATIONS_SQL } from './facet-combinations.sql';

export const RECOUNT_CATEGORIES_JOB = 'catalogue.recount-categories';

@Injectable()
export class CatalogueJobs implements OnModuleInit {
  constructor(private readonly registry: JobRegistry) {}

  onModuleInit(): void {
    this.registry.register(RECOUNT_CATEGORIES_JOB, async ({ em }) => {
      await queryRows(em, trusted(RECOUNT_CATEGORY_PRODUCTS_SQL));
      await queryRows(em, trusted(REBUILD_FACET_COMBINATIONS_SQL));
      const [row] = await queryRows<{ categories: number; products: number }>(
        em,
        trusted(
          `select count(*)::int as categories, coalesce(sum(product_count) filter (where parent_id is null), 0)::int as products from category`,
        ),
      );
      return { categories: row?.categories ?? 0, products: row?.products ?? 0 };
    });
  }
}
