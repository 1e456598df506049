import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DEMO_ACCOUNTS } from '../../src/database/seeders/demo-accounts';
import pg from 'pg';
import request from 'supertest';
import { seedDatabase } from '../../src/database/seeders/seed';
import { loginAsAdmin, type AdminAgent } from '../support/admin-session';
import { startServer, type ServerProcess } from '../support/server-process';
import { TEST_SESSION_SECRET } from '../support/test-app';
import { createTestDatabase } from '../support/test-database';
import { recordRecovery } from './recovery-times';

const run = promisify(execFile);
/** Mounting needs root: as root directly, else through passwordless sudo, as .ci/run prepares the machine. */
const asRoot = (command: string, args: string[]) =>
  userInfo().uid === 0 ? run(command, args) : run('sudo', ['-n', command, ...args]);

/** A PDF of about `bytes` bytes: the header the library checks, then a long comment. */
function pdf(bytes: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n%');
  const tail = Buffer.from('\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(bytes - head.length - tail.length, 0x41), tail]);
}

// The media library's files on a real file system of 1 MB (a tmpfs): an upload larger than what is left fills it.
describe('uploads when the disk is full', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: pg.Client;
  let api: ServerProcess;
  let agent: AdminAgent;
  let assetsDir: string;

  beforeAll(async () => {
    assetsDir = mkdtempSync(join(tmpdir(), 'tradeshop-full-disk-'));
    await asRoot('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', assetsDir]);
    database = await createTestDatabase();
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    await seedDatabase(db, { products: 0, supportsCopy: true });
    // A process of its own, as the other fault suites run the API (and as production writes its files).
    api = await startServer({
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      ASSETS_DIR: assetsDir,
      SESSION_SECRET: TEST_SESSION_SECRET,
      SEED_PRODUCTS: '0',
      SERVE_FRONTENDS: 'false',
      LOG_LEVEL: 'fatal',
    });
    agent = await loginAsAdmin(
      { http: () => request(api.baseUrl) },
      DEMO_ACCOUNTS.editor.email,
      DEMO_ACCOUNTS.editor.password,
    );
  }, 120_000);

  afterAll(async () => {
    await api?.stop();
    await db?.end();
    await database?.drop();
    await asRoot('umount', [assetsDir]).catch(() => undefined);
    rmSync(assetsDir, { recursive: true, force: true });
  });

  const upload = (bytes: Buffer, filename: string) =>
    request(api.baseUrl)
      .post('/api/admin/assets')
      .set('Cookie', agent.cookies)
      .set('X-CSRF-Token', agent.csrf)
      .attach('files', bytes, { filename, contentType: 'application/pdf' });
  const assetCount = async () => (await db.query('select count(*)::int as n from asset')).rows[0].n;

  it('says the disk is full, stores nothing and keeps no part of the file; the next upload that fits is stored', async () => {
    const before = await assetCount();
    const refused = await upload(pdf(2 * 1024 * 1024), 'catalogue-2027.pdf').expect(507);
    expect(refused.body).toMatchObject({
      error: 'STORAGE_FULL',
      message: "The server's disk is full, so nothing was stored. Please tell the shop's administrator.",
    });
    expect(await assetCount()).toBe(before);
    const uploads = join(assetsDir, '.uploads');
    expect(existsSync(uploads) ? readdirSync(uploads) : []).toEqual([]);

    const started = Date.now();
    const stored = await upload(pdf(100 * 1024), 'price-list.pdf').expect(201);
    expect(stored.body).toHaveLength(1);
    expect(await assetCount()).toBe(before + 1);
    recordRecovery({ fault: 'Disk full during an upload (1 MB tmpfs)', recoveryMs: Date.now() - started });
  });
});
