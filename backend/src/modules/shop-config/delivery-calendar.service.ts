import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { queryRows, sql } from '../../database/sql';
import { ConfigurationCache } from '../../read-cache/configuration-cache';
import { type ConfigurationKey, configurationKey } from './configuration-keys';

/** A store's delivery weekdays (0 = Sunday) and how many days an out-of-stock item takes to arrive. */
export interface DeliveryCalendar {
  weekdays: number[];
  restockLeadDays: number;
}

/**
 * How the cart and the checkout read the delivery calendar: through the process's configuration cache, which
 * a change made in the back office empties (PostgreSQL notifies every API process).
 */
@Injectable()
export class DeliveryCalendarService {
  constructor(
    private readonly em: EntityManager,
    private readonly configuration: ConfigurationCache,
  ) {}

  /**
   * The delivery calendar of a store: its delivery weekdays and the restock lead time, each the store's own
   * value, else the shop's, else the default. One statement.
   */
  async forStore(store: { id: number; code: string }): Promise<DeliveryCalendar> {
    const rows = await this.configuration.read(`shop.delivery-calendar:${store.id}`, () =>
      queryRows<{ key: string; value: unknown }>(
        this.em,
        sql`select distinct on (key) key, value from configuration
            where key in ('checkout.delivery_weekdays', 'cart.restock_lead_days')
              and (store_id = ${store.id} or store_id is null)
            order by key, store_id nulls last`,
      ),
    );
    const value = (key: ConfigurationKey) =>
      rows.find((row) => row.key === key)?.value ?? configurationKey(key)?.defaultValue(store.code);
    return {
      weekdays: value('checkout.delivery_weekdays') as number[],
      restockLeadDays: value('cart.restock_lead_days') as number,
    };
  }

  /** The delivery calendar of every store, by store, in one statement (the storefront's expected dates). */
  async forAllStores(): Promise<{ storeId: number; storeCode: string; calendar: DeliveryCalendar }[]> {
    const rows = await this.configuration.read('shop.delivery-calendars', () =>
      queryRows<{ id: number; code: string; weekdays: unknown; lead_days: unknown }>(
        this.em,
        sql`select s.id, s.code,
                 (select c.value from configuration c
                  where c.key = 'checkout.delivery_weekdays' and (c.store_id = s.id or c.store_id is null)
                  order by c.store_id nulls last limit 1) as weekdays,
                 (select c.value from configuration c
                  where c.key = 'cart.restock_lead_days' and (c.store_id = s.id or c.store_id is null)
                  order by c.store_id nulls last limit 1) as lead_days
          from store s
          order by s.id`,
      ),
    );
    return rows.map((row) => ({
      storeId: row.id,
      storeCode: row.code,
      calendar: {
        weekdays: (row.weekdays ??
          configurationKey('checkout.delivery_weekdays')?.defaultValue(row.code)) as number[],
        restockLeadDays: (row.lead_days ??
          configurationKey('cart.restock_lead_days')?.defaultValue(row.code)) as number,
      },
    }));
  }
}
