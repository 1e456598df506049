import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { buildAppConfig } from './config/app-config';
import { buildOpenApiDocument } from './openapi';

/** Writes the OpenAPI document without a database: `preview` mode builds the routes but runs no provider. */
async function main(): Promise<void> {
  const target = resolve(process.argv[2] ?? 'openapi.json');
  const config = buildAppConfig({ NODE_ENV: 'development' });
  const app = await NestFactory.create(
    AppModule.register(config, 'postgres://preview@127.0.0.1:5432/preview'),
    {
      preview: true,
      logger: false,
    },
  );
  const document = buildOpenApiDocument(app);
  writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
  await app.close();
  process.stdout.write(`OpenAPI document written to ${target}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
