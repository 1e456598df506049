import { DomainError } from './domain-error';

/** How long a caller is asked to wait (Retry-After) when a server the shop needs is away, e.g. restarting. */
const RETRY_AFTER_SECONDS = 5;

// SQLSTATE class 08 (connection exception) and the 57P0x shutdowns, as a restart of PostgreSQL causes them.
const DATABASE_GONE_STATES = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
]);
const DATABASE_GONE_MESSAGES =
  /Connection terminated|(connect|read|write) (ECONNREFUSED|ECONNRESET|EPIPE)|is not queryable|Timeout acquiring a connection|the database system is (starting up|shutting down)|terminating connection due to administrator command/;
// ioredis gives up on a command after its retries while Redis is away.
const REDIS_GONE =
  /MaxRetriesPerRequestError|Reached the max retries per request limit|Connection is closed|Stream isn't writeable/;
const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);

function* causes(exception: unknown): Generator<Record<string, unknown>> {
  let current: unknown = exception;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    yield current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
}

/**
 * An error thrown because a server or disk the shop relies on failed, as the domain error a caller should see:
 * a database or Redis away (a restart, a failover) is a 503 to retry, not a 500; a full disk says so. Anything
 * else is not recognised (undefined) and stays an internal error.
 */
export function unavailableServiceError(exception: unknown): DomainError | undefined {
  for (const error of causes(exception)) {
    const code = typeof error.code === 'string' ? error.code : '';
    const text = `${String(error.name ?? '')}: ${String(error.message ?? '')}`;
    if (DISK_FULL_CODES.has(code)) {
      return new DomainError(
        'STORAGE_FULL',
        "The server's disk is full, so nothing was stored. Please tell the shop's administrator.",
      );
    }
    if (DATABASE_GONE_STATES.has(code) || DATABASE_GONE_MESSAGES.test(text)) {
      return new DomainError(
        'SERVICE_UNAVAILABLE',
        'The shop cannot reach its database just now. Please try again in a moment.',
        undefined,
        RETRY_AFTER_SECONDS,
      );
    }
    if (REDIS_GONE.test(text)) {
      return new DomainError(
        'SERVICE_UNAVAILABLE',
        'The shop cannot reach its session and job store just now. Please try again in a moment.',
        undefined,
        RETRY_AFTER_SECONDS,
      );
    }
  }
  return undefined;
}
