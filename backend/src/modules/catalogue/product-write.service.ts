import { Injectable } from '@nestjs/common';
import {
  EntityManager,
  ForeignKeyConstraintViolationException,
  UniqueConstraintViolationException,
} from '@mikro-orm/postgresql';
import { FALLBACK_LOCALE } from '@tradeshop/shared';
import { DomainError, type ErrorDetail } from '../../common/errors/domain-error';
import { queryRows, sql } from '../../database/sql';
import { AuditService, type BackOfficeEditor } from '../audit/audit.service';
import { recountCategoriesQuery } from './category-counts.sql';
import { recordProductsChanged } from './products-changed';
import { ProductVariantsService } from './variants/product-variants.service';
import { TRANSLATED_FIELDS } from './variants/variant-fields';
import { DomainEvents } from '../events/domain-events.service';
import { ConfigUsageRegistry, describeUsages } from '../shop-config/config-usage.registry';
import { ProductUnitSetService } from '../shop-config/admin/product-unit-definitions/product-unit-set.service';
import type {
  ProductBulkDto,
  ProductDeleteResultDto,
  ProductInputDto,
  ProductPriceInputDto,
  ProductRelationInputDto,
  ProductTranslationInputDto,
  ProductUnitInputDto,
} from './dto/product-write.dto';
import { Brand, ProductLine } from './entities/brand.entity';
import { Category } from './entities/category.entity';
import { FamilyAttribute, ProductFamily } from './entities/product-family.entity';
import { Product, ProductTranslation } from './entities/product.entity';
import { checkAttributes, slugOf, tierProblems, type AttributeDefinition } from './product-rules';

const invalid = (problems: ErrorDetail[]) =>
  new DomainError(
    'VALIDATION_FAILED',
    problems.map((problem) => `${problem.field}: ${problem.reason}`).join('; '),
    problems,
  );
const notFound = (id: number) => new DomainError('PRODUCT_NOT_FOUND', `No product has the id ${id}`);
const skuTaken = (sku: string) =>
  new DomainError('PRODUCT_SKU_TAKEN', `Another product already has the SKU ${sku}`, [
    { field: 'sku', reason: 'already taken' },
  ]);
const slugTaken = (locale: string, slug: string) =>
  new DomainError(
    'PRODUCT_SLUG_TAKEN',
    `Another product already has the address (slug) '${slug}' in the language ${locale}; choose another`,
    [{ field: `translations.${locale}.slug`, reason: 'already taken in this language' }],
  );

/** The scalar columns an edit may change, audited from what to what. */
export const SCALAR_FIELDS = [
  'sku',
  'eanNumber',
  'nobbNumber',
  'statisticsNumber',
  'countryOfOrigin',
  'surchargeCode',
  'minimumOrderQuantity',
  'quantityIncrement',
  'quantityConversionFactor',
  'minimumOrderOverride',
  'stockStatus',
  'stockQuantity',
  'preliminaryDeliveryDate',
  'grossWeight',
  'netWeight',
  'grossVolume',
  'netVolume',
  'height',
  'length',
  'width',
  'unNumber',
  'active',
] as const;
type ScalarField = (typeof SCALAR_FIELDS)[number];

export const REFERENCE_FIELDS = [
  'brandId',
  'categoryId',
  'productLineId',
  'familyId',
  'salesUnitId',
] as const;

/** The variant field keys (variant-fields.ts) of an edit's changed columns and languages. */
function variantFieldKeys(changedFields: readonly string[], changedLocales: readonly string[]): string[] {
  return [
    ...changedFields.map((field) => field.replace(/Id$/, '')),
    ...changedLocales.flatMap((locale) => TRANSLATED_FIELDS.map((field) => `${field}.${locale}`)),
  ];
}

/**
 * The product's units always include its sales unit (the shop's unit picker and the cart read the units): when the
 * editor did not list it, it is added with the product's conversion factor, as the default unless another is.
 */
