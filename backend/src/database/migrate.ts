import { MikroORM } from '@mikro-orm/postgresql';
import { buildOrmOptions } from './mikro-orm.config';

/** Applies pending migrations to the database at `url`. */
export async function migrateDatabase(url: string): Promise<string[]> {
  const orm = await MikroORM.init(buildOrmOptions(url, 1));
  try {
    const applied = await orm.getMigrator().up();
    return applied.map((migration) => migration.name);
  } finally {
    await orm.close(true);
  }
}
