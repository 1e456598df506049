import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { EnvironmentVariables, validateEnvironment } from './env.schema';

export { ConfigurationError } from './env.schema';

export type DatabaseMode = 'embedded' | 'server';

/** The one typed configuration object, derived from the validated environment. */
export interface AppConfig {
  env: EnvironmentVariables['NODE_ENV'];
  port: number;
  host: string;
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
  redisUrl?: string;
  queuePrefix: string;
  sessionSecret: string;
  seedProducts: number;
  runWorkers: boolean;
  serveFrontends: boolean;
  publicUrl: string;
  mail: { smtpUrl?: string; from: string };
  /** The domain-event outbox's sweep interval, and a test hook that dies between commit and publish. */
  outbox: { sweepSeconds: number; exitBeforePublish: boolean };
  erp: ErpConfig;
  /** Root of the repository checkout, where the built frontends live. */
  repoRoot: string;
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

export const APP_CONFIG = Symbol('APP_CONFIG');

export function buildAppConfig(raw: Record<string, unknown> = process.env): AppConfig {
  const env = validateEnvironment(raw);
  const repoRoot = resolve(__dirname, '..', '..', '..');
  const erpSource =
    env.ERP_SOURCE ?? (env.ERP_URL ? 'http' : env.NODE_ENV === 'production' ? 'builtin' : 'simulated');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    logLevel: env.LOG_LEVEL,
    dataDir: resolve(repoRoot, env.DATA_DIR),
    assetsDir: resolve(repoRoot, env.ASSETS_DIR ?? join(env.DATA_DIR, 'assets')),
    database: env.DATABASE_URL
      ? { mode: 'server', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
      : { mode: 'embedded', poolSize: 1 },
    readCache: { maxBytes: (env.READ_CACHE_MB ?? (env.NODE_ENV === 'test' ? 0 : 64)) * 1024 * 1024 },
    redisUrl: env.REDIS_URL,
    queuePrefix: env.QUEUE_PREFIX,
    // Without a configured secret (development only) sessions simply do not survive a restart.
    sessionSecret: env.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    seedProducts: env.SEED_PRODUCTS,
    runWorkers: env.RUN_WORKERS === 'true',
    serveFrontends: env.SERVE_FRONTENDS === 'true',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
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
    repoRoot,
  };
}

/** Reads `.env` at the repository root into the environment, when there is one. Real variables win. */
export function loadEnvFile(): void {
  const path = resolve(__dirname, '..', '..', '..', '.env');
  if (existsSync(path)) process.loadEnvFile(path);
}
