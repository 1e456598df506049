import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { Client } from 'pg';
import { MailCatcher } from '../../backend/test/support/mail-catcher';

export const REPO_ROOT = path.resolve(__dirname, '../..');
export const REPORTS_DIR = path.join(REPO_ROOT, 'reports');
const BACKEND_ENTRY = path.join(REPO_ROOT, 'backend/dist/main.js');
const STOREFRONT_BUILD = path.join(REPO_ROOT, 'storefront/build/server/index.js');

const CHEAP_PASSWORD_HASHING = path.join(__dirname, 'cheap-password-hashing.cjs');
const HEALTH_TIMEOUT_MS = 120_000;

/** The maintenance database of the test PostgreSQL; the suite creates its own database beside it. */
const POSTGRES_URL = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE_NAME = process.env.E2E_DATABASE_NAME ?? 'tradeshop_browser';

declare global {
  /** Set by the global setup for the global teardown (Jest runs both in the same context). */
  var __TRADESHOP_APPS__: RunningApp[] | undefined;
}

export interface RunningApp {
  baseUrl: string;
  process: ChildProcess;
  databaseName: string;
  mail: MailCatcher;
  /** Where the tests read the caught mail: `GET {mailUrl}/messages`. */
  mailUrl: string;
}

/**
 * One app per Jest worker, each on its own database, port and mail catcher, so that workers never see each
 * other's data. Worker 1 uses `E2E_DATABASE_NAME` itself, worker n that name with `_n`.
 */
export async function startApps(count: number): Promise<RunningApp[]> {
  const started = await Promise.allSettled(Array.from({ length: count }, (_, index) => startApp(index + 1)));
  const failed = started.find((result) => result.status === 'rejected');
  const apps = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  if (failed) {
    await Promise.all(apps.map(stopApp));
    throw failed.reason;
  }
  return apps;
}

async function startApp(worker: number): Promise<RunningApp> {
  const databaseName = worker === 1 ? DATABASE_NAME : `${DATABASE_NAME}_${worker}`;
  const backendLog = path.join(
    REPORTS_DIR,
    worker === 1 ? 'browser-backend.log' : `browser-backend-${worker}.log`,
  );
  for (const [file, hint] of [
    [BACKEND_ENTRY, 'npm run build -w backend'],
    [STOREFRONT_BUILD, 'npm run build -w storefront'],
  ]) {
    if (!existsSync(file))
      throw new Error(`${path.relative(REPO_ROOT, file)} is missing: run \`${hint}\` first`);
  }
  await recreateDatabase(databaseName);

  const port = await freePort();
  // The app sends mail over SMTP as in production; the suite catches it and the tests read it back.
  const mail = new MailCatcher();
  await mail.start();
  const mailUrl = await mail.serveHttp();
  const databaseUrl = new URL(POSTGRES_URL);
  databaseUrl.pathname = `/${databaseName}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl.toString(),
    SEED_PRODUCTS: '300',
    // as deployed: public catalogue and search answers come from the read cache
    READ_CACHE_MB: '64',
    PORT: String(port),
    SMTP_URL: mail.smtpUrl,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  delete env.REDIS_URL;
  delete env.API_URL;

  mkdirSync(REPORTS_DIR, { recursive: true });
  const log = openSync(backendLog, 'w');
  const child = spawn(process.execPath, ['--require', CHEAP_PASSWORD_HASHING, BACKEND_ENTRY], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', log, log],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child, backendLog);
  } catch (error) {
    await stopProcess(child);
    await dropDatabase(databaseName);
    await mail.stop();
    throw error;
  }
  return { baseUrl, process: child, databaseName, mail, mailUrl };
}

export async function stopApp(app: RunningApp): Promise<void> {
  await stopProcess(app.process);
  await dropDatabase(app.databaseName);
  await app.mail.stop();
}

async function waitForHealth(baseUrl: string, child: ChildProcess, backendLog: string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let exited: string | null = null;
  child.once('exit', (code, signal) => (exited = `exited with ${signal ?? code}`));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the backend ${exited} before it was healthy:\n${logTail(backendLog)}`);
    try {
      const response = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(
    `GET ${baseUrl}/health did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s:\n${logTail(backendLog)}`,
  );
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function recreateDatabase(name: string): Promise<void> {
  await dropDatabase(name);
  await withMaintenanceClient((client) => client.query(`CREATE DATABASE "${name}"`));
}

async function dropDatabase(name: string): Promise<void> {
  await withMaintenanceClient((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

async function withMaintenanceClient(work: (client: Client) => Promise<unknown>): Promise<void> {
  const client = new Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function logTail(backendLog: string, lines = 40): string {
  try {
    return readFileSync(backendLog, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no backend log)';
  }
}
