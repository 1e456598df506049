import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { migrateDatabase } from '../../src/database/migrate';
import { databaseUrl, dropDatabase, TEMPLATE_DATABASE, withAdminClient } from './test-database';

/** Migrates once into a template database; every test file then copies it. */
export default async function globalSetup(): Promise<void> {
  // Jest writes --outputFile without creating its folder, and CI starts from an empty reports/.
  mkdirSync(join(__dirname, '..', '..', '..', 'reports'), { recursive: true });
  await withAdminClient(async (client) => {
    await dropDatabase(client, TEMPLATE_DATABASE);
    await client.query(`create database "${TEMPLATE_DATABASE}"`);
  });
  await migrateDatabase(databaseUrl(TEMPLATE_DATABASE));
}
