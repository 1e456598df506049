import { createWriteStream } from 'node:fs';
import { lstat, readdir, copyFile } from 'node:fs/promises';
import { basename, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ImportsConfig, ErpConfig } from '../../config/app-config';
import { ImportFileError, IMPORT_FILE_LIMITS } from './import-file';
import type { ImportKind } from './import-rows';

/** Where a full import's file comes from: it is copied into the run's own directory before it is read. */
export interface ImportSource {
  /** Copies the newest complete file of `kind` to `directory`; answers its file name there. */
  fetch(kind: ImportKind, directory: string): Promise<string>;
}

/** Drop-folder and archive names: a plain name, never a path. */
const SAFE_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}\.(csv|xlsx)$/i;
const FILE_PREFIX: Record<ImportKind, string> = { prices: 'prices', cross_references: 'cross-references' };

export function isSafeFileName(name: string): boolean {
  return SAFE_FILE_NAME.test(name) && basename(name) === name && !name.includes('..');
}

/**
 * The newest `prices*.csv|xlsx` (or `cross-references*`) in the drop folder the ERP writes to. A name that could
 * step out of the folder, a symbolic link or anything but a plain file is never read.
 */
export class DropFolderImportSource implements ImportSource {
  constructor(private readonly folder: string) {}

  async fetch(kind: ImportKind, directory: string): Promise<string> {
    const candidates: { name: string; modified: number }[] = [];
    for (const name of await readdir(this.folder)) {
      if (!name.toLowerCase().startsWith(FILE_PREFIX[kind])) continue;
      if (!isSafeFileName(name)) continue;
      const path = resolve(this.folder, name);
      if (!path.startsWith(resolve(this.folder) + sep)) continue;
      const info = await lstat(path);
      if (!info.isFile()) continue;
      candidates.push({ name, modified: info.mtimeMs });
    }
    candidates.sort((a, b) => b.modified - a.modified || b.name.localeCompare(a.name));
    const newest = candidates[0];
    if (!newest) throw new ImportSourceError(`No ${FILE_PREFIX[kind]} file is in the drop folder`);
    await copyFile(join(this.folder, newest.name), join(directory, newest.name));
    return newest.name;
  }
}

export class ImportSourceError extends Error {}

/** The ERP over HTTP (Basic auth): `GET {ERP_URL}/exports/prices` answers the file as CSV or XLSX. */
export class HttpImportSource implements ImportSource {
  constructor(private readonly erp: Pick<ErpConfig, 'url' | 'clientId' | 'clientSecret' | 'timeoutMs'>) {}

  async fetch(kind: ImportKind, directory: string): Promise<string> {
    const url = new URL(`exports/${FILE_PREFIX[kind]}`, this.erp.url!.replace(/\/?$/, '/'));
    const credentials = `${this.erp.clientId ?? ''}:${this.erp.clientSecret ?? ''}`;
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { authorization: `Basic ${Buffer.from(credentials).toString('base64')}` },
        // A full export takes a while to send: the timeout covers the answer's start only.
        signal: AbortSignal.timeout(Math.max(this.erp.timeoutMs, 60_000)),
      });
    } catch (cause) {
      throw new ImportSourceError(`The ERP could not be reached: ${String(cause)}`);
    }
    if (!response.ok || !response.body) throw new ImportSourceError(`The ERP answered ${response.status}`);
    const xlsx = (response.headers.get('content-type') ?? '').includes('spreadsheetml');
    const name = `${FILE_PREFIX[kind]}.${xlsx ? 'xlsx' : 'csv'}`;
    let received = 0;
    const limited = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream).on(
      'data',
      (chunk: Buffer) => {
        received += chunk.length;
        if (received > IMPORT_FILE_LIMITS.csvMaxBytes) limited.destroy(new ImportFileError('FILE_TOO_LARGE'));
      },
    );
    await pipeline(limited, createWriteStream(join(directory, name)));
    return name;
  }
}

/** The products a simulated ERP knows: SKUs page by page, in id order. */
export type SkuPages = (afterId: number, limit: number) => Promise<{ id: number; sku: string }[]>;

const SIMULATED_STORES = [
  { code: 'fi', currency: 'EUR', factor: 100 },
  { code: 'se', currency: 'SEK', factor: 1150 },
  { code: 'no', currency: 'NOK', factor: 1170 },
  { code: 'dk', currency: 'DKK', factor: 746 },
];

/**
 * Realistic ERP exports for development, made from the catalogue's SKUs: list prices in four stores, quantity
 * breaks for every fifth product, group prices for installers; OEM and competitor numbers for every third.
 */
export class SimulatedImportSource implements ImportSource {
  constructor(private readonly skus: SkuPages) {}

  async fetch(kind: ImportKind, directory: string): Promise<string> {
    const name = `${FILE_PREFIX[kind]}-simulated.csv`;
    const out = createWriteStream(join(directory, name));
    const lines = kind === 'prices' ? this.priceLines() : this.crossReferenceLines();
    await pipeline(Readable.from(lines), out);
    return name;
  }

  private async *pages(): AsyncGenerator<{ id: number; sku: string }> {
    let after = 0;
    for (;;) {
      const page = await this.skus(after, 5000);
      if (page.length === 0) return;
      yield* page;
      after = page[page.length - 1]!.id;
    }
  }

  private async *priceLines(): AsyncGenerator<string> {
    yield 'type;sku;store;currency;customer_group;min_quantity;price\n';
    for await (const { id, sku } of this.pages()) {
      const euroCents = 200 + ((id * 7919) % 50_000);
      for (const store of SIMULATED_STORES) {
        const price = Math.round((euroCents * store.factor) / 100);
        yield `list;${sku};${store.code};${store.currency};;1;${amount(price)}\n`;
        if (id % 5 === 0)
          yield `tier;${sku};${store.code};${store.currency};;10;${amount(Math.round(price * 0.9))}\n`;
        if (id % 7 === 0)
          yield `group;${sku};${store.code};${store.currency};installers;1;${amount(Math.round(price * 0.85))}\n`;
      }
    }
  }

  private async *crossReferenceLines(): AsyncGenerator<string> {
    yield 'sku;type;reference;manufacturer\n';
    for await (const { id, sku } of this.pages()) {
      if (id % 3 !== 0) continue;
      yield `${sku};oem;OEM-${String(id * 31).padStart(7, '0')};Original Parts Oy\n`;
      yield `${sku};competitor;C${String(id * 17).padStart(6, '0')};Kilpailija AB\n`;
    }
  }
}

function amount(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

export function importSourceFor(config: ImportsConfig, erp: ErpConfig, skus: SkuPages): ImportSource {
  switch (config.source) {
    case 'drop-folder':
      if (!config.dropDir) throw new ImportSourceError('IMPORT_DROP_DIR is not configured');
      return new DropFolderImportSource(config.dropDir);
    case 'http':
      return new HttpImportSource(erp);
    case 'simulated':
      return new SimulatedImportSource(skus);
  }
}
