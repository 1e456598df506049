import { Injectable, type OnModuleInit } from '@nestjs/common';
import { sql, trusted, type SqlQuery } from '../../database/sql';
import { ConfigUsageRegistry, selectedCount } from './config-usage.registry';

/** The rule tables whose conditions (typed JSON lists) may name customer groups. */
const RULE_TABLES = {
  product_price_rule: 'product price rules',
  cart_price_rule: 'cart price rules',
  shipping_rule: 'shipping rules',
  payment_provider_rule: 'payment provider rules',
  notification_rule: 'notification rules',
} as const;

function rulesNaming(table: keyof typeof RULE_TABLES, groupId: number): SqlQuery {
  return sql`select count(*)::int as count from ${trusted(table)} r
             where exists (select 1 from jsonb_array_elements(r.conditions) condition
                           where condition ->> 'type' = 'customer_groups'
                             and condition -> 'groupIds' @> to_jsonb(${groupId}::int))`;
}

/**
 * Customer groups drive price rules and group prices: the customers module asks here before deleting a group
 * that shop-config's rules or agreed prices still name.
 */
@Injectable()
export class CustomerGroupUsage implements OnModuleInit {
  constructor(private readonly usage: ConfigUsageRegistry) {}

  onModuleInit(): void {
    this.usage.register('customer_group', {
      owner: 'shop-config',
      noun: 'customer prices',
      count: (em, id) =>
        selectedCount(
          em,
          sql`select count(*)::int as count from customer_price where customer_group_id = ${id}`,
        ),
    });
    for (const [table, noun] of Object.entries(RULE_TABLES) as [keyof typeof RULE_TABLES, string][]) {
      this.usage.register('customer_group', {
        owner: 'shop-config',
        noun,
        count: (em, id) => selectedCount(em, rulesNaming(table, id)),
      });
    }
  }
}
