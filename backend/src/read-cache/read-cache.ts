import etag from 'etag';
import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from './catalogue-change-feed';
import { ANY_CHANGE, type CacheTags, type ScopedChange, tagsOfChange } from './read-cache-tags';

/** An answer as JSON, with the weak entity tag Express would give it (for conditional requests). */
export interface CachedAnswer {
  body: string;
  etag: string;
}

/** A kept answer and what it shows (its tags), by which a scoped change finds it. */
interface KeptAnswer extends CachedAnswer {
  tags: CacheTags;
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
 * The scoped changes remembered for loads under way: a load that began before the oldest one remembered is not
 * kept (it cannot tell whether a change it missed reached it).
 */
const RECENT_CHANGES = 1024;

/**
 * Serialized answers to public reads, by key, as of the last change the feed reported. A change of everything
 * empties the cache; a scoped change (some products and the categories listing them) drops the answers whose
 * tags it reaches. An answer loaded while a change reaching it came in is not kept (it may predate the change);
 * so an answer is only ever served when no change to what it shows committed after it was read.
 */
export class ReadCache {
  private readonly entries?: LRUCache<string, KeptAnswer>;
  /** The keys of the kept answers, by tag. */
  private readonly keysByTag = new Map<string, Set<string>>();
  /** Loads under way, shared by the requests for the same key of the same generation. */
  private readonly loading = new Map<string, Promise<KeptAnswer>>();
  private generation = -1;
  /** Counts the scoped changes; `recentChanges` holds the last RECENT_CHANGES of them, oldest first. */
  private changeSequence = 0;
  private readonly recentChanges: { sequence: number; tags: ReadonlySet<string> }[] = [];

  constructor(
    private readonly feed: ChangeFeed,
    maxBytes: number,
  ) {
    if (maxBytes > 0) {
      this.entries = new LRUCache<string, KeptAnswer>({
        maxSize: maxBytes,
        // UTF-16 code units, twice the bytes a string holds in memory at worst
        sizeCalculation: (answer, key) => 2 * (answer.body.length + key.length),
        ttl: MAX_AGE_MS,
        dispose: (answer, key) => this.untag(key, answer.tags),
      });
      feed.onScopedChange((change) => this.forgetScoped(change));
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

  /** Resolves once every change committed before the call has reached the cache (see ChangeFeed). */
  caughtUp(): Promise<void> {
    return this.feed.caughtUp();
  }

  /** The current answer for `key` when memory holds one. */
  peek(key: string): CachedAnswer | undefined {
    if (!this.entries) return undefined;
    this.forgetIfChanged();
    return this.feed.live ? this.entries.get(key) : undefined;
  }

  /**
   * The answer for `key`, from memory when current, else from `load` (and kept, unless `keep` is false).
   * `tagsOf` tells what a loaded answer shows; without it, any change drops the answer.
   */
  async read(
    key: string,
    load: () => Promise<unknown>,
    { keep = true, tagsOf }: { keep?: boolean; tagsOf?: (value: unknown) => CacheTags } = {},
  ): Promise<CachedAnswer & { outcome: ReadCacheOutcome }> {
    const entries = this.entries;
    if (!entries || !keep) return { ...answer(await load()), outcome: 'bypass' };
    this.feed.start();
    this.forgetIfChanged();
    if (!this.feed.live) return { ...answer(await load()), outcome: 'bypass' };
    const kept = entries.get(key);
    if (kept !== undefined) return { body: kept.body, etag: kept.etag, outcome: 'hit' };
    let pending = this.loading.get(key);
    if (!pending) {
      const generation = this.generation;
      const sequence = this.changeSequence;
      pending = load().then((value) => ({ ...answer(value), tags: tagsOf ? tagsOf(value) : [ANY_CHANGE] }));
      this.loading.set(key, pending);
      pending
        .then((loaded) => {
          if (!this.feed.live || this.feed.generation !== generation) return;
          if (this.changedSince(sequence, loaded.tags)) return;
          entries.set(key, loaded);
          for (const tag of loaded.tags) {
            let keys = this.keysByTag.get(tag);
            if (!keys) this.keysByTag.set(tag, (keys = new Set()));
            keys.add(key);
          }
        })
        .catch(() => undefined)
        .finally(() => {
          if (this.loading.get(key) === pending) this.loading.delete(key);
        });
    }
    const loaded = await pending;
    return { body: loaded.body, etag: loaded.etag, outcome: 'miss' };
  }

  /** Drops every answer and load under way once the feed reports a change of everything (or stops). */
  private forgetIfChanged(): void {
    if (this.generation === this.feed.generation) return;
    this.entries?.clear();
    this.keysByTag.clear();
    this.loading.clear();
    this.recentChanges.length = 0;
    this.generation = this.feed.generation;
  }

  /** Drops the answers a scoped change reaches, and remembers it for the loads under way. */
  private forgetScoped(change: ScopedChange): void {
    const tags = new Set([...tagsOfChange(change), ANY_CHANGE]);
    this.changeSequence += 1;
    this.recentChanges.push({ sequence: this.changeSequence, tags });
    if (this.recentChanges.length > RECENT_CHANGES) this.recentChanges.shift();
    for (const tag of tags) {
      for (const key of [...(this.keysByTag.get(tag) ?? [])]) this.entries?.delete(key);
    }
    // A load under way that the change reaches is not shared with later reads: they load afresh.
    this.loading.clear();
  }

  /** Whether a scoped change after `sequence` reaches an answer with `tags` (or may have: it was forgotten). */
  private changedSince(sequence: number, tags: CacheTags): boolean {
    if (sequence === this.changeSequence) return false;
    const oldest = this.recentChanges[0]?.sequence ?? Infinity;
    if (oldest > sequence + 1) return true;
    const wildcard = tags.includes(ANY_CHANGE);
    return this.recentChanges.some(
      (change) => change.sequence > sequence && (wildcard || tags.some((tag) => change.tags.has(tag))),
    );
  }

  private untag(key: string, tags: CacheTags): void {
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }
}

function answer(value: unknown): CachedAnswer {
  const body = JSON.stringify(value) ?? 'null';
  return { body, etag: etag(body, { weak: true }) };
}
