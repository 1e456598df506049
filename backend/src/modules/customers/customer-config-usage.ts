import { Injectable, type OnModuleInit } from '@nestjs/common';
import { sql } from '../../database/sql';
import { ConfigUsageRegistry, selectedCount } from '../shop-config/config-usage.registry';

/** Customer companies buy in a store: the back office may not delete it under them. */
@Injectable()
export class CustomerConfigUsage implements OnModuleInit {
  constructor(private readonly usage: ConfigUsageRegistry) {}

  onModuleInit(): void {
    this.usage.register('store', {
      owner: 'customers',
      noun: 'customer companies',
      count: (em, id) =>
        selectedCount(em, sql`select count(*)::int as count from customer_company where store_id = ${id}`),
    });
  }
}
