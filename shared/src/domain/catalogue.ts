/** Page sizes (storefront spec §9 and issue 2). */
export const CATEGORY_PAGE_SIZE = 12;
export const SEARCH_RESULTS_PAGE_SIZE = 12;
export const LIVE_SEARCH_PAGE_SIZE = 8;
export const LIVE_SEARCH_MIN_TERM_LENGTH = 3;
/**
 * A search counts its product matches exactly up to this many; beyond it the answer says "more than this"
 * (`count.exact` false) instead of counting tens of thousands of rows, and pages reach this far.
 */
export const SEARCH_COUNT_LIMIT = 100;
export const ADMIN_MAX_PAGE_SIZE = 500;

export const STOCK_STATUSES = ['in_stock', 'low_stock', 'out_of_stock', 'on_order'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

export const ATTRIBUTE_DATA_TYPES = ['integer', 'decimal', 'text', 'enum', 'boolean'] as const;
export type AttributeDataType = (typeof ATTRIBUTE_DATA_TYPES)[number];

export const PRODUCT_MEDIA_KINDS = ['image', 'document', 'video'] as const;
export type ProductMediaKind = (typeof PRODUCT_MEDIA_KINDS)[number];

export const PRODUCT_RELATION_KINDS = ['related', 'alternative'] as const;
export type ProductRelationKind = (typeof PRODUCT_RELATION_KINDS)[number];

/** The sort orders a category listing accepts. */
export const PRODUCT_SORTS = ['relevance', 'name', 'price_asc', 'price_desc', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The sort orders the search results page offers: by relevance (the tiers of the search), name or price. */
export const SEARCH_SORTS = ['relevance', 'name', 'price_asc', 'price_desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The most category facets the search results page lists, those with the most matches first. */
export const SEARCH_CATEGORY_FACET_LIMIT = 20;

/**
 * The query keys of a category listing's filters (storefront spec §7.3: keys ending in `Ids`, repeated for
 * several values), in the order the filter panel shows them. `attributeIds` values read `<code>:<value>`.
 */
export const LISTING_FILTER_PARAMS = [
  'parentCategoryIds',
  'stockStatusIds',
  'brandIds',
  'productLineIds',
  'attributeIds',
] as const;
export type ListingFilterParam = (typeof LISTING_FILTER_PARAMS)[number];

/** The eight product groups of the catalogue, as top-level category codes. */
export const PRODUCT_GROUPS = [
  'batteries',
  'chargers',
  'lamps',
  'portable-lighting',
  'power-banks',
  'cables',
  'smoke-detectors',
  'fire-extinguishers',
] as const;
export type ProductGroup = (typeof PRODUCT_GROUPS)[number];

/** The units of a product's dimension fields, as the product API gives them (storefront spec §3). */
export const PRODUCT_DIMENSION_UNITS = {
  grossWeight: 'kg',
  netWeight: 'kg',
  grossVolume: 'dm³',
  netVolume: 'dm³',
  height: 'mm',
  length: 'mm',
  width: 'mm',
} as const;
export type ProductDimension = keyof typeof PRODUCT_DIMENSION_UNITS;

export const PRODUCT_LIMITS = {
  /** Further categories a product is listed in beside its main category. */
  additionalCategoriesMax: 20,
} as const;
