import { randomBytes } from 'node:crypto';
import { TEST_SESSION_SECRET } from './test-app';
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { chown, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './server-process';

/**
 * PostgreSQL and Redis servers of one test file, for the fault suites that stop, kill and restart them: the
 * shared servers on 5432 and 6379 serve every other test and are never touched.
 */

const run = promisify(execFile);

async function postgresBinaries(): Promise<string> {
  const root = '/usr/lib/postgresql';
  const versions = (await readdir(root)).sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error(`No PostgreSQL under ${root}`);
  return join(root, versions[0], 'bin');
}

export interface PrivatePostgres {
  port: number;
  /** The URL of database `name` on this server. */
  url(name: string): string;
  createDatabase(name: string): Promise<string>;
  /** `pg_ctl restart -m fast`: every connection is cut, the server comes back on the same port. */
  restart(): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its files. */
  destroy(): Promise<void>;
}

/**
 * A throw-away cluster in a temporary folder, made with `initdb` and run with `pg_ctl`. PostgreSQL refuses to
 * run as root, so as root it runs as the `postgres` user the package created.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = await postgresBinaries();
  const port = await freePort();
  const directory = await mkdtemp(join(tmpdir(), 'tradeshop-faults-pg-'));
  const data = join(directory, 'data');
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(directory, Number(stdout), Number(group));
  }
  const asServerUser = (command: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, command), ...args])
      : run(join(bin, command), args);
  await asServerUser('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const pgCtl = (...args: string[]) =>
    asServerUser('pg_ctl', ['-D', data, '-o', options, '-l', join(directory, 'server.log'), '-w', ...args]);
  await pgCtl('start');
  const url = (name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`;
  return {
    port,
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        await client.query(`create database "${name}"`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    restart: async () => {
      await pgCtl('restart', '-m', 'fast');
    },
    stop: async () => {
      await pgCtl('stop', '-m', 'fast');
    },
    start: async () => {
      await pgCtl('start');
    },
    async destroy() {
      await pgCtl('stop', '-m', 'immediate').catch(() => undefined);
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export interface PrivateRedis {
  url: string;
  /** Kills the server at once (SIGKILL), as a crash or an out-of-memory kill would. */
  kill(): Promise<void>;
  /** Starts it again on the same port, with what its append-only file kept. */
  start(): Promise<void>;
  /** Removes what the server stored, so that the next start begins empty. */
  forget(): Promise<void>;
  destroy(): Promise<void>;
}

/**
 * A Redis server of the test. With `appendOnly` (as BullMQ wants it in production) every write is on disk
 * before it is acknowledged, so a killed server comes back with its queues; without, it comes back empty.
 */
export async function startPrivateRedis({ appendOnly }: { appendOnly: boolean }): Promise<PrivateRedis> {
  const port = await freePort();
  const directory = await mkdtemp(join(tmpdir(), 'tradeshop-faults-redis-'));
  const persistence = appendOnly
    ? ['--appendonly', 'yes', '--appendfsync', 'always']
    : ['--appendonly', 'no'];
  let server: { child: ChildProcess; exited: Promise<void> } | undefined;
  const start = async () => {
    const child = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        directory,
        '--save',
        '',
        '--maxmemory-policy',
        'noeviction',
        ...persistence,
      ],
      { stdio: 'pipe' },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const deadline = Date.now() + 30_000;
    while (!output.includes('Ready to accept connections')) {
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`redis-server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    server = { child, exited };
  };
  const kill = async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    server = undefined;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    kill,
    start,
    async forget() {
      await rm(directory, { recursive: true, force: true });
      await mkdir(directory);
    },
    async destroy() {
      await kill();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * The environment of a server or worker on the private services: nothing of this run's own environment but the
 * PATH, a queue prefix of its own, quiet logs, no frontends; `settings` adds or overrides the rest.
 */
export function privateServerEnv(databaseUrl: string, settings: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '4',
    QUEUE_PREFIX: `faults-${randomBytes(4).toString('hex')}`,
    SESSION_SECRET: TEST_SESSION_SECRET,
    SERVE_FRONTENDS: 'false',
    LOG_LEVEL: 'fatal',
    ...settings,
  };
}
