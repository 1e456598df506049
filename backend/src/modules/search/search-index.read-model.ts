import {
  LOCALE_TEXT_SEARCH_CONFIG,
  LOCALES,
  SEARCH_CATEGORY_FACET_LIMIT,
  SEARCH_COUNT_LIMIT,
  type SearchSort,
  type StoreCode,
} from '@tradeshop/shared';
import { sql, trusted, type SqlQuery } from '../../database/sql';
import { SHOWN_CATEGORY_IDS } from '../catalogue/shown-categories.sql';

/** `(locale, regconfig)` pairs as an SQL values list, from the shared constant (trusted, checked here). */
const LANGUAGE_CONFIGS = `(values ${LOCALES.map((locale) => {
  const config = LOCALE_TEXT_SEARCH_CONFIG[locale];
  if (!/^[a-z]+$/.test(config)) throw new Error(`Unexpected text search configuration '${config}'`);
  return `('${locale}', '${config}'::regconfig)`;
}).join(', ')}) as cfg (locale, config)`;

/** Name weighs most, then brand and product line, then the description. */
const PRODUCT_ROWS_SELECT = `
select p.id, t.locale, p.sku, lower(p.sku), nullif(trim(p.ean_number), ''), nullif(trim(p.nobb_number), ''),
       t.name, t.slug, p.image,
       setweight(to_tsvector(cfg.config, t.name), 'A')
         || setweight(to_tsvector(cfg.config, b.name || ' ' || coalesce(pl.name, '')), 'B')
         || setweight(to_tsvector(cfg.config, t.description), 'C')
from product p
join product_translation t on t.product_id = p.id
join ${LANGUAGE_CONFIGS} on cfg.locale = t.locale
join brand b on b.id = p.brand_id
left join product_line pl on pl.id = p.product_line_id
where p.active`;

/** Words of at least 3 letters of the product names, per language: what typos are corrected against. */
const WORDS_SELECT = `
select distinct ps.locale, word
from product_search ps, regexp_split_to_table(lower(ps.name), '[^[:alnum:]]+') word
where length(word) >= 3 and word !~ '^[0-9]'`;

const PRODUCT_COLUMNS = `product_search (product_id, locale, sku, sku_key, ean_number, nobb_number, name, slug, image, document)`;

/** Content pages: the title weighs most; the HTML body is indexed as text. */
const PAGE_ROWS_SELECT = `
select cp.id, t.locale, t.title, t.slug, cp.thumbnail,
       setweight(to_tsvector(cfg.config, t.title), 'A')
         || setweight(to_tsvector(cfg.config, regexp_replace(t.body, '<[^>]*>', ' ', 'g')), 'C')
from content_page cp
join content_page_translation t on t.page_id = cp.id
join ${LANGUAGE_CONFIGS} on cfg.locale = t.locale`;

/** Whether the catalogue has active products while the index is empty (a bulk load left it to be built). */
export const SEARCH_INDEX_MISSING_SQL =
  'select exists (select 1 from product where active) and not exists (select 1 from product_search) as missing';

/**
 * Rebuilds the whole search index from the catalogue and the content pages. Rows are written language by
 * language, so a search (which reads one language) touches few table pages. Several statements sent as one
 * simple query, which PostgreSQL runs as one transaction: searches meanwhile read the previous index. Used by
 * the seed and by the search.rebuild-index job.
 */
export const REBUILD_SEARCH_INDEX_SQL = `
delete from product_search;
insert into ${PRODUCT_COLUMNS} ${PRODUCT_ROWS_SELECT} order by t.locale, p.id;
delete from search_word;
insert into search_word (locale, word) ${WORDS_SELECT};
delete from page_search;
insert into page_search (page_id, locale, title, slug, thumbnail, document) ${PAGE_ROWS_SELECT};
`;

/** Removes the index rows of the given products (deleted or deactivated ones stay removed). */
export function deleteProductSearchRowsQuery(productIds: number[]): SqlQuery {
  return sql`delete from product_search where product_id in (${productIds})`;
}

/** Indexes the given products again, in every language, from their current data. */
export function insertProductSearchRowsQuery(productIds: number[]): SqlQuery {
  return sql`insert into ${trusted(PRODUCT_COLUMNS)} ${trusted(PRODUCT_ROWS_SELECT)}
             and p.id in (${productIds})`;
}

/** Adds the words of the given products' names to the vocabulary (words no longer used do no harm). */
export function insertSearchWordsQuery(productIds: number[]): SqlQuery {
  return sql`insert into search_word (locale, word) ${trusted(WORDS_SELECT)} and ps.product_id in (${productIds})
             on conflict do nothing`;
}

export interface SearchParams {
  /** The trimmed term as typed. */
  term: string;
  locale: (typeof LOCALES)[number];
  limit: number;
  offset: number;
  /** The store whose prices the price sorts use. */
  store: StoreCode;
  /** Only the matches in this category (the category facet the shopper chose), or all. */
  categoryId: number | null;
  sort: SearchSort;
}

