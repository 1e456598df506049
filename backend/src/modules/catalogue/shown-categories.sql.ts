/**
 * The ids of the categories the shop shows: published, under published parents all the way up. An unpublished
 * category takes its subtree (and their listing pages) out of the shop, its menus and its sitemap.
 */
export const SHOWN_CATEGORY_IDS = `(
  with recursive shown (id) as (
    select id from category where parent_id is null and published
    union all
    select c.id from category c join shown on c.parent_id = shown.id where c.published
  )
  select id from shown
)`;
