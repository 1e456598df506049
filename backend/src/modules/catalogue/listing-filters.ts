import { DomainError } from '../../common/errors/domain-error';
import {
  LISTING_FILTER_PARAMS,
  STOCK_STATUSES,
  type AttributeDataType,
  type ListingFilterParam,
} from '@tradeshop/shared';
import type {
  CategoryRow,
  FacetCountRow,
  FilterableAttributeRow,
  ListingFilters,
} from './catalogue-listing.read-model';
import type { ActiveFilterDto, FacetDto, FacetValueDto } from './dto/catalogue-shop.dto';
import { ATTRIBUTE_FILTER } from './dto/shop-query.dto';

/** The filters as the query carries them, already checked for form by the DTO. */
export interface ListingFilterQuery {
  parentCategoryIds: number[];
  brandIds: number[];
  productLineIds: number[];
  stockStatusIds: string[];
  attributeIds: string[];
}

/** One attribute code across the families that have it (`size` is an option in one, free text in another). */
export interface AttributeDefinition {
  code: string;
  label: string;
  unit: string | null;
  dataType: AttributeDataType;
  /** Every option of the enum variants; null when some variant takes any value. */
  options: Set<string> | null;
  optionOrder: string[];
  optionLabels: Map<string, string>;
  numeric: boolean;
  boolean: boolean;
}

const invalid = (field: ListingFilterParam, reason: string) =>
  new DomainError('VALIDATION_FAILED', reason, [{ field, reason }]);

export function attributeDefinitions(rows: FilterableAttributeRow[]): Map<string, AttributeDefinition> {
  const byCode = new Map<string, AttributeDefinition>();
  for (const row of rows) {
    let definition = byCode.get(row.code);
    if (!definition) {
      definition = {
        code: row.code,
        label: row.label,
        unit: row.unit,
        dataType: row.data_type,
        options: new Set(),
        optionOrder: [],
        optionLabels: new Map(),
        numeric: false,
        boolean: false,
      };
      byCode.set(row.code, definition);
    }
    if (row.data_type === 'integer' || row.data_type === 'decimal') definition.numeric = true;
    if (row.data_type === 'boolean') definition.boolean = true;
    if (row.data_type === 'enum' && row.options) {
      for (const option of row.options) {
        definition.options?.add(option);
        if (!definition.optionOrder.includes(option)) definition.optionOrder.push(option);
      }
    } else {
      definition.options = null;
    }
    for (const [option, label] of Object.entries(row.option_labels))
      definition.optionLabels.set(option, label);
  }
  return byCode;
}

/** The value as PostgreSQL's `->>` writes the stored jsonb value, or null when the attribute cannot hold it. */
function canonicalValue(definition: AttributeDefinition, value: string): string | null {
  if (definition.numeric && /^-?\d+(\.\d+)?$/.test(value)) return String(Number(value));
  if (definition.boolean && (value === 'true' || value === 'false')) return value;
  if (definition.options === null && !definition.numeric && !definition.boolean) return value;
  if (definition.options?.has(value)) return value;
  return null;
}

function describeAccepted(definition: AttributeDefinition): string {
  if (definition.options) {
    const kinds = [...definition.optionOrder];
    if (definition.numeric) kinds.unshift('a number');
    if (definition.boolean) kinds.unshift('true', 'false');
    return kinds.join(', ');
  }
  return definition.numeric ? 'a number written with a dot' : 'true or false';
}

/**
 * Checks the filters against the catalogue and turns them into the statement's parameters. Subcategories
 * must lie below the listed category; attributes must be filterable attributes of some product family,
 * with a value their type can hold.
 */
export function resolveListingFilters(
  query: ListingFilterQuery,
  categoryId: number,
  categories: CategoryRow[],
  attributes: Map<string, AttributeDefinition>,
): ListingFilters {
  const categoryIds: number[] = [];
  for (const id of query.parentCategoryIds) {
    if (id === categoryId || !subtreeIds(categoryId, categories).includes(id)) {
      throw invalid('parentCategoryIds', `parentCategoryIds: ${id} is not a subcategory of this category`);
    }
    for (const descendant of subtreeIds(id, categories)) {
      if (!categoryIds.includes(descendant)) categoryIds.push(descendant);
    }
  }
  const attributeCodes: string[] = [];
  const attributeValues: string[] = [];
  for (const token of query.attributeIds) {
    const [, code = '', value = ''] = ATTRIBUTE_FILTER.exec(token) ?? [];
    const definition = attributes.get(code);
    if (!definition) {
      throw invalid('attributeIds', `attributeIds: no filterable attribute is called '${code}'`);
    }
    const canonical = canonicalValue(definition, value);
    if (canonical === null) {
      throw invalid(
        'attributeIds',
        `attributeIds: ${code} cannot be '${value}'; it takes ${describeAccepted(definition)}`,
      );
    }
    attributeCodes.push(code);
    attributeValues.push(canonical);
  }
  return {
    categoryIds,
    brandIds: unique(query.brandIds),
    productLineIds: unique(query.productLineIds),
    stockStatuses: unique(query.stockStatusIds),
    attributeCodes,
    attributeValues,
  };
}

const unique = <T>(values: T[]): T[] => [...new Set(values)];

/** The category and every category below it. */
export function subtreeIds(rootId: number, rows: CategoryRow[]): number[] {
  const ids = [rootId];
  for (let index = 0; index < ids.length; index += 1) {
    for (const row of rows) if (row.parent_id === ids[index]) ids.push(row.id);
  }
  return ids;
}

