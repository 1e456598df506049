// `npm run serve -w storefront`: the storefront's build on its own (README, "Scaling past one machine", step 4),
// for when the API runs elsewhere with SERVE_FRONTENDS=false. Its pages call the API at API_URL; visitors'
// browsers call /api/, /media/ and /admin/ on the shop's own address, so the proxy in front sends those paths
// to the API and every other path here.
import { createRequestHandler } from '@react-router/express';
import express from 'express';
import { isIP } from 'node:net';

const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function fail(message) {
  process.stderr.write(`Invalid configuration:\n  - ${message}\n`);
  process.exit(1);
}

const apiUrl = process.env.API_URL?.trim();
if (!apiUrl || !/^https?:\/\/\S+$/.test(apiUrl)) {
  fail('API_URL is required: the address of the API this storefront calls, e.g. http://api.internal:3000');
}
const port = Number(process.env.PORT ?? 3001);
if (!Number.isInteger(port) || port < 1 || port > 65535) fail('PORT must be a whole number from 1 to 65535');
// As the backend reads it: the proxies whose X-Forwarded-For names the visitor, which is passed on to the API.
const trusted = (process.env.TRUSTED_PROXIES ?? 'loopback')
  .split(',')
  .map((entry) => entry.trim())
  .filter((entry) => entry && entry !== 'none');
const wrong = trusted.filter((entry) => !PROXY_RANGE_NAMES.includes(entry) && !isIP(entry.split('/')[0]));
if (wrong.length > 0)
  fail(`TRUSTED_PROXIES has ${wrong.join(', ')}: give addresses, CIDR ranges or loopback`);

const build = await import(new URL('./build/server/index.js', import.meta.url).href).catch(() =>
  fail('storefront/build is missing: run npm run build first'),
);
const client = new URL('./build/client/', import.meta.url).pathname;

const app = express();
app.disable('x-powered-by');
// As the backend sends them on its own answers (backend/src/common/http/security-headers.ts); the pages add
// their Content-Security-Policy in app/entry.server.tsx.
const https = (process.env.PUBLIC_URL ?? '').trim().startsWith('https://');
app.use((_request, response, next) => {
  response.set({
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  });
  next();
});
app.set('trust proxy', trusted.length > 0 ? trusted : false);
app.use('/assets', express.static(`${client}assets`, { immutable: true, maxAge: '1y' }));
app.use(express.static(client, { index: false, maxAge: '1h' }));
app.use(
  createRequestHandler({
    build,
    mode: 'production',
    getLoadContext: (request) => ({ clientIp: request.ip }),
  }),
);
const server = app.listen(port, process.env.HOST ?? '0.0.0.0', () =>
  process.stdout.write(`Tradeshop storefront is running on port ${port}, calling the API at ${apiUrl}.\n`),
);
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.close(() => process.exit(0)));
