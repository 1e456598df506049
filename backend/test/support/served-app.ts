import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { environmentWithout, type ServerProcess, startServer } from './server-process';
import { createTestDatabase } from './test-database';

export interface ServedApp {
  server: ServerProcess;
  databaseUrl: string;
}

/**
 * The built server as deployed, with the storefront and the back office, on a database and a data folder of its
 * own: started before the file's tests and removed after them. `env` is added to this run's environment
 * without its services and secret (the server then picks its defaults), `without` drops further variables.
 */
export function useServedApp(env: NodeJS.ProcessEnv, without: readonly string[] = []): () => ServedApp {
  const dataDir = mkdtempSync(join(tmpdir(), 'tradeshop-served-'));
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let served: ServedApp | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    const server = await startServer({
      ...environmentWithout('DATABASE_URL', 'REDIS_URL', 'SESSION_SECRET', 'NODE_ENV', ...without),
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      LOG_LEVEL: 'warn',
      SERVE_FRONTENDS: 'true',
      ...env,
    });
    served = { server, databaseUrl: database.url };
  }, 120_000);

  afterAll(async () => {
    await served?.server.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  return () => {
    if (!served) throw new Error('the served app is not started yet (use it inside a test or a later hook)');
    return served;
  };
}
