import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { finished, Transform } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { AppConfig } from './config/app-config';
import { QUICK_ORDER_LIMITS } from './modules/quick-order/quick-order.limits';
import { SERVICE_REQUEST_LIMITS } from './modules/service-requests/service-requests.limits';

const BACKEND_PATH = /^\/((api|admin|health|media|sitemaps)(\/|$)|(robots\.txt|sitemap\.xml)$)/;
const IMMUTABLE_ASSETS = { immutable: true, maxAge: '1y' };
/** JSON and form bodies of the API; files go as multipart, each upload with its own limit. */
const BACKEND_BODY_MAX_BYTES = 1024 * 1024;

/** The largest storefront form is the warranty registration with its receipt; 1 MB more for the fields. */
export const STOREFRONT_BODY_MAX_BYTES =
  Math.max(SERVICE_REQUEST_LIMITS.receiptMaxBytes, QUICK_ORDER_LIMITS.fileMaxBytes) + 1024 * 1024;
const BODY_TOO_LARGE = `The request is too large: at most ${STOREFRONT_BODY_MAX_BYTES / 1024 / 1024} MB can be sent.`;

/** Paths the NestJS backend answers; everything else is the storefront's. */
export function isBackendPath(path: string): boolean {
  return BACKEND_PATH.test(path);
}

/** `handler` for the backend's paths only: the storefront's routes read their own requests. */
export function onBackendPaths(handler: RequestHandler): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) =>
    isBackendPath(request.path) ? handler(request, response, next) : next();
}

/** `handler` for the storefront's paths only: a backend path is never a file of the storefront's build. */
function onStorefrontPaths(handler: RequestHandler): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) =>
    isBackendPath(request.path) ? next() : handler(request, response, next);
}

/** Request bodies are parsed for the backend only: the storefront's actions read their own bodies. */
export function parseBackendBodies(app: NestExpressApplication): void {
  app.use(onBackendPaths(express.json({ limit: BACKEND_BODY_MAX_BYTES })));
  app.use(onBackendPaths(express.urlencoded({ extended: false, limit: BACKEND_BODY_MAX_BYTES })));
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
    // Mounted ahead of the API's routes: without the guard every API request would first look for a file.
    app.use(
      onStorefrontPaths(express.static(join(storefrontBuild, 'client'), { index: false, maxAge: '1h' })),
    );
    // The storefront build is an ES module; Node's import() loads it from this CommonJS program.
    const build = await import(pathToFileURL(serverEntry).href);
    const { createRequestHandler } = await import('@react-router/express');
    const handler = createRequestHandler({
      build,
      mode: 'production',
      // The storefront forwards the visitor's address to the API (rate limits, audit log) as X-Forwarded-For.
      getLoadContext: (request: Request) => ({ clientIp: request.ip }),
    });
    app.use(
      onStorefrontPaths((request: Request, response: Response, next: NextFunction) => {
        if (request.method === 'GET' || request.method === 'HEAD') return handler(request, response, next);
        if (Number(request.headers['content-length'] ?? 0) > STOREFRONT_BODY_MAX_BYTES)
          return refuseTooLarge(response);
        return handler(withCappedBody(request, response), response, next);
      }),
    );
  } else {
    missing.push('storefront (storefront/build)');
  }
  return missing;
}

/**
 * The request as the storefront handler sees it, its body read through a counter: past the limit the visitor
 * gets 413 at once and the body the storefront's action reads fails, so no action runs on part of a form and
 * no more of the body is read (request.formData() would otherwise buffer all of it, chunked bodies included).
 */
function withCappedBody(request: Request, response: Response): Request {
  let received = 0;
  const body = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received <= STOREFRONT_BODY_MAX_BYTES) return done(null, chunk);
      refuseTooLarge(response);
      done(new Error(BODY_TOO_LARGE));
    },
  });
  request.pipe(body);
  // A visitor who goes away mid-upload ends the body with an error, not with a form cut short.
  finished(request, (error) => {
    if (error) body.destroy(error);
  });
  // Everything but the body stream is the request's own (method, headers, URL, address).
  return new Proxy(body, {
    get: (target, key) => (key in target ? Reflect.get(target, key) : Reflect.get(request, key)),
  }) as unknown as Request;
}

/** 413 with a short plain answer; the connection is closed, so the rest of the body is never read. */
function refuseTooLarge(response: Response): void {
  if (response.headersSent) return;
  response.status(413).set('Connection', 'close').type('text/plain').send(BODY_TOO_LARGE);
}
