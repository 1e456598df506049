import type { ChangeFeed } from './catalogue-change-feed';
import { ConfigurationCache } from './configuration-cache';

/** A change feed the test moves by hand. */
function feed(): ChangeFeed & { live: boolean; generation: number } {
  return {
    live: true,
    generation: 1,
    onScopedChange: () => undefined,
    start: () => undefined,
    caughtUp: async () => undefined,
    close: async () => undefined,
  };
}

describe('ConfigurationCache', () => {
  it('loads once while nothing changes, and again after a change', async () => {
    const changes = feed();
    const cache = new ConfigurationCache(changes, true);
    let loads = 0;
    const load = async () => ({ rules: [{ id: 1, loadedAt: ++loads }] });
    expect(await cache.read('rules', load)).toEqual({ rules: [{ id: 1, loadedAt: 1 }] });
    expect(await cache.read('rules', load)).toEqual({ rules: [{ id: 1, loadedAt: 1 }] });
    changes.generation += 1;
    expect(await cache.read('rules', load)).toEqual({ rules: [{ id: 1, loadedAt: 2 }] });
    expect(loads).toBe(2);
  });

  it('keeps nothing while the change feed is not live, or when turned off', async () => {
    const changes = feed();
    changes.live = false;
    let loads = 0;
    const load = async () => ++loads;
    const cache = new ConfigurationCache(changes, true);
    await cache.read('stores', load);
    await cache.read('stores', load);
    const off = new ConfigurationCache(feed(), false);
    await off.read('stores', load);
    await off.read('stores', load);
    expect(loads).toBe(4);
  });

  it('does not keep an answer loaded while a change arrived', async () => {
    const changes = feed();
    const cache = new ConfigurationCache(changes, true);
    let loads = 0;
    await cache.read('carriers', async () => {
      changes.generation += 1; // committed while the load ran
      return ++loads;
    });
    expect(await cache.read('carriers', async () => ++loads)).toBe(2);
  });

  it('shares one load between callers at the same time, and forgets a failed one', async () => {
    const cache = new ConfigurationCache(feed(), true);
    let loads = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    expect(await Promise.all([cache.read('tax', slow), cache.read('tax', slow)])).toEqual([1, 1]);
    await expect(cache.read('failing', () => Promise.reject(new Error('database away')))).rejects.toThrow(
      'database away',
    );
    expect(await cache.read('failing', async () => 'back')).toBe('back');
  });

  it('answers frozen values, so that one request cannot change what the next one is given', async () => {
    const cache = new ConfigurationCache(feed(), true);
    const rules = await cache.read('rules', async () => [{ id: 1, conditions: [{ type: 'amount' }] }]);
    expect(() => rules.push({ id: 2, conditions: [] })).toThrow(TypeError);
    expect(() => {
      (rules[0]!.conditions as { type: string }[])[0]!.type = 'changed';
    }).toThrow(TypeError);
  });
});
