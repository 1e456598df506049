import { migrateDatabase } from '../../src/database/migrate';
import { databaseUrl, dropDatabase, TEMPLATE_DATABASE, withAdminClient } from './test-database';

/** Migrates once into a template database; every test file then copies it. */
export default async function globalSetup(): Promise<void> {
  await withAdminClient(async (client) => {
    await dropDatabase(client, TEMPLATE_DATABASE);
    await client.query(`create database "${TEMPLATE_DATABASE}"`);
  });
  await migrateDatabase(databaseUrl(TEMPLATE_DATABASE));
}
