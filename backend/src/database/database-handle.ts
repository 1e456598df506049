import pg from 'pg';
import type { AppConfig, DatabaseMode } from '../config/app-config';
import { startEmbeddedPostgres } from './embedded-postgres';
import { migrateDatabase } from './migrate';
import { createFirstAdministrator, type FirstAdministratorOutcome } from './seeders/first-administrator';
import { isDatabaseSeeded, seedDatabase } from './seeders/seed';

/** Held while one process migrates and seeds, so instances started together against a new database wait. */
const PREPARE_LOCK_KEY = 7_140_001;

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

/**
 * Applies pending migrations, seeds an empty database (in production the reference data without demo accounts;
 * elsewhere the demo data, when SEED_PRODUCTS is above 0), then creates the first administrator from
 * ADMIN_EMAIL and ADMIN_PASSWORD when there is none. On a server one process at a time does this.
 */
export async function prepareDatabase(
  database: DatabaseHandle,
  config: AppConfig,
  log: (message: string) => void,
): Promise<{ administrator?: FirstAdministratorOutcome }> {
  const connect = async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    return client;
  };
  // The embedded database serves one connection at a time, and one process: it needs no lock.
  const lock = database.mode === 'server' ? await connect() : null;
  try {
    await lock?.query('select pg_advisory_lock($1)', [PREPARE_LOCK_KEY]);
    const applied = await migrateDatabase(database.url);
    if (applied.length) log(`Applied migrations: ${applied.join(', ')}`);
    const client = lock ?? (await connect());
    try {
      await seedEmptyDatabase(client, database, config, log);
      if (!config.firstAdministrator) return {};
      const administrator = await createFirstAdministrator(client, config.firstAdministrator);
      if (administrator.created) log(`Created the first administrator, ${administrator.email}.`);
      return { administrator };
    } finally {
      if (client !== lock) await client.end();
    }
  } finally {
    await lock?.end();
  }
}

async function seedEmptyDatabase(
  client: pg.Client,
  database: DatabaseHandle,
  config: AppConfig,
  log: (message: string) => void,
): Promise<void> {
  const production = config.env === 'production';
  if (!production && config.seedProducts === 0) return;
  if (await isDatabaseSeeded(client)) return;
  log(
    production
      ? `Seeding an empty database with the reference data${config.seedProducts ? ` and ${config.seedProducts} demo products` : ''} (no demo accounts)…`
      : `Seeding an empty database with ${config.seedProducts} demo products…`,
  );
  await seedDatabase(client, {
    products: config.seedProducts,
    supportsCopy: database.mode === 'server',
    demoAccounts: !production,
    log,
  });
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
