import { joinSql, sql, trusted, type SqlQuery } from '../../../database/sql';
import { INHERITED_COLUMNS } from './variant-fields';

/** A store's id and code, for the `price.<code>` field keys. */
export interface StoreKey {
  id: number;
  code: string;
}

function storeKeys(stores: readonly StoreKey[]): SqlQuery {
  return sql`unnest(${stores.map((store) => store.id)}::int[], ${stores.map((store) => store.code)}::text[])`;
}

/**
 * The statements that copy the parents' values into every field of their children that the child does not
 * override: set-based, a fixed number of statements whatever the number of children, on the caller's
 * transaction. Axis values and a child's own identity (SKU, EAN, slugs, stock, active) are left alone.
 */
export function inheritanceStatements(parentIds: readonly number[], stores: readonly StoreKey[]): SqlQuery[] {
  const ids = [...parentIds];
  const columns = Object.entries(INHERITED_COLUMNS).map(([key, column]) =>
    trusted(
      `${column} = case when '${key}' = any(c.overridden_fields) then c.${column} else p.${column} end`,
    ),
  );
  return [
    sql`
      update product c set ${joinSql(columns, ', ')},
        attributes = (
          select coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb) from (
            select a.key, a.value from jsonb_each(p.attributes) a
            where not (a.key = any(p.variant_axes)) and not (('attributes.' || a.key) = any(c.overridden_fields))
            union all
            select o.key, o.value from jsonb_each(c.attributes) o
            where o.key = any(p.variant_axes) or ('attributes.' || o.key) = any(c.overridden_fields)
          ) e),
        -- a variant changes when its parent does: it takes the parent's time (a seed stays the same each run)
        updated_at = greatest(c.updated_at, p.updated_at)
      from product p
      where c.parent_id = p.id and p.id = any(${ids}::int[])`,
    sql`
      update product_translation ct set
        name = case when ('name.' || ct.locale) = any(c.overridden_fields) then ct.name else pt.name end,
        description = case when ('description.' || ct.locale) = any(c.overridden_fields)
                           then ct.description else pt.description end
      from product c join product_translation pt on pt.product_id = c.parent_id
      where ct.product_id = c.id and pt.locale = ct.locale and c.parent_id = any(${ids}::int[])`,
    // A language the parent has and the child lacks: the parent's texts, and a slug of its own.
    sql`
      insert into product_translation (product_id, locale, name, slug, description)
      select c.id, pt.locale, pt.name,
             pt.slug || '-' || trim(both '-' from lower(regexp_replace(c.sku, '[^A-Za-z0-9]+', '-', 'g'))),
             pt.description
      from product c join product_translation pt on pt.product_id = c.parent_id
      where c.parent_id = any(${ids}::int[])
        and not exists (select 1 from product_translation x where x.product_id = c.id and x.locale = pt.locale)`,
    sql`
      insert into product_price (product_id, store_id, price_minor, recommended_price_minor, surcharge_minor)
      select c.id, pp.store_id, pp.price_minor, pp.recommended_price_minor, pp.surcharge_minor
      from product c
      join product_price pp on pp.product_id = c.parent_id
      join ${storeKeys(stores)} as s(id, code) on s.id = pp.store_id
      where c.parent_id = any(${ids}::int[]) and not (('price.' || s.code) = any(c.overridden_fields))
      on conflict (product_id, store_id) do update set
        price_minor = excluded.price_minor,
        recommended_price_minor = excluded.recommended_price_minor,
        surcharge_minor = excluded.surcharge_minor`,
    // The quantity breaks belong to the store's price: an inheriting child has exactly the parent's.
    sql`
      delete from product_price_tier ct
      using product c, ${storeKeys(stores)} as s(id, code)
      where ct.product_id = c.id and c.parent_id = any(${ids}::int[]) and s.id = ct.store_id
        and not (('price.' || s.code) = any(c.overridden_fields))`,
    sql`
      insert into product_price_tier (product_id, store_id, min_quantity, price_minor)
      select c.id, pt.store_id, pt.min_quantity, pt.price_minor
      from product c
      join product_price_tier pt on pt.product_id = c.parent_id
      join ${storeKeys(stores)} as s(id, code) on s.id = pt.store_id
      where c.parent_id = any(${ids}::int[]) and not (('price.' || s.code) = any(c.overridden_fields))`,
    // A store the parent no longer sells in: gone from the children that inherit its price too.
    sql`
      delete from product_price cp
      using product c, ${storeKeys(stores)} as s(id, code)
      where cp.product_id = c.id and c.parent_id = any(${ids}::int[]) and s.id = cp.store_id
        and not (('price.' || s.code) = any(c.overridden_fields))
        and not exists (select 1 from product_price pp where pp.product_id = c.parent_id and pp.store_id = cp.store_id)`,
    sql`
      delete from product_media m using product c
      where m.product_id = c.id and c.parent_id = any(${ids}::int[]) and not ('media' = any(c.overridden_fields))`,
    sql`
      insert into product_media (product_id, kind, url, titles, position)
      select c.id, pm.kind, pm.url, pm.titles, pm.position
      from product c join product_media pm on pm.product_id = c.parent_id
      where c.parent_id = any(${ids}::int[]) and not ('media' = any(c.overridden_fields))
      order by c.id, pm.position, pm.id`,
  ];
}

