import { isIP } from 'node:net';
import { IDENTITY_LIMITS } from '@tradeshop/shared';
import { plainToInstance, Transform } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const toInt = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : Number(value);
const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/** The value `.env.example` shows; a shop started with it would sign its CSRF tokens and links with a published key. */
export const EXAMPLE_SESSION_SECRET = 'change-me-to-at-least-32-random-characters';

/** The names Express gives address ranges in `trust proxy`, besides addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** The comma-separated TRUSTED_PROXIES as a list; each entry an address, a CIDR range or a range name. */
export function parseTrustedProxies(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/** Every environment variable the backend reads. Validated once at boot. */
export class EnvironmentVariables {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(65535)
  PORT = 3000;

  @IsString()
  HOST = '0.0.0.0';

  /**
   * The proxies whose X-Forwarded-For is believed, so the per-address limits see the visitor's address: a
   * comma-separated list of addresses, CIDR ranges and loopback, linklocal, uniquelocal; `none` trusts nobody.
   */
  @Matches(/\S/, { message: 'TRUSTED_PROXIES must name at least one address, range, or none' })
  TRUSTED_PROXIES = 'loopback';

  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^postgres(ql)?:\/\/[^\s/]+(:\d+)?\/[^\s/?]+(\?\S*)?$/, {
    message: 'DATABASE_URL must look like postgres://user:password@host:5432/database',
  })
  DATABASE_URL?: string;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(200)
  DATABASE_POOL_SIZE = 10;

  /** Megabytes of answered catalogue and search reads each API process keeps; 0 turns the cache off. */
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'READ_CACHE_MB must be a whole number of megabytes' })
  @Min(0)
  @Max(4096)
  READ_CACHE_MB?: number;

  /** Whether each API process keeps the shop configuration the buying path reads (on by default, off in tests). */
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsIn(['on', 'off'], { message: 'CONFIGURATION_CACHE must be on or off' })
  CONFIGURATION_CACHE?: 'on' | 'off';

  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^rediss?:\/\/\S+$/, { message: 'REDIS_URL must look like redis://host:6379' })
  REDIS_URL?: string;

  /** After this long without a sign of life from the worker holding a job, another worker takes the job over. */
  @Transform(toInt)
  @IsInt({ message: 'JOB_STALLED_SECONDS must be a whole number of seconds' })
  @Min(1)
  @Max(600)
  JOB_STALLED_SECONDS = 30;

  @Matches(/^[a-z0-9_-]+$/i, { message: 'QUEUE_PREFIX may hold letters, digits, - and _ only' })
  QUEUE_PREFIX = 'tradeshop';

  @IsString()
  DATA_DIR = 'var';

  /** Where the media library keeps its files (relative to the repository root); default DATA_DIR/assets. */
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  ASSETS_DIR?: string;

  @IsIn(LOG_LEVELS)
  LOG_LEVEL: (typeof LOG_LEVELS)[number] = 'info';

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  @MinLength(32, { message: 'SESSION_SECRET must be at least 32 characters long' })
  SESSION_SECRET?: string;

  /** Demo products seeded into an empty database (default 2000, none in production). */
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'SEED_PRODUCTS must be a whole number of products' })
  @Min(0)
  SEED_PRODUCTS?: number;

  /** The first administrator, created at start when the database has no administrator yet (any NODE_ENV). */
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsEmail({}, { message: 'ADMIN_EMAIL must be an e-mail address' })
  ADMIN_EMAIL?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  ADMIN_PASSWORD?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  ADMIN_NAME?: string;

  @IsIn(['true', 'false'])
  RUN_WORKERS: 'true' | 'false' = 'true';

  @IsIn(['true', 'false'])
  SERVE_FRONTENDS: 'true' | 'false' = 'true';

  /** How often the outbox sweep publishes events a crash left behind (0: only at start; default 0 in tests). */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(0)
  OUTBOX_SWEEP_SECONDS?: number;

  /** Test hook: the process exits right after a commit, before publishing its events (a crash at that moment). */
  @IsIn(['true', 'false'])
  OUTBOX_EXIT_BEFORE_PUBLISH: 'true' | 'false' = 'false';

  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^https?:\/\/\S+$/, { message: 'PUBLIC_URL must be an http(s) address' })
  PUBLIC_URL?: string;

  /** Without it, mail is written as .eml files under DATA_DIR/mail instead of being sent. */
  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^smtps?:\/\/\S+$/, { message: 'SMTP_URL must look like smtp://user:password@host:587' })
  SMTP_URL?: string;

  @IsString()
  @MinLength(3)
  MAIL_FROM = 'Tradeshop <noreply@tradeshop.test>';

  /**
   * Where the order history's remote orders come from: `http` (the ERP at ERP_URL), `simulated` (made-up ERP
   * orders for development) or `builtin` (the shop's own orders). Without it: `http` when ERP_URL is set,
   * else `builtin` in production and `simulated` elsewhere.
   */
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsIn(['http', 'simulated', 'builtin'])
  ERP_SOURCE?: 'http' | 'simulated' | 'builtin';

  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^https?:\/\/\S+$/, { message: 'ERP_URL must be an http(s) address' })
  ERP_URL?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  ERP_CLIENT_ID?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  ERP_CLIENT_SECRET?: string;

  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(60_000)
  ERP_TIMEOUT_MS = 5_000;

  /**
   * Whether each placed order is sent to the ERP (simulated or HTTP; never with ERP_SOURCE=builtin). Default:
   * on, except in tests, where only the tests of the export turn it on.
   */
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsIn(['true', 'false'])
  ERP_EXPORT_ORDERS?: 'true' | 'false';

  /** How often the line statuses and order types of exported orders are read back from the ERP (0: never). */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(0)
  ERP_STATUS_SYNC_SECONDS?: number;

  /**
   * Where full price and cross-reference imports read their file: `drop-folder` (the newest matching file in
   * IMPORT_DROP_DIR), `http` (the ERP at ERP_URL: `GET exports/prices` and `exports/cross-references`) or
   * `simulated` (realistic files made from the catalogue, for development). Without it: `http` when ERP_URL
   * is set, `drop-folder` when IMPORT_DROP_DIR is, else `simulated`.
   */
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsIn(['drop-folder', 'http', 'simulated'])
  IMPORT_SOURCE?: 'drop-folder' | 'http' | 'simulated';

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  IMPORT_DROP_DIR?: string;
}

