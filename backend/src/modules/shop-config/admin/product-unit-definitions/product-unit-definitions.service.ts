import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../common/errors/domain-error';
import { queryRows, sql } from '../../../../database/sql';
import { describeUsages } from '../../config-usage.registry';
import type { ResourceLookups } from '../resource-lookups';
import { ProductUnitDefinition } from '../../entities/catalogue-config.entity';
import { referencedUnit } from '../product-units/product-units.service';
import { stillInUse } from '../resource-rules';
import { anyOfIds, entityResourceService, equalTo } from '../resource-service';
import {
  canonicalDecimal,
  type CreateProductUnitDefinitionDto,
  PRODUCT_UNIT_DEFINITION_SORTS,
  ProductUnitDefinitionDto,
  type UpdateProductUnitDefinitionDto,
} from './product-unit-definition.dto';

const WHAT = 'product unit definition';

const duplicate = () =>
  new DomainError('CONFLICT', 'This product already has a definition for that unit', [
    { field: 'unitId', reason: 'the product already has this unit' },
  ]);

/**
 * A product's sales units (back-office spec §7 product unit definitions): the only writer of `product_unit`,
 * which the product page lists and the pricing reads conversion factors from. A product has each unit once.
 */
@Injectable()
export class ProductUnitDefinitionsService extends entityResourceService({
  entity: ProductUnitDefinition,
  what: WHAT,
  sorts: PRODUCT_UNIT_DEFINITION_SORTS,
  conflict: duplicate,
  /** `q` finds the unit's identifier, or a product id. */
  async search({ text, pattern }, em) {
    const units = await queryRows<{ id: number }>(
      em,
      sql`select id from unit_definition where identifier ilike ${pattern}`,
    );
    const byUnit = { unitId: { $in: units.map((unit) => unit.id) } };
    return /^\d{1,9}$/.test(text) ? [byUnit, { productId: Number(text) }] : [byUnit];
  },
  filters: { productId: equalTo('productId', anyOfIds), unitId: equalTo('unitId', anyOfIds) },
  toResponse: ProductUnitDefinitionDto.from,
  async create(em, input: CreateProductUnitDefinitionDto, lookups) {
    await assertProductExists(em, lookups, input.productId);
    const unit = await referencedUnit(em, input.unitId);
    await assertNoTwin(em, input.productId, input.unitId);
    const created = em.create(ProductUnitDefinition, {
      productId: input.productId,
      unitId: unit.id,
      conversionFactor: canonicalDecimal(input.conversionFactor),
      precision: input.precision ?? unit.precision,
      isDefault: input.isDefault ?? false,
    });
    await em.flush();
    if (created.isDefault) await makeOnlyDefault(em, created);
    return created;
  },
  async update(em, current, input: UpdateProductUnitDefinitionDto, lookups) {
    const productId = input.productId ?? current.productId;
    const unitId = input.unitId ?? current.unitId;
    if (productId !== current.productId || unitId !== current.unitId) {
      if (productId !== current.productId) await assertProductExists(em, lookups, productId);
      await assertNoTwin(em, productId, unitId);
      await assertNotInCarts(em, lookups, current, 'moved to another product or unit');
    }
    if (input.isDefault === false && current.isDefault) {
      throw new DomainError(
        'CONFLICT',
        "A product keeps one default unit: make another of the product's units the default instead",
        [{ field: 'isDefault', reason: 'make another unit the default instead' }],
      );
    }
    if (unitId !== current.unitId) await referencedUnit(em, unitId);
    em.assign(current, {
      productId,
      unitId,
      ...(input.conversionFactor !== undefined && {
        conversionFactor: canonicalDecimal(input.conversionFactor),
      }),
      ...(input.precision !== undefined && { precision: input.precision }),
      ...(input.isDefault !== undefined && { isDefault: input.isDefault }),
    });
    await em.flush();
    if (current.isDefault) await makeOnlyDefault(em, current);
  },
  async beforeDelete(em, row, lookups) {
    if (row.isDefault) {
      throw stillInUse(WHAT, 'its product as the default unit; make another unit the default');
    }
    await assertNotInCarts(em, lookups, row, 'deleted');
  },
}) {}

async function assertNoTwin(em: EntityManager, productId: number, unitId: number) {
  const twin = await em.findOne(ProductUnitDefinition, { productId, unitId }, { fields: ['id'] });
  if (twin) throw duplicate();
}

/** Carts hold quantities in this product's unit: they would lose their meaning. */
async function assertNotInCarts(
  em: EntityManager,
  { usage }: ResourceLookups,
  row: ProductUnitDefinition,
  change: string,
) {
  const users = await usage.usages(em, 'product_unit', { productId: row.productId, unitId: row.unitId });
  if (users.length > 0) throw stillInUse(WHAT, `${describeUsages(users)}; it cannot be ${change}`);
}

async function makeOnlyDefault(em: EntityManager, row: ProductUnitDefinition) {
  await em.nativeUpdate(
    ProductUnitDefinition,
    { productId: row.productId, id: { $ne: row.id }, isDefault: true },
    { isDefault: false },
  );
}

/** The catalogue owns products; a reference to one is checked by id. */
async function assertProductExists(em: EntityManager, { products }: ResourceLookups, productId: number) {
  if (!(await products.exists(em, productId))) {
    throw new DomainError('VALIDATION_FAILED', `productId: no product has the id ${productId}`, [
      { field: 'productId', reason: `no product has the id ${productId}` },
    ]);
  }
}
