import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { buildAppConfig, ConfigurationError, loadEnvFile } from './config/app-config';

/** Runs BullMQ workers without the HTTP server: `npm run worker`, one or many, next to the API instances. */
async function bootstrap(): Promise<void> {
  loadEnvFile();
  const config = { ...buildAppConfig(), runWorkers: true };
  if (!config.redisUrl || config.database.mode !== 'server' || !config.database.url) {
    throw new ConfigurationError(
      'A separate worker needs REDIS_URL and DATABASE_URL: without them jobs already run inside `npm start`.',
    );
  }
  const app = await NestFactory.createApplicationContext(AppModule.register(config, config.database.url), {
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  process.stdout.write('Tradeshop worker is running and waiting for jobs.\n');
}

bootstrap().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