/** A product's quantity breaks in store `s` as comparable text (SQL over the adoption statement's aliases). */
const tiersOf = (product: string) =>
  `(select coalesce(json_agg(json_build_array(t.min_quantity, t.price_minor) order by t.min_quantity)::text, '')
    from product_price_tier t where t.product_id = ${product} and t.store_id = s.id)`;

/** A product made a variant of another, as an import or the demo data links products that exist already. */
export interface Adoption {
  parentId: number;
  childId: number;
}

/**
 * Makes existing products variants of a parent without changing what they show: each child overrides exactly
 * the inheritable fields where its value differs from the parent's, and inherits the rest (run the inheritance
 * statements after it). The units are shop-config's to compare (`unitsDifferingFromParents`). One statement whatever the number of children.
 */
export function adoptionStatement(adoptions: readonly Adoption[], stores: readonly StoreKey[]): SqlQuery {
  const differing = Object.entries(INHERITED_COLUMNS).map(([key, column]) =>
    trusted(`case when c.${column} is distinct from p.${column} then '${key}' end`),
  );
  return sql`
    with adoption(parent_id, child_id) as (
      select * from unnest(${adoptions.map((a) => a.parentId)}::int[], ${adoptions.map((a) => a.childId)}::int[])
    )
    update product c set
      parent_id = p.id,
      overridden_fields = array_remove(array[${joinSql(differing, ', ')}]::text[], null)
        || coalesce((select array_agg(f.field || '.' || ct.locale order by f.field, ct.locale)
                     from product_translation ct
                     cross join (values ('name'), ('description')) as f(field)
                     left join product_translation pt on pt.product_id = p.id and pt.locale = ct.locale
                     where ct.product_id = c.id
                       and (case f.field when 'name' then ct.name else ct.description end)
                           is distinct from (case f.field when 'name' then pt.name else pt.description end)),
                    '{}')
        || coalesce((select array_agg('price.' || s.code order by s.code)
                     from ${storeKeys(stores)} as s(id, code)
                     left join product_price cp on cp.product_id = c.id and cp.store_id = s.id
                     left join product_price pp on pp.product_id = p.id and pp.store_id = s.id
                     where (cp.price_minor, cp.recommended_price_minor, cp.surcharge_minor)
                           is distinct from (pp.price_minor, pp.recommended_price_minor, pp.surcharge_minor)
                        or ${trusted(tiersOf('c.id'))} is distinct from ${trusted(tiersOf('p.id'))}),
                    '{}')
        || coalesce((select array_agg('attributes.' || k.key order by k.key)
                     from (select jsonb_object_keys(c.attributes || p.attributes) as key) k
                     where not (k.key = any(p.variant_axes))
                       and (c.attributes->k.key) is distinct from (p.attributes->k.key)),
                    '{}')
        || case when (select coalesce(json_agg(json_build_object('k', m.kind, 'u', m.url, 't', m.titles)
                                               order by m.position, m.id)::text, '')
                      from product_media m where m.product_id = c.id)
                  is distinct from
                     (select coalesce(json_agg(json_build_object('k', m.kind, 'u', m.url, 't', m.titles)
                                               order by m.position, m.id)::text, '')
                      from product_media m where m.product_id = p.id)
                then array['media'] else '{}'::text[] end
    from adoption a join product p on p.id = a.parent_id
    where c.id = a.child_id`;
}
