import { dropDatabase, withAdminClient } from './test-database';

export default async function globalTeardown(): Promise<void> {
  await withAdminClient(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like 'tradeshop_test_%'`,
    );
    for (const { datname } of rows) await dropDatabase(client, datname);
  });
}
