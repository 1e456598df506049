import type { ChangeFeed } from './catalogue-change-feed';
import { ReadCache } from './read-cache';
import {
  categoryTag,
  ONLY_WHOLE_CHANGES,
  parseScopedChange,
  productsShownIn,
  productTag,
  type ScopedChange,
  productPageTag,
} from './read-cache-tags';

/**
 * A feed the test drives: a change of everything is one more generation, a scoped change goes to the listener;
 * going down stops the cache from serving.
 */
class ScriptedFeed implements ChangeFeed {
  live = true;
  generation = 1;
  started = 0;
  private listener: (change: ScopedChange) => void = () => undefined;
  onScopedChange(listener: (change: ScopedChange) => void): void {
    this.listener = listener;
  }
  start(): void {
    this.started += 1;
  }
  async caughtUp(): Promise<void> {}
  async close(): Promise<void> {}
  change(): void {
    this.generation += 1;
  }
  changeSome(products: number[], categories: number[] = []): void {
    this.listener({ products, categories, pages: [] });
  }
  changePages(pages: number[]): void {
    this.listener({ products: [], categories: [], pages });
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

  describe('a change of some products', () => {
    const productPage = (id: number, related: number[] = []) => ({
      id,
      sku: `SKU-${id}`,
      related: related.map((other) => ({ id: other, sku: `SKU-${other}` })),
    });

    it('drops the answers that show the products or list their categories, and keeps the others', async () => {
      const feed = new ScriptedFeed();
      const cache = new ReadCache(feed, MB);
      const tagsOf = (value: unknown) => productsShownIn(value);
      await cache.read('/p/1', async () => productPage(1), { tagsOf });
      await cache.read('/p/2', async () => productPage(2, [1]), { tagsOf });
      await cache.read('/p/3', async () => productPage(3), { tagsOf });
      await cache.read('/c/7', async () => ({ items: [] }), { tagsOf: () => [categoryTag(7)] });
      await cache.read('/c/8', async () => ({ items: [] }), { tagsOf: () => [categoryTag(8)] });
      await cache.read('/tree', async () => ({ tree: [] }), { tagsOf: ONLY_WHOLE_CHANGES });
      await cache.read('/untagged', async () => ({ any: true }));

      feed.changeSome([1], [7]);

      // product 1's page, the page showing it as related, its category's listing, and what declared nothing
      for (const gone of ['/p/1', '/p/2', '/c/7', '/untagged']) expect(cache.peek(gone)).toBeUndefined();
      for (const kept of ['/p/3', '/c/8', '/tree']) expect(cache.peek(kept)).toBeDefined();
      expect(cache.state().entries).toBe(3);

      // a change of everything still empties the whole cache
      feed.change();
      expect(cache.peek('/p/3')).toBeUndefined();
      expect(cache.peek('/tree')).toBeUndefined();
    });

    it("drops only a product's own page when what only that page shows changed (its stock quantity)", async () => {
      const feed = new ScriptedFeed();
      const cache = new ReadCache(feed, MB);
      const pageTags = (value: unknown) => [
        productPageTag((value as { id: number }).id),
        ...productsShownIn(value),
      ];
      await cache.read('/p/1', async () => productPage(1), { tagsOf: pageTags });
      await cache.read('/p/2', async () => productPage(2, [1]), { tagsOf: pageTags });
      await cache.read('/c/7', async () => ({ items: [productPage(1)] }), {
        tagsOf: (value) => [categoryTag(7), ...productsShownIn(value)],
      });

      feed.changePages([1]);

      expect(cache.peek('/p/1')).toBeUndefined();
      // the listing and the page showing product 1 as related show no stock quantity
      expect(cache.peek('/p/2')).toBeDefined();
      expect(cache.peek('/c/7')).toBeDefined();
    });

    it('does not keep an answer whose load a change of its product overtook, but keeps one the change missed', async () => {
      const feed = new ScriptedFeed();
      const cache = new ReadCache(feed, MB);
      const tagsOf = (value: unknown) => productsShownIn(value);
      const slowOne = deferred<object>();
      const slowTwo = deferred<object>();

      const readingOne = cache.read('/p/1', () => slowOne.promise, { tagsOf });
      const readingTwo = cache.read('/p/2', () => slowTwo.promise, { tagsOf });
      feed.changeSome([1]);
      slowOne.resolve(productPage(1));
      slowTwo.resolve(productPage(2));
      await Promise.all([readingOne, readingTwo]);

      expect(cache.peek('/p/1')).toBeUndefined();
      expect(cache.peek('/p/2')).toBeDefined();
    });

    it('keeps no answer loaded across more changes than it remembers', async () => {
      const feed = new ScriptedFeed();
      const cache = new ReadCache(feed, MB);
      const slow = deferred<object>();
      const reading = cache.read('/p/1', () => slow.promise, { tagsOf: productsShownIn });
      for (let other = 2; other < 2000; other += 1) feed.changeSome([other]);
      slow.resolve(productPage(1));
      await reading;

      expect(cache.peek('/p/1')).toBeUndefined();
    });
  });

  it('reads a notification: products and categories, or only a table (anything may have changed)', () => {
    expect(parseScopedChange('product p=12,15 c=3,1')).toEqual({
      products: [12, 15],
      categories: [3, 1],
      pages: [],
    });
    expect(parseScopedChange('category_facet_combination p= c=4')).toEqual({
      products: [],
      categories: [4],
      pages: [],
    });
    expect(parseScopedChange('product page=7,9')).toEqual({ products: [], categories: [], pages: [7, 9] });
    expect(parseScopedChange('product_translation')).toBeNull();
    expect(parseScopedChange('product p=1;drop')).toBeNull();
    expect(productTag(5)).toBe('p:5');
  });
});
