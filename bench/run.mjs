// Measures the shop API under load next to what PostgreSQL alone does with the same SQL, and next to
// `pgbench -S` as a yardstick for the machine. Everything runs on this machine, over loopback only.
//
//   npm run bench [-- --products 100000 --duration 10 --connections 16 --reuse --cleanup]
//   npm run bench -- --only mix [--mix-duration 30 --reuse]
//   npm run bench -- --instances 2 [--products N --duration 10 --connections 16 --reuse]
//   npm run bench -- --only imports [--import-rows 1000000 --reuse]
//   npm run bench -- --only indexation [--reuse --database tradeshop_bench_msg]
//   npm run bench -- --only buying [--products N --duration 10 --connections 16 --reuse --database NAME]
//
// --only mix runs the shop mix alone (bench/shop-mix.mjs), at 16 and 32 connections, with the read cache off
// and as deployed; a full run ends with it.
// --instances N (2 or more) runs the scaling check alone (bench/instances.mjs): N API processes and N job workers
// on one database and Redis (BENCH_REDIS_URL, default redis://127.0.0.1:6379); bench/results/instances.md.
// --only imports runs a price import (bench/imports.mjs) beside a raw COPY of the same file, while shoppers list
// and search (read cache off) and then as long again idle; then the file again with 1 % of its prices changed.
// --only indexation runs the two indexing jobs alone (bench/indexation.mjs) while shoppers search; a full run
// measures them last.
// --only buying runs add to cart and place order alone (bench/buying.mjs), after counting the statements one
// add and one place send; bench/results/buying.md.
// --database names the shop database (default tradeshop_bench), e.g. one seeded beforehand for --reuse.
// --reuse keeps the seeded database when it already holds exactly --products products;
// --cleanup drops the two benchmark databases at the end. BENCH_ADMIN_URL names the server and the
// database to connect to for creating them (default postgres://postgres@127.0.0.1:5432/postgres).
// Results go to bench/results/<UTC time>.json and bench/results/latest.md.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { countBuyingStatements, measureBuying, Shopper } from './buying.mjs';
import { instancesMarkdown, measureInstances } from './instances.mjs';
import { importsMarkdown, measureImports } from './imports.mjs';
import { indexationMarkdown, measureIndexation } from './indexation.mjs';
import { measureShopMix, SHOP_MIX } from './shop-mix.mjs';

const { AbortSignal, setInterval, clearInterval } = globalThis;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS_DIR = join(ROOT, 'bench', 'results');
const BACKEND_DIST = join(ROOT, 'backend', 'dist');
const API_ENTRY = join(BACKEND_DIST, 'main.js');
const WORKER_ENTRY = join(BACKEND_DIST, 'worker.js');
const CAPTURE_PRELOAD = join(ROOT, 'bench', 'capture-sql.cjs');
const API_LOG = join(RESULTS_DIR, 'api-server.log.tmp');
const SEED_ENTRY = join(BACKEND_DIST, 'database', 'seeders', 'seed-cli.js');
const STOREFRONT_ENTRY = join(ROOT, 'storefront', 'build', 'server', 'index.js');
// The backend's own database driver, as the API and bench/capture-sql.cjs use it.
const backendRequire = createRequire(join(ROOT, 'backend', 'package.json'));
const pg = backendRequire('pg');
const { from: copyFrom } = backendRequire('pg-copy-streams');

// BENCH_DATABASE lets a second checkout measure without dropping the usual database.
const BENCH_DB = process.env.BENCH_DATABASE ?? 'tradeshop_bench';
const PGBENCH_DB = 'tradeshop_pgbench';
const PGBENCH_SCALE = 10;
const LOCALE = 'en';
const PER_PAGE = 12;
const LIVE_SEARCH_PER_PAGE = 8;
const LISTING_PAGE = 3;
/** The largest leaf categories the listings rotate over. */
const LISTING_CATEGORIES = 8;
/** What the API keeps of answered public reads, as deployed (the backend's default). */
const READ_CACHE_MB = 64;
/** How often a stock change is written while the cached API is loaded, as an ERP sync would. */
const CATALOGUE_WRITE_INTERVAL_MS = 1000;
/** Distinct products the product page rotates over; also the pgbench script count (pgbench allows 128). */
const PRODUCT_POOL = 100;
const WARMUP_SECONDS = 3;
const STARTUP_TIMEOUT_MS = 120_000;
const PROCESS_TIMEOUT_MS = 15 * 60_000;

/**
 * What is measured: the samples a scenario rotates over and the API path for one sample. The raw SQL is not
 * written here: it is captured from the API itself (bench/capture-sql.cjs), so it is exactly what one request
 * sends, whatever the backend does. A new endpoint is a new row.
 */
const SCENARIOS = [
  {
    name: 'category listing',
    describe: (ctx) =>
      `${ctx.categories.length} categories in rotation, page ${LISTING_PAGE} or their last, e.g. ` +
      `${ctx.categories[0].slug} (${ctx.categories[0].productCount} products)`,
    samples: (ctx) => ctx.categories,
    path: (category) =>
      `/api/shop/categories/${encodeURIComponent(category.slug)}/products?locale=${LOCALE}&page=${category.listingPage}&perPage=${PER_PAGE}`,
  },
  {
    name: 'category listing, 3 filters + facets',
    describe: (ctx) =>
      `${ctx.filtered.length} categories in rotation, each with its commonest stock status, brand and ` +
      `attribute value, page 1, e.g. ${ctx.filtered[0].category.slug}, ${ctx.filtered[0].query.slice(1)} ` +
      `(${ctx.filtered[0].total} products)`,
    samples: (ctx) => ctx.filtered,
    path: ({ category, query }) =>
      `/api/shop/categories/${encodeURIComponent(category.slug)}/products?locale=${LOCALE}&perPage=${PER_PAGE}${query}`,
  },
  {
    name: 'product page',
    describe: (ctx) => `${ctx.products.length} products in rotation`,
    samples: (ctx) => ctx.products,
    path: (product) => `/api/shop/products/${product.slug}?locale=${LOCALE}`,
  },
  {
    name: "a page's buyer prices",
    describe: (ctx) =>
      `GET /api/shop/prices for the ${PER_PAGE} products of each category listing page above, as the demo ` +
      `customer (agreed prices, tiers), e.g. ${ctx.categories[0].slug}`,
    samples: (ctx) => ctx.categories,
    path: (category) => `/api/shop/prices?locale=${LOCALE}&products=${category.productIds.join(',')}`,
    headers: (ctx) => ({ cookie: ctx.buyerCookie }),
  },
  // Whole storefront pages, as the browser gets them (server-rendered HTML: the shell's reads, the page's reads
  // and, for a logged-in buyer, their session, cart and own prices), for a visitor and for a logged-in buyer.
  ...[
    {
      name: 'category page (storefront HTML)',
      describe: (ctx) => `the category listing's pages, e.g. /${LOCALE}/c/${ctx.categories[0].slug}`,
      samples: (ctx) => ctx.categories,
      path: (category) => `/${LOCALE}/c/${category.slug}?page=${category.listingPage}`,
    },
    {
      name: 'product page (storefront HTML)',
      describe: (ctx) => `${ctx.products.length} products in rotation`,
      samples: (ctx) => ctx.products,
      path: (product) => `/${LOCALE}/p/${product.slug}`,
    },
  ].flatMap((page) => [
    { ...page, name: `${page.name}, visitor`, html: true },
    {
      ...page,
      name: `${page.name}, logged-in buyer`,
      html: true,
      comparedWith: `${page.name}, visitor`,
      headers: (ctx) => ({ cookie: ctx.buyerCookie }),
    },
  ]),
  {
    name: 'live search',
    describe: (ctx) => `${ctx.searchTerms.length} terms in rotation: SKU prefixes, words and typos`,
    samples: (ctx) => ctx.searchTerms,
    path: (term) =>
      `/api/shop/search?term=${encodeURIComponent(term)}&locale=${LOCALE}&perPage=${LIVE_SEARCH_PER_PAGE}`,
  },
];

