import type { ListingFilterParam } from '@tradeshop/shared';
import { sql, type SqlQuery } from '../../database/sql';
import type { CategoryRow } from './catalogue-listing.read-model';
import type { FacetDto } from './dto/catalogue-shop.dto';

/**
 * Which facet groups a category page shows, and in which order: the back office's filters (shop configuration
 * `filters`, linked to categories). A category without a filter of its own shows its nearest ancestor's; with
 * none at all, every group the counts find. Kept apart from the counting statements: it only picks and orders
 * the groups they produced.
 */
export interface FacetGroupKey {
  param: ListingFilterParam;
  attribute: string | null;
}

export interface FacetSelectionRow {
  category_id: number;
  facets: FacetGroupKey[];
}

/**
 * The catalogue version with every category's filter, in one statement: the filters are exactly those of that
 * version (one snapshot), and a cold listing cache costs no extra round trip.
 */
export function versionWithFacetSelectionsQuery(): SqlQuery {
  return sql`
    select v.version::text as version,
           coalesce((select json_agg(json_build_object('category_id', pfc.category_id, 'facets', f.facets))
                     from product_filter_category pfc join product_filter f on f.id = pfc.filter_id),
                    '[]') as selections
    from catalogue_version v`;
}

export type FacetSelections = Map<number, FacetGroupKey[]>;

export function facetSelections(rows: FacetSelectionRow[]): FacetSelections {
  return new Map(rows.map((row) => [row.category_id, row.facets]));
}

const sameGroup = (facet: FacetDto, key: FacetGroupKey) =>
  facet.param === key.param && (facet.attribute ?? null) === (key.attribute ?? null);

/**
 * The groups the category's filter names, in its order. A group the shopper filters by stays (after the
 * configured ones) even when the filter leaves it out, so an active filter can always be seen and removed.
 */
export function selectFacets(
  facets: FacetDto[],
  categoryId: number,
  categories: CategoryRow[],
  selections: FacetSelections,
): FacetDto[] {
  const selection = nearestSelection(categoryId, categories, selections);
  if (!selection) return facets;
  const shown: FacetDto[] = [];
  for (const key of selection) {
    const facet = facets.find((candidate) => sameGroup(candidate, key));
    if (facet && !shown.includes(facet)) shown.push(facet);
  }
  for (const facet of facets) {
    if (!shown.includes(facet) && facet.values.some((value) => value.selected)) shown.push(facet);
  }
  return shown;
}

function nearestSelection(
  categoryId: number,
  categories: CategoryRow[],
  selections: FacetSelections,
): FacetGroupKey[] | undefined {
  if (selections.size === 0) return undefined;
  const byId = new Map(categories.map((row) => [row.id, row]));
  for (let current = byId.get(categoryId); current;) {
    const selection = selections.get(current.id);
    if (selection) return selection;
    current = current.parent_id === null ? undefined : byId.get(current.parent_id);
  }
  return undefined;
}
