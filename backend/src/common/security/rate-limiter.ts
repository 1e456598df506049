import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { redisOptionsFromUrl } from '../../jobs/redis-connection';
import { DomainError } from '../errors/domain-error';

/** Counters that expire: in Redis when configured (shared by every instance), in memory otherwise. */
export interface AttemptStore {
  /** Adds one and answers the new count and when the window ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** Takes one back (never below zero). */
  release(key: string): Promise<void>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryAttemptStore implements AttemptStore {
  private readonly counters = new Map<string, { count: number; expiresAt: number }>();

  async hit(key: string, windowMs: number) {
    const now = Date.now();
    let entry = this.counters.get(key);
    if (!entry || entry.expiresAt <= now) {
      entry = { count: 0, expiresAt: now + windowMs };
      this.counters.set(key, entry);
    }
    entry.count += 1;
    if (this.counters.size > 100_000) this.evictExpired(now);
    return { count: entry.count, resetInMs: entry.expiresAt - now };
  }

  async release(key: string) {
    const entry = this.counters.get(key);
    if (entry && entry.count > 0) entry.count -= 1;
  }

  async clear(key: string) {
    this.counters.delete(key);
  }

  async close() {}

  private evictExpired(now: number) {
    for (const [key, entry] of this.counters) if (entry.expiresAt <= now) this.counters.delete(key);
  }
}

// INCR and the first PEXPIRE in one step, so a counter never lives forever; answers the count and its TTL.
const HIT_SCRIPT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;
const RELEASE_SCRIPT = `if (tonumber(redis.call('GET', KEYS[1]) or '0') > 0) then return redis.call('DECR', KEYS[1]) end
return 0`;

export class RedisAttemptStore implements AttemptStore {
  private readonly redis: Redis;

  constructor(url: string, prefix: string) {
    this.redis = new Redis({
      ...redisOptionsFromUrl(url),
      maxRetriesPerRequest: 2,
      keyPrefix: `${prefix}:attempts:`,
    });
  }

  async hit(key: string, windowMs: number) {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, key, String(windowMs))) as [number, number];
    return { count, resetInMs: Math.max(ttl, 0) };
  }

  async release(key: string) {
    await this.redis.eval(RELEASE_SCRIPT, 1, key);
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

/** An attempt already counted against its limits. */
export interface CountedAttempt {
  /** It went right: it no longer counts, and the first (account) counter starts again from zero. */
  succeeded(): Promise<void>;
  /** It neither failed nor succeeded (e.g. refused for another reason): it no longer counts. */
  release(): Promise<void>;
}

export const ATTEMPT_STORE = Symbol('ATTEMPT_STORE');

/**
 * Limits attempts (logins, resets, second factors) per account and per address. An attempt is counted before
 * it is checked, so that many simultaneous guesses cannot all pass the check before the first failure is
 * recorded; one that went right is taken back. Callers that limit every request (reset mails, applications)
 * simply never take it back.
 */
@Injectable()
export class RateLimiter implements OnApplicationShutdown {
  constructor(@Inject(ATTEMPT_STORE) private readonly store: AttemptStore) {}

  async attempt(limits: AttemptLimit[], windowSeconds: number): Promise<CountedAttempt> {
    const counts = await Promise.all(limits.map((limit) => this.store.hit(limit.key, windowSeconds * 1000)));
    const release = async () => {
      await Promise.all(limits.map((limit) => this.store.release(limit.key)));
    };
    const blocked = counts.filter((entry, index) => entry.count > limits[index].limit);
    if (blocked.length > 0) {
      const retryAfterSeconds = Math.max(...blocked.map((entry) => entry.resetInMs)) / 1000;
      const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
      throw new DomainError(
        'TOO_MANY_ATTEMPTS',
        `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
        undefined,
        retryAfterSeconds,
      );
    }
    return {
      release,
      succeeded: async () => {
        await release();
        if (limits[0]) await this.store.clear(limits[0].key);
      },
    };
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