/** Words of the English catalogue, and the same with a typo or two (the trigram fallback). */
const SEARCH_WORDS = ['alkaline', 'power bank', 'led torch', 'headlamp', 'lithium coin', 'rubber cable'];
const SEARCH_TYPOS = ['alkalin battry', 'powr bank', 'hedlamp', 'lithum coin cel'];

/** SKU prefixes as a buyer types them (group and type, e.g. `BAT-AA`), taken from real products. */
function searchTerms(products) {
  const prefixes = [...new Set(products.map((product) => product.sku.split('-').slice(0, 2).join('-')))];
  return [...prefixes.slice(0, 6), ...SEARCH_WORDS, ...SEARCH_TYPOS];
}

const USAGE =
  'Usage: npm run bench [-- --products N] [--duration S] [--connections C] [--only mix|imports|indexation|buying] ' +
  '[--mix-duration S] [--import-rows N] [--instances N] [--database NAME] [--reuse] [--cleanup]';

function parseOptions() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '100000' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '16' },
      only: { type: 'string' },
      database: { type: 'string', default: BENCH_DB },
      'mix-duration': { type: 'string', default: '30' },
      instances: { type: 'string', default: '1' },
      'import-rows': { type: 'string', default: '1000000' },
      reuse: { type: 'boolean', default: false },
      cleanup: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const positive = (name, max) => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < 1 || value > max) {
      throw new Error(`--${name} must be a whole number from 1 to ${max}\n${USAGE}`);
    }
    return value;
  };
  if (values.only !== undefined && !['mix', 'imports', 'indexation', 'buying'].includes(values.only)) {
    throw new Error(`--only takes mix, imports, indexation or buying, not ${values.only}\n${USAGE}`);
  }
  if (!/^[a-z_][a-z0-9_]*$/.test(values.database) || values.database === PGBENCH_DB) {
    throw new Error(`--database must be a plain database name other than ${PGBENCH_DB}\n${USAGE}`);
  }
  return {
    products: positive('products', 10_000_000),
    database: values.database,
    onlyMix: values.only === 'mix',
    instances: positive('instances', 8),
    onlyImports: values.only === 'imports',
    importRows: positive('import-rows', 10_000_000),
    onlyIndexation: values.only === 'indexation',
    onlyBuying: values.only === 'buying',
    mixDuration: positive('mix-duration', 600),
    duration: positive('duration', 600),
    connections: positive('connections', 1000),
    reuse: values.reuse,
    cleanup: values.cleanup,
  };
}

// ---------------------------------------------------------------------------------------------- databases

function databaseUrl(adminUrl, database) {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

function assertLoopback(url) {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (!(host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host))) {
    throw new Error(`Benchmarks run against this machine only; ${host} is not a loopback address`);
  }
}

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function recreateDatabase(adminUrl, name) {
  await withClient(adminUrl, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
}

async function dropDatabase(adminUrl, name) {
  await withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}

/** The number in `sql`'s single cell, or null when the database or the table does not exist. */
async function scalarOrNull(url, sql) {
  try {
    return await withClient(url, async (client) => Number((await client.query(sql)).rows[0].value));
  } catch (error) {
    // 3D000: no such database; 42P01: no such table.
    if (error.code === '3D000' || error.code === '42P01') return null;
    throw error;
  }
}

async function prepareShopDatabase(adminUrl, benchUrl, options) {
  const count = () => scalarOrNull(benchUrl, 'select count(*) as value from product');
  if (options.reuse && (await count()) === options.products) {
    console.log(`Reusing ${options.database} with ${options.products} products`);
    return { seedSeconds: null };
  }
  console.log(`Creating ${options.database} and seeding ${options.products} products`);
  await recreateDatabase(adminUrl, options.database);
  const started = performance.now();
  await runProcess(process.execPath, [SEED_ENTRY, '--products', String(options.products)], {
    env: { ...process.env, DATABASE_URL: benchUrl, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  const seedSeconds = (performance.now() - started) / 1000;
  const seeded = await count();
  if (seeded !== options.products) {
    throw new Error(`The seed left ${seeded} products in ${options.database}, expected ${options.products}`);
  }
  console.log(`Seeded in ${seedSeconds.toFixed(1)} s`);
  return { seedSeconds };
}

async function preparePgbenchDatabase(adminUrl, pgbenchUrl) {
  const branches = await scalarOrNull(pgbenchUrl, 'select count(*) as value from pgbench_branches');
  if (branches === PGBENCH_SCALE) return;
  console.log(`Initialising ${PGBENCH_DB} (pgbench -i -s ${PGBENCH_SCALE})`);
  await recreateDatabase(adminUrl, PGBENCH_DB);
  await runProcess('pgbench', ['-i', '-q', '-s', String(PGBENCH_SCALE), pgbenchUrl]);
}

// ---------------------------------------------------------------------------------------------- processes

/** Runs a command to completion within PROCESS_TIMEOUT_MS; resolves with its stdout when it exits with 0. */
async function runProcess(command, args, { env = process.env, stdio = 'pipe' } = {}) {
  const child = spawn(command, args, { env, stdio: stdio === 'pipe' ? ['ignore', 'pipe', 'pipe'] : stdio });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => (stdout += chunk));
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), PROCESS_TIMEOUT_MS);
  try {
    const [code, signal] = await once(child, 'exit');
    if (code !== 0) {
      throw new Error(
        `${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})\n${stderr.slice(-4000)}`,
      );
    }
    return stdout;
  } finally {
    clearTimeout(timer);
  }
}

async function freePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  await once(server, 'close');
  return port;
}

function apiEnvironment(benchUrl, port, { captureFile = '', readCacheMb = READ_CACHE_MB, dataDir } = {}) {
  return {
    ...process.env,
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    BENCH_CAPTURE_FILE: captureFile,
    READ_CACHE_MB: String(readCacheMb),
    // Measured as deployed: production mode, which requires a session secret.
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-only-session-secret-0123456789abcdef',
    DATABASE_URL: benchUrl,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // The storefront's pages are measured too: it renders them in the API's process, calling the API on PORT.
    SERVE_FRONTENDS: 'true',
    RUN_WORKERS: 'false',
    SEED_PRODUCTS: '0',
    LOG_LEVEL: 'warn',
  };
}

