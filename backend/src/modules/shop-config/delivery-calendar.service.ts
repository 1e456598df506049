import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { queryRows, sql } from '../../database/sql';
import { type ConfigurationKey, configurationKey } from './configuration-keys';

/** A store's delivery weekdays (0 = Sunday) and how many days an out-of-stock item takes to arrive. */
export interface DeliveryCalendar {
  weekdays: number[];
  restockLeadDays: number;
}

/**
 * How the cart and the checkout read the shop configuration: fresh on every call, so a change made in the back
 * office applies to the next request.
 */
@Injectable()
export class DeliveryCalendarService {
  constructor(private readonly em: EntityManager) {}

  /**
   * The delivery calendar of a store: its delivery weekdays and the restock lead time, each the store's own
   * value, else the shop's, else the default. One statement.
   */
  async forStore(store: { id: number; code: string }): Promise<DeliveryCalendar> {
    const rows = await queryRows<{ key: string; value: unknown }>(
      this.em,
      sql`select distinct on (key) key, value from configuration
          where key in ('checkout.delivery_weekdays', 'cart.restock_lead_days')
            and (store_id = ${store.id} or store_id is null)
          order by key, store_id nulls last`,
    );
    const value = (key: ConfigurationKey) =>
      rows.find((row) => row.key === key)?.value ?? configurationKey(key)?.defaultValue(store.code);
    return {
      weekdays: value('checkout.delivery_weekdays') as number[],
      restockLeadDays: value('cart.restock_lead_days') as number,
    };
  }
}
