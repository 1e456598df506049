import { Entity, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';

@Entity({ tableName: 'brand' })
export class Brand {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text', unique: true })
  code!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text', nullable: true })
  logo?: string | null;
}

@Entity({ tableName: 'product_line' })
export class ProductLine {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Brand, { ref: true, fieldName: 'brand_id' })
  brand!: Ref<Brand>;

  @Property({ type: 'text', unique: true })
  code!: string;

  @Property({ type: 'text' })
  name!: string;
}
