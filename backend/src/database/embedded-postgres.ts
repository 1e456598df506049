import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { lockDataDirectory } from './data-directory-lock';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts PGlite with its data under `dataDir` and serves it on a loopback port, so the ordinary `pg` driver,
 * the same migrations and the same SQL run as against a real server. PGlite is a single session: the caller
 * must hold exactly one connection to it.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const directory = join(dataDir, 'pglite');
  mkdirSync(directory, { recursive: true });
  const releaseLock = lockDataDirectory(directory);
  // The contrib entry point ships its types as ESM only; a dynamic import works from CommonJS.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create({ dataDir: directory, extensions: { pg_trgm } });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0 });
  await server.start();
  const { port } = (server as unknown as { server: { address(): AddressInfo } }).server.address();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
      releaseLock();
    },
  };
}
