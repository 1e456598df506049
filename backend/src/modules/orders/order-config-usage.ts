import { Injectable, type OnModuleInit } from '@nestjs/common';
import { sql } from '../../database/sql';
import { ConfigUsageRegistry, selectedCount } from '../shop-config/config-usage.registry';

/**
 * Orders keep the store, carrier and payment provider they were placed with (for tracking, documents and the
 * ERP): the back office may not delete such a row.
 */
@Injectable()
export class OrderConfigUsage implements OnModuleInit {
  constructor(private readonly usage: ConfigUsageRegistry) {}

  onModuleInit(): void {
    this.usage.register('carrier', {
      owner: 'orders',
      noun: 'orders',
      count: (em, id) =>
        selectedCount(
          em,
          sql`select (select count(*) from sales_order where carrier_id = ${id})::int
                   + (select count(*) from order_shipment where carrier_id = ${id})::int as count`,
        ),
    });
    this.usage.register('payment_provider', {
      owner: 'orders',
      noun: 'orders',
      count: (em, id) =>
        selectedCount(
          em,
          sql`select (select count(*) from sales_order where payment_provider_id = ${id})::int
                   + (select count(*) from order_payment where payment_provider_id = ${id})::int as count`,
        ),
    });
    this.usage.register('store', {
      owner: 'orders',
      noun: 'orders',
      count: (em, id) =>
        selectedCount(em, sql`select count(*)::int as count from sales_order where store_id = ${id}`),
    });
    this.usage.register('product', {
      owner: 'orders',
      noun: 'orders',
      count: (em, id) =>
        selectedCount(
          em,
          sql`select count(distinct order_id)::int as count from sales_order_item where product_id = ${id}`,
        ),
    });
  }
}
