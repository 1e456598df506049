import { Entity, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import type { ListingFilterParam } from '@tradeshop/shared';
import type { LocalisedLabels } from '../../../common/text/localised-labels';

/** A unit of the shop's vocabulary (piece, metre, pack), which products are sold and counted in. */
@Entity({ tableName: 'unit_definition' })
export class UnitDefinition {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text', unique: true })
  identifier!: string;

  @Property({ type: 'smallint' })
  precision = 0;

  @Property({ type: 'json' })
  labels!: LocalisedLabels;
}

/** One sales unit of a product (`product_unit`): how many base units it holds and its own precision. */
@Entity({ tableName: 'product_unit' })
export class ProductUnitDefinition {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** The catalogue's product; checked through SQL, the catalogue owns the entity. */
  @Property({ type: 'integer', fieldName: 'product_id' })
  productId!: number;

  /** The unit of the vocabulary (`unit_definition`). */
  @Property({ type: 'integer', fieldName: 'unit_definition_id' })
  unitId!: number;

  @Property({ type: 'decimal', precision: 14, scale: 6 })
  conversionFactor!: string;

  @Property({ type: 'smallint' })
  precision = 0;

  @Property({ type: 'boolean' })
  isDefault = false;
}

/** Which family attributes the shop indexes for filtering and search. */
@Entity({ tableName: 'product_index' })
export class ProductIndex {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text' })
  code!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'json' })
  attributeCodes: string[] = [];
}

/** A facet group of a filter: a fixed group by its query parameter, or an attribute (indexed by the filter's index). */
export interface FilterFacet {
  param: ListingFilterParam;
  attribute: string | null;
}

/** Which facet groups a category page shows, in which order; categories are linked in `product_filter_category`. */
@Entity({ tableName: 'product_filter' })
export class ProductFilter {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text' })
  code!: string;

  @Property({ type: 'text' })
  name!: string;

  @ManyToOne(() => ProductIndex, { ref: true, fieldName: 'index_id' })
  index!: Ref<ProductIndex>;

  @Property({ type: 'json' })
  facets: FilterFacet[] = [];
}
