import { Injectable, type OnModuleInit } from '@nestjs/common';
import { sql } from '../../../../database/sql';
import { ConfigUsageRegistry, selectedCount } from '../../config-usage.registry';

/** A product's units are made of the vocabulary's units: a unit some product lists cannot be deleted. */
@Injectable()
export class ProductUnitDefinitionUsage implements OnModuleInit {
  constructor(private readonly usage: ConfigUsageRegistry) {}

  onModuleInit(): void {
    this.usage.register('unit_definition', {
      owner: 'shop-config',
      noun: 'product unit definitions',
      count: (em, id) =>
        selectedCount(
          em,
          sql`select count(*)::int as count from product_unit where unit_definition_id = ${id}`,
        ),
    });
  }
}