/**
 * For each of `ids` (the subtree of `rootId`), the root's child it lies in: itself for a child, 0 for the root.
 */
export function subcategoryOfEach(rootId: number, ids: number[], rows: CategoryRow[]): number[] {
  const parentOf = new Map(rows.map((row) => [row.id, row.parent_id]));
  return ids.map((id) => {
    let current = id;
    while (current !== rootId) {
      const parent = parentOf.get(current);
      if (parent === rootId) return current;
      if (parent === null || parent === undefined) return 0;
      current = parent;
    }
    return 0;
  });
}

export interface FacetContext {
  categoryId: number;
  categories: CategoryRow[];
  attributes: Map<string, AttributeDefinition>;
  query: ListingFilterQuery;
  filters: ListingFilters;
}

/** Groups the counted rows into the filter panel's groups, each value marked when it is an active filter. */
export function buildFacets(rows: FacetCountRow[], context: FacetContext): FacetDto[] {
  const { query, filters, categories, categoryId, attributes } = context;
  const counted = (facet: string) => rows.filter((row) => row.facet === facet);
  const fixed = (param: ListingFilterParam, values: FacetValueDto[]): FacetDto => ({
    param,
    attribute: null,
    label: null,
    unit: null,
    dataType: null,
    values,
  });

  const byCategory = new Map(counted('category').map((row) => [Number(row.value), row.count]));
  const children = categories.filter((row) => row.parent_id === categoryId);
  const subcategories = children.map((child) => ({
    value: String(child.id),
    label: child.name,
    count: subtreeIds(child.id, categories).reduce((sum, id) => sum + (byCategory.get(id) ?? 0), 0),
    selected: query.parentCategoryIds.includes(child.id),
  }));

  const stock = STOCK_STATUSES.map((status) => ({
    value: status,
    label: status,
    count: counted('stockStatus').find((row) => row.value === status)?.count ?? 0,
    selected: filters.stockStatuses.includes(status),
  }));

  const named = (facet: string, selectedIds: number[]) => {
    const values = counted(facet).map((row) => ({
      value: row.value ?? '',
      label: row.name ?? row.value ?? '',
      count: row.count,
      selected: selectedIds.includes(Number(row.value)),
    }));
    for (const id of selectedIds) {
      if (!values.some((value) => value.value === String(id))) {
        values.push({ value: String(id), label: String(id), count: 0, selected: true });
      }
    }
    return values.sort((a, b) => a.label.localeCompare(b.label) || a.value.localeCompare(b.value));
  };

  const attributeFacets: FacetDto[] = [];
  for (const definition of attributes.values()) {
    const selected = filters.attributeValues.filter(
      (_, index) => filters.attributeCodes[index] === definition.code,
    );
    const values = counted('attribute')
      .filter((row) => row.attribute === definition.code)
      .map((row) => ({ raw: row.value ?? '', count: row.count }));
    for (const raw of selected)
      if (!values.some((value) => value.raw === raw)) values.push({ raw, count: 0 });
    if (values.length === 0) continue;
    values.sort(attributeValueOrder(definition));
    attributeFacets.push({
      param: 'attributeIds',
      attribute: definition.code,
      label: definition.label,
      unit: definition.unit,
      dataType: definition.dataType,
      values: values.map(({ raw, count }) => ({
        value: `${definition.code}:${raw}`,
        label: definition.optionLabels.get(raw) ?? raw,
        count,
        selected: selected.includes(raw),
      })),
    });
  }

  const keep = (value: FacetValueDto) => value.count > 0 || value.selected;
  return [
    fixed('parentCategoryIds', subcategories.filter(keep)),
    fixed('stockStatusIds', stock.filter(keep)),
    fixed('brandIds', named('brand', filters.brandIds)),
    fixed('productLineIds', named('productLine', filters.productLineIds)),
    ...attributeFacets,
  ].filter((facet) => facet.values.length > 0);
}

function attributeValueOrder(definition: AttributeDefinition) {
  return (a: { raw: string }, b: { raw: string }): number => {
    const numberA = Number(a.raw);
    const numberB = Number(b.raw);
    if (definition.numeric && Number.isFinite(numberA) && Number.isFinite(numberB)) return numberA - numberB;
    const positionA = definition.optionOrder.indexOf(a.raw);
    const positionB = definition.optionOrder.indexOf(b.raw);
    if (positionA !== positionB && positionA >= 0 && positionB >= 0) return positionA - positionB;
    if (definition.boolean) return a.raw === 'true' ? -1 : b.raw === 'true' ? 1 : 0;
    return a.raw.localeCompare(b.raw);
  };
}

/** The active filters in the order of the query keys, with their names from the facets. */
export function activeFilters(facets: FacetDto[], query: ListingFilterQuery): ActiveFilterDto[] {
  const active: ActiveFilterDto[] = [];
  for (const param of LISTING_FILTER_PARAMS) {
    const seen = new Set<string>();
    for (const raw of query[param]) {
      const value = String(raw);
      if (seen.has(value)) continue;
      seen.add(value);
      const facet = facets.find(
        (candidate) => candidate.param === param && candidate.values.some((option) => option.value === value),
      );
      const option = facet?.values.find((candidate) => candidate.value === value);
      active.push({
        param,
        value,
        attribute: facet?.attribute ?? null,
        facetLabel: facet?.label ?? null,
        label: option?.label ?? value,
        unit: facet?.unit ?? null,
        dataType: facet?.dataType ?? null,
      });
    }
  }
  return active;
}