/** How a page of matches is ordered; relevance is the order of the tiers. Ties end in id order. */
const SEARCH_SORT_ORDER: Record<SearchSort, string> = {
  relevance: 'tier, sku_order, name, id',
  name: 'name, id',
  price_asc: 'price_minor nulls last, name, id',
  price_desc: 'price_minor desc nulls last, name, id',
};

/** Letters and digits only, so the words can go into to_tsquery without any syntax of the shopper's. */
export function termWords(term: string): string[] {
  return term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * The term's words for the statement: all but the last as a tsquery prefix that every match must have
 * (`alkaline & `, and `alkaline:AB & ` for the name and brand), and the last word, which the statement widens
 * to the words of product names that start with it. A GIN prefix match (`batt:*`) would collect every
 * lexeme with that prefix; the vocabulary is a short table.
 */
export function typedWords(term: string): { head: string; nameHead: string; last: string } {
  const words = termWords(term);
  const leading = words.slice(0, -1);
  return {
    head: leading.map((word) => `${word} & `).join(''),
    nameHead: leading.map((word) => `${word}:AB & `).join(''),
    last: words.at(-1) ?? '',
  };
}

/** How many words of product names the last word of a term stands for at most, the shortest first. */
const SEARCH_PREFIX_COMPLETIONS = 16;

/** A LIKE pattern matching the term anywhere, with the term's own `%`, `_` and `\\` taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Products and content pages for a search term in one statement. Products rank in tiers:
 * 0 an exact SKU, EAN or Nobb number; 1 a SKU that starts with the term, in SKU order; 2 a SKU that contains it,
 * in SKU order; 3 every word in the name or brand, with the language's stemming; 4 the words found in the
 * description too (3 and 4 by name). Only when none of these matches, 5: the words corrected to the most similar
 * words of product names (pg_trgm), then searched like tiers 3-4 (as 5-6), so a typo still finds the product.
 *
 * The tiers are disjoint and read one after the other, each through its index and each stopping after
 * `SEARCH_COUNT_LIMIT` + 1 rows, and so does their sum: a term that matches half the catalogue reads that many
 * rows, not tens of thousands. So the count is exact up to the limit and `product_total` says "more than the
 * limit" beyond it; tiers 3 and 4 are each ordered by name among the matches read. Pages match by the words of
 * title and body or a similar title. The language is written into the statement (one prepared statement per
 * language) so the planner uses that language's partial indexes. Answers one row: each list's total and one
 * page as JSON.
 */
export function searchQuery(params: SearchParams): SqlQuery {
  const { term, locale, limit, offset, store, categoryId } = params;
  const order = trusted(SEARCH_SORT_ORDER[params.sort]);
  if (!(LOCALES as readonly string[]).includes(locale)) throw new RangeError(`Unknown locale '${locale}'`);
  const language = trusted(`'${locale}'`);
  const config = trusted(`'${LOCALE_TEXT_SEARCH_CONFIG[locale]}'::regconfig`);
  const read = trusted(String(SEARCH_COUNT_LIMIT + 1));
  const key = term.toLowerCase();
  const { head, nameHead, last } = typedWords(term);
  const anyWords = trusted('(select any_words from typed_words)');
  const nameOnly = trusted('(select name_words from typed_words)');
  const contains = containsPattern(term);
  const skuPrefix = sql`(ps.sku_key >= ${key}::text and ps.sku_key < ${key}::text || chr(1114111))`;
  const notNumber = sql`ps.ean_number is distinct from ${term}::text and ps.nobb_number is distinct from ${term}::text`;
  const columns = trusted('ps.product_id, ps.name, ps.sku, ps.slug, ps.image');
  return sql`
    with typed_words as materialized (
      select to_tsquery(${config}, ${head}::text || '(' || alternatives || ')') as any_words,
             to_tsquery(${config}, ${nameHead}::text || '(' || name_alternatives || ')') as name_words
      from (
        select string_agg(word, ' | ') as alternatives, string_agg(word || ':AB', ' | ') as name_alternatives
        from (
          select ${last}::text as word
          union all
          (select sw.word from search_word sw
           where sw.locale = ${language} and starts_with(sw.word, ${last}::text) and sw.word <> ${last}::text
           order by length(sw.word), sw.word
           limit ${trusted(String(SEARCH_PREFIX_COMPLETIONS))})
        ) completions
      ) alternatives
      where ${last}::text <> ''
    ),
    candidates as materialized (
      select * from (
        (select ${columns}, 0 as tier, null::text collate "C" as sku_order
         from product_search ps
         where ps.locale = ${language}
           and (ps.sku_key = ${key}::text or ps.ean_number = ${term}::text or ps.nobb_number = ${term}::text)
         limit ${read})
        union all
        (select ${columns}, 1, ps.sku_key
         from product_search ps
         where ps.locale = ${language} and ps.sku_key > ${key}::text and ps.sku_key < ${key}::text || chr(1114111)
           and ${notNumber}
         order by ps.sku_key
         limit ${read})
        union all
        (select ${columns}, 2, ps.sku_key
         from product_search ps
         where ps.locale = ${language} and ps.sku ilike ${contains}::text and not ${skuPrefix} and ${notNumber}
         limit ${read})
        union all
        (select ${columns}, 3, null
         from product_search ps
         where ps.locale = ${language} and ps.document @@ ${nameOnly}
           and not ps.sku ilike ${contains}::text and ${notNumber}
         limit ${read})
        union all
        (select ${columns}, 4, null
         from product_search ps
         where ps.locale = ${language} and ps.document @@ ${anyWords} and not ps.document @@ ${nameOnly}
           and not ps.sku ilike ${contains}::text and ${notNumber}
         limit ${read})
      ) tiers
      limit ${read}
    ),
    corrected as (
      select string_agg(coalesce(best.word, typed.word), ' & ' order by typed.position) as words,
             string_agg(coalesce(best.word, typed.word) || ':AB', ' & ' order by typed.position) as name_words
      from unnest(${termWords(term)}::text[]) with ordinality as typed (word, position)
      left join lateral (
        select sw.word from search_word sw
        where sw.locale = ${language} and sw.word % typed.word
        order by sw.word <-> typed.word, sw.word
        limit 1
      ) best on true
      where not exists (select 1 from candidates)
    ),
    typo_hits as (
      select ${columns}, case when ps.document @@ to_tsquery(${config}, corrected.name_words) then 5 else 6 end,
             null::text collate "C"
      from corrected, product_search ps
      where corrected.words is not null and ps.locale = ${language}
        and ps.document @@ to_tsquery(${config}, corrected.words)
      limit ${read}
    ),
    product_hits as (
      select * from candidates union all select * from typo_hits
    ),
    -- at most SEARCH_COUNT_LIMIT + 1 matches each way: their category and price are read by primary key
    hit_facts as (
      select h.product_id as id, h.name, h.sku, h.slug, h.image, h.tier, h.sku_order, p.category_id, pr.price_minor
      from product_hits h
      join product p on p.id = h.product_id
      left join store st on st.code = ${store}::text
      left join product_price pr on pr.product_id = h.product_id and pr.store_id = st.id
    ),
    chosen as (
      select * from hit_facts where ${categoryId}::int is null or category_id = ${categoryId}::int
    ),
    product_page as (
      select id, name, sku, slug, image, tier, sku_order, price_minor
      from chosen
      order by ${order}
      -- pages reach as far as the count does: the one more row read only tells that there are more
      limit least(${limit}::int, greatest(0, ${trusted(String(SEARCH_COUNT_LIMIT))} - ${offset}::int))
      offset ${offset}::int
    ),
    category_facets as (
      select h.category_id as id, ct.name, ct.slug, count(*)::int as count
      from hit_facts h
      join category_translation ct on ct.category_id = h.category_id and ct.locale = ${language}
      where h.category_id in ${trusted(SHOWN_CATEGORY_IDS)}
      group by h.category_id, ct.name, ct.slug
      order by count(*) desc, ct.name, h.category_id
      limit ${trusted(String(SEARCH_CATEGORY_FACET_LIMIT))}
    ),
    page_hits as (
      select pg.page_id as id, pg.title, pg.slug, pg.thumbnail,
             coalesce(ts_rank_cd(pg.document, ${anyWords}), 0) + similarity(pg.title, ${term}::text) as score
      from page_search pg
      where pg.locale = ${language}
        and (pg.document @@ ${anyWords} or pg.title % ${term}::text or ${term}::text <% pg.title)
    ),
    page_page as (
      select id, title, slug, thumbnail, score
      from page_hits
      order by score desc, title, id
      limit ${limit}::int offset ${offset}::int
    )
    select (select count(*) from chosen)::int as product_total,
           (select count(*) from product_hits)::int as match_total,
           (select count(*) from page_hits)::int as page_total,
           coalesce((select json_agg(json_build_object('id', id, 'name', name, 'sku', sku, 'slug', slug, 'image', image)
                                     order by ${order}) from product_page), '[]') as products,
           coalesce((select json_agg(json_build_object('id', id, 'name', name, 'slug', slug, 'count', count)
                                     order by count desc, name, id) from category_facets), '[]') as categories,
           coalesce((select json_agg(json_build_object('id', id, 'title', title, 'slug', slug, 'thumbnail', thumbnail)
                                     order by score desc, title, id) from page_page), '[]') as pages`;
}

/** The tables the search index lives in. */
export const SEARCH_INDEX_TABLES: readonly string[] = ['product_search', 'page_search', 'search_word'];
