// A price import of --import-rows rows (default 1,000,000) through the API's own job, beside a raw COPY of the
// same file into a table of text columns in the same run; then the same file again with 1 % of the prices
// changed. The runs are started as a stopped worker's would be: an import_run row and its file in the data
// directory, which the API queues when it starts (ImportsJobs.onApplicationBootstrap).
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { percentile } from './buying.mjs';
import { TERMS } from './indexation.mjs';

const STORES = [
  { code: 'fi', currency: 'EUR' },
  { code: 'se', currency: 'SEK' },
  { code: 'no', currency: 'NOK' },
  { code: 'dk', currency: 'DKK' },
  { code: 'fr', currency: 'EUR' },
  { code: 'it', currency: 'EUR' },
  { code: 'int', currency: 'EUR' },
];
/** Rows a product gives: a list price in every store, and a quantity break in the first three. */
const ROWS_PER_PRODUCT = STORES.length + 3;
const CHANGED_EVERY = 100;
/** Shoppers listing categories and searching side by side, with the read cache off (each answer is read anew). */
const SHOPPERS = 4;
const LISTED_CATEGORIES = 8;
const IDLE_SECONDS = 10;

const round1 = (value) => (value === null ? null : Math.round(value * 10) / 10);

function amount(minor) {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/** Writes the price file; with `changed`, every CHANGED_EVERY-th row has another price. */
async function writePriceFile(path, skus, rows, changed) {
  const out = createWriteStream(path);
  const write = async (text) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write('type;sku;store;currency;min_quantity;price\n');
  let written = 0;
  for (let index = 0; written < rows; index += 1) {
    const sku = skus[index % skus.length];
    // Past the catalogue's size the same products come again with other quantity breaks.
    const round = Math.floor(index / skus.length);
    const base = 500 + ((index * 7919) % 90_000);
    for (let store = 0; store < STORES.length + 3 && written < rows; store += 1) {
      const bump = changed && written % CHANGED_EVERY === 0 ? 1 : 0;
      const { code, currency } = STORES[store % STORES.length];
      const line =
        store < STORES.length
          ? round === 0
            ? `list;${sku};${code};${currency};1;${amount(base + bump)}\n`
            : `tier;${sku};${code};${currency};${round * 100 + store + 2};${amount(base - store - 1 + bump)}\n`
          : `tier;${sku};${code};${currency};${10 + round * 100};${amount(Math.round(base * 0.9) + bump)}\n`;
      await write(line);
      written += 1;
    }
  }
  out.end();
  await once(out, 'finish');
}

/** COPY of the file into a table of text columns: what PostgreSQL alone takes to read the same rows. */
async function rawCopy(benchUrl, withClient, copyFrom, path) {
  return withClient(benchUrl, async (client) => {
    await client.query(`create temp table raw_price_file (type text, sku text, store text, currency text,
                        min_quantity text, price text)`);
    const started = performance.now();
    await pipeline(
      createReadStream(path),
      client.query(copyFrom(`copy raw_price_file from stdin with (format csv, delimiter ';', header true)`)),
    );
    return (performance.now() - started) / 1000;
  });
}

async function queueRun(benchUrl, withClient, dataDir, path) {
  return withClient(benchUrl, async (client) => {
    const { rows } = await client.query(
      `insert into import_run (kind, source, file_name, status) values ('prices', 'upload', 'prices.csv', 'queued')
       returning id`,
    );
    const id = rows[0].id;
    await mkdir(join(dataDir, 'imports', String(id)), { recursive: true });
    await copyFile(path, join(dataDir, 'imports', String(id), 'prices.csv'));
    return id;
  });
}

function leafCategories(nodes) {
  return nodes.flatMap((node) => (node.children?.length ? leafCategories(node.children) : [node]));
}

/** The largest leaf categories, as a shopper finds them in the tree. */
async function listedCategories(base) {
  const response = await fetch(`${base}/api/shop/categories?locale=en`);
  if (!response.ok) throw new Error(`GET /api/shop/categories answered ${response.status}`);
  return leafCategories(await response.json())
    .sort((a, b) => b.productCount - a.productCount)
    .slice(0, LISTED_CATEGORIES)
    .map((category) => category.slug);
}

/**
 * Shoppers each alternating a category listing (page 1, 12 products) and a live search until `stop()`; the
 * answers' times per kind.
 */
function shopWhile(base, categories) {
  let running = true;
  const samples = { listing: [], search: [] };
  const paths = {
    listing: (index) =>
      `/api/shop/categories/${encodeURIComponent(categories[index % categories.length])}/products?locale=en&perPage=12`,
    search: (index) =>
      `/api/shop/search?locale=en&perPage=8&term=${encodeURIComponent(TERMS[index % TERMS.length])}`,
  };
  const loops = Array.from({ length: SHOPPERS }, async (_, shopper) => {
    for (let index = shopper; running; index += 1) {
      const kind = index % 2 === 0 ? 'listing' : 'search';
      const started = performance.now();
      let failed = true;
      try {
        const response = await fetch(`${base}${paths[kind](Math.floor(index / 2))}`);
        await response.arrayBuffer();
        failed = !response.ok;
      } catch {
        // counted as failed
      }
      samples[kind].push({ ms: performance.now() - started, failed });
    }
  });
  const summary = (list) => {
    const latencies = list
      .filter((sample) => !sample.failed)
      .map((sample) => sample.ms)
      .sort((a, b) => a - b);
    return {
      requests: list.length,
      failed: list.filter((sample) => sample.failed).length,
      p50Ms: round1(percentile(latencies, 50)),
      p95Ms: round1(percentile(latencies, 95)),
    };
  };
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return { listing: summary(samples.listing), search: summary(samples.search) };
    },
  };
}

