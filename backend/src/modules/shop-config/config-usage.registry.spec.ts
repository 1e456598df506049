import type { EntityManager } from '@mikro-orm/postgresql';
import { ConfigUsageRegistry, describeUsages } from './config-usage.registry';

const em = {} as EntityManager;

describe('ConfigUsageRegistry', () => {
  it('finds no usage of a kind no module registered a counter for', async () => {
    const registry = new ConfigUsageRegistry();
    registry.register('store', { owner: 'orders', noun: 'orders', count: () => Promise.resolve(4) });

    await expect(registry.usages(em, 'carrier', 7)).resolves.toEqual([]);
  });

  it("asks every counter of the kind with the row's key and keeps those that count rows", async () => {
    const registry = new ConfigUsageRegistry();
    const asked: unknown[] = [];
    const counter = (owner: string, noun: string, rows: number) => ({
      owner,
      noun,
      count: (_em: EntityManager, key: { productId: number; unitId: number }) => {
        asked.push([owner, key]);
        return Promise.resolve(rows);
      },
    });
    registry.register('product_unit', counter('cart', 'cart lines', 3));
    registry.register('product_unit', counter('orders', 'order lines', 0));
    registry.register('product_unit', counter('catalogue', 'prices', 2));

    const usages = await registry.usages(em, 'product_unit', { productId: 5, unitId: 9 });

    expect(asked).toHaveLength(3);
    expect(asked).toContainEqual(['orders', { productId: 5, unitId: 9 }]);
    expect(usages.reduce((sum, { count }) => sum + count, 0)).toBe(5);
    expect(describeUsages(usages)).toBe('2 prices, 3 cart lines');
  });

  it('names the users in the same order whatever order the modules registered in', async () => {
    const registry = new ConfigUsageRegistry();
    registry.register('store', { owner: 'customers', noun: 'customer companies', count: async () => 1 });
    registry.register('store', { owner: 'cart', noun: 'carts', count: async () => 2 });
    registry.register('store', { owner: 'orders', noun: 'orders', count: async () => 3 });

    expect(describeUsages(await registry.usages(em, 'store', 1))).toBe(
      '3 orders, 2 carts, 1 customer companies',
    );
  });
});
