import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app-config';
import { createValidationPipe } from './common/http/validation.pipe';
import { refuseNulCharacters } from './common/http/nul-characters';
import { securityHeaders } from './common/http/security-headers';
import { isBackendPath, onBackendPaths, parseBackendBodies } from './frontends';
import { serveOpenApi } from './openapi';
import { ReadCache } from './read-cache/read-cache';
import { ConfigurationCache } from './read-cache/configuration-cache';
import { serveCachedReads } from './read-cache/serve-cached-reads';

/** The configured HTTP application, not yet listening: shared by main.ts and the API tests. */
export async function createApp(config: AppConfig, databaseUrl: string): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config, databaseUrl), {
    bufferLogs: true,
    bodyParser: false,
    // Nest's own start-up chatter (every mapped route) stays out of the log; requests are logged by pino-http.
    logger: ['fatal', 'error', 'warn'],
  });
  app.useLogger(app.get(Logger));
  app.disable('x-powered-by');
  // Behind a proxy the visitor's address comes from X-Forwarded-For, believed only from TRUSTED_PROXIES.
  app.set('trust proxy', config.trustedProxies.length > 0 ? config.trustedProxies : false);
  app.use(securityHeaders(config.publicUrl, isBackendPath));
  const readCache = app.get(ReadCache);
  readCache.startListening();
  app.get(ConfigurationCache).startListening();
  app.use('/api/shop', serveCachedReads(readCache));
  app.use(cookieParser());
  parseBackendBodies(app);
  app.use(onBackendPaths(refuseNulCharacters));
  app.useGlobalPipes(createValidationPipe());
  serveOpenApi(app);
  return app;
}
