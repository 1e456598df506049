import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../common/errors/domain-error';
import type { AdminListRequest } from '../../../../common/http/admin-list-query';
import { queryRows, sql } from '../../../../database/sql';
import { type FilterFacet, ProductFilter, ProductIndex } from '../../entities/catalogue-config.entity';
import { freeCloneCode } from '../indices/clone-code';
import type { CloneDto } from '../indices/index.dto';
import type { ShopConfigResourceService } from '../resource';
import { ResourceConfigDto } from '../resource.dto';
import {
  assertUnique,
  findOrFail,
  findPage,
  listWhere,
  referenced,
  taken,
  translateConstraintErrors,
} from '../resource-rules';
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
 * listing shows the change.
 */
@Injectable()
export class FiltersService implements ShopConfigResourceService<
  FilterDto,
  CreateFilterDto,
  UpdateFilterDto,
  ResourceConfigDto
> {
  constructor(private readonly em: EntityManager) {}

  /** Filters: q (code or name), id (a list). */
  async list(request: AdminListRequest<string>) {
    const { where } = listWhere(request, ['code', 'name']);
    const [rows, total] = await findPage(this.em, ProductFilter, where, request);
    const categories = await this.categoriesOf(
      this.em,
      rows.map((row) => row.id),
    );
    return { rows: rows.map((row) => FilterDto.from(row, categories.get(row.id) ?? [])), total };
  }

  async get(id: number) {
    const row = await findOrFail(this.em, ProductFilter, id, WHAT);
    return FilterDto.from(row, (await this.categoriesOf(this.em, [id])).get(id) ?? []);
  }

  async create(input: CreateFilterDto) {
    return translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          await assertUnique(em, ProductFilter, 'code', input.code, WHAT);
          const index = await referenced(em, ProductIndex, input.indexId, 'indexId', 'index');
          const facets = checkedFacets(input.facets, index);
          const row = em.create(ProductFilter, { code: input.code, name: input.name, index, facets });
          await em.flush();
          const categoryIds = await this.assignCategories(em, row, input.categoryIds ?? []);
          return FilterDto.from(row, categoryIds);
        }),
      { unique: () => taken('code', input.code, WHAT) },
    );
  }

  async update(id: number, input: UpdateFilterDto) {
    return translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          const row = await findOrFail(em, ProductFilter, id, WHAT);
          if (input.code !== undefined && input.code !== row.code) {
            await assertUnique(em, ProductFilter, 'code', input.code, WHAT, id);
          }
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
          const categoryIds =
            input.categoryIds !== undefined
              ? await this.assignCategories(em, row, input.categoryIds)
              : ((await this.categoriesOf(em, [id])).get(id) ?? []);
          return FilterDto.from(row, categoryIds);
        }),
      { unique: () => taken('code', input.code ?? '', WHAT) },
    );
  }

  /** Its categories go back to showing every facet group (or their parent's filter). */
  async delete(id: number) {
    return this.em.transactional(async (em) => {
      const row = await findOrFail(em, ProductFilter, id, WHAT);
      const deleted = FilterDto.from(row, (await this.categoriesOf(em, [id])).get(id) ?? []);
      await em.remove(row).flush();
      return deleted;
    });
  }

  /** A copy of the facet groups under a free code; no categories, as a category shows one filter. */
  async clone(id: number, input: CloneDto) {
    return translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          const original = await findOrFail(em, ProductFilter, id, WHAT);
          const code = input.code ?? (await freeCloneCode(em, 'product_filter', original.code));
          await assertUnique(em, ProductFilter, 'code', code, WHAT);
          const row = em.create(ProductFilter, {
            code,
            name: input.name ?? `Copy of ${original.name}`.slice(0, 200),
            index: original.index,
            facets: original.facets.map((facet) => ({ ...facet })),
          });
          await em.flush();
          return FilterDto.from(row, []);
        }),
      { unique: () => taken('code', input.code ?? '', WHAT) },
    );
  }

  config(): ResourceConfigDto {
    return { sortFields: [...FILTER_SORTS], filterFields: [] };
  }

  /** The categories of each filter, in one statement. */
  private async categoriesOf(em: EntityManager, filterIds: number[]): Promise<Map<number, number[]>> {
    if (filterIds.length === 0) return new Map();
    const rows = await queryRows<{ filter_id: number; category_ids: number[] }>(
      em,
      sql`select filter_id, array_agg(category_id order by category_id) as category_ids
          from product_filter_category where filter_id = any(${filterIds}::int[]) group by filter_id`,
    );
    return new Map(rows.map((row) => [row.filter_id, row.category_ids]));
  }

  /** Links exactly these categories; each must exist and show no other filter. */
  private async assignCategories(em: EntityManager, filter: ProductFilter, requested: number[]) {
    const categoryIds = [...new Set(requested)].sort((a, b) => a - b);
    if (categoryIds.length > 0) {
      const rows = await queryRows<{ id: number; code: string; filter_code: string | null }>(
        em,
        sql`select c.id, c.code, f.code as filter_code
            from category c
            left join product_filter_category pfc on pfc.category_id = c.id and pfc.filter_id <> ${filter.id}
            left join product_filter f on f.id = pfc.filter_id
            where c.id = any(${categoryIds}::int[])`,
      );
      const missing = categoryIds.filter((id) => !rows.some((row) => row.id === id));
      if (missing.length > 0) throw invalid('categoryIds', `no category has the id ${missing.join(', ')}`);
      const claimed = rows.filter((row) => row.filter_code !== null);
      if (claimed.length > 0) {
        const which = claimed.map((row) => `${row.code} (filter ${row.filter_code})`).join(', ');
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
