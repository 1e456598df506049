import { Injectable, type OnModuleInit } from '@nestjs/common';
import { sql } from '../../database/sql';
import { CustomerRecordsRegistry } from '../customers/customer-company-modifier.registry';
import { selectedCount } from '../shop-config/config-usage.registry';

/**
 * A company's and a customer's orders, for the back office's customer-company modifier: moving the last member
 * out of a company that has orders leaves those orders with a company nobody belongs to.
 */
@Injectable()
export class OrderCustomerRecords implements OnModuleInit {
  constructor(private readonly records: CustomerRecordsRegistry) {}

  onModuleInit(): void {
    this.records.register({
      holder: 'company',
      owner: 'orders',
      noun: 'orders',
      count: (em, companyId) =>
        selectedCount(
          em,
          sql`select count(*)::int as count from sales_order where company_id = ${companyId}`,
        ),
    });
    this.records.register({
      holder: 'customer',
      owner: 'orders',
      noun: 'orders',
      count: (em, customerId) =>
        selectedCount(
          em,
          sql`select count(*)::int as count from sales_order where customer_id = ${customerId}`,
        ),
    });
  }
}
