import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Params } from 'nestjs-pino';
import type { AppConfig } from './config/app-config';

const REQUEST_ID = /^[\w-]{1,64}$/;
// Single-use links carry their token in the address (`?token=…`, the API's `/password-reset/<token>`, the
// storefront's `/reset-password/<token>` and `/newsletter/confirm/<token>`, logged when the backend serves the
// storefront): a log reader must not be able to use a link that is still valid.
const TOKEN_IN_URL =
  /([?&]token=)[^&#]*|(\/(?:password-reset|reset-password|newsletter\/confirm)\/)[^/?#]+/gi;

export function redactTokens(url: string): string {
  return url.replace(TOKEN_IN_URL, (_match, query?: string, path?: string) => `${query ?? path}[redacted]`);
}

/** JSON logs with one id per request, taken from X-Request-Id when a proxy sent a sane one. */
export function buildLoggerOptions(config: AppConfig): Params {
  return {
    pinoHttp: {
      level: config.logLevel,
      genReqId: (request: IncomingMessage, response) => {
        const sent = request.headers['x-request-id'];
        const id = typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID();
        response.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (request) => /^\/(assets|media|admin\/assets)\//.test(request.url ?? '') },
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      serializers: {
        req: (request: { id: string; method: string; url: string }) => ({
          id: request.id,
          method: request.method,
          url: redactTokens(request.url),
        }),
      },
    },
  };
}
