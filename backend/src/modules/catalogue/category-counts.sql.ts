/**
 * Sets every category's product_count to the number of active products in the category and all of its
 * descendants. Only rows whose count changes are written. Used by the seed and by the recount job.
 */
export const RECOUNT_CATEGORY_PRODUCTS_SQL = `
with recursive subtree (ancestor_id, category_id) as (
  select id, id from category
  union all
  select subtree.ancestor_id, child.id
  from subtree
  join category child on child.parent_id = subtree.category_id
),
direct_counts as (
  select category_id, count(*)::int as products
  from product
  where active
  group by category_id
),
totals as (
  select subtree.ancestor_id as category_id, coalesce(sum(direct_counts.products), 0)::int as products
  from subtree
  left join direct_counts on direct_counts.category_id = subtree.category_id
  group by subtree.ancestor_id
)
update category
set product_count = totals.products
from totals
where category.id = totals.category_id
  and category.product_count is distinct from totals.products
`;
