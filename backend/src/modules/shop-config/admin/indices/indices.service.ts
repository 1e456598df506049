import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../common/errors/domain-error';
import { CatalogueReadsService } from '../../../catalogue/catalogue-reads.service';
import { ProductFilter, ProductIndex } from '../../entities/catalogue-config.entity';
import { stillInUse } from '../resource-rules';
import { entityResourceService } from '../resource-service';
import { cloneNaming } from './clone-code';
import { type CloneDto, type CreateIndexDto, INDEX_SORTS, IndexDto, type UpdateIndexDto } from './index.dto';

const WHAT = 'index';

/**
 * Indices (back-office spec §7): which family attributes the shop indexes for filtering and search. A filter
 * reads one index, and may show facets only for the attributes it indexes.
 */
@Injectable()
export class IndicesService extends entityResourceService({
  entity: ProductIndex,
  what: WHAT,
  sorts: INDEX_SORTS,
  unique: 'code',
  search: ['code', 'name'],
  toResponse: IndexDto.from,
  async create(em, input: CreateIndexDto, { catalogue }) {
    const attributeCodes = await knownAttributes(em, catalogue, input.attributeCodes ?? []);
    return em.create(ProductIndex, { ...input, attributeCodes });
  },
  async update(em, row, input: UpdateIndexDto, { catalogue }) {
    if (input.attributeCodes !== undefined) {
      const attributeCodes = await knownAttributes(em, catalogue, input.attributeCodes);
      await assertFacetsStayIndexed(em, row, attributeCodes);
      row.attributeCodes = attributeCodes;
    }
    em.assign(row, {
      ...(input.code !== undefined && { code: input.code }),
      ...(input.name !== undefined && { name: input.name }),
    });
  },
  async beforeDelete(em, index) {
    const filters = await em.find(ProductFilter, { index: index.id }, { orderBy: { code: 'asc' } });
    if (filters.length > 0) {
      throw stillInUse(WHAT, `the filters ${filters.map((filter) => filter.code).join(', ')}`);
    }
  },
}) {
  /** A copy under a free code (`default-copy`, `default-copy-2`, …) unless the request names one. */
  clone(id: number, input: CloneDto): Promise<IndexDto> {
    return this.copy(id, async (em, original) => ({
      ...(await cloneNaming(em, 'product_index', original, input)),
      attributeCodes: [...original.attributeCodes],
    }));
  }
}

/** A filter reading this index shows facets for attributes it must keep indexing. */
async function assertFacetsStayIndexed(em: EntityManager, index: ProductIndex, codes: string[]) {
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

/** The codes without repeats, each the code of some family attribute (400 naming the unknown ones). */
async function knownAttributes(
  em: EntityManager,
  catalogue: CatalogueReadsService,
  codes: string[],
): Promise<string[]> {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return unique;
  const known = await catalogue.knownAttributeCodes(em, unique);
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
