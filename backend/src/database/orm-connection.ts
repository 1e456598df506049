import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { MIGRATIONS } from './migrations';

/**
 * Connection, pool and migration settings, without the entities: importing an entity runs its decorators,
 * which register it in MikroORM's process-wide metadata store. The pool holds one connection for the
 * embedded database.
 */
export function connectionOptions(url: string, poolSize: number): Options {
  return defineConfig({
    clientUrl: url,
    extensions: [Migrator],
    pool: { min: poolSize === 1 ? 1 : 0, max: poolSize },
    migrations: {
      migrationsList: MIGRATIONS,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    allowGlobalContext: false,
    forceUtcTimezone: true,
    debug: false,
    ensureDatabase: false,
  });
}
