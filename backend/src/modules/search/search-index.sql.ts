import { LOCALE_TEXT_SEARCH_CONFIG, LOCALES } from '@tradeshop/shared';
import { sql, trusted, type SqlQuery } from '../../database/sql';

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
}

/** Letters and digits only, so the words can go into to_tsquery without any syntax of the shopper's. */
export function termWords(term: string): string[] {
  return term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * All words must match, after the language's stemming; the last one also as a prefix, since the shopper is
 * usually still typing it. Empty when the term has no word at all.
 */
export function toPrefixTsQuery(term: string, weights = ''): string {
  const words = termWords(term);
  return words
    .map((word, index) =>
      index === words.length - 1 ? `${word}:*${weights}` : weights ? `${word}:${weights}` : word,
    )
    .join(' & ');
}

/** A LIKE pattern matching the term anywhere, with the term's own `%`, `_` and `\\` taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Products and content pages for a search term in one statement. Products rank in tiers:
 * 0 an exact SKU, EAN or Nobb number; 1 a SKU that starts with the term; 2 a SKU that contains it; 3 every word
 * in the name or brand, with the language's stemming; 4 the words found in the description too. Only when none
 * of these matches, 5: the words corrected to the most similar words of product names (pg_trgm), then searched
 * like tiers 3-4 (as 5-6), so a typo still finds the product. Pages match by the words of title and body or a similar
 * title. Ties go by name. The language is written into the statement (one prepared statement per language) so
 * the planner uses that language's partial indexes. Answers one row: each list's total and one page as JSON.
 */
export function searchQuery(params: SearchParams): SqlQuery {
  const { term, locale, limit, offset } = params;
  if (!(LOCALES as readonly string[]).includes(locale)) throw new RangeError(`Unknown locale '${locale}'`);
  const language = trusted(`'${locale}'`);
  const config = trusted(`'${LOCALE_TEXT_SEARCH_CONFIG[locale]}'::regconfig`);
  const key = term.toLowerCase();
  const words = toPrefixTsQuery(term);
  const nameWords = toPrefixTsQuery(term, 'AB');
  const anyWords = sql`(case when ${words}::text = '' then null else to_tsquery(${config}, ${words}::text) end)`;
  const nameOnly = sql`(case when ${nameWords}::text = '' then null else to_tsquery(${config}, ${nameWords}::text) end)`;
  return sql`
    with hits as (
      select ps.product_id, ps.name, ps.sku, ps.slug, ps.image,
             case when ps.sku_key = ${key}::text or ps.ean_number = ${term}::text or ps.nobb_number = ${term}::text then 0
                  when ps.sku_key > ${key}::text and ps.sku_key < ${key}::text || chr(1114111) then 1
                  when ps.sku ilike ${containsPattern(term)}::text then 2
                  when ps.document @@ ${nameOnly} then 3
                  else 4 end as tier
      from product_search ps
      where ps.locale = ${language}
        and (ps.sku_key = ${key}::text or ps.ean_number = ${term}::text or ps.nobb_number = ${term}::text
             or (ps.sku_key > ${key}::text and ps.sku_key < ${key}::text || chr(1114111))
             or ps.sku ilike ${containsPattern(term)}::text
             or ps.document @@ ${anyWords})
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
      where not exists (select 1 from hits)
    ),
    typo_hits as (
      select ps.product_id, ps.name, ps.sku, ps.slug, ps.image,
             case when ps.document @@ to_tsquery(${config}, corrected.name_words) then 5 else 6 end as tier
      from corrected, product_search ps
      where corrected.words is not null and ps.locale = ${language}
        and ps.document @@ to_tsquery(${config}, corrected.words)
    ),
    product_hits as (
      select * from hits union all select * from typo_hits
    ),
    product_page as (
      select product_id as id, name, sku, slug, image, tier
      from product_hits
      order by tier, name, product_id
      limit ${limit}::int offset ${offset}::int
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
    select (select count(*) from product_hits)::int as product_total,
           (select count(*) from page_hits)::int as page_total,
           coalesce((select json_agg(json_build_object('id', id, 'name', name, 'sku', sku, 'slug', slug, 'image', image)
                                     order by tier, name, id) from product_page), '[]') as products,
           coalesce((select json_agg(json_build_object('id', id, 'title', title, 'slug', slug, 'thumbnail', thumbnail)
                                     order by score desc, title, id) from page_page), '[]') as pages`;
}

/** The tables the search index lives in. */
export const SEARCH_INDEX_TABLES: readonly string[] = ['product_search', 'page_search', 'search_word'];
