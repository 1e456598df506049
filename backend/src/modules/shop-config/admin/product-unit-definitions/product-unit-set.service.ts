import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../common/errors/domain-error';
import { ConfigUsageRegistry, describeUsages } from '../../config-usage.registry';
import { ProductUnitDefinition } from '../../entities/catalogue-config.entity';
import { referencedUnit } from '../product-units/product-units.service';
import { stillInUse } from '../resource-rules';
import { canonicalDecimal } from './product-unit-definition.dto';

/** One unit a product sells in, as the product editor sends it. */
export interface ProductUnitInput {
  unitId: number;
  /** Base units in one of this unit, a positive decimal string. */
  conversionFactor: string;
  /** Decimals a quantity may have (0–3); the unit's own precision when absent. */
  precision?: number;
  isDefault: boolean;
}

/** What a replacement changed, by unit id, for the audit. */
export interface ProductUnitChanges {
  added: number[];
  changed: number[];
  removed: number[];
}

const invalid = (field: string, reason: string) =>
  new DomainError('VALIDATION_FAILED', `${field}: ${reason}`, [{ field, reason }]);

/**
 * A product's whole set of units, written at once by the catalogue's product editor: shop-config stays the only
 * writer of `product_unit`. A unit that carts still hold quantities in is not removed.
 */
@Injectable()
export class ProductUnitSetService {
  constructor(private readonly usage: ConfigUsageRegistry) {}

  /** Refuses a unit id the vocabulary does not have, naming `field`. */
  async assertUnit(em: EntityManager, unitId: number, field: string): Promise<void> {
    await referencedUnit(em, unitId, field);
  }

  /** Checks the set before anything is written: known units, each once, at most one default. */
  async validate(em: EntityManager, units: readonly ProductUnitInput[]): Promise<void> {
    const seen = new Set<number>();
    for (const [index, unit] of units.entries()) {
      if (seen.has(unit.unitId)) throw invalid(`units.${index}.unitId`, 'the product already has this unit');
      seen.add(unit.unitId);
      await referencedUnit(em, unit.unitId, `units.${index}.unitId`);
    }
    if (units.filter((unit) => unit.isDefault).length > 1) {
      throw invalid('units', 'only one unit can be the default');
    }
  }

  /** Makes the product's units exactly `units`, in the caller's transaction. */
  async replace(
    em: EntityManager,
    productId: number,
    units: readonly ProductUnitInput[],
  ): Promise<ProductUnitChanges> {
    await this.validate(em, units);
    const current = await em.find(ProductUnitDefinition, { productId });
    const wanted = new Map(units.map((unit) => [unit.unitId, unit]));
    const changes: ProductUnitChanges = { added: [], changed: [], removed: [] };
    for (const row of current) {
      if (wanted.has(row.unitId)) continue;
      const users = await this.usage.usages(em, 'product_unit', { productId, unitId: row.unitId });
      if (users.length > 0) {
        throw stillInUse('product unit', `${describeUsages(users)}; it cannot be removed from the product`);
      }
      em.remove(row);
      changes.removed.push(row.unitId);
    }
    for (const unit of units) {
      const row = current.find((candidate) => candidate.unitId === unit.unitId);
      const definition = await referencedUnit(em, unit.unitId);
      const values = {
        conversionFactor: canonicalDecimal(unit.conversionFactor),
        precision: unit.precision ?? definition.precision,
        isDefault: unit.isDefault,
      };
      if (!row) {
        em.create(ProductUnitDefinition, { productId, unitId: unit.unitId, ...values });
        changes.added.push(unit.unitId);
      } else if (
        canonicalDecimal(String(row.conversionFactor)) !== values.conversionFactor ||
        row.precision !== values.precision ||
        row.isDefault !== values.isDefault
      ) {
        em.assign(row, values);
        changes.changed.push(unit.unitId);
      }
    }
    await em.flush();
    return changes;
  }
}
