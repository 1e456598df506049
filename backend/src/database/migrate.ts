import { MikroORM } from '@mikro-orm/postgresql';
import { connectionOptions } from './orm-connection';

/**
 * Applies pending migrations to the database at `url`. The migrator needs no entity metadata, and
 * discovering none keeps this usable from tools that load the entities elsewhere (the tests' global setup).
 */
export async function migrateDatabase(url: string): Promise<string[]> {
  const orm = await MikroORM.init({
    ...connectionOptions(url, 1),
    entities: [],
    discovery: { warnWhenNoEntities: false },
  });
  try {
    // The migrator would create a missing database; a mistyped DATABASE_URL must fail instead.
    const connection = await orm.checkConnection();
    if (!connection.ok) throw connection.error ?? new Error(connection.reason);
    const applied = await orm.getMigrator().up();
    return applied.map((migration) => migration.name);
  } finally {
    await orm.close(true);
  }
}
