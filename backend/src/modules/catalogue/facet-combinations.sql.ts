/** The columns the facet counts group active products by, in the order of the table's unique index. */
export const FACET_COMBINATION_COLUMNS =
  'category_id, brand_id, product_line_id, stock_status, family_id, attributes';

/**
 * Rebuilds `category_facet_combination` from the products, in index order, so a category's rows sit together
 * on few table pages. Triggers on `product` keep the table exact on every write; this is for the seed (after a
 * bulk load) and the recount job (a repair). Product writes wait meanwhile (share lock), so none is counted
 * twice or lost; fresh statistics for the planner follow. Several statements sent as one simple query, which
 * PostgreSQL runs as one transaction.
 */
export const REBUILD_FACET_COMBINATIONS_SQL = `
lock table product in share mode;
delete from category_facet_combination;
insert into category_facet_combination (${FACET_COMBINATION_COLUMNS}, products)
select ${FACET_COMBINATION_COLUMNS}, count(*)::int from product where active
group by ${FACET_COMBINATION_COLUMNS}
order by ${FACET_COMBINATION_COLUMNS};
analyze category_facet_combination;
`;
