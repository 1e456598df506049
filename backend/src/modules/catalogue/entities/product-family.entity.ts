import { Entity, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import type { AttributeDataType } from '@tradeshop/shared';

export type LocalisedLabels = Partial<Record<string, string>>;

@Entity({ tableName: 'product_family' })
export class ProductFamily {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text', unique: true })
  code!: string;

  @Property({ type: 'json' })
  labels!: LocalisedLabels;
}

/** A typed technical attribute that products of a family carry in their `attributes` document. */
@Entity({ tableName: 'family_attribute' })
export class FamilyAttribute {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => ProductFamily, { ref: true, fieldName: 'family_id' })
  family!: Ref<ProductFamily>;

  @Property({ type: 'text' })
  code!: string;

  @Property({ type: 'text' })
  dataType!: AttributeDataType;

  @Property({ type: 'text', nullable: true })
  unit?: string | null;

  @Property({ type: 'json', nullable: true })
  options?: string[] | null;

  @Property({ type: 'boolean' })
  filterable = true;

  @Property({ type: 'integer' })
  position = 0;

  @Property({ type: 'json' })
  labels!: LocalisedLabels;
}
