import type { ChangeFeed } from './catalogue-change-feed';

interface Entry {
  generation: number;
  value: Promise<unknown>;
}

/** Freezes what a load answered, so that one request cannot change what the next one is given. */
function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  if (value instanceof Map) {
    for (const [key, item] of value) {
      deepFreeze(key);
      deepFreeze(item);
    }
  } else {
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return Object.freeze(value);
}

/**
 * The answers of the shop's rarely changing configuration reads (stores, price and cart rules, carriers,
 * payment providers, countries, tax rules, configuration keys, the category tree), kept per process while
 * the change feed is live and reports no change to the tables they are read from (decision
 * `2026-11-29-configuration-cache.md`). Scoped product changes (stock, prices) do not touch them, so the
 * buying path keeps them under an ERP's stream of writes.
 *
 * Answers are frozen: a caller that needs to change one copies it first.
 */
export class ConfigurationCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly feed: ChangeFeed,
    private readonly enabled: boolean,
  ) {}

  /** Whether answers are kept now: turned on, and the change feed known to deliver. */
  get keeping(): boolean {
    return this.enabled && this.feed.live;
  }

  /** Begins listening to the change feed (the HTTP application, at start); until it is live, nothing is kept. */
  startListening(): void {
    if (this.enabled) this.feed.start();
  }

  /** The answer for `key`, loaded by `load` when this process has none that is still current. */
  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.keeping) return load();
    const generation = this.feed.generation;
    const entry = this.entries.get(key);
    if (entry && entry.generation === generation) return entry.value as Promise<T>;
    // Stamped with the generation before the load: a change committed while it runs makes it stale at once.
    const value = load().then(deepFreeze);
    this.entries.set(key, { generation, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }
}
