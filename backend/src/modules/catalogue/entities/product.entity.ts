import { ArrayType, Entity, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import type { StockStatus } from '@tradeshop/shared';
import { Brand, ProductLine } from './brand.entity';
import { Category } from './category.entity';
import { ProductFamily } from './product-family.entity';

/** Decimal columns arrive as strings so no precision is lost on the way. */
@Entity({ tableName: 'product' })
export class Product {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text', unique: true })
  sku!: string;

  @Property({ type: 'character', length: 13, nullable: true })
  eanNumber?: string | null;

  @Property({ type: 'text', nullable: true })
  nobbNumber?: string | null;

  @Property({ type: 'text', nullable: true })
  statisticsNumber?: string | null;

  @Property({ type: 'character', length: 2, nullable: true })
  countryOfOrigin?: string | null;

  @ManyToOne(() => Brand, { ref: true, fieldName: 'brand_id' })
  brand!: Ref<Brand>;

  @ManyToOne(() => Category, { ref: true, fieldName: 'category_id' })
  category!: Ref<Category>;

  @ManyToOne(() => ProductLine, { ref: true, nullable: true, fieldName: 'product_line_id' })
  productLine?: Ref<ProductLine> | null;

  @ManyToOne(() => ProductFamily, { ref: true, fieldName: 'family_id' })
  family!: Ref<ProductFamily>;

  /** The unit the product is sold in (`unit_definition`, shop-config's vocabulary of units). */
  @Property({ type: 'integer', fieldName: 'sales_unit_id' })
  salesUnitId!: number;

  @Property({ type: 'text' })
  image!: string;

  @Property({ type: 'text', nullable: true })
  surchargeCode?: string | null;

  @Property({ type: 'decimal', precision: 14, scale: 3 })
  minimumOrderQuantity = '1';

  @Property({ type: 'decimal', precision: 14, scale: 3 })
  quantityIncrement = '1';

  @Property({ type: 'decimal', precision: 14, scale: 6 })
  quantityConversionFactor = '1';

  @Property({ type: 'boolean' })
  minimumOrderOverride = false;

  @Property({ type: 'text' })
  stockStatus!: StockStatus;

  @Property({ type: 'integer' })
  stockQuantity = 0;

  /** When an out-of-stock product is expected in, YYYY-MM-DD; shown on the order line. */
  @Property({ type: 'date', nullable: true })
  preliminaryDeliveryDate?: string | null;

  @Property({ type: 'decimal', precision: 12, scale: 4, nullable: true })
  grossWeight?: string | null;

  @Property({ type: 'decimal', precision: 12, scale: 4, nullable: true })
  netWeight?: string | null;

  @Property({ type: 'decimal', precision: 14, scale: 6, nullable: true })
  grossVolume?: string | null;

  @Property({ type: 'decimal', precision: 14, scale: 6, nullable: true })
  netVolume?: string | null;

  @Property({ type: 'decimal', precision: 10, scale: 1, nullable: true })
  height?: string | null;

  @Property({ type: 'decimal', precision: 10, scale: 1, nullable: true })
  length?: string | null;

  @Property({ type: 'decimal', precision: 10, scale: 1, nullable: true })
  width?: string | null;

  @Property({ type: 'text', nullable: true })
  unNumber?: string | null;

  @Property({ type: 'json' })
  attributes: Record<string, string | number | boolean> = {};

  @Property({ type: 'boolean' })
  active = true;

  /** The parent of a variant; null for a product of its own or a parent (variants, one level deep). */
  @Property({ type: 'integer', fieldName: 'parent_id', nullable: true })
  parentId?: number | null;

  /** A parent's variant axes: codes of its family's attributes on which its children differ. */
  @Property({ type: ArrayType, columnType: 'text[]' })
  variantAxes: string[] = [];

  /** The fields a variant keeps for itself (`name.fi`, `price.fi`, `attributes.lumen`); the rest it inherits. */
  @Property({ type: ArrayType, columnType: 'text[]' })
  overriddenFields: string[] = [];
  /** Set when a product in use (an open cart, an order) was deleted in the back office: inactive for good. */
  @Property({ type: 'datetime', nullable: true })
  archivedAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

@Entity({ tableName: 'product_translation' })
export class ProductTranslation {
  @ManyToOne(() => Product, { primary: true, ref: true, fieldName: 'product_id' })
  product!: Ref<Product>;

  @PrimaryKey({ type: 'text' })
  locale!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  slug!: string;

  @Property({ type: 'text' })
  description = '';
}
