import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { EnvironmentVariables, parseTrustedProxies, validateEnvironment } from './env.schema';

export { ConfigurationError } from './env.schema';

export type DatabaseMode = 'embedded' | 'server';

/** The one typed configuration object, derived from the validated environment. */
export interface AppConfig {
  env: EnvironmentVariables['NODE_ENV'];
  port: number;
  host: string;
  /** Express's `trust proxy`: the proxies whose X-Forwarded-For names the visitor; empty trusts none. */
  trustedProxies: string[];
  logLevel: EnvironmentVariables['LOG_LEVEL'];
  dataDir: string;
  /** The media library's files (ASSETS_DIR, default `<dataDir>/assets`). */
  assetsDir: string;
  database: { mode: DatabaseMode; url?: string; poolSize: number };
  /**
   * Answers to the shop's public catalogue and search reads, kept per process while PostgreSQL reports no
   * change to their data (0 bytes: off). Off by default in tests, which write and read back at once.
   */
  readCache: { maxBytes: number };
  /**
   * The shop configuration the buying path reads (stores, rules, carriers, tax rules...), kept per process
   * while PostgreSQL reports no change to it. Off by default in tests, like the read cache.
   */
  configurationCache: boolean;
  redisUrl?: string;
  queuePrefix: string;
  /** Seconds a job held by a worker that stopped renewing its lock waits before another worker takes it over. */
  jobStalledSeconds: number;
  sessionSecret: string;
  /**
   * Demo products for an empty database. In production an empty database always gets the reference data (stores,
   * categories, shop configuration) and never the demo accounts; elsewhere 0 leaves it empty.
   */
  seedProducts: number;
  /** The first administrator, created when the database has none (ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_NAME). */
  firstAdministrator?: FirstAdministrator;
  runWorkers: boolean;
  serveFrontends: boolean;
  publicUrl: string;
  mail: { smtpUrl?: string; from: string };
  /** The domain-event outbox's sweep interval, and a test hook that dies between commit and publish. */
  outbox: { sweepSeconds: number; exitBeforePublish: boolean };
  erp: ErpConfig;
  imports: ImportsConfig;
  /** Root of the repository checkout, where the built frontends live. */
  repoRoot: string;
}

export interface FirstAdministrator {
  email: string;
  password: string;
  name: string;
}

/** The ERP behind the order history's remote orders. */
export interface ErpConfig {
  source: 'http' | 'simulated' | 'builtin';
  url?: string;
  clientId?: string;
  clientSecret?: string;
  timeoutMs: number;
  /** Placed orders go to the ERP (ERP_EXPORT_ORDERS); never without an ERP (source builtin). */
  exportOrders: boolean;
  /** Seconds between reads of exported orders' line statuses from the ERP; 0: only on demand. */
  statusSyncSeconds: number;
}

/** Where full price and cross-reference imports read their file, and where uploads and results are kept. */
export interface ImportsConfig {
  source: 'drop-folder' | 'http' | 'simulated';
  dropDir?: string;
  /** Uploaded files, files fetched from the ERP and produced price lists (`<dataDir>/imports`). */
  workDir: string;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

export function buildAppConfig(raw: Record<string, unknown> = process.env): AppConfig {
  const env = validateEnvironment(raw);
  const repoRoot = resolve(__dirname, '..', '..', '..');
  const production = env.NODE_ENV === 'production';
  const erpSource = env.ERP_SOURCE ?? (env.ERP_URL ? 'http' : production ? 'builtin' : 'simulated');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES).filter((entry) => entry !== 'none'),
    logLevel: env.LOG_LEVEL,
    dataDir: resolve(repoRoot, env.DATA_DIR),
    assetsDir: resolve(repoRoot, env.ASSETS_DIR ?? join(env.DATA_DIR, 'assets')),
    database: env.DATABASE_URL
      ? { mode: 'server', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
      : { mode: 'embedded', poolSize: 1 },
    readCache: { maxBytes: (env.READ_CACHE_MB ?? (env.NODE_ENV === 'test' ? 0 : 64)) * 1024 * 1024 },
    configurationCache: (env.CONFIGURATION_CACHE ?? (env.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
    redisUrl: env.REDIS_URL,
    queuePrefix: env.QUEUE_PREFIX,
    jobStalledSeconds: env.JOB_STALLED_SECONDS,
    // Without a configured secret (never in production) CSRF tokens and signed links do not survive a restart.
    sessionSecret: env.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    seedProducts: env.SEED_PRODUCTS ?? (production ? 0 : 2000),
    firstAdministrator:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, name: env.ADMIN_NAME ?? 'Administrator' }
        : undefined,
    runWorkers: env.RUN_WORKERS === 'true',
    serveFrontends: env.SERVE_FRONTENDS === 'true',
    // Required in production; elsewhere the address this process listens on.
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    outbox: {
      sweepSeconds: env.OUTBOX_SWEEP_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 60),
      exitBeforePublish: env.OUTBOX_EXIT_BEFORE_PUBLISH === 'true',
    },
    erp: {
      source: erpSource,
      url: env.ERP_URL,
      clientId: env.ERP_CLIENT_ID,
      clientSecret: env.ERP_CLIENT_SECRET,
      timeoutMs: env.ERP_TIMEOUT_MS,
      exportOrders:
        erpSource !== 'builtin' &&
        (env.ERP_EXPORT_ORDERS ?? (env.NODE_ENV === 'test' ? 'false' : 'true')) === 'true',
      statusSyncSeconds: env.ERP_STATUS_SYNC_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 300),
    },
    imports: {
      source: env.IMPORT_SOURCE ?? (env.ERP_URL ? 'http' : env.IMPORT_DROP_DIR ? 'drop-folder' : 'simulated'),
      dropDir: env.IMPORT_DROP_DIR ? resolve(repoRoot, env.IMPORT_DROP_DIR) : undefined,
      workDir: resolve(repoRoot, env.DATA_DIR, 'imports'),
    },
    repoRoot,
  };
}

/** Reads `.env` at the repository root into the environment, when there is one. Real variables win. */
export function loadEnvFile(): void {
  const path = resolve(__dirname, '..', '..', '..', '.env');
  if (existsSync(path)) process.loadEnvFile(path);
}
