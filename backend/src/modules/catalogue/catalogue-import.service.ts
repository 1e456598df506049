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
 * Only rows whose values differ are written (IS DISTINCT FROM), so an unchanged file changes nothing and the
 * read cache and search see exactly the products that changed.
 */
@Injectable()
export class CatalogueImportService {
  async applyImportedPrices(client: pg.ClientBase, resolvedTable: string): Promise<AppliedCounts> {
    const rows = tableName(resolvedTable);
    const list = await this.applyListPrices(client, rows);
    const tiers = await this.applyTierPrices(client, rows);
    return {
      inserted: list.inserted + tiers.inserted,
      updated: list.updated + tiers.updated,
      unchanged: list.unchanged + tiers.unchanged,
    };
  }

  private async applyListPrices(client: pg.ClientBase, rows: string): Promise<AppliedCounts> {
    const total = await count(client, `select count(*)::int as count from ${rows} where kind = 'list'`);
    if (total === 0) return counted(0, 0, 0);
    const updated = await client.query(
      `update product_price pp set price_minor = r.price_minor
       from ${rows} r
       where r.kind = 'list' and pp.product_id = r.product_id and pp.store_id = r.store_id
         and pp.price_minor is distinct from r.price_minor`,
    );
    const inserted = await client.query(
      `insert into product_price (product_id, store_id, price_minor)
       select r.product_id, r.store_id, r.price_minor from ${rows} r
       where r.kind = 'list'
         and not exists (select 1 from product_price pp where pp.product_id = r.product_id and pp.store_id = r.store_id)
       on conflict do nothing`,
    );
    return counted(total, inserted.rowCount ?? 0, updated.rowCount ?? 0);
  }

  private async applyTierPrices(client: pg.ClientBase, rows: string): Promise<AppliedCounts> {
    const total = await count(client, `select count(*)::int as count from ${rows} where kind = 'tier'`);
    if (total === 0) return counted(0, 0, 0);
    const updated = await client.query(
      `update product_price_tier pt set price_minor = r.price_minor
       from ${rows} r
       where r.kind = 'tier' and pt.product_id = r.product_id and pt.store_id = r.store_id
         and pt.min_quantity = r.min_quantity and pt.price_minor is distinct from r.price_minor`,
    );
    const inserted = await client.query(
      `insert into product_price_tier (product_id, store_id, min_quantity, price_minor)
       select r.product_id, r.store_id, r.min_quantity, r.price_minor from ${rows} r
       where r.kind = 'tier'
         and not exists (select 1 from product_price_tier pt
                         where pt.product_id = r.product_id and pt.store_id = r.store_id
                           and pt.min_quantity = r.min_quantity)
       on conflict do nothing`,
    );
    return counted(total, inserted.rowCount ?? 0, updated.rowCount ?? 0);
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
