import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';

/** Whose records a counter counts: one customer's (their open carts) or one company's (its orders). */
export type CustomerRecordHolder = 'customer' | 'company';

/** How one module's rows belong to a customer or a company: counted in one statement, named to the editor. */
export interface CustomerRecordCounter {
  holder: CustomerRecordHolder;
  /** The module whose rows are counted (`cart`, `orders`). */
  owner: string;
  /** What the counted rows are called after their number: `open carts`, `orders`. */
  noun: string;
  count: (em: EntityManager, holderId: number) => Promise<number>;
}

/** How many rows of one module belong to the customer or company. */
export interface CustomerRecordCount {
  owner: string;
  noun: string;
  count: number;
}

/**
 * What a customer or a company has elsewhere in the shop, for the customer-company modifier to show and to
 * warn about (a last member leaving a company with orders). The cart and the orders import this module, so it
 * cannot import them: each registers counters for its own tables when it starts, and the modifier asks here.
 */
@Injectable()
export class CustomerRecordsRegistry {
  private readonly counters: CustomerRecordCounter[] = [];

  register(counter: CustomerRecordCounter): void {
    this.counters.push(counter);
  }

  /** Every registered kind of record of the holder, zeros included, in registration order. */
  async counts(em: EntityManager, holder: CustomerRecordHolder, id: number): Promise<CustomerRecordCount[]> {
    const counts: CustomerRecordCount[] = [];
    for (const counter of this.counters) {
      if (counter.holder !== holder) continue;
      counts.push({ owner: counter.owner, noun: counter.noun, count: await counter.count(em, id) });
    }
    return counts;
  }
}

/** `2 orders, 1 open cart`: the non-zero counts as a sentence names them. */
export function describeRecords(counts: readonly CustomerRecordCount[]): string {
  return counts
    .filter(({ count }) => count > 0)
    .map(({ count, noun }) => `${count} ${noun}`)
    .join(', ');
}
