import type { ChangeFeed } from './catalogue-change-feed';
import { ReadCache } from './read-cache';

/** A feed the test drives: a change is one more generation; going down stops the cache from serving. */
class ScriptedFeed implements ChangeFeed {
  live = true;
  generation = 1;
  started = 0;
  start(): void {
    this.started += 1;
  }
  async close(): Promise<void> {}
  change(): void {
    this.generation += 1;
  }
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const MB = 1024 * 1024;

describe('ReadCache', () => {
  it('answers the second read of an address from memory, as the same JSON with the same entity tag', async () => {
    const cache = new ReadCache(new ScriptedFeed(), MB);
    let loads = 0;
    const load = async () => ({ sku: 'BAT-AA', loads: ++loads });

    const first = await cache.read('/api/shop/products/a', load);
    const second = await cache.read('/api/shop/products/a', load);

    expect(first.outcome).toBe('miss');
    expect(second).toEqual({ ...first, outcome: 'hit' });
    expect(JSON.parse(second.body)).toEqual({ sku: 'BAT-AA', loads: 1 });
    expect(second.etag).toMatch(/^W\/"/);
    expect(cache.peek('/api/shop/products/a')?.body).toBe(first.body);
    expect(cache.peek('/api/shop/products/b')).toBeUndefined();
  });

  it('loads again after the database reports a change', async () => {
    const feed = new ScriptedFeed();
    const cache = new ReadCache(feed, MB);
    let price = 415;
    const load = async () => ({ price });
    await cache.read('/p', load);

    price = 416;
    feed.change();

    expect(cache.peek('/p')).toBeUndefined();
    const after = await cache.read('/p', load);
    expect(after.outcome).toBe('miss');
    expect(JSON.parse(after.body)).toEqual({ price: 416 });
  });

  it('does not keep an answer whose load was overtaken by a change: it may hold the data before the change', async () => {
    const feed = new ScriptedFeed();
    const cache = new ReadCache(feed, MB);
    const slow = deferred<{ price: number }>();

    const reading = cache.read('/p', () => slow.promise);
    feed.change();
    slow.resolve({ price: 415 });
    expect((await reading).outcome).toBe('miss');

    expect(cache.peek('/p')).toBeUndefined();
    const fresh = await cache.read('/p', async () => ({ price: 416 }));
    expect(JSON.parse(fresh.body)).toEqual({ price: 416 });
  });

  it('shares one load among the reads of the same address that arrive while it runs', async () => {
    const cache = new ReadCache(new ScriptedFeed(), MB);
    const slow = deferred<{ n: number }>();
    let loads = 0;
    const load = () => {
      loads += 1;
      return slow.promise;
    };

    const reads = [cache.read('/p', load), cache.read('/p', load), cache.read('/p', load)];
    slow.resolve({ n: 1 });
    const answers = await Promise.all(reads);

    expect(loads).toBe(1);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it('keeps no failure: the next read loads again', async () => {
    const cache = new ReadCache(new ScriptedFeed(), MB);
    await expect(
      cache.read('/p', async () => {
        throw new Error('product_not_found');
      }),
    ).rejects.toThrow('product_not_found');

    const next = await cache.read('/p', async () => ({ ok: true }));
    expect(next.outcome).toBe('miss');
  });

  it('serves and keeps nothing while notifications do not arrive, and starts listening on first use', async () => {
    const feed = new ScriptedFeed();
    const cache = new ReadCache(feed, MB);
    await cache.read('/p', async () => ({ v: 1 }));
    feed.live = false;

    expect(cache.peek('/p')).toBeUndefined();
    const during = await cache.read('/p', async () => ({ v: 2 }));
    expect(during.outcome).toBe('bypass');
    expect(feed.started).toBeGreaterThan(0);

    // back: every reconnection counts as a change, since notifications sent meanwhile were lost
    feed.live = true;
    feed.change();
    expect((await cache.read('/p', async () => ({ v: 3 }))).outcome).toBe('miss');
    expect(JSON.parse(cache.peek('/p')!.body)).toEqual({ v: 3 });
  });

  it('with no memory given (READ_CACHE_MB=0) always loads and never listens', async () => {
    const feed = new ScriptedFeed();
    const cache = new ReadCache(feed, 0);
    cache.startListening();
    await cache.read('/p', async () => ({ v: 1 }));
    const again = await cache.read('/p', async () => ({ v: 2 }));

    expect(again.outcome).toBe('bypass');
    expect(JSON.parse(again.body)).toEqual({ v: 2 });
    expect(feed.started).toBe(0);
  });

  it('drops the least recently used answer when its memory is full', async () => {
    // two answers of 700 characters fit in 4 KB (counted as UTF-16), a third does not
    const cache = new ReadCache(new ScriptedFeed(), 4096);
    const big = 'x'.repeat(700);
    await cache.read('/a', async () => ({ big }));
    await cache.read('/b', async () => ({ big }));
    expect((await cache.read('/a', async () => ({ big }))).outcome).toBe('hit');

    await cache.read('/c', async () => ({ big }));

    expect(cache.peek('/a')).toBeDefined();
    expect(cache.peek('/b')).toBeUndefined();
    expect(cache.peek('/c')).toBeDefined();
    expect(cache.state()).toMatchObject({ state: 'listening', entries: 2 });
  });

  it('tells /health whether it is listening, waiting for notifications or off', async () => {
    const feed = new ScriptedFeed();
    const cache = new ReadCache(feed, MB);
    await cache.read('/p', async () => ({ v: 1 }));
    expect(cache.state()).toMatchObject({ state: 'listening', entries: 1 });
    expect(cache.state().bytes).toBeGreaterThan(0);

    feed.live = false;
    feed.change();
    expect(cache.state()).toEqual({ state: 'waiting', entries: 0, bytes: 0 });
    expect(new ReadCache(feed, 0).state()).toEqual({ state: 'off', entries: 0, bytes: 0 });
  });
});
