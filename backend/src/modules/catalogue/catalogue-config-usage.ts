import { Injectable, type OnModuleInit } from '@nestjs/common';
import { sql } from '../../database/sql';
import { ConfigUsageRegistry, selectedCount } from '../shop-config/config-usage.registry';

/**
 * Products sell in a unit of the vocabulary, and their prices are in their store's currency: the back office may
 * not delete the unit, nor change the currency under the prices.
 */
@Injectable()
export class CatalogueConfigUsage implements OnModuleInit {
  constructor(private readonly usage: ConfigUsageRegistry) {}

  onModuleInit(): void {
    this.usage.register('unit_definition', {
      owner: 'catalogue',
      noun: 'products as their sales unit',
      count: (em, id) =>
        selectedCount(em, sql`select count(*)::int as count from product where sales_unit_id = ${id}`),
    });
    this.usage.register('store_currency', {
      owner: 'catalogue',
      noun: 'prices',
      count: (em, id) =>
        selectedCount(em, sql`select count(*)::int as count from product_price where store_id = ${id}`),
    });
  }
}
