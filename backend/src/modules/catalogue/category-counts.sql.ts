import { sql, trusted, type SqlQuery } from '../../database/sql';

/**
 * The counting part of a recount, given `subtree (ancestor_id, category_id)`: every category to count with the
 * categories below it. Active products listed by their main or a further category, each product once; only
 * rows whose count changes are written. `inSubtree`: whether to read only the memberships of the subtree's
 * categories (a partial recount) rather than all of them.
 */
function countsOfSubtree(inSubtree: boolean): string {
  const only = (column: string) => (inSubtree ? `and ${column} in (select category_id from subtree)` : '');
  return `
memberships as (
  select category_id, id as product_id from product where active ${only('category_id')}
  union
  select a.category_id, a.product_id
  from product_additional_category a join product p on p.id = a.product_id and p.active ${only('a.category_id')}
),
totals as (
  select subtree.ancestor_id as category_id, count(distinct memberships.product_id)::int as products
  from subtree
  left join memberships on memberships.category_id = subtree.category_id
  group by subtree.ancestor_id
)
update category
set product_count = totals.products
from totals
where category.id = totals.category_id
  and category.product_count is distinct from totals.products
`;
}

/**
 * Sets every category's product_count to the number of active products listed in the category or any of its
 * descendants. Used by the seed, by category moves and by the recount job (a repair).
 */
export const RECOUNT_CATEGORY_PRODUCTS_SQL = `
with recursive subtree (ancestor_id, category_id) as (
  select id, id from category
  union all
  select subtree.ancestor_id, child.id
  from subtree
  join category child on child.parent_id = subtree.category_id
),
${countsOfSubtree(false)}`;

/**
 * The same for the given categories and their ancestors only: what a product write can change (the product's
 * categories before and after it). Reads the products of those categories' subtrees, not the catalogue.
 */
export function recountCategoriesQuery(categoryIds: readonly number[]): SqlQuery {
  return sql`
with recursive touched (id) as (
  select id from category where id = any(${[...categoryIds]}::int[])
  union
  select category.parent_id from category join touched on touched.id = category.id
  where category.parent_id is not null
),
subtree (ancestor_id, category_id) as (
  select id, id from touched
  union all
  select subtree.ancestor_id, child.id
  from subtree
  join category child on child.parent_id = subtree.category_id
),
${trusted(countsOfSubtree(true))}`;
}