function unitsWithSalesUnit(product: Product, units: readonly ProductUnitInputDto[]): ProductUnitInputDto[] {
  if (units.some((unit) => unit.unitId === product.salesUnitId)) return [...units];
  return [
    {
      unitId: product.salesUnitId,
      conversionFactor: product.quantityConversionFactor,
      isDefault: !units.some((unit) => unit.isDefault),
    },
    ...units,
  ];
}

/** Decimals compared as PostgreSQL keeps them: '1.500' and '1.5' are the same value. */
function canonical(value: unknown): unknown {
  if (typeof value !== 'string' || !/^\d+\.\d+$/.test(value)) return value;
  return value.replace(/0+$/, '').replace(/\.$/, '');
}

/**
 * The only writer of products in the back office: create, update, publish, archive, delete and bulk changes.
 * Each write is one transaction that also writes its audit entry and a `catalogue.products_changed` event; the
 * search index follows that event before the write answers (the read cache of the shop follows by itself: table
 * triggers notify it).
 *
 * Delete rule: a product that an open cart or an order still names is not deleted but archived (unpublished,
 * `archived_at` set, out of the editor's default list), so carts and order documents keep their product; any
 * other product is deleted with its translations, prices, units, media and relations.
 */
@Injectable()
export class ProductWriteService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly units: ProductUnitSetService,
    private readonly usage: ConfigUsageRegistry,
    private readonly events: DomainEvents,
    private readonly variants: ProductVariantsService,
  ) {}

  async create(input: ProductInputDto, editor: BackOfficeEditor): Promise<number> {
    const id = await this.inTransaction(input, async (em) => {
      const product = em.create(Product, {
        ...this.scalars(input),
        ...(await this.references(em, input)),
        image: '',
        variantAxes: [],
        overriddenFields: [],
        createdAt: new Date(),
        updatedAt: new Date(),
        attributes: await this.attributes(em, input.familyId, input.attributes ?? {}),
      });
      await em.flush();
      await this.writeChildren(em, product, input);
      await this.record(em, editor, 'product.created', product, { sku: product.sku });
      await this.recountCategories(em, [], [product.id]);
      recordProductsChanged(this.events, em, [product.id]);
      return product.id;
    });
    await this.events.publish();
    return id;
  }

  /**
   * Replaces the product's fields with the form's (a PUT carries the whole product). The one update path: a
   * step that must follow every product change (variants' inheritance) goes after the transaction here.
   */
  async update(id: number, input: ProductInputDto, editor: BackOfficeEditor): Promise<void> {
    await this.inTransaction(input, async (em) => {
      const product = await em.findOne(Product, { id });
      if (!product) throw notFound(id);
      const categoriesBefore = await this.categoriesOf(em, [id]);
      const before = Object.fromEntries(SCALAR_FIELDS.map((field) => [field, product[field] ?? null]));
      const referencesBefore = {
        brandId: product.brand.id,
        categoryId: product.category.id,
        productLineId: product.productLine?.id ?? null,
        familyId: product.family.id,
        salesUnitId: product.salesUnitId,
      };
      const attributesBefore = { ...product.attributes };
      const pricesBefore = await this.priceFacts(em, id);
      em.assign(product, {
        ...this.scalars(input),
        ...(await this.references(em, input)),
        attributes: await this.attributes(em, input.familyId, input.attributes ?? {}),
      });
      await em.flush();
      const changed: Record<string, { from: unknown; to: unknown }> = {};
      for (const field of SCALAR_FIELDS) {
        const to = product[field] ?? null;
        if (canonical(String(before[field])) !== canonical(String(to)))
          changed[field] = { from: before[field], to };
      }
      const referencesAfter = {
        brandId: input.brandId,
        categoryId: input.categoryId,
        productLineId: input.productLineId ?? null,
        familyId: input.familyId,
        salesUnitId: input.salesUnitId,
      };
      for (const field of REFERENCE_FIELDS) {
        if (referencesBefore[field] !== referencesAfter[field]) {
          changed[field] = { from: referencesBefore[field], to: referencesAfter[field] };
        }
      }
      const children = await this.writeChildren(em, product, input);
      await this.record(em, editor, 'product.updated', product, {
        sku: product.sku,
        ...changed,
        ...children,
      });
      // A variant keeps what was changed on it; its parent's next save no longer reaches those fields.
      const pricesAfter = await this.priceFacts(em, id);
      const changedStores = [...new Set([...pricesBefore.keys(), ...pricesAfter.keys()])].filter(
        (storeId) => pricesBefore.get(storeId) !== pricesAfter.get(storeId),
      );
      const changedAttributes = [
        ...new Set([...Object.keys(attributesBefore), ...Object.keys(product.attributes)]),
      ].filter((code) => JSON.stringify(attributesBefore[code]) !== JSON.stringify(product.attributes[code]));
      await this.variants.markOverridden(em, id, [
        ...variantFieldKeys(Object.keys(changed), children.translations),
        ...(await this.variants.priceFieldKeys(em, changedStores)),
        ...changedAttributes.map((code) => `attributes.${code}`),
        ...(children.units ? ['units'] : []),
      ]);
      const changedProducts = [id, ...(await this.variants.inheritToChildren(em, [id]))];
      await this.recountCategories(em, categoriesBefore, changedProducts);
      recordProductsChanged(this.events, em, changedProducts);
    });
    await this.events.publish();
  }

  /** Deletes the product, or archives it while an open cart or an order names it (see the class comment). */
  async delete(id: number, editor: BackOfficeEditor): Promise<ProductDeleteResultDto> {
    const result = await this.em.transactional(async (em) => {
      const product = await em.findOne(Product, { id });
      if (!product) throw notFound(id);
      const categoriesBefore = await this.categoriesOf(em, [id]);
      const users = await this.usage.usages(em, 'product', id);
      if (users.length > 0) {
        const reason = describeUsages(users);
        product.active = false;
        product.archivedAt ??= new Date();
        await em.flush();
        await this.record(em, editor, 'product.archived', product, { sku: product.sku, reason });
        await this.recountCategories(em, categoriesBefore, []);
        recordProductsChanged(this.events, em, [id]);
        return { id, outcome: 'archived' as const, reason };
      }
      await this.record(em, editor, 'product.deleted', product, { sku: product.sku });
      await em.nativeDelete(Product, { id });
      await this.recountCategories(em, categoriesBefore, []);
      recordProductsChanged(this.events, em, [id]);
      return { id, outcome: 'deleted' as const };
    });
    await this.events.publish();
    return result;
  }

  /** Publishes, unpublishes, archives or moves several products at once; one audit entry per product. */
  async bulk(input: ProductBulkDto, editor: BackOfficeEditor): Promise<number[]> {
    const ids = [...new Set(input.ids)];
    const changed = await this.em.transactional(async (em) => {
      const products = await em.find(Product, { id: { $in: ids } });
      const missing = ids.filter((id) => !products.some((product) => product.id === id));
      if (missing.length > 0) {
        throw invalid([{ field: 'ids', reason: `no product has the id ${missing.join(', ')}` }]);
      }
      const categoriesBefore = await this.categoriesOf(em, ids);
      let category: Category | null = null;
      if (input.action === 'set_category') {
        if (input.categoryId === undefined) {
          throw invalid([{ field: 'categoryId', reason: 'choose the category to move the products to' }]);
        }
        category = await em.findOne(Category, { id: input.categoryId });
        if (!category)
          throw invalid([{ field: 'categoryId', reason: `no category has the id ${input.categoryId}` }]);
      }
      const done: number[] = [];
      for (const product of products) {
        const from = { active: product.active, categoryId: product.category.id };
        switch (input.action) {
          case 'publish':
            if (product.active && !product.archivedAt) continue;
            product.active = true;
            product.archivedAt = null;
            break;
          case 'unpublish':
            if (!product.active) continue;
            product.active = false;
            break;
          case 'archive':
            if (product.archivedAt) continue;
            product.active = false;
            product.archivedAt = new Date();
            break;
          case 'set_category':
            if (product.category.id === category!.id) continue;
            product.category = em.getReference(Category, category!.id, { wrapped: true });
            break;
        }
        done.push(product.id);
        await this.record(em, editor, `product.${input.action}`, product, {
          sku: product.sku,
          ...(input.action === 'set_category'
            ? { categoryId: { from: from.categoryId, to: category!.id } }
            : { active: { from: from.active, to: product.active } }),
        });
      }
      await em.flush();
      if (category && done.length > 0) {
        // The new main category is no longer a further one.
        await queryRows(
          em,
          sql`delete from product_additional_category
              where product_id = any(${done}::int[]) and category_id = ${category.id}`,
        );
      }
      // A parent moved to another category takes its variants along (the category is inherited).
      const changedProducts = [...done, ...(await this.variants.inheritToChildren(em, done))];
      if (done.length > 0) await this.recountCategories(em, categoriesBefore, changedProducts);
      recordProductsChanged(this.events, em, changedProducts);
      return done;
    });
    await this.events.publish();
    return changed;
  }

  /**
   * Sets the main image to an address an import names (https, or a media library file's address); the product
   * page and search show it. An address already set changes nothing.
   */
  async setImportedImage(id: number, url: string, editor: BackOfficeEditor): Promise<void> {
    if (!/^(https:\/\/|\/)[^\s]+$/.test(url) || url.length > 2000) {
      throw invalid([
        { field: 'image', reason: 'the image must be an https address, e.g. https://example.com/a.jpg' },
      ]);
    }
    const changed = await this.em.transactional(async (em) => {
      const product = await em.findOne(Product, { id });
      if (!product) throw notFound(id);
      if (product.image === url) return false;
      const from = product.image;
      product.image = url;
      await em.flush();
      await this.record(em, editor, 'product.updated', product, {
        sku: product.sku,
        image: { from, to: url },
      });
      recordProductsChanged(this.events, em, [id]);
      return true;
    });
    if (changed) await this.events.publish();
  }

  /** The categories the products are listed in, main and further. */
  private async categoriesOf(em: EntityManager, productIds: readonly number[]): Promise<number[]> {
    const rows = await queryRows<{ id: number }>(
      em,
      sql`select category_id as id from product where id = any(${[...productIds]}::int[])
          union
          select category_id from product_additional_category where product_id = any(${[...productIds]}::int[])`,
    );
    return rows.map((row) => row.id);
  }

  /**
   * Keeps the product counts the shop shows beside categories exact in the write's own transaction: the
   * categories the products were listed in before and are now, with their ancestors.
   */
  private async recountCategories(
    em: EntityManager,
    categoriesBefore: readonly number[],
    products: readonly number[],
  ): Promise<void> {
    const categories = [...new Set([...categoriesBefore, ...(await this.categoriesOf(em, products))])];
    if (categories.length > 0) await queryRows(em, recountCategoriesQuery(categories));
  }

  /** Runs a create or update, turning the database's unique and foreign-key refusals into clear messages. */
  private async inTransaction<T>(
    input: ProductInputDto,
    work: (em: EntityManager) => Promise<T>,
  ): Promise<T> {
    try {
      return await this.em.transactional(work);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        const constraint = (error as { constraint?: string }).constraint ?? error.message;
        if (constraint.includes('product_sku')) throw skuTaken(input.sku);
        if (constraint.includes('slug')) {
          throw new DomainError(
            'PRODUCT_SLUG_TAKEN',
            'Another product took one of these addresses (slugs) at the same moment; save again to see which',
            [{ field: 'translations', reason: 'a slug was taken meanwhile' }],
          );
        }
      }
      if (error instanceof ForeignKeyConstraintViolationException) {
        const message = error.message;
        if (message.includes('store_id'))
          throw invalid([{ field: 'prices', reason: 'no store has one of the ids' }]);
        if (message.includes('sales_unit_id')) {
          throw invalid([{ field: 'salesUnitId', reason: `no unit has the id ${input.salesUnitId}` }]);
        }
        if (message.includes('related_id')) {
          throw invalid([{ field: 'relations', reason: 'no product has one of the related ids' }]);
        }
      }
      throw error;
    }
  }

  private scalars(input: ProductInputDto): Pick<Product, ScalarField> {
    return {
      sku: input.sku,
      eanNumber: input.eanNumber ?? null,
      nobbNumber: input.nobbNumber ?? null,
      statisticsNumber: input.statisticsNumber ?? null,
      countryOfOrigin: input.countryOfOrigin ?? null,
      surchargeCode: input.surchargeCode ?? null,
      minimumOrderQuantity: input.minimumOrderQuantity ?? '1',
      quantityIncrement: input.quantityIncrement ?? input.minimumOrderQuantity ?? '1',
      quantityConversionFactor: input.quantityConversionFactor ?? '1',
      minimumOrderOverride: input.minimumOrderOverride ?? false,
      stockStatus: input.stockStatus,
      stockQuantity: input.stockQuantity ?? 0,
      preliminaryDeliveryDate: input.preliminaryDeliveryDate ?? null,
      grossWeight: input.grossWeight ?? null,
      netWeight: input.netWeight ?? null,
      grossVolume: input.grossVolume ?? null,
      netVolume: input.netVolume ?? null,
      height: input.height ?? null,
      length: input.length ?? null,
      width: input.width ?? null,
      unNumber: input.unNumber
        ? input.unNumber.startsWith('UN')
          ? input.unNumber
          : `UN${input.unNumber}`
        : null,
      active: input.active ?? true,
    };
  }

  /** The brand, category, line and family, checked to exist; the sales unit is checked by shop-config. */
  private async references(em: EntityManager, input: ProductInputDto) {
    const problems: ErrorDetail[] = [];
    if (!(await em.count(Brand, { id: input.brandId }))) {
      problems.push({ field: 'brandId', reason: `no brand has the id ${input.brandId}` });
    }
    if (!(await em.count(Category, { id: input.categoryId }))) {
      problems.push({ field: 'categoryId', reason: `no category has the id ${input.categoryId}` });
    }
    if (input.productLineId != null && !(await em.count(ProductLine, { id: input.productLineId }))) {
      problems.push({ field: 'productLineId', reason: `no product line has the id ${input.productLineId}` });
    }
    if (!(await em.count(ProductFamily, { id: input.familyId }))) {
      problems.push({ field: 'familyId', reason: `no product family has the id ${input.familyId}` });
    }
    if (problems.length > 0) throw invalid(problems);
    await this.units.assertUnit(em, input.salesUnitId, 'salesUnitId');
    return {
      brand: em.getReference(Brand, input.brandId, { wrapped: true }),
      category: em.getReference(Category, input.categoryId, { wrapped: true }),
      productLine:
        input.productLineId == null
          ? null
          : em.getReference(ProductLine, input.productLineId, { wrapped: true }),
      family: em.getReference(ProductFamily, input.familyId, { wrapped: true }),
      salesUnitId: input.salesUnitId,
    };
  }

  private async attributes(
    em: EntityManager,
    familyId: number,
    values: Record<string, unknown>,
  ): Promise<Record<string, string | number | boolean>> {
    const definitions = await em.find(
      FamilyAttribute,
      { family: familyId },
      { orderBy: { position: 'asc' } },
    );
    return checkAttributes(
      definitions.map((definition): AttributeDefinition => ({
        code: definition.code,
        dataType: definition.dataType,
        unit: definition.unit ?? null,
        options: definition.options ?? null,
      })),
      values,
    );
  }

  /** Translations, units, prices with their breaks and relations: each replaced by the form's. */
  private async writeChildren(em: EntityManager, product: Product, input: ProductInputDto) {
    const translations = await this.writeTranslations(em, product.id, input.translations);
    const units = await this.units.replace(em, product.id, unitsWithSalesUnit(product, input.units ?? []));
    await this.writePrices(em, product, input.prices ?? []);
    await this.writeRelations(em, product.id, input.relations ?? []);
    const additionalCategoryIds = await this.writeAdditionalCategories(em, product.id, input);
    return {
      translations,
      additionalCategoryIds,
      ...(units.added.length + units.changed.length + units.removed.length > 0 && { units }),
      prices: (input.prices ?? []).map((price) => ({
        storeId: price.storeId,
        priceMinor: price.priceMinor,
        tiers: price.tiers ?? [],
      })),
      relations: (input.relations ?? []).map((relation) => `${relation.kind}:${relation.relatedId}`),
    };
  }

  /** The languages whose name, slug or description changed. */
  private async writeTranslations(
    em: EntityManager,
    productId: number,
    translations: readonly ProductTranslationInputDto[],
  ): Promise<string[]> {
    const problems: ErrorDetail[] = [];
    const seen = new Set<string>();
    for (const translation of translations) {
      if (seen.has(translation.locale)) {
        problems.push({
          field: `translations.${translation.locale}`,
          reason: 'this language is given twice',
        });
      }
      seen.add(translation.locale);
    }
    if (!seen.has(FALLBACK_LOCALE)) {
      problems.push({
        field: `translations.${FALLBACK_LOCALE}.name`,
        reason: 'the English name is required: the shop falls back to it',
      });
    }
    const wanted = translations.map((translation) => ({
      ...translation,
      slug: slugOf(translation.slug, translation.name),
      description: translation.description ?? '',
    }));
    for (const translation of wanted) {
      if (!translation.slug) {
        problems.push({
          field: `translations.${translation.locale}.slug`,
          reason: 'give an address (slug): the name has no letters or digits to make one from',
        });
      }
    }
    if (problems.length > 0) throw invalid(problems);
    for (const translation of wanted) {
      const holder = await em.findOne(
        ProductTranslation,
        { locale: translation.locale, slug: translation.slug, product: { $ne: productId } },
        { fields: ['locale'] },
      );
      if (holder) throw slugTaken(translation.locale, translation.slug);
    }
    const current = await em.find(ProductTranslation, { product: productId });
    const changed: string[] = [];
    for (const row of current) {
      if (!wanted.some((translation) => translation.locale === row.locale)) {
        em.remove(row);
        changed.push(row.locale);
      }
    }
    for (const translation of wanted) {
      const row = current.find((candidate) => candidate.locale === translation.locale);
      const values = { name: translation.name, slug: translation.slug, description: translation.description };
      if (!row) {
        em.create(ProductTranslation, {
          product: em.getReference(Product, productId, { wrapped: true }),
          locale: translation.locale,
          ...values,
        });
        changed.push(translation.locale);
      } else if (
        row.name !== values.name ||
        row.slug !== values.slug ||
        row.description !== values.description
      ) {
        em.assign(row, values);
        changed.push(translation.locale);
      }
    }
    await em.flush();
    return changed;
  }

  private async writePrices(em: EntityManager, product: Product, prices: readonly ProductPriceInputDto[]) {
    const problems: ErrorDetail[] = [];
    const stores = new Set<number>();
    for (const [index, price] of prices.entries()) {
      if (stores.has(price.storeId)) {
        problems.push({ field: `prices.${index}.storeId`, reason: 'this store has a price already' });
      }
      stores.add(price.storeId);
      problems.push(
        ...tierProblems(
          price.tiers ?? [],
          product.minimumOrderQuantity,
          product.minimumOrderOverride,
          `prices.${index}.tiers`,
        ),
      );
    }
    if (problems.length > 0) throw new DomainError('PRODUCT_INVALID', invalid(problems).message, problems);
    await queryRows(em, sql`delete from product_price_tier where product_id = ${product.id}`);
    await queryRows(
      em,
      sql`delete from product_price where product_id = ${product.id}
            and store_id <> all(${[...stores, 0]}::int[])`,
    );
    for (const price of prices) {
      await queryRows(
        em,
        sql`insert into product_price (product_id, store_id, price_minor, recommended_price_minor, surcharge_minor)
            values (${product.id}, ${price.storeId}, ${price.priceMinor}, ${price.recommendedPriceMinor ?? null},
                    ${price.surchargeMinor ?? 0})
            on conflict (product_id, store_id) do update set price_minor = excluded.price_minor,
              recommended_price_minor = excluded.recommended_price_minor, surcharge_minor = excluded.surcharge_minor`,
      );
      for (const tier of price.tiers ?? []) {
        await queryRows(
          em,
          sql`insert into product_price_tier (product_id, store_id, min_quantity, price_minor)
              values (${product.id}, ${price.storeId}, ${tier.minQuantity}::numeric, ${tier.priceMinor})`,
        );
      }
    }
  }

  /** Each store's price of the product with its quantity breaks, as comparable text, by store id. */
  private async priceFacts(em: EntityManager, productId: number): Promise<Map<number, string>> {
    const rows = await queryRows<{ store_id: number; facts: string }>(
      em,
      sql`select pp.store_id, json_build_array(pp.price_minor, pp.recommended_price_minor, pp.surcharge_minor,
                   (select coalesce(json_agg(json_build_array(t.min_quantity, t.price_minor) order by t.min_quantity),
                                    '[]')
                    from product_price_tier t where t.product_id = pp.product_id and t.store_id = pp.store_id))::text
                   as facts
          from product_price pp where pp.product_id = ${productId}`,
    );
    return new Map(rows.map((row) => [row.store_id, row.facts]));
  }

  /**
   * The further categories the product is also listed in (docs/decisions/2026-11-28-further-categories.md):
   * replaced by the form's, each an existing category other than the main one. Answers them in id order.
   */
  private async writeAdditionalCategories(
    em: EntityManager,
    productId: number,
    input: ProductInputDto,
  ): Promise<number[]> {
    const ids = [...new Set(input.additionalCategoryIds ?? [])].sort((a, b) => a - b);
    const problems: ErrorDetail[] = [];
    if (ids.includes(input.categoryId)) {
      problems.push({
        field: 'additionalCategoryIds',
        reason: 'the main category cannot also be a further category',
      });
    }
    const existing = ids.length ? await em.find(Category, { id: { $in: ids } }, { fields: ['id'] }) : [];
    const missing = ids.filter((id) => !existing.some((category) => category.id === id));
    if (missing.length > 0) {
      problems.push({
        field: 'additionalCategoryIds',
        reason: `no category has the id ${missing.join(', ')}`,
      });
    }
    if (problems.length > 0) throw invalid(problems);
    await queryRows(
      em,
      sql`delete from product_additional_category
          where product_id = ${productId} and not (category_id = any(${ids}::int[]))`,
    );
    if (ids.length > 0) {
      await queryRows(
        em,
        sql`insert into product_additional_category (product_id, category_id)
            select ${productId}, id from unnest(${ids}::int[]) as ids(id) on conflict do nothing`,
      );
    }
    return ids;
  }

  private async writeRelations(
    em: EntityManager,
    productId: number,
    relations: readonly ProductRelationInputDto[],
  ) {
    const problems: ErrorDetail[] = [];
    const seen = new Set<string>();
    for (const [index, relation] of relations.entries()) {
      const key = `${relation.kind}:${relation.relatedId}`;
      if (relation.relatedId === productId) {
        problems.push({
          field: `relations.${index}.relatedId`,
          reason: 'a product cannot be related to itself',
        });
      } else if (seen.has(key)) {
        problems.push({ field: `relations.${index}.relatedId`, reason: 'this product is listed twice' });
      }
      seen.add(key);
    }
    if (problems.length > 0) throw invalid(problems);
    await queryRows(em, sql`delete from product_relation where product_id = ${productId}`);
    for (const [position, relation] of relations.entries()) {
      await queryRows(
        em,
        sql`insert into product_relation (product_id, related_id, kind, position)
            values (${productId}, ${relation.relatedId}, ${relation.kind}, ${position})`,
      );
    }
  }

  private async record(
    em: EntityManager,
    editor: BackOfficeEditor,
    action: string,
    product: Product,
    details: Record<string, unknown>,
  ) {
    await this.audit.recordEdit(em, editor, { type: 'product', id: product.id }, action, details);
  }
}
