import type { BackOfficeEditor } from '../../../audit/audit.service';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../common/errors/domain-error';
import { queryRows, sql } from '../../../../database/sql';
import { CatalogueReadsService, type ProductSalesUnitRow } from '../../../catalogue/catalogue-reads.service';
import {
  ProductVariantsService,
  type VariantInheritance,
} from '../../../catalogue/variants/product-variants.service';
import { ProductUnitDefinition } from '../../entities/catalogue-config.entity';
import { canonicalDecimal } from '../product-unit-definitions/product-unit-definition.dto';
import type { InheritedValueDto, SolidifierReportDto } from './solidifier.dto';

interface ProductUnitFacts extends ProductSalesUnitRow {
  sales_unit: string;
  unit_precision: number;
  own_sales_unit_id: number | null;
  default_unit_id: number | null;
}

/**
 * The product-variant solidifier (back-office spec §7): CoreShop's turns a variant's inherited values into its
 * own. A product here inherits its sales unit's definition: without a `product_unit` row of its own for the
 * sales unit, its precision comes from the unit vocabulary and its conversion factor from the product's
 * quantity columns, and with no default among its units the sales unit is the default. `check` lists what the
 * product inherits; `apply` stores those values on the product, so later changes to the vocabulary no longer
 * reach it. A variant (docs/decisions/2026-11-28-product-variants.md) also inherits every field of its parent it
 * does not override: `check` lists them with the parent's values first, `apply` makes them its own (the
 * catalogue's ProductVariantsService does both, in this transaction).
 */
@Injectable()
export class ProductSolidifierService {
  constructor(
    private readonly em: EntityManager,
    private readonly catalogue: CatalogueReadsService,
    private readonly variants: ProductVariantsService,
  ) {}

  async check(productId: number): Promise<SolidifierReportDto> {
    const facts = await this.facts(this.em, productId);
    const fromParent = await this.variants.variantInheritance(this.em, productId);
    return {
      objectId: facts.id,
      sku: facts.sku,
      inherited: [...parentValues(fromParent), ...inheritedValues(facts)],
      stored: [],
    };
  }

  async apply(productId: number, editor: BackOfficeEditor): Promise<SolidifierReportDto> {
    return this.em.transactional(async (em) => {
      const facts = await this.facts(em, productId, true);
      const fromParent = await this.variants.solidifyVariant(em, productId, editor);
      const stored = [...parentValues(fromParent), ...inheritedValues(facts)];
      if (facts.own_sales_unit_id === null) {
        em.create(ProductUnitDefinition, {
          productId,
          unitId: facts.sales_unit_id,
          conversionFactor: canonicalDecimal(facts.quantity_conversion_factor),
          precision: facts.unit_precision,
          isDefault: facts.default_unit_id === null,
        });
        await em.flush();
      } else if (facts.default_unit_id === null) {
        await em.nativeUpdate(ProductUnitDefinition, { id: facts.own_sales_unit_id }, { isDefault: true });
      }
      const after = await this.facts(em, productId);
      const still = await this.variants.variantInheritance(em, productId);
      return {
        objectId: after.id,
        sku: after.sku,
        inherited: [...parentValues(still), ...inheritedValues(after)],
        stored,
      };
    });
  }

  /** The product's sales unit from the catalogue, with what the unit vocabulary and its own units say of it. */
  private async facts(em: EntityManager, productId: number, lock = false): Promise<ProductUnitFacts> {
    const product = (await this.catalogue.salesUnits(em, [productId], { lock })).get(productId);
    if (!product) throw new DomainError('NOT_FOUND', `No product has the id ${productId}`);
    const [unit] = await queryRows<Omit<ProductUnitFacts, keyof ProductSalesUnitRow>>(
      em,
      sql`select u.identifier as sales_unit, u.precision as unit_precision,
                 (select pu.id from product_unit pu
                   where pu.product_id = ${productId} and pu.unit_definition_id = u.id) as own_sales_unit_id,
                 (select pu.unit_definition_id from product_unit pu
                   where pu.product_id = ${productId} and pu.is_default limit 1) as default_unit_id
          from unit_definition u where u.id = ${product.sales_unit_id}`,
    );
    // The sales unit is a foreign key of the product, so its definition is there.
    return { ...product, ...unit! };
  }
}

/** A variant's fields as its parent gives them. */
function parentValues(inheritance: VariantInheritance | null): InheritedValueDto[] {
  if (!inheritance) return [];
  return inheritance.fields.map((entry) => ({
    field: entry.field,
    inheritedFrom: `the parent ${inheritance.parentSku}`,
    value: entry.value,
  }));
}

function inheritedValues(facts: ProductUnitFacts): InheritedValueDto[] {
  const field = `units.${facts.sales_unit}`;
  if (facts.own_sales_unit_id === null) {
    return [
      {
        field,
        inheritedFrom: `the unit ${facts.sales_unit} and the product's quantity conversion factor`,
        value: {
          unit: facts.sales_unit,
          conversionFactor: canonicalDecimal(facts.quantity_conversion_factor),
          precision: facts.unit_precision,
          isDefault: facts.default_unit_id === null,
        },
      },
    ];
  }
  if (facts.default_unit_id === null) {
    return [
      {
        field: `${field}.isDefault`,
        inheritedFrom: "the product's sales unit",
        value: { unit: facts.sales_unit, isDefault: true },
      },
    ];
  }
  return [];
}
