import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../common/errors/domain-error';
import { type AdminListRequest, filterValue, likeEscape } from '../../../../common/http/admin-list-query';
import { queryRows, sql } from '../../../../database/sql';
import { ProductUnitDefinition } from '../../entities/catalogue-config.entity';
import { referencedUnit } from '../product-units/product-units.service';
import type { ShopConfigResourceService } from '../resource';
import { ResourceConfigDto } from '../resource.dto';
import { findOrFail, findPage, listWhere, stillInUse, translateConstraintErrors } from '../resource-rules';
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
 * which the product page lists and the pricing reads conversion factors from.
 */
@Injectable()
export class ProductUnitDefinitionsService implements ShopConfigResourceService<
  ProductUnitDefinitionDto,
  CreateProductUnitDefinitionDto,
  UpdateProductUnitDefinitionDto,
  ResourceConfigDto
> {
  constructor(private readonly em: EntityManager) {}

  /** Filters: q (unit identifier, or a product id), productId, unitId, id (a list). */
  async list(request: AdminListRequest<string>) {
    const { where } = listWhere(request, []);
    const q = filterValue.text(request.filter, 'q');
    if (q) {
      const units = await queryRows<{ id: number }>(
        this.em,
        sql`select id from unit_definition where identifier ilike ${`%${likeEscape(q)}%`}`,
      );
      const byUnit = { unitId: { $in: units.map((unit) => unit.id) } };
      where.$or = /^\d{1,9}$/.test(q) ? [byUnit, { productId: Number(q) }] : [byUnit];
    }
    const productId = filterValue.integers(request.filter, 'productId');
    if (productId) where.productId = { $in: productId };
    const unitId = filterValue.integers(request.filter, 'unitId');
    if (unitId) where.unitId = { $in: unitId };
    const [rows, total] = await findPage(this.em, ProductUnitDefinition, where, request);
    return { rows: rows.map((row) => ProductUnitDefinitionDto.from(row)), total };
  }

  async get(id: number) {
    return ProductUnitDefinitionDto.from(await findOrFail(this.em, ProductUnitDefinition, id, WHAT));
  }

  async create(input: CreateProductUnitDefinitionDto) {
    const row = await translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          await assertProductExists(em, input.productId);
          const unit = await referencedUnit(em, input.unitId);
          await this.assertNoTwin(em, input.productId, input.unitId);
          const created = em.create(ProductUnitDefinition, {
            productId: input.productId,
            unitId: unit.id,
            conversionFactor: canonicalDecimal(input.conversionFactor),
            precision: input.precision ?? unit.precision,
            isDefault: input.isDefault ?? false,
          });
          await em.flush();
          if (created.isDefault) await this.makeOnlyDefault(em, created);
          return created;
        }),
      { unique: duplicate },
    );
    return ProductUnitDefinitionDto.from(row);
  }

  async update(id: number, input: UpdateProductUnitDefinitionDto) {
    const row = await translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          const current = await findOrFail(em, ProductUnitDefinition, id, WHAT);
          const productId = input.productId ?? current.productId;
          const unitId = input.unitId ?? current.unitId;
          if (productId !== current.productId || unitId !== current.unitId) {
            if (productId !== current.productId) await assertProductExists(em, productId);
            await this.assertNoTwin(em, productId, unitId);
            await this.assertNotInCarts(em, current, 'moved to another product or unit');
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
          if (current.isDefault) await this.makeOnlyDefault(em, current);
          return current;
        }),
      { unique: duplicate },
    );
    return ProductUnitDefinitionDto.from(row);
  }

  async delete(id: number) {
    return this.em.transactional(async (em) => {
      const row = await findOrFail(em, ProductUnitDefinition, id, WHAT);
      if (row.isDefault) {
        throw stillInUse(WHAT, 'its product as the default unit; make another unit the default');
      }
      await this.assertNotInCarts(em, row, 'deleted');
      const deleted = ProductUnitDefinitionDto.from(row);
      await em.remove(row).flush();
      return deleted;
    });
  }

  config(): ResourceConfigDto {
    return { sortFields: [...PRODUCT_UNIT_DEFINITION_SORTS], filterFields: ['productId', 'unitId'] };
  }

  private async assertNoTwin(em: EntityManager, productId: number, unitId: number) {
    const twin = await em.findOne(ProductUnitDefinition, { productId, unitId }, { fields: ['id'] });
    if (twin) throw duplicate();
  }

  /** Carts hold quantities in this product's unit: they would lose their meaning. */
  private async assertNotInCarts(em: EntityManager, row: ProductUnitDefinition, change: string) {
    const [lines] = await queryRows<{ count: number }>(
      em,
      sql`select count(*)::int as count from cart_item
          where product_id = ${row.productId} and unit_definition_id = ${row.unitId}`,
    );
    if (lines && lines.count > 0) {
      throw stillInUse(WHAT, `${lines.count} cart lines; it cannot be ${change}`);
    }
  }

  private async makeOnlyDefault(em: EntityManager, row: ProductUnitDefinition) {
    await em.nativeUpdate(
      ProductUnitDefinition,
      { productId: row.productId, id: { $ne: row.id }, isDefault: true },
      { isDefault: false },
    );
  }
}

/** The catalogue owns products; a reference to one is checked by id. */
export async function assertProductExists(em: EntityManager, productId: number, field = 'productId') {
  const [found] = await queryRows<{ id: number }>(em, sql`select id from product where id = ${productId}`);
  if (!found) {
    throw new DomainError('VALIDATION_FAILED', `${field}: no product has the id ${productId}`, [
      { field, reason: `no product has the id ${productId}` },
    ]);
  }
}
