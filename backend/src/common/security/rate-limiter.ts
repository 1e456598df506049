import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { redisOptionsFromUrl } from '../../jobs/redis-connection';
import { DomainError } from '../errors/domain-error';

/** Counters that expire: in Redis when configured (shared by every instance), in memory otherwise. */
export interface AttemptStore {
  count(key: string): Promise<{ count: number; resetInMs: number }>;
  hit(key: string, windowMs: number): Promise<void>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryAttemptStore implements AttemptStore {
  private readonly counters = new Map<string, { count: number; expiresAt: number }>();

  async count(key: string) {
    const entry = this.counters.get(key);
    if (!entry || entry.expiresAt <= Date.now()) return { count: 0, resetInMs: 0 };
    return { count: entry.count, resetInMs: entry.expiresAt - Date.now() };
  }

  async hit(key: string, windowMs: number) {
    const now = Date.now();
    const entry = this.counters.get(key);
    if (!entry || entry.expiresAt <= now) this.counters.set(key, { count: 1, expiresAt: now + windowMs });
    else entry.count += 1;
    if (this.counters.size > 100_000) this.evictExpired(now);
  }

  async clear(key: string) {
    this.counters.delete(key);
  }

  async close() {}

  private evictExpired(now: number) {
    for (const [key, entry] of this.counters) if (entry.expiresAt <= now) this.counters.delete(key);
  }
}

// INCR and the first PEXPIRE in one step, so a counter never lives forever.
const HIT_SCRIPT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

export class RedisAttemptStore implements AttemptStore {
  private readonly redis: Redis;

  constructor(url: string, prefix: string) {
    this.redis = new Redis({
      ...redisOptionsFromUrl(url),
      maxRetriesPerRequest: 2,
      keyPrefix: `${prefix}:attempts:`,
    });
  }

  async count(key: string) {
    const [count, ttl] = await Promise.all([this.redis.get(key), this.redis.pttl(key)]);
    return { count: Number(count ?? 0), resetInMs: Math.max(ttl, 0) };
  }

  async hit(key: string, windowMs: number) {
    await this.redis.eval(HIT_SCRIPT, 1, key, String(windowMs));
  }

  async clear(key: string) {
    await this.redis.del(key);
  }

  async close() {
    await this.redis.quit().catch(() => undefined);
  }
}

export interface AttemptLimit {
  /** What is being counted, e.g. `admin-login:account:jane@example.com` or `admin-login:ip:203.0.113.9`. */
  key: string;
  limit: number;
}

export const ATTEMPT_STORE = Symbol('ATTEMPT_STORE');

/**
 * Limits failed attempts (logins, resets, second factors) per account and per address. Callers check before
 * the attempt, record a failure after a wrong answer and clear the account's counter after a right one.
 */
@Injectable()
export class RateLimiter implements OnApplicationShutdown {
  constructor(@Inject(ATTEMPT_STORE) private readonly store: AttemptStore) {}

  async assertAllowed(limits: AttemptLimit[]): Promise<void> {
    const counts = await Promise.all(limits.map((limit) => this.store.count(limit.key)));
    const blocked = counts.filter((entry, index) => entry.count >= limits[index].limit);
    if (blocked.length === 0) return;
    const retryAfterSeconds = Math.max(...blocked.map((entry) => entry.resetInMs)) / 1000;
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    throw new DomainError(
      'TOO_MANY_ATTEMPTS',
      `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      undefined,
      retryAfterSeconds,
    );
  }

  async recordFailure(limits: AttemptLimit[], windowSeconds: number): Promise<void> {
    await Promise.all(limits.map((limit) => this.store.hit(limit.key, windowSeconds * 1000)));
  }

  async clear(...keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.store.clear(key)));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}

export function createAttemptStore(config: AppConfig): AttemptStore {
  return config.redisUrl
    ? new RedisAttemptStore(config.redisUrl, config.queuePrefix)
    : new MemoryAttemptStore();
}

export const RATE_LIMITER_PROVIDERS = [
  { provide: ATTEMPT_STORE, inject: [APP_CONFIG], useFactory: createAttemptStore },
  RateLimiter,
];
