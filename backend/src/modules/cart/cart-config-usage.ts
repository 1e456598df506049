import { Injectable, type OnModuleInit } from '@nestjs/common';
import { sql } from '../../database/sql';
import { ConfigUsageRegistry, selectedCount } from '../shop-config/config-usage.registry';

/** Carts belong to a store and hold quantities in units: the back office may not delete those under them. */
@Injectable()
export class CartConfigUsage implements OnModuleInit {
  constructor(private readonly usage: ConfigUsageRegistry) {}

  onModuleInit(): void {
    this.usage.register('store', {
      owner: 'cart',
      noun: 'carts',
      count: (em, id) =>
        selectedCount(em, sql`select count(*)::int as count from cart where store_id = ${id}`),
    });
    this.usage.register('unit_definition', {
      owner: 'cart',
      noun: 'cart lines',
      count: (em, id) =>
        selectedCount(em, sql`select count(*)::int as count from cart_item where unit_definition_id = ${id}`),
    });
    this.usage.register('product_unit', {
      owner: 'cart',
      noun: 'cart lines',
      count: (em, { productId, unitId }) =>
        selectedCount(
          em,
          sql`select count(*)::int as count from cart_item
              where product_id = ${productId} and unit_definition_id = ${unitId}`,
        ),
    });
    this.usage.register('product', {
      owner: 'cart',
      noun: 'open carts',
      count: (em, id) =>
        selectedCount(
          em,
          sql`select count(distinct i.cart_id)::int as count from cart_item i
              join cart c on c.id = i.cart_id and c.status = 'open' where i.product_id = ${id}`,
        ),
    });
  }
}
