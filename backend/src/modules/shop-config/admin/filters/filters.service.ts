import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../common/errors/domain-error';
import { queryRows, sql } from '../../../../database/sql';
import { CatalogueReadsService } from '../../../catalogue/catalogue-reads.service';
import { type FilterFacet, ProductFilter, ProductIndex } from '../../entities/catalogue-config.entity';
import { cloneNaming } from '../indices/clone-code';
import type { CloneDto } from '../indices/index.dto';
import { referenced } from '../resource-rules';
import { entityResourceService } from '../resource-service';
import {
  type CreateFilterDto,
  FILTER_SORTS,
  FilterDto,
  normaliseFacets,
  type UpdateFilterDto,
} from './filter.dto';

const WHAT = 'filter';

const invalid = (field: string, reason: string) =>
  new DomainError('VALIDATION_FAILED', `${field}: ${reason}`, [{ field, reason }]);

/**
 * Filters (back-office spec §7): which facet groups a category page shows and in which order. The category
 * listing reads them (catalogue `facet-selection.ts`); every write bumps the catalogue version, so the next
 * listing shows the change. Deleting one sends its categories back to showing every facet group (or their
 * parent's filter).
 */
@Injectable()
export class FiltersService extends entityResourceService({
  entity: ProductFilter,
  what: WHAT,
  sorts: FILTER_SORTS,
  unique: 'code',
  search: ['code', 'name'],
  extras: categoriesOf,
  toResponse: (filter, categoryIds = []) => FilterDto.from(filter, categoryIds),
  async create(em, input: CreateFilterDto, { catalogue }) {
    const index = await referenced(em, ProductIndex, input.indexId, 'indexId', 'index');
    const facets = checkedFacets(input.facets, index);
    const row = em.create(ProductFilter, { code: input.code, name: input.name, index, facets });
    await em.flush();
    await assignCategories(em, catalogue, row, input.categoryIds ?? []);
    return row;
  },
  async update(em, row, input: UpdateFilterDto, { catalogue }) {
    const index =
      input.indexId !== undefined && input.indexId !== row.index.id
        ? await referenced(em, ProductIndex, input.indexId, 'indexId', 'index')
        : await em.findOneOrFail(ProductIndex, row.index.id);
    // A new index must index what the filter shows, whether or not the facets change too.
    const facets = checkedFacets(input.facets ?? row.facets, index, input.facets === undefined);
    em.assign(row, {
      ...(input.code !== undefined && { code: input.code }),
      ...(input.name !== undefined && { name: input.name }),
      index,
      facets,
    });
    await em.flush();
    if (input.categoryIds !== undefined) await assignCategories(em, catalogue, row, input.categoryIds);
  },
}) {
  /** A copy of the facet groups under a free code; no categories, as a category shows one filter. */
  clone(id: number, input: CloneDto): Promise<FilterDto> {
    return this.copy(id, async (em, original) => ({
      ...(await cloneNaming(em, 'product_filter', original, input)),
      index: original.index,
      facets: original.facets.map((facet) => ({ ...facet })),
    }));
  }
}

/** The categories of each filter, in one statement. */
async function categoriesOf(em: EntityManager, filterIds: number[]): Promise<Map<number, number[]>> {
  const rows = await queryRows<{ filter_id: number; category_ids: number[] }>(
    em,
    sql`select filter_id, array_agg(category_id order by category_id) as category_ids
        from product_filter_category where filter_id = any(${filterIds}::int[]) group by filter_id`,
  );
  return new Map(rows.map((row) => [row.filter_id, row.category_ids]));
}

/** Links exactly these categories; each must exist and show no other filter. */
async function assignCategories(
  em: EntityManager,
  catalogue: CatalogueReadsService,
  filter: ProductFilter,
  requested: number[],
) {
  const categoryIds = [...new Set(requested)].sort((a, b) => a - b);
  if (categoryIds.length > 0) {
    const codes = await catalogue.categoryCodes(em, categoryIds);
    const missing = categoryIds.filter((id) => !codes.has(id));
    if (missing.length > 0) throw invalid('categoryIds', `no category has the id ${missing.join(', ')}`);
    const claimed = await queryRows<{ category_id: number; filter_code: string }>(
      em,
      sql`select pfc.category_id, f.code as filter_code
          from product_filter_category pfc join product_filter f on f.id = pfc.filter_id
          where pfc.category_id = any(${categoryIds}::int[]) and pfc.filter_id <> ${filter.id}
          order by pfc.category_id`,
    );
    if (claimed.length > 0) {
      const which = claimed
        .map((row) => `${codes.get(row.category_id)} (filter ${row.filter_code})`)
        .join(', ');
      throw new DomainError(
        'CONFLICT',
        `A category shows one filter: ${which} already has another; take it out of that filter first`,
        [{ field: 'categoryIds', reason: `already has another filter: ${which}` }],
      );
    }
  }
  await queryRows(em, sql`delete from product_filter_category where filter_id = ${filter.id}`);
  if (categoryIds.length > 0) {
    await queryRows(
      em,
      sql`insert into product_filter_category (category_id, filter_id)
          select unnest(${categoryIds}::int[]), ${filter.id}`,
    );
  }
  return categoryIds;
}

/** The facet groups, each once, attributes only those the index indexes. */
function checkedFacets(value: unknown, index: ProductIndex, becauseOfIndex = false): FilterFacet[] {
  const facets = normaliseFacets(value);
  if (!facets) throw invalid('facets', 'must be a list of {param, attribute}');
  const seen = new Set<string>();
  for (const facet of facets) {
    const key = `${facet.param}:${facet.attribute ?? ''}`;
    if (seen.has(key)) {
      throw invalid(
        'facets',
        `${facet.attribute ?? facet.param} is listed twice; list each facet group once`,
      );
    }
    seen.add(key);
    if (facet.attribute !== null && !index.attributeCodes.includes(facet.attribute)) {
      throw invalid(
        becauseOfIndex ? 'indexId' : 'facets',
        `the index ${index.code} does not index the attribute ${facet.attribute}; add it to the index first`,
      );
    }
  }
  return facets;
}