async function importRun(benchUrl, withClient, id) {
  return withClient(benchUrl, async (client) => {
    const { rows } = await client.query(
      `select r.status, r.rows_read, r.inserted, r.updated, r.unchanged, r.rejected, r.log,
              extract(epoch from (r.finished_at - j.started_at))::float as seconds
       from import_run r left join job j on j.id = r.job_id where r.id = $1`,
      [id],
    );
    return rows[0];
  });
}

/**
 * Starts the API (which queues the run), waits for the run, answers its counts and how long its job took.
 * With `shoppers`, shoppers list and search while the import runs and then as long again with nothing running.
 */
async function runImport(benchUrl, withClient, withApi, id, { shoppers = false } = {}) {
  return withApi(async (api) => {
    const shopping = shoppers ? shopWhile(api.base, await listedCategories(api.base)) : null;
    for (;;) {
      const run = await importRun(benchUrl, withClient, id);
      if (run.status === 'failed') {
        await shopping?.stop();
        throw new Error(`The import failed: ${run.log.slice(-3).join(' / ')}`);
      }
      if (run.status === 'done') {
        if (!shopping) return run;
        const during = await shopping.stop();
        const idleShopping = shopWhile(api.base, await listedCategories(api.base));
        await sleep(IDLE_SECONDS * 1000);
        return { ...run, shopping: { during, idle: await idleShopping.stop() } };
      }
      await sleep(500);
    }
  });
}

