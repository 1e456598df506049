import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The PostgreSQL server the tests run against; CI and developers have one on localhost. The default connects to
 * the `postgres` maintenance database that every server has, so no database needs creating by hand first.
 */
export const TEST_SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Every database of one `jest` run starts with the run's own prefix, so that two runs on one server (two
 * terminals, or CI jobs sharing a machine) never drop each other's databases. The global setup picks the id;
 * Jest's workers inherit it through the environment.
 */
export function testRunPrefix(): string {
  process.env.TRADESHOP_TEST_RUN ??= randomBytes(3).toString('hex');
  return `tradeshop_test_${process.env.TRADESHOP_TEST_RUN}_`;
}

export function templateDatabase(): string {
  return `${testRunPrefix()}template`;
}
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export function databaseUrl(name: string): string {
  const url = new URL(TEST_SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  return withClientOf(TEST_SERVER_URL, work);
}

/** Runs `work` on a connection of its own to the database at `url`, closed afterwards. */
export async function withClientOf<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  await client.query(`drop database if exists "${name}" with (force)`);
}

/** A private copy of the migrated template for one test file, so files run in parallel. */
export async function createTestDatabase(): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${testRunPrefix()}${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) =>
    client.query(`create database "${name}" template "${templateDatabase()}"`),
  );
  return {
    name,
    url: databaseUrl(name),
    drop: () => withAdminClient((client) => dropDatabase(client, name)),
  };
}
