import { Entity, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';

@Entity({ tableName: 'category' })
export class Category {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Category, { nullable: true, ref: true, fieldName: 'parent_id' })
  parent?: Ref<Category> | null;

  @Property({ type: 'text', unique: true })
  code!: string;

  @Property({ type: 'integer' })
  position = 0;

  @Property({ type: 'text', nullable: true })
  image?: string | null;

  /** An unpublished category, its subcategories and their listing pages are not in the shop. */
  @Property({ type: 'boolean' })
  published = true;

  /** Active products in this category and its descendants; kept by the recount job. */
  @Property({ type: 'integer' })
  productCount = 0;
}

@Entity({ tableName: 'category_translation' })
export class CategoryTranslation {
  @ManyToOne(() => Category, { primary: true, ref: true, fieldName: 'category_id' })
  category!: Ref<Category>;

  @PrimaryKey({ type: 'text' })
  locale!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  slug!: string;

  @Property({ type: 'text' })
  description = '';

  @Property({ type: 'text' })
  metaTitle = '';

  @Property({ type: 'text' })
  metaDescription = '';
}