export async function measureImports({ benchUrl, withClient, withApi, copyFrom, dataDir, rows }) {
  const skus = await withClient(benchUrl, async (client) =>
    (await client.query('select sku from product order by id')).rows.map((row) => row.sku),
  );
  // Quantity breaks must stay distinct per product and store.
  const needed = Math.ceil(rows / ROWS_PER_PRODUCT);
  if (skus.length < Math.min(needed, 1000)) throw new Error(`--import-rows ${rows} needs more products`);
  await mkdir(dataDir, { recursive: true });
  const first = join(dataDir, 'prices-bench.csv');
  const second = join(dataDir, 'prices-bench-changed.csv');
  console.log(`Writing a price file of ${rows} rows and a copy with 1 % changed`);
  await writePriceFile(first, skus, rows, false);
  await writePriceFile(second, skus, rows, true);

  const copySeconds = await rawCopy(benchUrl, withClient, copyFrom, first);
  console.log(`Raw COPY: ${rows} rows in ${copySeconds.toFixed(1)} s`);
  const full = await runImport(
    benchUrl,
    withClient,
    withApi,
    await queueRun(benchUrl, withClient, dataDir, first),
  );
  console.log(`Import: ${full.rows_read} rows in ${full.seconds.toFixed(1)} s`);
  const again = await runImport(
    benchUrl,
    withClient,
    withApi,
    await queueRun(benchUrl, withClient, dataDir, second),
  );
  console.log(`Re-import with 1 % changed: ${again.updated} updated in ${again.seconds.toFixed(1)} s`);
  // Apart from the timed runs, since serving the shoppers takes from the process that runs the import.
  const shopped = await runImport(
    benchUrl,
    withClient,
    withApi,
    await queueRun(benchUrl, withClient, dataDir, first),
    { shoppers: true },
  );
  console.log(`Import with shoppers: ${shopped.rows_read} rows in ${shopped.seconds.toFixed(1)} s`);
  const rate = (count, seconds) => Math.round(count / seconds);
  return {
    rows,
    rawCopy: { seconds: copySeconds, rowsPerSecond: rate(rows, copySeconds) },
    import: {
      seconds: full.seconds,
      rowsPerSecond: rate(full.rows_read, full.seconds),
      inserted: full.inserted,
      updated: full.updated,
      unchanged: full.unchanged,
      rejected: full.rejected,
    },
    shopping: { importSeconds: shopped.seconds, ...shopped.shopping },
    reimportOnePercentChanged: {
      seconds: again.seconds,
      rowsPerSecond: rate(again.rows_read, again.seconds),
      inserted: again.inserted,
      updated: again.updated,
      unchanged: again.unchanged,
      rejected: again.rejected,
    },
  };
}

export function importsMarkdown(imports) {
  const row = (name, measured) =>
    `| ${name} | ${measured.seconds.toFixed(1)} s | ${measured.rowsPerSecond.toLocaleString('en')} | ` +
    `${measured.inserted ?? ''} | ${measured.updated ?? ''} | ${measured.unchanged ?? ''} | ${measured.rejected ?? ''} |`;
  return [
    `## Price import of ${imports.rows.toLocaleString('en')} rows`,
    '',
    '| run | time | rows/s | inserted | updated | unchanged | rejected |',
    '|---|---|---|---|---|---|---|',
    row('raw COPY of the file (text columns, no checks)', imports.rawCopy),
    row('import (stream, parse, stage by COPY, resolve, apply in one transaction)', imports.import),
    row('the same file again, 1 % of prices changed', imports.reimportOnePercentChanged),
    '',
    "The import's time is its job's, from start to commit; the API process that runs it shares the machine's cores " +
      'with PostgreSQL.',
    '',
    ...(imports.shopping ? shoppingMarkdown(imports.shopping) : []),
  ].join('\n');
}

function shoppingMarkdown({ importSeconds, during, idle }) {
  const row = (name, kind) => {
    const ratio =
      during[kind].p95Ms && idle[kind].p95Ms ? (during[kind].p95Ms / idle[kind].p95Ms).toFixed(2) : '';
    return (
      `| ${name} | ${idle[kind].requests} | ${idle[kind].p50Ms} ms | ${idle[kind].p95Ms} ms | ` +
      `${during[kind].requests} | ${during[kind].p50Ms} ms | ${during[kind].p95Ms} ms | ${ratio}x | ` +
      `${idle[kind].failed + during[kind].failed} |`
    );
  };
  return [
    '### Shoppers while the first file is imported once more',
    '',
    '| request | idle: answers | p50 | p95 | during the import: answers | p50 | p95 | p95 during / idle | failed |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    row('category listing (page 1, 12 products)', 'listing'),
    row('live search (8 products)', 'search'),
    '',
    `${SHOPPERS} shoppers each alternating a listing of the ${LISTED_CATEGORIES} largest leaf categories and a ` +
      `live search, with the read cache off, on the API process that runs the import; idle is the ${IDLE_SECONDS} s ` +
      `after it. This import (the first file once more after the second: every row read and compared, 1 % of the ` +
      `prices changed back) took ${importSeconds.toFixed(1)} s with the shoppers.`,
    '',
  ];
}