export class ConfigurationError extends Error {}

/** Validates the environment, answering every problem in one readable message. */
export function validateEnvironment(raw: Record<string, unknown>): EnvironmentVariables {
  const env = plainToInstance(EnvironmentVariables, raw, { exposeDefaultValues: true });
  const errors = validateSync(env, { skipMissingProperties: false, whitelist: false });
  if (errors.length > 0) {
    const lines = errors.flatMap((error) =>
      Object.values(error.constraints ?? {}).map((text) => `  - ${text}`),
    );
    throw new ConfigurationError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const problems = [...crossFieldProblems(env)];
  if (problems.length > 0) {
    throw new ConfigurationError(
      `Invalid configuration:\n${problems.map((text) => `  - ${text}`).join('\n')}`,
    );
  }
  return env;
}

/** Rules that read more than one variable, or that hold in production only. */
function* crossFieldProblems(env: EnvironmentVariables): Generator<string> {
  if (env.ERP_SOURCE === 'http' && !env.ERP_URL) yield 'ERP_URL is required when ERP_SOURCE is http';
  const proxies = parseTrustedProxies(env.TRUSTED_PROXIES);
  const wrong = proxies.filter((entry) => entry !== 'none' && !isProxyEntry(entry));
  if (wrong.length > 0) {
    yield (
      `TRUSTED_PROXIES has ${wrong.map((entry) => `"${entry}"`).join(', ')}: give addresses, CIDR ranges ` +
      '(10.0.0.0/8), loopback, linklocal, uniquelocal, or none'
    );
  } else if (proxies.includes('none') && proxies.length > 1) {
    yield 'TRUSTED_PROXIES=none cannot be combined with addresses';
  }
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    yield 'ADMIN_EMAIL and ADMIN_PASSWORD go together: set both to create the first administrator, or neither';
  }
  const { passwordMinLength, passwordMaxLength } = IDENTITY_LIMITS;
  if (
    env.ADMIN_PASSWORD &&
    (env.ADMIN_PASSWORD.length < passwordMinLength || env.ADMIN_PASSWORD.length > passwordMaxLength)
  ) {
    yield `ADMIN_PASSWORD must be between ${passwordMinLength} and ${passwordMaxLength} characters long`;
  }
  if (env.NODE_ENV !== 'production') return;
  if (!env.SESSION_SECRET) {
    yield 'SESSION_SECRET is required in production: set it to at least 32 random characters (openssl rand -hex 32)';
  } else if (env.SESSION_SECRET === EXAMPLE_SESSION_SECRET) {
    yield "SESSION_SECRET is still .env.example's placeholder: set it to at least 32 random characters (openssl rand -hex 32)";
  }
  if (!env.PUBLIC_URL) {
    yield 'PUBLIC_URL is required in production: the address customers use, e.g. https://shop.example.com';
  }
}
