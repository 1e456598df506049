import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../common/errors/domain-error';
import type { AdminListRequest } from '../../../../common/http/admin-list-query';
import { queryRows, sql } from '../../../../database/sql';
import { ProductFilter, ProductIndex } from '../../entities/catalogue-config.entity';
import type { ShopConfigResourceService } from '../resource';
import { ResourceConfigDto } from '../resource.dto';
import {
  assertUnique,
  findOrFail,
  findPage,
  listWhere,
  stillInUse,
  taken,
  translateConstraintErrors,
} from '../resource-rules';
import { freeCloneCode } from './clone-code';
import { type CloneDto, type CreateIndexDto, INDEX_SORTS, IndexDto, type UpdateIndexDto } from './index.dto';

const WHAT = 'index';

/**
 * Indices (back-office spec §7): which family attributes the shop indexes for filtering and search. A filter
 * reads one index, and may show facets only for the attributes it indexes.
 */
@Injectable()
export class IndicesService implements ShopConfigResourceService<
  IndexDto,
  CreateIndexDto,
  UpdateIndexDto,
  ResourceConfigDto
> {
  constructor(private readonly em: EntityManager) {}

  /** Filters: q (code or name), id (a list). */
  async list(request: AdminListRequest<string>) {
    const { where } = listWhere(request, ['code', 'name']);
    const [rows, total] = await findPage(this.em, ProductIndex, where, request);
    return { rows: rows.map((row) => IndexDto.from(row)), total };
  }

  async get(id: number) {
    return IndexDto.from(await findOrFail(this.em, ProductIndex, id, WHAT));
  }

  async create(input: CreateIndexDto) {
    const index = await translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          await assertUnique(em, ProductIndex, 'code', input.code, WHAT);
          const attributeCodes = await knownAttributes(em, input.attributeCodes ?? []);
          const row = em.create(ProductIndex, { ...input, attributeCodes });
          await em.flush();
          return row;
        }),
      { unique: () => taken('code', input.code, WHAT) },
    );
    return IndexDto.from(index);
  }

  async update(id: number, input: UpdateIndexDto) {
    const index = await translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          const row = await findOrFail(em, ProductIndex, id, WHAT);
          if (input.code !== undefined && input.code !== row.code) {
            await assertUnique(em, ProductIndex, 'code', input.code, WHAT, id);
          }
          if (input.attributeCodes !== undefined) {
            const attributeCodes = await knownAttributes(em, input.attributeCodes);
            await this.assertFacetsStayIndexed(em, row, attributeCodes);
            row.attributeCodes = attributeCodes;
          }
          em.assign(row, {
            ...(input.code !== undefined && { code: input.code }),
            ...(input.name !== undefined && { name: input.name }),
          });
          await em.flush();
          return row;
        }),
      { unique: () => taken('code', input.code ?? '', WHAT) },
    );
    return IndexDto.from(index);
  }

  async delete(id: number) {
    return this.em.transactional(async (em) => {
      const row = await findOrFail(em, ProductIndex, id, WHAT);
      const filters = await em.find(ProductFilter, { index: id }, { orderBy: { code: 'asc' } });
      if (filters.length > 0) {
        throw stillInUse(WHAT, `the filters ${filters.map((filter) => filter.code).join(', ')}`);
      }
      const deleted = IndexDto.from(row);
      await em.remove(row).flush();
      return deleted;
    });
  }

  /** A copy under a free code (`default-copy`, `default-copy-2`, …) unless the request names one. */
  async clone(id: number, input: CloneDto) {
    const index = await translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          const original = await findOrFail(em, ProductIndex, id, WHAT);
          const code = input.code ?? (await freeCloneCode(em, 'product_index', original.code));
          await assertUnique(em, ProductIndex, 'code', code, WHAT);
          const row = em.create(ProductIndex, {
            code,
            name: input.name ?? `Copy of ${original.name}`.slice(0, 200),
            attributeCodes: [...original.attributeCodes],
          });
          await em.flush();
          return row;
        }),
      { unique: () => taken('code', input.code ?? '', WHAT) },
    );
    return IndexDto.from(index);
  }

  config(): ResourceConfigDto {
    return { sortFields: [...INDEX_SORTS], filterFields: [] };
  }

  /** A filter reading this index shows facets for attributes it must keep indexing. */
  private async assertFacetsStayIndexed(em: EntityManager, index: ProductIndex, codes: string[]) {
    const filters = await em.find(ProductFilter, { index: index.id }, { orderBy: { code: 'asc' } });
    for (const filter of filters) {
      const dropped = filter.facets
        .map((facet) => facet.attribute)
        .filter((code): code is string => code !== null && !codes.includes(code));
      if (dropped.length > 0) {
        throw new DomainError(
          'CONFLICT',
          `The filter ${filter.code} shows facets for ${dropped.join(', ')}; remove them from it before this index stops indexing them`,
          [{ field: 'attributeCodes', reason: `still shown by the filter ${filter.code}` }],
        );
      }
    }
  }
}

/** The codes without repeats, each the code of some family attribute (400 naming the unknown ones). */
async function knownAttributes(em: EntityManager, codes: string[]): Promise<string[]> {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return unique;
  const rows = await queryRows<{ code: string }>(
    em,
    sql`select distinct code from family_attribute where code = any(${unique}::text[])`,
  );
  const known = new Set(rows.map((row) => row.code));
  const missing = unique.filter((code) => !known.has(code));
  if (missing.length > 0) {
    throw new DomainError(
      'VALIDATION_FAILED',
      `attributeCodes: no product attribute is called ${missing.join(', ')}`,
      [{ field: 'attributeCodes', reason: `no product attribute is called ${missing.join(', ')}` }],
    );
  }
  return unique;
}
