import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type pg from 'pg';
import { copyEncoded, createBulkWriter } from './bulk-writer';
import { generateProducts } from './catalogue-generator';
import type { EncodedBatch, ProductCopyJob } from './product-copy.worker';
import { PRODUCT_TABLES, productRows } from './seed-tables';

export interface ProductLoad {
  from: number;
  to: number;
  supportsCopy: boolean;
  /** COPY … WITH (FREEZE): the product tables were emptied in the current transaction. */
  freeze: boolean;
  batchSize: number;
  /** Called after each batch with the index one past its last product. */
  progress(end: number): void;
}

/** Batches the worker may have generated ahead of the one being written. */
const PREFETCH = 3;
/** Below this, starting a worker costs more than it saves. */
const WORKER_FROM = 20_000;

/** Writes products `from`…`to` (exclusive) into the product tables, batch by batch. */
export async function loadProducts(client: pg.ClientBase, load: ProductLoad): Promise<void> {
  const workerFile = join(__dirname, 'product-copy.worker.js');
  // The worker runs compiled JavaScript; under ts-jest/swc (tests) the in-thread path runs instead.
  if (load.supportsCopy && load.to - load.from >= WORKER_FROM && existsSync(workerFile)) {
    await loadWithWorker(client, load, workerFile);
    return;
  }
  const writer = createBulkWriter(client, { supportsCopy: load.supportsCopy, freeze: () => load.freeze });
  for (let start = load.from; start < load.to; start += load.batchSize) {
    const end = Math.min(start + load.batchSize, load.to);
    for (const [table, rows] of productRows(generateProducts(start, end))) await writer.write(table, rows);
    load.progress(end);
  }
}

async function loadWithWorker(client: pg.ClientBase, load: ProductLoad, workerFile: string): Promise<void> {
  const job: ProductCopyJob = { from: load.from, to: load.to, batchSize: load.batchSize };
  // A large young generation lets each batch's short-lived objects die there instead of being promoted.
  const worker = new Worker(workerFile, {
    workerData: job,
    resourceLimits: { maxYoungGenerationSizeMb: 192 },
  });
  const tables = new Map(PRODUCT_TABLES.map((table) => [table.name, table]));
  const ready: EncodedBatch[] = [];
  let failure: Error | null = null;
  let notify: (() => void) | null = null;
  const wakeUp = () => {
    notify?.();
    notify = null;
  };
  worker.on('message', (batch: EncodedBatch) => {
    ready.push(batch);
    wakeUp();
  });
  worker.on('error', (error) => {
    failure = error;
    wakeUp();
  });
  worker.on('exit', (code) => {
    if (code !== 0 && !failure) failure = new Error(`The product generator stopped with exit code ${code}`);
    wakeUp();
  });
  try {
    worker.postMessage(PREFETCH);
    let written = load.from;
    while (written < load.to) {
      while (ready.length === 0 && !failure) await new Promise<void>((resolve) => (notify = resolve));
      if (failure) throw failure;
      const batch = ready.shift()!;
      worker.postMessage(1);
      for (const { name, data } of batch.tables) {
        await copyEncoded(
          client,
          tables.get(name)!,
          Buffer.from(data.buffer, data.byteOffset, data.byteLength),
          load.freeze,
        );
      }
      written = batch.end;
      load.progress(written);
    }
  } finally {
    await worker.terminate();
  }
}
