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
function wordsSelect(productTable: string): string {
  return `
select distinct ps.locale, word
from ${productTable} ps, regexp_split_to_table(lower(ps.name), '[^[:alnum:]]+') word
where length(word) >= 3 and word !~ '^[0-9]'`;
}
const WORDS_SELECT = wordsSelect('product_search');

const PRODUCT_COLUMN_LIST = `(product_id, locale, sku, sku_key, ean_number, nobb_number, name, slug, image, document)`;
const PRODUCT_COLUMNS = `product_search ${PRODUCT_COLUMN_LIST}`;

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

/** Where a full rebuild writes the new product rows while searches keep reading `product_search`. */
export const SHADOW_PRODUCT_SEARCH = 'product_search_next';

/**
 * Starts a rebuild: an empty backlog and an empty shadow table without indexes (built once filled). The
 * truncate waits for every product reindex under way (each writes the backlog), so their rows are either in
 * what the fill reads or noted in the backlog.
 */
export const CREATE_SHADOW_PRODUCT_SEARCH_SQL = `
truncate search_index_backlog;
drop table if exists ${SHADOW_PRODUCT_SEARCH};
create table ${SHADOW_PRODUCT_SEARCH} (like product_search including defaults including constraints);
`;

/** Fills the shadow table with one language's rows (the languages are written side by side). */
export function insertShadowRowsQuery(locale: (typeof LOCALES)[number]): SqlQuery {
  return sql`insert into ${trusted(`${SHADOW_PRODUCT_SEARCH} ${PRODUCT_COLUMN_LIST}`)} ${trusted(PRODUCT_ROWS_SELECT)}
             and t.locale = ${locale}::text order by p.id`;
}

/** The definition of one of product_search's indexes, made for the shadow table under the name `<name>_next`. */
export function shadowIndexDefinition(name: string, definition: string): string {
  const match = /^(CREATE (?:UNIQUE )?INDEX )(\S+)( ON (?:\S+\.)?)product_search( USING .*)$/.exec(
    definition,
  );
  if (!match || match[2] !== name) throw new Error(`Unexpected index definition '${definition}'`);
  return `${match[1]}${name}_next${match[3]}${SHADOW_PRODUCT_SEARCH}${match[4]}`;
}

/**
 * Puts the filled and indexed shadow table in place of product_search in one transaction, with the words and
 * the content pages rebuilt beside it. The words are gathered and the pages written first, while searches still
 * read the old rows; only the last, short part holds product_search locked: the (short) word list replaced, the
 * products edited during the rebuild (the backlog) indexed again, the tables swapped, the indexes, primary key
 * and triggers given their names, and the read cache told (a rename fires no trigger). The words are replaced
 * under the lock because a product's reindex writes words while it holds product_search.
 */
export function swapShadowProductSearchSql(
  indexNames: readonly string[],
  triggerDefinitions: readonly string[],
): string {
  const backlog = 'select product_id from search_index_backlog';
  return `
begin;
create temporary table next_search_word on commit drop as ${wordsSelect(SHADOW_PRODUCT_SEARCH)};
delete from page_search;
insert into page_search (page_id, locale, title, slug, thumbnail, document) ${PAGE_ROWS_SELECT};
lock table product_search in access exclusive mode;
delete from search_word;
insert into search_word (locale, word) select locale, word from next_search_word;
delete from ${SHADOW_PRODUCT_SEARCH} where product_id in (${backlog});
insert into ${SHADOW_PRODUCT_SEARCH} ${PRODUCT_COLUMN_LIST} ${PRODUCT_ROWS_SELECT} and p.id in (${backlog});
insert into search_word (locale, word) ${wordsSelect(SHADOW_PRODUCT_SEARCH)} and ps.product_id in (${backlog})
  on conflict do nothing;
delete from search_index_backlog;
drop table product_search;
alter table ${SHADOW_PRODUCT_SEARCH} rename to product_search;
${indexNames
  .filter((name) => name !== 'product_search_pkey')
  .map((name) => `alter index ${name}_next rename to ${name};`)
  .join('\n')}
alter table product_search add constraint product_search_pkey primary key using index product_search_pkey_next;
${triggerDefinitions.map((definition) => `${definition};`).join('\n')}
select pg_notify('catalogue_changed', 'product_search');
commit;
`;
}

/**
 * Notes products indexed one by one while a full rebuild fills its shadow table, for the swap to index again.
 * Does nothing when no rebuild runs.
 */
export function noteBacklogQuery(productIds: number[]): SqlQuery {
  return sql`insert into search_index_backlog (product_id)
             select unnest(array[${productIds}]::int[])
             where to_regclass(${SHADOW_PRODUCT_SEARCH}) is not null
             on conflict do nothing`;
}

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

/** Most products one company's part number can name (a part number names one product, now and then a few). */
export const OWN_PART_NUMBER_MATCHES_MAX = 20;

/** The active products a company's own part number names, by id. */
export function ownPartNumberProductsQuery(companyId: number, term: string): SqlQuery {
  return sql`select distinct x.product_id as id
             from product_cross_reference x join product p on p.id = x.product_id and p.active
             where x.reference_key = lower(${term}::text) and x.company_id = ${companyId}::int
             order by x.product_id
             limit ${trusted(String(OWN_PART_NUMBER_MATCHES_MAX))}`;
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
  // A competitor's or manufacturer's part number (product_cross_reference) finds our product exactly. A company's
  // own part numbers are that company's: only its buyers find them (ownPartNumberProductsQuery).
  const byPartNumber = sql`exists (select 1 from product_cross_reference x
                                   where x.reference_key = ${key}::text and x.product_id = ps.product_id
                                     and x.company_id is null)`;
  const notNumber = sql`ps.ean_number is distinct from ${term}::text and ps.nobb_number is distinct from ${term}::text
    and not ${byPartNumber}`;
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
        (select ${columns}, 0, null::text collate "C"
         from product_search ps
         where ps.locale = ${language}
           and ps.product_id in (select x.product_id from product_cross_reference x
                                 where x.reference_key = ${key}::text and x.company_id is null)
           and ps.sku_key <> ${key}::text and ps.ean_number is distinct from ${term}::text
           and ps.nobb_number is distinct from ${term}::text
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
