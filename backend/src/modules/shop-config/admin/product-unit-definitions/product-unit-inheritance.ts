import { Injectable, type OnModuleInit } from '@nestjs/common';
import { queryRows, sql, trusted, type SqlQuery } from '../../../../database/sql';
import type { Adoption } from '../../../catalogue/variants/product-inheritance.sql';
import { ProductVariantsService } from '../../../catalogue/variants/product-variants.service';

const families = (pairs: readonly Adoption[]) =>
  sql`unnest(${pairs.map((pair) => pair.parentId)}::int[], ${pairs.map((pair) => pair.childId)}::int[])
        as f(parent_id, child_id)`;

/**
 * The statements that make each child's units (`product_unit`) its parent's: the units the parent lacks go,
 * the parent's come with its factors, precision and default (a unit the child has keeps its row). Set-based.
 */
export function unitInheritanceStatements(pairs: readonly Adoption[]): SqlQuery[] {
  return [
    sql`
      delete from product_unit u using ${families(pairs)}
      where u.product_id = f.child_id
        and not exists (select 1 from product_unit pu
                        where pu.product_id = f.parent_id and pu.unit_definition_id = u.unit_definition_id)`,
    sql`
      insert into product_unit (product_id, unit_definition_id, conversion_factor, precision, is_default)
      select f.child_id, pu.unit_definition_id, pu.conversion_factor, pu.precision, pu.is_default
      from ${families(pairs)} join product_unit pu on pu.product_id = f.parent_id
      order by f.child_id, pu.id
      on conflict (product_id, unit_definition_id) do update set
        conversion_factor = excluded.conversion_factor, precision = excluded.precision,
        is_default = excluded.is_default`,
  ];
}

/** The children among `pairs` whose units differ from their parent's: adopted, they keep them as their own. */
export function unitsDifferingFromParents(pairs: readonly Adoption[]): SqlQuery {
  const unitsOf = (product: 'f.child_id' | 'f.parent_id') =>
    sql`(select coalesce(json_agg(json_build_array(u.unit_definition_id, u.conversion_factor, u.precision,
                                                   u.is_default) order by u.unit_definition_id)::text, '')
         from product_unit u where u.product_id = ${trusted(product)})`;
  return sql`select f.child_id as id from ${families(pairs)}
             where ${unitsOf('f.child_id')} is distinct from ${unitsOf('f.parent_id')}`;
}

/**
 * A variant inherits its parent's units (docs/decisions/2026-11-28-product-variants.md): shop-config, the only
 * writer of `product_unit`, passes them on when the catalogue saves a parent, and shows the parent's to the
 * solidifier.
 */
@Injectable()
export class ProductUnitInheritance implements OnModuleInit {
  constructor(private readonly variants: ProductVariantsService) {}

  onModuleInit(): void {
    this.variants.inheritRowSet({
      field: 'units',
      inherit: async (em, pairs) => {
        for (const statement of unitInheritanceStatements(pairs)) await queryRows(em, statement);
      },
      value: (em, parentId) =>
        queryRows(
          em,
          sql`select unit_definition_id as "unitId", conversion_factor::text as "conversionFactor",
                     precision, is_default as "isDefault"
              from product_unit where product_id = ${parentId} order by id`,
        ),
    });
  }
}
