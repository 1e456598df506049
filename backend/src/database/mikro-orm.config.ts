import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { ReflectMetadataProvider } from '@mikro-orm/core';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

/** The ORM configuration for a database URL; the pool size is 1 for the embedded database. */
export function buildOrmOptions(url: string, poolSize: number): Options {
  return defineConfig({
    clientUrl: url,
    entities: ENTITIES,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    pool: { min: poolSize === 1 ? 1 : 0, max: poolSize },
    migrations: { migrationsList: MIGRATIONS, transactional: true, allOrNothing: true, snapshot: false },
    allowGlobalContext: false,
    forceUtcTimezone: true,
    debug: false,
    ensureDatabase: false,
  });
}
