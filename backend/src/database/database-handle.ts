import pg from 'pg';
import type { AppConfig, DatabaseMode } from '../config/app-config';
import { startEmbeddedPostgres } from './embedded-postgres';
import { migrateDatabase } from './migrate';
import { isDatabaseSeeded, seedDatabase } from './seeders/seed';

export interface DatabaseHandle {
  url: string;
  mode: DatabaseMode;
  stop(): Promise<void>;
}

/** The configured server, or the embedded PostgreSQL keeping its data under the data directory. */
export async function openDatabase(config: AppConfig): Promise<DatabaseHandle> {
  if (config.database.mode === 'server' && config.database.url) {
    return { url: config.database.url, mode: 'server', stop: async () => undefined };
  }
  const embedded = await startEmbeddedPostgres(config.dataDir);
  return { url: embedded.url, mode: 'embedded', stop: embedded.stop };
}

/** Applies pending migrations, then seeds the demo catalogue into an empty database. */
export async function prepareDatabase(
  database: DatabaseHandle,
  config: AppConfig,
  log: (message: string) => void,
): Promise<void> {
  const applied = await migrateDatabase(database.url);
  if (applied.length) log(`Applied migrations: ${applied.join(', ')}`);
  if (config.seedProducts === 0) return;
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    if (await isDatabaseSeeded(client)) return;
    log(`Seeding an empty database with ${config.seedProducts} demo products…`);
    await seedDatabase(client, {
      products: config.seedProducts,
      supportsCopy: database.mode === 'server',
      log,
    });
  } finally {
    await client.end();
  }
}

/** A readable sentence for a failure to reach or prepare the database. */
export function describeDatabaseError(
  error: unknown,
  database: Pick<DatabaseHandle, 'url' | 'mode'>,
): string {
  const code = (error as { code?: string }).code;
  const where = database.mode === 'embedded' ? 'the embedded database' : safeAddress(database.url);
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'ETIMEDOUT') {
    return `Cannot reach the database at ${where} (${code}). Is PostgreSQL running, and is DATABASE_URL right?`;
  }
  if (code === '3D000') return `The database at ${where} does not exist. Create it first (createdb).`;
  if (code === '28P01' || code === '28000')
    return `The database at ${where} refused the login: check DATABASE_URL.`;
  return `The database at ${where} failed: ${error instanceof Error ? error.message : String(error)}`;
}

function safeAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
  } catch {
    return 'the configured address';
  }
}
