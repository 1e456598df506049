import type pg from 'pg';

interface Definition {
  tableName: string;
  name: string;
  definition: string;
}

export interface DeferredIndexes {
  /** How many constraints and indexes were dropped. */
  readonly count: number;
  /** Re-creates exactly what was dropped: unique constraints, then plain indexes, then foreign keys. */
  restore(log?: (message: string) => void): Promise<void>;
}

/**
 * Drops the foreign keys, unique constraints (other than primary keys) and plain indexes of `tables` so a
 * large load does not maintain them row by row, remembering their definitions as the catalogue reports them.
 * Whatever the migrations define is recreated as it was, so this never drifts from the schema. Run it inside
 * the loading transaction: a failure rolls the drops back too.
 */
export async function deferIndexes(
  client: pg.ClientBase,
  tables: readonly string[],
): Promise<DeferredIndexes> {
  const { rows: constraints } = await client.query<Definition & { type: 'f' | 'u' }>(
    `select c.conrelid::regclass::text as "tableName", c.conname as name, pg_get_constraintdef(c.oid) as definition,
            c.contype as type
     from pg_constraint c
     where c.conrelid = any($1::regclass[])
       and (c.contype = 'f'
            or (c.contype = 'u'
                and not exists (select 1 from pg_constraint f where f.contype = 'f' and f.conindid = c.conindid)))
     order by c.contype, c.conname`,
    [tables],
  );
  const { rows: indexes } = await client.query<Definition>(
    `select i.indrelid::regclass::text as "tableName", i.indexrelid::regclass::text as name,
            pg_get_indexdef(i.indexrelid) as definition
     from pg_index i
     where i.indrelid = any($1::regclass[])
       and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid and c.contype in ('p', 'u', 'x'))
     order by 2`,
    [tables],
  );
  const foreignKeys = constraints.filter((constraint) => constraint.type === 'f');
  const uniques = constraints.filter((constraint) => constraint.type === 'u');

  for (const constraint of [...foreignKeys, ...uniques]) {
    await client.query(`alter table ${constraint.tableName} drop constraint "${constraint.name}"`);
  }
  for (const index of indexes) await client.query(`drop index ${index.name}`);

  return {
    count: constraints.length + indexes.length,
    async restore(log) {
      for (const constraint of uniques) {
        await timed(log, `unique ${constraint.name}`, () =>
          client.query(
            `alter table ${constraint.tableName} add constraint "${constraint.name}" ${constraint.definition}`,
          ),
        );
      }
      for (const index of indexes) {
        await timed(log, `index ${index.name}`, () => client.query(index.definition));
      }
      for (const constraint of foreignKeys) {
        await timed(log, `foreign key ${constraint.name}`, () =>
          client.query(
            `alter table ${constraint.tableName} add constraint "${constraint.name}" ${constraint.definition}`,
          ),
        );
      }
    },
  };
}

async function timed(
  log: ((message: string) => void) | undefined,
  what: string,
  work: () => Promise<unknown>,
) {
  const started = performance.now();
  await work();
  log?.(`  rebuilt ${what} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
