import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { queryRows, sql } from '../../database/sql';

/** What the product-variant solidifier needs of a product: its sales unit and the quantity columns' factor. */
export interface ProductSalesUnitRow {
  id: number;
  sku: string;
  sales_unit_id: number;
  quantity_conversion_factor: string;
}

/**
 * The catalogue's answers to the shop configuration about the catalogue rows it refers to: the categories a
 * filter shows on, the attributes an index indexes, a product's sales unit, the products a tax rule group
 * taxes. One statement each, read inside the caller's transaction when `em` is in one. Read-only.
 */
@Injectable()
export class CatalogueReadsService {
  /** The codes of the categories among `ids` that exist, by id. */
  async categoryCodes(em: EntityManager, ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await queryRows<{ id: number; code: string }>(
      em,
      sql`select id, code from category where id = any(${ids}::int[])`,
    );
    return new Map(rows.map((row) => [row.id, row.code]));
  }

  /** The codes among `codes` that some product family has as an attribute. */
  async knownAttributeCodes(em: EntityManager, codes: string[]): Promise<Set<string>> {
    if (codes.length === 0) return new Set();
    const rows = await queryRows<{ code: string }>(
      em,
      sql`select distinct code from family_attribute where code = any(${codes}::text[])`,
    );
    return new Set(rows.map((row) => row.code));
  }

  /**
   * The sales unit of each product among `ids` that exists, by id, active or not. With `lock`, the products stay
   * locked until the caller's transaction ends, so two changes to what they inherit run one after the other.
   */
  async salesUnits(
    em: EntityManager,
    ids: number[],
    { lock = false } = {},
  ): Promise<Map<number, ProductSalesUnitRow>> {
    if (ids.length === 0) return new Map();
    const rows = await queryRows<ProductSalesUnitRow>(
      em,
      sql`select id, sku, sales_unit_id, quantity_conversion_factor::text as quantity_conversion_factor
          from product where id = any(${ids}::int[]) ${lock ? sql`for update` : sql``}`,
    );
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** How many products each of the tax rule groups taxes, by group id; groups taxing none are left out. */
  async productCountsByTaxRuleGroup(em: EntityManager, groupIds: number[]): Promise<Map<number, number>> {
    if (groupIds.length === 0) return new Map();
    const rows = await queryRows<{ group_id: number; products: number }>(
      em,
      sql`select tax_rule_group_id as group_id, count(*)::int as products
          from product where tax_rule_group_id = any(${groupIds}::int[]) group by tax_rule_group_id`,
    );
    return new Map(rows.map((row) => [row.group_id, row.products]));
  }

  /** The ids among `ids` of products (active or not) or categories that exist. */
  async existingIds(em: EntityManager, kind: 'product' | 'category', ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await queryRows<{ id: number }>(
      em,
      kind === 'product'
        ? sql`select id from product where id = any(${ids}::int[])`
        : sql`select id from category where id = any(${ids}::int[])`,
    );
    return new Set(rows.map((row) => row.id));
  }

  /**
   * Every product (active or not, archived ones left out) in the category or a category below it, by its main
   * or a further category, in id order.
   */
  async productIdsInCategory(em: EntityManager, categoryId: number): Promise<number[]> {
    const rows = await queryRows<{ id: number }>(
      em,
      sql`with recursive subtree (id) as (
            select id from category where id = ${categoryId}
            union all select c.id from category c join subtree on c.parent_id = subtree.id
          )
          select p.id from product p
          where p.archived_at is null
            and (p.category_id in (select id from subtree)
                 or exists (select 1 from product_additional_category a
                            where a.product_id = p.id and a.category_id in (select id from subtree)))
          order by p.id`,
    );
    return rows.map((row) => row.id);
  }
}
