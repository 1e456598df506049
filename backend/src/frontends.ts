import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { AppConfig } from './config/app-config';

const BACKEND_PATH = /^\/(api|admin|health|media)(\/|$)/;
const IMMUTABLE_ASSETS = { immutable: true, maxAge: '1y' };

/** Paths the NestJS backend answers; everything else is the storefront's. */
export function isBackendPath(path: string): boolean {
  return BACKEND_PATH.test(path);
}

/** Request bodies are parsed for the backend only: the storefront's actions read their own bodies. */
export function parseBackendBodies(app: NestExpressApplication): void {
  const parsers = [express.json({ limit: '1mb' }), express.urlencoded({ extended: false, limit: '1mb' })];
  for (const parser of parsers) {
    app.use((request: Request, response: Response, next: NextFunction) =>
      isBackendPath(request.path) ? parser(request, response, next) : next(),
    );
  }
}

/**
 * One origin: the back office (react-admin build) at /admin/, the storefront (React Router SSR build) at /,
 * next to the API. Returns what was mounted, so start-up can say what is missing.
 */
export async function mountFrontends(app: NestExpressApplication, config: AppConfig): Promise<string[]> {
  const missing: string[] = [];
  const adminDist = join(config.repoRoot, 'admin', 'dist');
  if (existsSync(join(adminDist, 'index.html'))) {
    app.use('/admin/assets', express.static(join(adminDist, 'assets'), IMMUTABLE_ASSETS));
    app.use('/admin', express.static(adminDist, { index: 'index.html', maxAge: 0 }));
  } else {
    missing.push('admin (admin/dist)');
  }

  const storefrontBuild = join(config.repoRoot, 'storefront', 'build');
  const serverEntry = join(storefrontBuild, 'server', 'index.js');
  if (existsSync(serverEntry)) {
    app.use('/assets', express.static(join(storefrontBuild, 'client', 'assets'), IMMUTABLE_ASSETS));
    app.use(express.static(join(storefrontBuild, 'client'), { index: false, maxAge: '1h' }));
    // The storefront build is an ES module; Node's import() loads it from this CommonJS program.
    const build = await import(pathToFileURL(serverEntry).href);
    const { createRequestHandler } = await import('@react-router/express');
    const handler = createRequestHandler({
      build,
      mode: 'production',
      // The storefront forwards the visitor's address to the API (rate limits, audit log) as X-Forwarded-For.
      getLoadContext: (request: Request) => ({ clientIp: request.ip }),
    });
    app.use((request: Request, response: Response, next: NextFunction) =>
      isBackendPath(request.path) ? next() : handler(request, response, next),
    );
  } else {
    missing.push('storefront (storefront/build)');
  }
  return missing;
}
