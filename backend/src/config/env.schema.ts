import { plainToInstance, Transform } from 'class-transformer';
import {
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

  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^rediss?:\/\/\S+$/, { message: 'REDIS_URL must look like redis://host:6379' })
  REDIS_URL?: string;

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

  @Transform(toInt)
  @IsInt()
  @Min(0)
  SEED_PRODUCTS = 2000;

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
  if (env.ERP_SOURCE === 'http' && !env.ERP_URL) {
    throw new ConfigurationError('Invalid configuration:\n  - ERP_URL is required when ERP_SOURCE is http');
  }
  if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
    throw new ConfigurationError('Invalid configuration:\n  - SESSION_SECRET is required in production');
  }
  return env;
}
