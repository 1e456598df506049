import type { NestExpressApplication } from '@nestjs/platform-express';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import request from 'supertest';
import { buildAppConfig, type AppConfig } from '../../src/config/app-config';
import { createApp } from '../../src/create-app';
import { seedDatabase } from '../../src/database/seeders/seed';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  databaseUrl: string;
  http: () => ReturnType<typeof request>;
  /** Counts the SQL statements the application sends while `work` runs. */
  countQueries<T>(work: () => Promise<T>): Promise<{ result: T; queries: number }>;
  /** The SQL statements the application sends while `work` runs, with their parameters. */
  recordQueries<T>(work: () => Promise<T>): Promise<{ result: T; statements: RecordedStatement[] }>;
  /** Runs `work` with a database connection of its own, e.g. for the test factories. */
  withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface RecordedStatement {
  sql: string;
  bindings: unknown[];
}

export const TEST_SESSION_SECRET = 'test-secret-that-is-at-least-32-characters';

/** Test configuration derived from the same schema as production, with overrides per test. */
export function testConfig(databaseUrl: string, overrides: Record<string, string> = {}): AppConfig {
  return buildAppConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '4',
    LOG_LEVEL: 'silent',
    SEED_PRODUCTS: '0',
    SERVE_FRONTENDS: 'false',
    SESSION_SECRET: TEST_SESSION_SECRET,
    ...overrides,
  });
}

/** Boots the real application on a private copy of the migrated database, seeded with `products` products. */
export async function startTestApp(
  options: { products?: number; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  if (options.products !== undefined) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await seedDatabase(client, { products: options.products, supportsCopy: true });
    } finally {
      await client.end();
    }
  }
  const config = testConfig(database.url, options.env);
  const app = await createApp(config, database.url);
  await app.init();
  const knex = app.get(MikroORM).em.getKnex();
  return {
    app,
    config,
    databaseUrl: database.url,
    http: () => request(app.getHttpServer()),
    async countQueries(work) {
      const { result, statements } = await this.recordQueries(work);
      return { result, queries: statements.length };
    },
    async recordQueries(work) {
      const statements: RecordedStatement[] = [];
      const listener = ({ sql, bindings }: { sql: string; bindings?: unknown[] }) =>
        statements.push({ sql, bindings: bindings ?? [] });
      knex.on('query', listener);
      try {
        const result = await work();
        return { result, statements };
      } finally {
        knex.removeListener('query', listener);
      }
    },
    async withClient(work) {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        return await work(client);
      } finally {
        await client.end();
      }
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
