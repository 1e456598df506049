import type pg from 'pg';
import {
  adoptionStatement,
  inheritanceStatements,
} from '../../modules/catalogue/variants/product-inheritance.sql';
import { unitsDifferingFromParents } from '../../modules/shop-config/admin/product-unit-definitions/product-unit-inheritance';
import { sql, toPostgresPlaceholders, type SqlQuery } from '../sql';
import { STORES, storeId } from './reference-data';

/**
 * The demo variant families: products of the generated catalogue that differ on one attribute, linked as a
 * parent and its variants (ids are the generator's, stable for every catalogue size that holds them).
 */
export const DEMO_VARIANT_FAMILIES: readonly { parentId: number; axes: string[]; childIds: number[] }[] = [
  // LED spotlight PAR16 GU10 in 3000 K, 2700 K and 4000 K
  { parentId: 6, axes: ['colour_temperature'], childIds: [32, 56] },
  // 9V lithium battery, 1 pc and a 2-pack
  { parentId: 9, axes: ['pack_size'], childIds: [50] },
  // CR2032 coin cell, 1 pc and a 5-pack
  { parentId: 31, axes: ['pack_size'], childIds: [55] },
  // USB-C charger for the mains (100-240 V AC) and for the car (12/24 V DC)
  { parentId: 11, axes: ['input_voltage'], childIds: [33] },
];

/**
 * Links the demo families among the first `productsTotal` products: each child overrides what differs from
 * its parent and inherits the rest. Idempotent; a handful of statements whatever the catalogue's size.
 */
export async function seedVariantFamilies(client: pg.ClientBase, productsTotal: number): Promise<void> {
  // A top-up seeds again: a variant adopted then keeps what it was given (after its parent's copy it would
  // look as if it inherited what it overrides).
  const { rows: adopted } = await client.query<{ id: number }>(
    'select id from product where parent_id is not null',
  );
  const adoptedIds = new Set(adopted.map((row) => row.id));
  const families = DEMO_VARIANT_FAMILIES.map((family) => ({
    ...family,
    childIds: family.childIds.filter((id) => id <= productsTotal && !adoptedIds.has(id)),
  })).filter((family) => family.parentId <= productsTotal && family.childIds.length > 0);
  if (families.length === 0) return;
  const stores = STORES.map((store) => ({ id: storeId(store.code), code: store.code }));
  const parentIds = families.map((family) => family.parentId);
  const run = (query: SqlQuery) => {
    const statement = toPostgresPlaceholders(query);
    return client.query(statement.text, statement.values);
  };
  for (const family of families) {
    await run(sql`update product set variant_axes = ${family.axes}::text[] where id = ${family.parentId}`);
  }
  const adoptions = families.flatMap((family) =>
    family.childIds.map((childId) => ({ parentId: family.parentId, childId })),
  );
  await run(adoptionStatement(adoptions, stores));
  // The units are shop-config's: a child whose units differ keeps them (the others have the parent's already).
  const { rows: ownUnits } = await run(unitsDifferingFromParents(adoptions));
  await run(
    sql`update product set overridden_fields = array_append(overridden_fields, 'units')
        where id = any(${ownUnits.map((row: { id: number }) => row.id)}::int[])`,
  );
  for (const statement of inheritanceStatements(parentIds, stores)) await run(statement);
}
