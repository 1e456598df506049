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

/** Starts the API (which queues the run), waits for the run, answers its counts and how long its job took. */
async function runImport(benchUrl, withClient, withApi, id) {
  return withApi(async () => {
    for (;;) {
      const run = await withClient(benchUrl, async (client) => {
        const { rows } = await client.query(
          `select r.status, r.rows_read, r.inserted, r.updated, r.unchanged, r.rejected, r.log,
                  extract(epoch from (r.finished_at - j.started_at))::float as seconds
           from import_run r left join job j on j.id = r.job_id where r.id = $1`,
          [id],
        );
        return rows[0];
      });
      if (run.status === 'failed') throw new Error(`The import failed: ${run.log.slice(-3).join(' / ')}`);
      if (run.status === 'done') return run;
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
  ].join('\n');
}
