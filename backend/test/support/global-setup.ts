import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { migrateDatabase } from '../../src/database/migrate';
import { databaseUrl, dropDatabase, templateDatabase, withAdminClient } from './test-database';

/** Migrates once into a template database; every test file then copies it. */
export default async function globalSetup(): Promise<void> {
  // Jest writes --outputFile without creating its folder, and CI starts from an empty reports/.
  mkdirSync(join(__dirname, '..', '..', '..', 'reports'), { recursive: true });
  const template = templateDatabase();
  await withAdminClient(async (client) => {
    await dropDatabase(client, template);
    await client.query(`create database "${template}"`);
  });
  await migrateDatabase(databaseUrl(template));
}
