import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { queryRows, type SqlQuery } from '../../database/sql';

/**
 * The configuration rows other modules keep using, and how each is named to its counters: a store, carrier,
 * payment provider or unit by id; a product's unit by the product and the unit; a store's currency by the store;
 * a customer group (owned by customers, used by shop-config's price rules and group prices) by id.
 */
export interface ConfigUsageKeys {
  carrier: number;
  payment_provider: number;
  store: number;
  store_currency: number;
  unit_definition: number;
  product_unit: { productId: number; unitId: number };
  customer_group: number;
  /** A product (by id): the back office archives instead of deleting a product that is still in use. */
  product: number;
}

export type ConfigUsageKind = keyof ConfigUsageKeys;

/** How one module's rows use a kind of configuration row: counted in one statement, named in a refusal. */
export interface ConfigUsageCounter<K extends ConfigUsageKind> {
  /** The module whose rows are counted (`orders`); refusals name the users in OWNER_ORDER. */
  owner: string;
  /** What the counted rows are called after their number in a refusal: `orders`, `cart lines`. */
  noun: string;
  count: (em: EntityManager, key: ConfigUsageKeys[K]) => Promise<number>;
}

/** How many rows of one module still use the configuration row. */
export interface ConfigUsage {
  owner: string;
  noun: string;
  count: number;
}

/** The order refusals name users in: the catalogue's and configuration's own rows, then the shop's records. */
const OWNER_ORDER = ['catalogue', 'shop-config', 'orders', 'cart', 'customers'];

const rank = (owner: string) => {
  const index = OWNER_ORDER.indexOf(owner);
  return index === -1 ? OWNER_ORDER.length : index;
};

/**
 * Who still uses a configuration row. Shop-config cannot import the modules that build on its settings (cart,
 * orders, customers import it), so each of them registers counters for its own tables when it starts, and the
 * back office's in-use checks ask here instead of reading those tables.
 */
@Injectable()
export class ConfigUsageRegistry {
  private readonly counters = new Map<ConfigUsageKind, ConfigUsageCounter<ConfigUsageKind>[]>();

  register<K extends ConfigUsageKind>(kind: K, counter: ConfigUsageCounter<K>): void {
    const counters = this.counters.get(kind) ?? [];
    counters.push(counter as unknown as ConfigUsageCounter<ConfigUsageKind>);
    counters.sort((a, b) => rank(a.owner) - rank(b.owner));
    this.counters.set(kind, counters);
  }

  /** The modules whose rows still use the row, in OWNER_ORDER; none when nothing does. */
  async usages<K extends ConfigUsageKind>(
    em: EntityManager,
    kind: K,
    key: ConfigUsageKeys[K],
  ): Promise<ConfigUsage[]> {
    const usages: ConfigUsage[] = [];
    for (const { owner, noun, count } of this.counters.get(kind) ?? []) {
      const used = await count(em, key);
      if (used > 0) usages.push({ owner, noun, count: used });
    }
    return usages;
  }
}

/** `3 orders, 2 carts`: the users of a row as a refusal names them. */
export function describeUsages(usages: readonly ConfigUsage[]): string {
  return usages.map(({ count, noun }) => `${count} ${noun}`).join(', ');
}

/** The `count` a counter's statement selects. */
export async function selectedCount(em: EntityManager, query: SqlQuery): Promise<number> {
  const [row] = await queryRows<{ count: number }>(em, query);
  return row?.count ?? 0;
}