/**
 * Starts the API alone on a free loopback port; with `captureFile`, it records the SQL it sends there;
 * `readCacheMb` 0 turns its read cache off.
 */
async function startApi(benchUrl, { captureFile, readCacheMb, dataDir } = {}) {
  const port = await freePort();
  const log = createWriteStream(API_LOG, { flags: 'a' });
  const preload = captureFile ? ['--require', CAPTURE_PRELOAD] : [];
  const child = spawn(process.execPath, [...preload, API_ENTRY], {
    env: apiEnvironment(benchUrl, port, { captureFile, readCacheMb, dataDir }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = once(child, 'exit');
  const api = {
    port,
    pid: child.pid,
    base: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };

  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let died = false;
  exited.then(() => (died = true));
  while (!died && Date.now() < deadline) {
    try {
      const response = await fetch(`${api.base}/health`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return api;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await api.stop();
  const tail = (await readFile(API_LOG, 'utf8')).split('\n').slice(-40).join('\n');
  throw new Error(
    `The API ${died ? 'exited' : 'did not answer /health'} during start-up. Its output:\n${tail}`,
  );
}

/** Runs `work` against a started API and always stops it, also on Ctrl-C. */
async function withApi(benchUrl, startOptions, work) {
  const api = await startApi(benchUrl, startOptions);
  const stopOnSignal = () => api.stop().finally(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    return await work(api);
  } finally {
    await api.stop();
    process.off('SIGINT', stopOnSignal);
    process.off('SIGTERM', stopOnSignal);
  }
}

// ---------------------------------------------------------------------------------------------- discovery

async function getJson(api, path, headers = {}) {
  const response = await fetch(api.base + path, { headers, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

function leafCategories(nodes) {
  return nodes.flatMap((node) => (node.children?.length ? leafCategories(node.children) : [node]));
}

/** Picks what the scenarios need through the API, as a shopper would find it. */
async function discover(api) {
  const tree = await getJson(api, `/api/shop/categories?locale=${LOCALE}`);
  const leaves = leafCategories(tree).sort((a, b) => b.productCount - a.productCount);
  if (leaves.length === 0 || leaves[0].productCount === 0) throw new Error('The catalogue has no products');
  const categories = leaves
    .filter((leaf) => leaf.productCount > 0)
    .slice(0, LISTING_CATEGORIES)
    .map((leaf) => ({
      ...leaf,
      listingPage: Math.min(LISTING_PAGE, Math.ceil(leaf.productCount / PER_PAGE)),
    }));

  // Product pages rotate over products from several categories, not one cached row.
  const products = [];
  const seen = new Set();
  for (let page = 1; products.length < PRODUCT_POOL && page <= 10; page++) {
    for (const leaf of leaves) {
      if (products.length >= PRODUCT_POOL) break;
      if (leaf.productCount <= (page - 1) * PER_PAGE) continue;
      const list = await getJson(
        api,
        `/api/shop/categories/${encodeURIComponent(leaf.slug)}/products?locale=${LOCALE}&page=${page}&perPage=${PER_PAGE}`,
      );
      for (const item of list.items) {
        if (seen.has(item.id) || products.length >= PRODUCT_POOL) continue;
        seen.add(item.id);
        products.push({ id: item.id, slug: item.slug, sku: item.sku });
      }
    }
  }
  if (products.length === 0) throw new Error('No product found through the category listings');
  const filtered = [];
  for (const category of categories) {
    const choice = await chooseFilters(api, category);
    if (choice) filtered.push({ category, ...choice });
  }
  if (filtered.length === 0)
    throw new Error('No category has a stock status, brand and attribute to filter by');
  // What the logged-in rows price: the products of each listing page, and of each product page.
  for (const category of categories) {
    const list = await getJson(
      api,
      `/api/shop/categories/${encodeURIComponent(category.slug)}/products?locale=${LOCALE}&page=${category.listingPage}&perPage=${PER_PAGE}`,
    );
    category.productIds = list.items.map((item) => item.id);
  }
  for (const product of products) {
    const detail = await getJson(api, `/api/shop/products/${product.slug}?locale=${LOCALE}`);
    product.pageProductIds = [
      detail.id,
      ...detail.related.map((card) => card.id),
      ...detail.alternatives.map((card) => card.id),
    ];
  }
  const { customer } = backendRequire('./dist/database/seeders/demo-accounts.js').DEMO_ACCOUNTS;
  const buyer = new Shopper(api.base);
  await buyer.login(customer.email, customer.password);
  return {
    categories,
    products,
    filtered,
    searchTerms: searchTerms(products),
    buyerCookie: buyer.cookieHeader(),
  };
}

/**
 * Three filters a shopper would pick one after the other: the commonest stock status, brand and attribute; null
 * when the category lacks one of the groups.
 */
async function chooseFilters(api, category) {
  let query = '';
  const listing = () =>
    getJson(
      api,
      `/api/shop/categories/${encodeURIComponent(category.slug)}/products?locale=${LOCALE}&perPage=${PER_PAGE}${query}`,
    );
  for (const param of ['stockStatusIds', 'brandIds', 'attributeIds']) {
    const { facets } = await listing();
    const [best] = facets
      .filter((facet) => facet.param === param)
      .flatMap((facet) => facet.values)
      .filter((value) => !value.selected)
      .sort((a, b) => b.count - a.count);
    if (!best) return null;
    query += `&${param}=${encodeURIComponent(best.value)}`;
  }
  return { query, total: (await listing()).total };
}

// ---------------------------------------------------------------------------------------------- measuring

/**
 * Moves the stock of one of `products` by one (up, then back down) every CATALOGUE_WRITE_INTERVAL_MS until
 * stopped: the catalogue changes the cached API must notice.
 */
async function writeStockChanges(url, products) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let step = 0;
  let writing = Promise.resolve();
  const timer = setInterval(() => {
    const product = products[Math.floor(step / 2) % products.length];
    const delta = step % 2 === 0 ? 1 : -1;
    step += 1;
    writing = writing.then(() =>
      client.query('update product set stock_quantity = stock_quantity + $2 where id = $1', [
        product.id,
        delta,
      ]),
    );
  }, CATALOGUE_WRITE_INTERVAL_MS);
  return {
    async stop() {
      clearInterval(timer);
      await writing;
      await client.end();
      return step;
    },
  };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Warms up, then loads the API for `seconds` with `connections` keep-alive connections, rotating over `paths`. */
async function loadApi(api, paths, { connections, seconds }, headers = {}) {
  let next = 0;
  const latencies = [];
  // How the API found each answer (its X-Cache header: hit, miss or bypass), over the measured part only.
  const cacheOutcomes = {};
  let measuring = false;
  const instance = autocannon({
    url: api.base,
    connections,
    duration: seconds,
    warmup: { connections, duration: Math.min(WARMUP_SECONDS, seconds) },
    // One request definition whose path changes on every call, shared by all connections.
    requests: [
      {
        method: 'GET',
        headers,
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
        onResponse: (status, body, context, headers) => {
          if (!measuring) return;
          const outcome = headers['X-Cache'] ?? headers['x-cache'] ?? 'none';
          cacheOutcomes[outcome] = (cacheOutcomes[outcome] ?? 0) + 1;
        },
      },
    ],
  });
  instance.on('start', () => (measuring = true));
  // Exact latencies of successful responses, for percentiles that autocannon does not report (p95).
  instance.on('response', (client, statusCode, bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const round = (value) => (value === null ? null : round2(value));
  return {
    requestsPerSecond: Math.round(result['2xx'] / result.duration),
    latencyMs: {
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies.at(-1) ?? null),
      mean: round(latencies.reduce((sum, value) => sum + value, 0) / Math.max(1, latencies.length)),
    },
    responses2xx: result['2xx'],
    cacheOutcomes,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    seconds: result.duration,
  };
}

/**
 * The statements one request sends, per sample: each sample's path is requested once to fill whatever the API
 * caches, then once more with the SQL it sends recorded. Requests go one at a time, so each owns its lines.
 */
async function captureStatements(api, captureFile, scenarios) {
  const statements = [];
  for (const { paths, headers, html } of scenarios) {
    if (html) {
      statements.push(null);
      continue;
    }
    const perSample = [];
    for (const path of paths) {
      await getJson(api, path, headers);
      const offset = (await readFile(captureFile)).length;
      await getJson(api, path, headers);
      const lines = (await readFile(captureFile)).subarray(offset).toString('utf8').split('\n');
      perSample.push(lines.filter(Boolean).map((line) => JSON.parse(line)));
    }
    statements.push(perSample);
  }
  return statements;
}

/**
 * A parameter as an untyped SQL literal (node-postgres, too, sends text of unknown type). A colon is written
 * as an escape, since pgbench would take `:name` inside a literal for one of its variables.
 */
function literal(value) {
  if (value === null) return 'null';
  const text = (Array.isArray(value) ? arrayLiteral(value) : String(value)).replaceAll("'", "''");
  return text.includes(':') ? `E'${text.replaceAll('\\', '\\\\').replaceAll(':', '\\x3a')}'` : `'${text}'`;
}

/**
 * pgbench reads `:name` as one of its variables even inside a quoted string of the statement (e.g. the
 * search's `':AB'` weights), so colons in the statement's own literals are written as escapes too.
 */
function escapeLiteralColons(text) {
  return text.replace(/(?<![\w'])'((?:[^']|'')*)'/g, (whole, body) =>
    body.includes(':') ? `E'${body.replaceAll('\\', '\\\\').replaceAll(':', '\\x3a')}'` : whole,
  );
}

/** A PostgreSQL array literal, as node-postgres writes an array parameter: `{"a","b"}`. */
function arrayLiteral(values) {
  const element = (value) =>
    value === null ? 'NULL' : `"${String(value).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  return `{${values.map(element).join(',')}}`;
}

/** The types PostgreSQL infers for the parameters of each statement text. */
async function parameterTypes(url, texts) {
  return withClient(url, async (client) => {
    const types = new Map();
    for (const text of new Set(texts.filter((text) => /\$\d/.test(text)))) {
      await client.query(`prepare bench_probe as ${text}`);
      const { rows } = await client.query(
        `select parameter_types::text[] as types from pg_prepared_statements where name = 'bench_probe'`,
      );
      await client.query('deallocate bench_probe');
      types.set(text, rows[0].types);
    }
    return types;
  });
}

/**
 * One pgbench script for samples whose requests send the same statements. A parameter equal in every sample
 * stays a literal; one that differs becomes a pick among the samples' values by the variable `sample`, drawn
 * anew each transaction. So each statement is prepared once per connection, as the API's are, and still runs
 * for a different sample every time.
 */
function pgbenchScript(samples, types) {
  const lines = samples.length > 1 ? [`\\set sample random(1, ${samples.length})`] : [];
  samples[0].forEach(({ text }, position) => {
    const rendered = escapeLiteralColons(text).replace(/\$(\d+)/g, (_, number) => {
      const index = Number(number) - 1;
      const values = samples.map((statements) => statements[position].values[index]);
      const same = values.every((value) => JSON.stringify(value) === JSON.stringify(values[0]));
      if (same) return literal(values[0]);
      // A CASE picks any type, arrays included (an array of arrays would have to be rectangular).
      const picks = values.map((value, sample) => `when ${sample + 1} then ${literal(value)}`).join(' ');
      return `(case :sample::int ${picks} end)::${types.get(text)[index]}`;
    });
    lines.push(`${rendered.trim().replace(/;$/, '')};`);
  });
  return `${lines.join('\n')}\n`;
}

/** How pgbench sends the statements: as the API does, planned once per connection when all are named. */
function pgbenchProtocol(statements) {
  if (statements.every((statement) => statement.name)) return 'prepared';
  return statements.some((statement) => statement.values.length > 0) ? 'extended' : 'simple';
}

function parsePgbench(output) {
  const number = (pattern) => {
    const match = output.match(pattern);
    return match ? Number(match[1]) : null;
  };
  const tps = number(/^tps = ([\d.]+)/m);
  if (tps === null) throw new Error(`No tps in the pgbench output:\n${output}`);
  return {
    tps: Math.round(tps),
    latencyAverageMs: number(/^latency average = ([\d.]+) ms/m),
    transactions: number(/^number of transactions actually processed: (\d+)/m),
    failed: number(/^number of failed transactions: (\d+)/m) ?? 0,
  };
}

const pgbenchLoadArgs = ({ connections, seconds }) => [`-c${connections}`, '-j2', `-T${seconds}`];

/** Runs the scripts, each `{ script, weight }`, for `load.seconds`; pgbench picks one per transaction by weight. */
async function loadSql(url, scripts, protocol, load) {
  const dir = await mkdtemp(join(os.tmpdir(), 'tradeshop-bench-'));
  try {
    const args = ['-n', `--protocol=${protocol}`, ...pgbenchLoadArgs(load)];
    for (const [index, { script, weight }] of scripts.entries()) {
      const file = join(dir, `script-${index}.sql`);
      await writeFile(file, script);
      args.push('-f', `${file}@${weight}`);
    }
    return parsePgbench(await runProcess('pgbench', [...args, url]));
  } finally {
    if (!process.env.BENCH_KEEP_SCRIPTS) await rm(dir, { recursive: true, force: true });
  }
}

async function loadPgbenchSelectOnly(url, load, when) {
  console.log(`\npgbench -S on ${PGBENCH_DB}, ${when} the API loads`);
  const result = parsePgbench(await runProcess('pgbench', ['-S', ...pgbenchLoadArgs(load), url]));
  console.log(`  ${result.tps} tps`);
  return result;
}

async function loadScenarioApi(api, { name, description, paths, headers }, load) {
  console.log(`\n${name}: ${description}`);
  const result = await loadApi(api, paths, load, headers);
  const { p50, p95, p99 } = result.latencyMs;
  console.log(`  ${result.requestsPerSecond} req/s, p50 ${p50} ms, p95 ${p95} ms, p99 ${p99} ms`);
  return result;
}

/** A date and time the ORM wrote into a statement's text, e.g. `'2026-11-28T01:40:46.123Z'`. */
const INLINED_TIMESTAMP = /'\d{4}-\d{2}-\d{2}[T ][\d:.]+(?:Z|[+-]\d{2}(?::?\d{2})?)?'/g;

/** Replays one request's statements per pgbench transaction, for a random sample each time. */
async function loadScenarioSql(benchUrl, { name, statements }, load) {
  const samples = statements.filter((list) => list.length > 0);
  if (samples.length === 0) {
    console.log(`  ${name}: the API sent no SQL (served from its cache), so there is no raw rate`);
    return null;
  }
  // Samples whose requests send the same statement texts (a search may take another path for a typo) share
  // a script, weighted by how many samples it stands for.
  // The ORM writes its values into the text, so a session lookup (`expires_at > '<now>'`) reads differently in
  // every request although it does the same work: such times do not split a group (pgbench takes at most 128
  // scripts), and the group's first sample stands for them.
  const groups = new Map();
  for (const sample of samples) {
    const key = JSON.stringify(
      sample.map((statement) => statement.text.replace(INLINED_TIMESTAMP, "'<time>'")),
    );
    groups.set(key, [...(groups.get(key) ?? []), sample]);
  }
  const types = await parameterTypes(
    benchUrl,
    samples.flat().map((statement) => statement.text),
  );
  const scripts = [...groups.values()].map((group) => ({
    script: pgbenchScript(group, types),
    weight: group.length,
  }));
  const protocol = pgbenchProtocol(samples.flat());
  const result = await loadSql(benchUrl, scripts, protocol, load);
  const counts = [...new Set(samples.map((sample) => sample.length))].sort((a, b) => a - b);
  const statementsPerRequest = counts.length === 1 ? String(counts[0]) : `${counts[0]}–${counts.at(-1)}`;
  console.log(`  ${name}: ${result.tps} tps (${statementsPerRequest} statement(s), --protocol=${protocol})`);
  return {
    ...result,
    protocol,
    statementsPerRequest,
    statementNames: [...new Set(samples.flat().map((statement) => statement.name))],
    scripts: scripts.map(({ script, weight }) => ({ weight, script })),
  };
}

// ---------------------------------------------------------------------------------------------- shop mix

/**
 * The shop mix at --connections and twice as many, first with the read cache off (every request does its
 * work), then as deployed: the two ends between which a real shop's hit rate lies.
 */
async function measureShopMixBothWays(benchUrl, options) {
  const common = {
    benchUrl,
    withClient,
    getJson,
    pg,
    hashPassword: backendRequire('./dist/common/security/passwords.js').hashPassword,
    demoEmail: backendRequire('./dist/database/seeders/demo-accounts.js').DEMO_ACCOUNTS.customer.email,
    connectionCounts: [options.connections, options.connections * 2],
    seconds: options.mixDuration,
  };
  console.log('\nThe shop mix, read cache off');
  const off = await withApi(benchUrl, { readCacheMb: 0 }, (api) => measureShopMix(api, common));
  console.log(`\nThe shop mix, as deployed (read cache of ${READ_CACHE_MB} MB)`);
  const deployed = await withApi(benchUrl, {}, (api) => measureShopMix(api, { ...common, shop: off.shop }));
  return {
    categories: off.shop.categories.length,
    products: off.shop.products.length,
    searchTerms: off.shop.searchTerms.length,
    runs: [
      ...off.results.map((result) => ({ readCache: 'off', ...result })),
      ...deployed.results.map((result) => ({ readCache: 'as deployed', ...result })),
    ],
  };
}

function shopMixMarkdown(shopMix, seconds) {
  const rows = shopMix.runs.flatMap((run) =>
    Object.entries(run.kinds).map(([kind, figures]) => {
      const { p50, p95, p99 } = figures.latencyMs;
      return [
        run.readCache,
        run.connections,
        kind,
        figures.requestsPerSecond,
        `${p50} / ${p95} / ${p99}`,
        figures.readCacheHitRate === null ? '—' : `${figures.readCacheHitRate} %`,
        figures.failures,
      ];
    }),
  );
  const totals = shopMix.runs.map(
    (run) =>
      `- read cache ${run.readCache}, ${run.connections} connections: ${run.requestsPerSecond} requests/s in all, ` +
      `${run.failures} failed; ERP stream ${run.erpWrites.perSecond} writes/s; API process memory at most ` +
      `${run.apiMemoryMb.maxMb} MB (RSS)`,
  );
  const failures = shopMix.runs
    .flatMap((run) => Object.entries(run.kinds).filter(([, figures]) => figures.firstFailure))
    .map(([kind, figures]) => `- first failure of ${kind}: ${figures.firstFailure}`);
  const { mix, buyerShare, erpWritesPerSecond, locales } = SHOP_MIX;
  return [
    '## Shop mix',
    '',
    `${seconds} s per run · ${shopMix.categories} categories, ${shopMix.products} products, ` +
      `${shopMix.searchTerms} search terms and ${locales.length} languages, each picked by a Zipf distribution`,
    '',
    '| read cache | connections | request | requests/s | p50 / p95 / p99 ms | read cache hits | failed |',
    '|---|--:|---|--:|--:|--:|--:|',
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
    '',
    ...totals,
    ...failures,
    '',
    `- the mix: ${mix.map((entry) => `${Math.round(entry.share * 1000) / 10} % ${entry.kind}`).join(', ')}; ` +
      `${buyerShare * 100} % of the requests from logged-in buyers (each connection has its own buyer and cart; ` +
      'a buyer\'s product page and listing also ask for their own prices, the "buyer prices" row); listings ' +
      'spread over pages 1 to 50 and filtered ones over up to three filters per category; place order times the ' +
      'place call after a three-line cart and the checkout steps.',
    `- the ERP stream writes ${erpWritesPerSecond} stock or price changes per second through one connection to ` +
      'products picked by the same popularity as the pages.',
    '',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------- reporting

async function machineInfo(benchUrl, loadAverageAtStart) {
  const settings = await withClient(benchUrl, async (client) => {
    const { rows } = await client.query(
      `select current_setting('server_version') as version, current_setting('shared_buffers') as shared_buffers`,
    );
    return rows[0];
  });
  return {
    cores: os.cpus().length,
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    postgresql: settings.version,
    sharedBuffers: settings.shared_buffers,
    platform: `${os.type()} ${os.release()}`,
    // Other work on the machine lowers every figure; the load average before the run tells whether there was any.
    loadAverageAtStart,
  };
}

/** `hits 99.9 %` of the answers the API found in its read cache, or '' when it sent no X-Cache header. */
function hitRate(outcomes = {}) {
  const answers = Object.values(outcomes).reduce((sum, count) => sum + count, 0);
  if (answers === 0 || outcomes.none === answers) return '';
  return ` (read cache hits ${(((outcomes.hit ?? 0) / answers) * 100).toFixed(1)} %)`;
}

function resultsTable({ scenarios, pgbenchSelectOnly }) {
  const selectTps = pgbenchSelectOnly.tps;
  const measured = scenarios.flatMap(({ name, api, apiWithoutReadCache, rawSql }) => [
    { name: apiWithoutReadCache ? `${name}, read cache off` : name, api: apiWithoutReadCache ?? api, rawSql },
    ...(apiWithoutReadCache
      ? [{ name: `${name}, as deployed${hitRate(api.cacheOutcomes)}`, api, rawSql }]
      : []),
  ]);
  const rows = measured.map(({ name, api, rawSql }) => {
    const errors = api.non2xx + api.errors + api.timeouts;
    return [
      name + (errors > 0 ? ` (${errors} failed requests)` : ''),
      api.requestsPerSecond,
      `${api.latencyMs.p50} / ${api.latencyMs.p95} / ${api.latencyMs.p99}`,
      rawSql?.tps ?? '—',
      rawSql ? (api.requestsPerSecond / rawSql.tps).toFixed(2) : '—',
      selectTps,
      `${((api.requestsPerSecond / selectTps) * 100).toFixed(1)} %`,
    ];
  });
  return [
    '| endpoint | requests/s | p50 / p95 / p99 ms | raw SQL tps | API/raw | pgbench -S tps | API % of pgbench -S |',
    '|---|--:|--:|--:|--:|--:|--:|',
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
}

const round2 = (value) => Math.round(value * 100) / 100;

/** What a logged-in buyer's storefront page costs beside a visitor's, with the read cache off and as deployed. */
function loggedInPageLines(scenarios) {
  const lines = scenarios
    .filter((scenario) => scenario.comparedWith)
    .map(({ name, comparedWith, api, apiWithoutReadCache }) => {
      const visitor = scenarios.find((scenario) => scenario.name === comparedWith);
      const times = (mine, theirs) =>
        `${(theirs.requestsPerSecond / mine.requestsPerSecond).toFixed(2)}× (${mine.requestsPerSecond} against ` +
        `${theirs.requestsPerSecond} pages/s)`;
      return (
        `- ${name}: read cache off ${times(apiWithoutReadCache, visitor.apiWithoutReadCache)}; ` +
        `as deployed ${times(api, visitor.api)}`
      );
    });
  return lines.length > 0
    ? ["A logged-in buyer's page takes this many times a visitor's:", ...lines, '']
    : [];
}

function markdown(report) {
  const { machine, options, dataset, scenarios, pgbenchSelectOnly } = report;
  if (report.imports) return importsOnlyMarkdown(report);
  if (!scenarios) return mixOnlyMarkdown(report);
  const lines = [
    '# Benchmark results',
    '',
    `${report.startedAt} · ${dataset.products} products · ${options.connections} connections · ` +
      `${options.duration} s per load`,
    '',
    resultsTable(report),
    '',
    ...scenarios.map(
      ({ name, examplePath, description, rawSql, rawSqlNote }) =>
        `- ${name}: \`${examplePath}\`, ${description}; raw SQL: ` +
        (rawSql
          ? `${rawSql.statementsPerRequest} statement(s) per request, \`--protocol=${rawSql.protocol}\``
          : (rawSqlNote ?? 'none sent (answered from the API cache)')),
    ),
    '',
    ...loggedInPageLines(scenarios),
    '- requests/s: successful responses per second, from autocannon with keep-alive connections; ' +
      'latencies are exact percentiles over every successful response.',
    `- read cache: each API process keeps answers to public catalogue and search reads (${report.dataset.readCacheMb} MB ` +
      'here, the default) until PostgreSQL notifies a write to their data. "Read cache off" is every request ' +
      'doing its work (READ_CACHE_MB=0); "as deployed" rotates over the same addresses while a stock change ' +
      `is written every ${CATALOGUE_WRITE_INTERVAL_MS / 1000} s (each drops the answers that show that product or list its categories), so most answers are ` +
      'hits: the hit rate of a real shop depends on how often its catalogue changes and how many addresses its ' +
      'visitors spread over, and lies between the two rows.',
    `- raw SQL tps: \`pgbench -n -c ${options.connections} -j 2 -T ${options.duration}\` replaying, as one ` +
      'transaction, the statements one request of the endpoint sends (recorded from the API itself), prepared ' +
      'or not as the API sends them, with a different sample per transaction where the API rotates too. ' +
      `The API reaches PostgreSQL through a pool of ${report.apiDatabasePoolSize} connections.`,
    `- pgbench -S: the built-in select-only test on a scale-${PGBENCH_SCALE} database, a yardstick for the ` +
      `machine: the mean of one run before the API loads (${pgbenchSelectOnly.before.tps} tps) and one after ` +
      `(${pgbenchSelectOnly.after.tps} tps).`,
    '',
    machineLine(machine),
    '',
    ...(report.shopMix ? [shopMixMarkdown(report.shopMix, options.mixDuration)] : []),
    ...(report.indexation ? [indexationMarkdown(report.indexation)] : []),
  ];
  return lines.join('\n');
}

function machineLine(machine) {
  return (
    `Machine: ${machine.cores} cores (${machine.cpu}), ${machine.memoryGiB} GiB memory, ${machine.platform}, ` +
    `Node ${machine.node}, PostgreSQL ${machine.postgresql} (shared_buffers ${machine.sharedBuffers}); ` +
    `one-minute load average before the run ${machine.loadAverageAtStart}. The API, PostgreSQL and the load ` +
    'generator share these cores.'
  );
}

function importsOnlyMarkdown(report) {
  return [
    '# Benchmark results: price imports',
    '',
    `${report.startedAt} · ${report.dataset.products} products`,
    '',
    importsMarkdown(report.imports),
    machineLine(report.machine),
    '',
  ].join('\n');
}

function mixOnlyMarkdown(report) {
  if (report.buying) {
    return [
      '# Benchmark results: add to cart and place order',
      '',
      `${report.startedAt} · ${report.dataset.products} products · ${report.options.connections} connections · ` +
        `${report.options.duration} s per load`,
      '',
      buyingMarkdown(report.buying),
      machineLine(report.machine),
      '',
    ].join('\n');
  }
  if (report.indexation) {
    return [
      '# Benchmark results: indexation',
      '',
      `${report.startedAt} · ${report.dataset.products} products`,
      '',
      indexationMarkdown(report.indexation),
      machineLine(report.machine),
      '',
    ].join('\n');
  }
  return [
    '# Benchmark results: the shop mix',
    '',
    `${report.startedAt} · ${report.dataset.products} products`,
    '',
    shopMixMarkdown(report.shopMix, report.options.mixDuration),
    machineLine(report.machine),
    '',
  ].join('\n');
}

async function writeResults(report) {
  await mkdir(RESULTS_DIR, { recursive: true });
  const stamp = report.startedAt.replace(/\.\d+Z$/, 'Z').replaceAll(':', '-');
  const part = report.scenarios
    ? null
    : report.imports
      ? 'imports'
      : report.indexation
        ? 'indexation'
        : report.buying
          ? 'buying'
          : 'mix';
  const jsonPath = join(RESULTS_DIR, `${stamp}${part ? `-${part}` : ''}.json`);
  // A run of one part alone leaves the full run's latest.md as it is.
  const mdPath = join(
    RESULTS_DIR,
    { mix: 'shop-mix.md', imports: 'imports.md', indexation: 'indexation.md', buying: 'buying.md' }[part] ??
      'latest.md',
  );
  // Written beside and renamed, so an interrupted run never leaves half a file.
  await writeFile(`${jsonPath}.tmp`, `${JSON.stringify(report, null, 2)}\n`);
  await rename(`${jsonPath}.tmp`, jsonPath);
  await writeFile(`${mdPath}.tmp`, markdown(report));
  await rename(`${mdPath}.tmp`, mdPath);
  return { jsonPath, mdPath };
}

function buyingSetup(benchUrl, load) {
  return {
    benchUrl,
    withClient,
    hashPassword: backendRequire('./dist/common/security/passwords.js').hashPassword,
    demoEmail: backendRequire('./dist/database/seeders/demo-accounts.js').DEMO_ACCOUNTS.customer.email,
    ...load,
  };
}

/** Add to cart and place order alone: the statements one of each sends, then both under load. */
async function measureBuyingOnce(benchUrl, options) {
  const setup = buyingSetup(benchUrl, { connections: options.connections, seconds: options.duration });
  const captureFile = join(RESULTS_DIR, 'captured-sql.tmp');
  await writeFile(captureFile, '');
  const statements = await withApi(benchUrl, { captureFile }, (api) =>
    countBuyingStatements(api, captureFile, readFile, setup),
  );
  await rm(captureFile, { force: true });
  const scenarios = await withApi(benchUrl, {}, (api) => measureBuying(api, setup));
  return { statements, scenarios };
}

function buyingMarkdown({ statements, scenarios }) {
  return [
    '| endpoint | requests/s | p50 / p95 / p99 ms | API CPU ms per request | statements per request | failed |',
    '|---|--:|--:|--:|--:|--:|',
    ...scenarios.map(({ name, api }) => {
      const count = name === 'add to cart' ? statements.perAdd : statements.perPlace;
      const { p50, p95, p99 } = api.latencyMs;
      const cells = [name, api.requestsPerSecond, `${p50} / ${p95} / ${p99}`, api.apiCpuMsPerRequest ?? '—'];
      return `| ${[...cells, count, api.non2xx].join(' | ')} |`;
    }),
    '',
    ...scenarios.map(({ name, examplePath, description }) => `- ${name}: \`${examplePath}\`, ${description}`),
    "- API CPU ms per request: the user and system CPU time of the API's process over the load, per successful " +
      'request; for place order, per placed order, with the adds and checkout steps before it. Other work on the ' +
      'machine moves the latencies, much less this.',
    '- statements per request: what one add (to a cart of two lines) and one place (of its three lines) send to ' +
      "PostgreSQL, recorded from the API itself before the load; the place's count includes the deliveries of " +
      "the order's events, which the API's own job runner makes here (no Redis configured).",
    '',
  ].join('\n');
}

/** The indexing jobs on an API of their own, with the read cache off so every search reads the index. */
function measureIndexationOnce(benchUrl) {
  const { administrator } = backendRequire('./dist/database/seeders/demo-accounts.js').DEMO_ACCOUNTS;
  return withApi(benchUrl, { readCacheMb: 0 }, (api) => measureIndexation(api, { admin: administrator }));
}

// ---------------------------------------------------------------------------------------------- main

async function main() {
  const options = parseOptions();
  const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  assertLoopback(adminUrl);
  // Two runs at once would drop each other's databases and share the cores: one at a time per server.
  const lock = new pg.Client({ connectionString: adminUrl });
  await lock.connect();
  try {
    const { rows } = await lock.query(`select pg_try_advisory_lock(hashtext('tradeshop-bench')) as locked`);
    if (!rows[0].locked) throw new Error('Another benchmark is running on this PostgreSQL server: try later');
    await benchmark(options, adminUrl);
  } finally {
    await lock.end();
  }
}

async function benchmark(options, adminUrl) {
  const benchUrl = databaseUrl(adminUrl, options.database);
  const pgbenchUrl = databaseUrl(adminUrl, PGBENCH_DB);
  const startedAt = new Date().toISOString();
  const loadAverageAtStart = round2(os.loadavg()[0]);
  if (loadAverageAtStart > os.cpus().length / 2) {
    console.warn(
      `The machine is busy (load average ${loadAverageAtStart}): expect lower figures than on an idle one`,
    );
  }
  await mkdir(RESULTS_DIR, { recursive: true });
  await writeFile(API_LOG, '');
  for (const file of [API_ENTRY, SEED_ENTRY, STOREFRONT_ENTRY]) {
    if (!existsSync(file)) throw new Error(`${file.slice(ROOT.length)} is missing: run npm run build first`);
  }

  const { seedSeconds } = await prepareShopDatabase(adminUrl, benchUrl, options);
  if (options.instances > 1) {
    await benchmarkInstances(benchUrl, options, { startedAt, loadAverageAtStart });
    if (options.cleanup) await dropDatabase(adminUrl, options.database);
    return;
  }
  if (options.onlyImports) {
    const dataDir = await mkdtemp(join(os.tmpdir(), 'tradeshop-bench-imports-'));
    try {
      const imports = await measureImports({
        benchUrl,
        withClient,
        copyFrom,
        dataDir,
        rows: options.importRows,
        withApi: (work) => withApi(benchUrl, { dataDir, readCacheMb: 0 }, work),
      });
      const report = {
        startedAt,
        options,
        machine: await machineInfo(benchUrl, loadAverageAtStart),
        dataset: { products: options.products, seedSeconds },
        imports,
      };
      const { mdPath } = await writeResults(report);
      console.log(`\nWritten ${mdPath.slice(ROOT.length)}`);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    return;
  }
  if (options.onlyIndexation) {
    const indexation = await measureIndexationOnce(benchUrl);
    const report = {
      startedAt,
      options,
      machine: await machineInfo(benchUrl, loadAverageAtStart),
      dataset: { products: options.products, seedSeconds },
      indexation,
    };
    const { mdPath } = await writeResults(report);
    console.log(`\nWritten ${mdPath.slice(ROOT.length)}`);
    if (indexation.searchIndex.searchesDuring.failed + indexation.searchIndex.searchesDuring.empty > 0) {
      process.exitCode = 1;
    }
    return;
  }
  if (options.onlyBuying) {
    const buying = await measureBuyingOnce(benchUrl, options);
    const report = {
      startedAt,
      options,
      machine: await machineInfo(benchUrl, loadAverageAtStart),
      dataset: { products: options.products, seedSeconds },
      buying,
    };
    const { mdPath } = await writeResults(report);
    console.log(`\nWritten ${mdPath.slice(ROOT.length)}`);
    if (buying.scenarios.some((scenario) => scenario.api.non2xx > 0)) process.exitCode = 1;
    return;
  }
  if (options.onlyMix) {
    const shopMix = await measureShopMixBothWays(benchUrl, options);
    const report = {
      startedAt,
      options,
      machine: await machineInfo(benchUrl, loadAverageAtStart),
      dataset: { products: options.products, seedSeconds, readCacheMb: READ_CACHE_MB },
      shopMix,
    };
    const { mdPath } = await writeResults(report);
    console.log(`\nWritten ${mdPath.slice(ROOT.length)}`);
    if (shopMix.runs.some((run) => run.failures > 0)) process.exitCode = 1;
    return;
  }
  await preparePgbenchDatabase(adminUrl, pgbenchUrl);
  const load = { connections: options.connections, seconds: options.duration };
  // Measured before and after the API loads: a difference says the machine was not steady meanwhile.
  const selectOnlyBefore = await loadPgbenchSelectOnly(pgbenchUrl, load, 'before');

  // A first, recording run of the API finds the samples and the SQL one request of each sends (with the read
  // cache off, or the recorded request would send none).
  const captureFile = join(RESULTS_DIR, 'captured-sql.tmp');
  await writeFile(captureFile, '');
  const { ctx, planned } = await withApi(benchUrl, { captureFile, readCacheMb: 0 }, async (api) => {
    const ctx = await discover(api);
    const planned = SCENARIOS.map((scenario) => ({
      name: scenario.name,
      html: scenario.html ?? false,
      comparedWith: scenario.comparedWith ?? null,
      description: scenario.describe(ctx),
      paths: scenario.samples(ctx).map((sample) => scenario.path(sample, ctx)),
      headers: scenario.headers?.(ctx) ?? {},
    }));
    const statements = await captureStatements(api, captureFile, planned);
    return {
      ctx,
      planned: planned.map((scenario, index) => ({ ...scenario, statements: statements[index] })),
    };
  });

  // Each read twice: with the read cache off (every request does its work), then as deployed, with a stock
  // change written every second meanwhile (each drops, in every API process, the answers that show that product).
  const loadAll = (readCacheMb) =>
    withApi(benchUrl, { readCacheMb }, async (api) => {
      const results = [];
      for (const scenario of planned) {
        const writes = readCacheMb > 0 ? await writeStockChanges(benchUrl, ctx.products) : null;
        try {
          results.push(await loadScenarioApi(api, scenario, load));
        } finally {
          await writes?.stop();
        }
      }
      return results;
    });
  console.log('\nThe API with its read cache off');
  const uncachedResults = await loadAll(0);
  console.log(`\nThe API as deployed (read cache of ${READ_CACHE_MB} MB)`);
  const apiResults = await loadAll(READ_CACHE_MB);

  console.log(`\nThe same SQL through pgbench`);
  const scenarios = [];
  for (const [index, scenario] of planned.entries()) {
    scenarios.push({
      name: scenario.name,
      comparedWith: scenario.comparedWith,
      description: scenario.description,
      examplePath: scenario.paths[0],
      api: apiResults[index],
      apiWithoutReadCache: uncachedResults[index],
      ...(scenario.html
        ? {
            rawSql: null,
            rawSqlNote: 'not replayed (a page makes several API calls; their rows above measure them)',
          }
        : { rawSql: await loadScenarioSql(benchUrl, scenario, load) }),
    });
  }

  // Writes come last: the orders they leave behind do not touch what the reads above measured.
  scenarios.push(...(await withApi(benchUrl, {}, (api) => measureBuying(api, buyingSetup(benchUrl, load)))));

  const shopMix = await measureShopMixBothWays(benchUrl, options);
  const indexation = await measureIndexationOnce(benchUrl);

  const selectOnlyAfter = await loadPgbenchSelectOnly(pgbenchUrl, load, 'after');
  const selectOnlyTps = [selectOnlyBefore.tps, selectOnlyAfter.tps];
  if (Math.min(...selectOnlyTps) < 0.75 * Math.max(...selectOnlyTps)) {
    console.warn(`pgbench -S moved from ${selectOnlyTps.join(' to ')} tps: other work shared the machine`);
  }

  const report = {
    startedAt,
    options,
    machine: await machineInfo(benchUrl, loadAverageAtStart),
    // pgbench runs --connections clients; the API reaches PostgreSQL through at most this many.
    apiDatabasePoolSize: backendRequire('./dist/config/app-config.js').buildAppConfig(
      apiEnvironment(benchUrl, 1),
    ).database.poolSize,
    dataset: {
      products: options.products,
      seedSeconds,
      categories: ctx.categories.map((category) => category.slug),
      productPool: ctx.products.length,
      readCacheMb: READ_CACHE_MB,
    },
    scenarios,
    shopMix,
    indexation,
    pgbenchSelectOnly: {
      scale: PGBENCH_SCALE,
      tps: Math.round((selectOnlyBefore.tps + selectOnlyAfter.tps) / 2),
      before: selectOnlyBefore,
      after: selectOnlyAfter,
    },
  };
  const { jsonPath, mdPath } = await writeResults(report);

  if (options.cleanup) {
    await dropDatabase(adminUrl, options.database);
    await dropDatabase(adminUrl, PGBENCH_DB);
  }

  console.log(`\n${resultsTable(report)}`);
  console.log(`\nWritten ${jsonPath.slice(ROOT.length)} and ${mdPath.slice(ROOT.length)}`);
  const failures =
    scenarios
      .flatMap((scenario) => [scenario.api, scenario.apiWithoutReadCache].filter(Boolean))
      .reduce((sum, api) => sum + api.non2xx + api.errors + api.timeouts, 0) +
    shopMix.runs.reduce((sum, run) => sum + run.failures, 0);
  if (failures > 0) {
    console.error(
      `${failures} requests failed during the loads, so the figures are not trustworthy; ` +
        'the API log is in bench/results/api-server.log.tmp',
    );
    process.exitCode = 1;
  }
}

/** `--instances N`: the scaling check alone, with its own report. */
async function benchmarkInstances(benchUrl, options, { startedAt, loadAverageAtStart }) {
  const demo = backendRequire('./dist/database/seeders/demo-accounts.js').DEMO_ACCOUNTS;
  const result = await measureInstances({
    benchUrl,
    count: options.instances,
    redisUrl: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
    entries: { api: API_ENTRY, worker: WORKER_ENTRY },
    demo,
    load: { connections: options.connections, seconds: options.duration },
    tools: {
      backendRequire,
      pg,
      apiEnvironment,
      apiLog: API_LOG,
      freePort,
      discover,
      loadApi,
      writeStockChanges,
    },
  });
  const machine = await machineInfo(benchUrl, loadAverageAtStart);
  await mkdir(RESULTS_DIR, { recursive: true });
  const stamp = startedAt.replace(/\.\d+Z$/, 'Z').replaceAll(':', '-');
  const report = { startedAt, options, machine, ...result };
  await writeFile(join(RESULTS_DIR, `${stamp}-instances.json`), `${JSON.stringify(report, null, 2)}\n`);
  const mdPath = join(RESULTS_DIR, 'instances.md');
  await writeFile(
    mdPath,
    instancesMarkdown(result, { startedAt, products: options.products, machineLine: machineLine(machine) }),
  );
  console.log(`\nWritten ${mdPath.slice(ROOT.length)}`);
  const { readCache, jobs } = result;
  const shown =
    result.sessionShared &&
    readCache.cachedBefore &&
    readCache.unpublishedMs !== null &&
    readCache.republishedMs !== null &&
    jobs.spread.perWorker.every((count) => count > 0) &&
    jobs.killed.lost === 0;
  const failed = [...result.productPages.single, ...result.productPages.spread].reduce(
    (total, load) => total + load.non2xx + load.errors + load.timeouts,
    0,
  );
  if (!shown || failed > 0) {
    console.error(
      "Not everything was shown (see the report); the processes' output is in bench/results/api-server.log.tmp",
    );
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
