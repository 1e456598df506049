import { Injectable, type OnModuleInit } from '@nestjs/common';
import { sql } from '../../database/sql';
import { CustomerRecordsRegistry } from '../customers/customer-company-modifier.registry';
import { selectedCount } from '../shop-config/config-usage.registry';

/** A customer's open carts, for the back office's customer-company modifier. */
@Injectable()
export class CartCustomerRecords implements OnModuleInit {
  constructor(private readonly records: CustomerRecordsRegistry) {}

  onModuleInit(): void {
    this.records.register({
      holder: 'customer',
      owner: 'cart',
      noun: 'open carts',
      count: (em, customerId) =>
        selectedCount(
          em,
          sql`select count(*)::int as count from cart where customer_id = ${customerId} and status = 'open'`,
        ),
    });
  }
}
