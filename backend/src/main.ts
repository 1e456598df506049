import 'reflect-metadata';
import { buildAppConfig, ConfigurationError, loadEnvFile, type AppConfig } from './config/app-config';
import { createApp } from './create-app';
import {
  describeDatabaseError,
  openDatabase,
  prepareDatabase,
  type DatabaseHandle,
} from './database/database-handle';
import { mountFrontends } from './frontends';

const say = (message: string) => process.stdout.write(`${message}\n`);

async function bootstrap(): Promise<void> {
  loadEnvFile();
  const config = buildAppConfig();
  let database: DatabaseHandle | undefined;
  try {
    database = await openDatabase(config);
    await prepareDatabase(database, config, say);
  } catch (error: unknown) {
    await database?.stop();
    throw new ConfigurationError(
      describeDatabaseError(
        error,
        database ?? { url: config.database.url ?? '', mode: config.database.mode },
      ),
    );
  }

  const app = await createApp(config, database.url);
  const missing = config.serveFrontends ? await mountFrontends(app, config) : [];
  await app.listen(config.port, config.host);
  announce(config, database, missing);

  const shutdown = async () => {
    await app.close();
    await database?.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

function announce(config: AppConfig, database: DatabaseHandle, missing: string[]): void {
  const storage =
    database.mode === 'embedded' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL server';
  const queue = config.redisUrl ? 'BullMQ on Redis' : 'in-process jobs';
  say(`\nTradeshop is running (${storage}, ${queue}).`);
  say(`  Storefront:  ${config.publicUrl}/`);
  say(`  Back office: ${config.publicUrl}/admin/`);
  say(`  API docs:    ${config.publicUrl}/api/docs`);
  if (missing.length) say(`  Not built, so not served: ${missing.join(', ')}. Run npm run build.`);
}

bootstrap().catch((error: unknown) => {
  if (error instanceof ConfigurationError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Start-up failed: ${error instanceof Error ? error.message : String(error)}\n`);
    if (process.env.LOG_LEVEL === 'debug') console.error(error);
  }
  process.exit(1);
});
