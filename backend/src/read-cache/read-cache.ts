import etag from 'etag';
import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from './catalogue-change-feed';

/** An answer as JSON, with the weak entity tag Express would give it (for conditional requests). */
export interface CachedAnswer {
  body: string;
  etag: string;
}

/** What /health tells of the cache: off by configuration, listening (serving), or waiting for the feed. */
export interface ReadCacheState {
  state: 'off' | 'listening' | 'waiting';
  entries: number;
  bytes: number;
}

/** How an answer was found: in memory, loaded (and kept), or loaded past the cache while it is off. */
export type ReadCacheOutcome = 'hit' | 'miss' | 'bypass';

/**
 * Answers kept at most this long even when no change is notified: a bound on the harm of a write the
 * notifications do not cover, not the mechanism that keeps answers current.
 */
const MAX_AGE_MS = 10 * 60_000;

/**
 * Serialized answers to public reads, by key, as of the last change the feed reported. An answer loaded while
 * a change came in is not kept (it may predate the change); so an answer is only ever served when no change
 * committed after it was read.
 */
export class ReadCache {
  private readonly entries?: LRUCache<string, CachedAnswer>;
  /** Loads under way, shared by the requests for the same key of the same generation. */
  private readonly loading = new Map<string, Promise<CachedAnswer>>();
  private generation = -1;

  constructor(
    private readonly feed: ChangeFeed,
    maxBytes: number,
  ) {
    if (maxBytes > 0) {
      this.entries = new LRUCache<string, CachedAnswer>({
        maxSize: maxBytes,
        // UTF-16 code units, twice the bytes a string holds in memory at worst
        sizeCalculation: (answer, key) => 2 * (answer.body.length + key.length),
        ttl: MAX_AGE_MS,
      });
    }
  }

  state(): ReadCacheState {
    if (!this.entries) return { state: 'off', entries: 0, bytes: 0 };
    this.forgetIfChanged();
    return {
      state: this.feed.live ? 'listening' : 'waiting',
      entries: this.entries.size,
      bytes: this.entries.calculatedSize,
    };
  }

  /** Opens the change feed ahead of the first read, so that one is already answered from memory. */
  startListening(): void {
    if (this.entries) this.feed.start();
  }

  /** The current answer for `key` when memory holds one. */
  peek(key: string): CachedAnswer | undefined {
    if (!this.entries) return undefined;
    this.forgetIfChanged();
    return this.feed.live ? this.entries.get(key) : undefined;
  }

  /** The answer for `key`, from memory when current, else from `load` (and kept, unless `keep` is false). */
  async read(
    key: string,
    load: () => Promise<unknown>,
    { keep = true }: { keep?: boolean } = {},
  ): Promise<CachedAnswer & { outcome: ReadCacheOutcome }> {
    const entries = this.entries;
    if (!entries || !keep) return { ...answer(await load()), outcome: 'bypass' };
    this.feed.start();
    this.forgetIfChanged();
    if (!this.feed.live) return { ...answer(await load()), outcome: 'bypass' };
    const kept = entries.get(key);
    if (kept !== undefined) return { ...kept, outcome: 'hit' };
    let pending = this.loading.get(key);
    if (!pending) {
      const generation = this.generation;
      pending = load().then(answer);
      this.loading.set(key, pending);
      pending
        .then((loaded) => {
          if (this.feed.live && this.feed.generation === generation) entries.set(key, loaded);
        })
        .catch(() => undefined)
        .finally(() => {
          if (this.loading.get(key) === pending) this.loading.delete(key);
        });
    }
    return { ...(await pending), outcome: 'miss' };
  }

  /** Drops every answer and load under way once the feed reports a change (or stops). */
  private forgetIfChanged(): void {
    if (this.generation === this.feed.generation) return;
    this.entries?.clear();
    this.loading.clear();
    this.generation = this.feed.generation;
  }
}

function answer(value: unknown): CachedAnswer {
  const body = JSON.stringify(value) ?? 'null';
  return { body, etag: etag(body, { weak: true }) };
}
