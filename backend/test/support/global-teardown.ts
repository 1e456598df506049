import { dropDatabase, testRunPrefix, withAdminClient } from './test-database';

/** Drops this run's databases only; another run on the same server keeps its own. */
export default async function globalTeardown(): Promise<void> {
  await withAdminClient(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, $1)`,
      [testRunPrefix()],
    );
    for (const { datname } of rows) await dropDatabase(client, datname);
  });
}
