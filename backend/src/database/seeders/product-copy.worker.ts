import { parentPort, workerData } from 'node:worker_threads';
import { CopyEncoder } from './bulk-writer';
import { generateProducts } from './catalogue-generator';
import { productRows } from './seed-tables';

/** Products generated and encoded as COPY text by the worker, one buffer per product table. */
export interface EncodedBatch {
  end: number;
  tables: { name: string; data: Uint8Array }[];
}

export interface ProductCopyJob {
  from: number;
  to: number;
  batchSize: number;
}

/*
 * Runs in a worker thread so generating the next batch overlaps PostgreSQL reading the current one. The main
 * thread grants credits; each credit buys one batch, which keeps memory bounded however many products there are.
 */
const port = parentPort!;
const { from, to, batchSize } = workerData as ProductCopyJob;
let credits = 0;
let wake: (() => void) | null = null;

port.on('message', (granted: number) => {
  credits += granted;
  wake?.();
  wake = null;
});

/** Products generated at a time: small enough that their objects die young, which keeps the collector cheap. */
const GENERATION_STEP = 500;

async function run(): Promise<void> {
  for (let start = from; start < to; start += batchSize) {
    while (credits === 0) await new Promise<void>((resolve) => (wake = resolve));
    credits -= 1;
    const end = Math.min(start + batchSize, to);
    const encoders = new Map<string, CopyEncoder>();
    for (let step = start; step < end; step += GENERATION_STEP) {
      for (const [table, rows] of productRows(
        generateProducts(step, Math.min(step + GENERATION_STEP, end)),
      )) {
        let encoder = encoders.get(table.name);
        if (!encoder)
          encoders.set(
            table.name,
            (encoder = new CopyEncoder(rows.length * 128 * ((end - start) / GENERATION_STEP))),
          );
        encoder.append(rows);
      }
    }
    const tables = [...encoders].map(([name, encoder]) => ({ name, data: encoder.finish() }));
    const batch: EncodedBatch = { end, tables };
    port.postMessage(
      batch,
      tables.map((table) => table.data.buffer as ArrayBuffer),
    );
  }
  port.close();
}

void run();
