import { Injectable } from '@nestjs/common';
import type pg from 'pg';

/** What applying one kind of imported row did: rows written new, rows changed, rows already as in the file. */
export interface AppliedCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

const TABLE_NAME = /^[a-z_]+$/;

function tableName(name: string): string {
  if (!TABLE_NAME.test(name)) throw new RangeError(`Not a table name: ${name}`);
  return name;
}

function counted(total: number, inserted: number, updated: number): AppliedCounts {
  return { inserted, updated, unchanged: total - inserted - updated };
}

/**
 * The catalogue's side of an import: list prices and their quantity breaks per store, product relations and
 * outside part numbers, written set-based from a resolved temporary table of the importing transaction
 * (columns documented in imports/import-references.read-model.ts; rows with a `reason` are already removed).
 * Only rows whose values differ are written, so an unchanged file changes nothing and the read cache and search
 * see exactly the products that changed.
 */
@Injectable()
export class CatalogueImportService {
  async applyImportedPrices(client: pg.ClientBase, resolvedTable: string): Promise<AppliedCounts> {
    const rows = tableName(resolvedTable);
    const list = await applyChangedPrices(client, rows, LIST_PRICES);
    const tiers = await applyChangedPrices(client, rows, TIER_PRICES);
    return {
      inserted: list.inserted + tiers.inserted,
      updated: list.updated + tiers.updated,
      unchanged: list.unchanged + tiers.unchanged,
    };
  }

  /**
   * Related, alternative and accessory rows become product relations (placed after the existing ones);
   * OEM, competitor and customer part numbers become cross-references.
   */
  async applyImportedCrossReferences(client: pg.ClientBase, resolvedTable: string): Promise<AppliedCounts> {
    const rows = tableName(resolvedTable);
    const relations = await count(
      client,
      `select count(*)::int as count from ${rows} where kind in ('related', 'alternative', 'accessory')`,
    );
    const relationsInserted = await client.query(
      `insert into product_relation (product_id, related_id, kind, position)
       select r.product_id, r.related_product_id, r.kind,
              coalesce((select max(position) from product_relation e where e.product_id = r.product_id), 0)
                + row_number() over (partition by r.product_id order by r.line)
       from ${rows} r
       where r.kind in ('related', 'alternative', 'accessory')
       on conflict (product_id, kind, related_id) do nothing`,
    );
    const references = await count(
      client,
      `select count(*)::int as count from ${rows} where kind in ('oem', 'competitor', 'customer')`,
    );
    // A part number has no value besides its key, so a row is either new or unchanged.
    const referencesInserted = await client.query(
      `insert into product_cross_reference (product_id, kind, reference, manufacturer, company_id)
       select r.product_id, r.kind, r.reference, r.manufacturer, r.company_id from ${rows} r
       where r.kind in ('oem', 'competitor', 'customer')
       on conflict (product_id, kind, reference, manufacturer, company_id) do nothing`,
    );
    const inserted = (relationsInserted.rowCount ?? 0) + (referencesInserted.rowCount ?? 0);
    return counted(relations + references, inserted, 0);
  }

  /** A company's customer part numbers and every outside part number of the products, for its download. */
  async crossReferencesOf(
    client: pg.ClientBase,
    companyId: number,
    onRow: (row: CrossReferenceListRow) => Promise<void>,
  ): Promise<void> {
    const { rows } = await client.query<CrossReferenceListRow>(
      `select p.sku, x.kind, x.reference, x.manufacturer
       from product_cross_reference x join product p on p.id = x.product_id
       where x.company_id is null or x.company_id = $1
       order by p.sku, x.kind, x.reference`,
      [companyId],
    );
    for (const row of rows) await onRow(row);
  }
}

export interface CrossReferenceListRow {
  sku: string;
  kind: string;
  reference: string;
  manufacturer: string;
}

/** Where the file's rows of one price kind go, and the columns that make a price the same one. */
interface PriceTable {
  kind: 'list' | 'tier';
  table: 'product_price' | 'product_price_tier';
  keys: readonly string[];
}

const LIST_PRICES: PriceTable = { kind: 'list', table: 'product_price', keys: ['product_id', 'store_id'] };
const TIER_PRICES: PriceTable = {
  kind: 'tier',
  table: 'product_price_tier',
  keys: ['product_id', 'store_id', 'min_quantity'],
};

/**
 * One statement per kind: the file's rows are joined to the table once, and only the keys that are new or
 * whose price differs are inserted or updated; an unchanged row costs its share of the join and nothing else.
 */
async function applyChangedPrices(
  client: pg.ClientBase,
  rows: string,
  { kind, table, keys }: PriceTable,
): Promise<AppliedCounts> {
  const sameKey = (left: string, right: string) =>
    keys.map((key) => `${left}.${key} = ${right}.${key}`).join(' and ');
  const { rows: applied } = await client.query<{ total: number; inserted: number; updated: number }>(
    `with changed as (
       select ${keys.map((key) => `r.${key}`).join(', ')}, r.price_minor, t.product_id is null as is_new
       from ${rows} r left join ${table} t on ${sameKey('t', 'r')}
       where r.kind = $1 and (t.product_id is null or t.price_minor <> r.price_minor)
     ),
     updated as (
       update ${table} t set price_minor = c.price_minor
       from changed c where not c.is_new and ${sameKey('t', 'c')}
       returning 1
     ),
     inserted as (
       insert into ${table} (${keys.join(', ')}, price_minor)
       select ${keys.join(', ')}, price_minor from changed where is_new
       on conflict do nothing
       returning 1
     )
     select (select count(*) from ${rows} where kind = $1)::int as total,
            (select count(*) from inserted)::int as inserted,
            (select count(*) from updated)::int as updated`,
    [kind],
  );
  const { total, inserted, updated } = applied[0]!;
  return counted(total, inserted, updated);
}

async function count(client: pg.ClientBase, statement: string): Promise<number> {
  const { rows } = await client.query<{ count: number }>(statement);
  return rows[0]?.count ?? 0;
}

/** SKUs in id order, a page at a time: what a simulated ERP export is made of. */
export async function skusAfter(
  client: pg.ClientBase,
  afterId: number,
  limit: number,
): Promise<{ id: number; sku: string }[]> {
  const { rows } = await client.query<{ id: number; sku: string }>(
    'select id, sku from product where id > $1 and archived_at is null order by id limit $2',
    [afterId, limit],
  );
  return rows;
}
