import { Injectable } from '@nestjs/common';
import { DriverException, EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../common/errors/domain-error';
import { queryRows, sql, trusted, type SqlQuery } from '../../../database/sql';
import { AuditService, type BackOfficeEditor } from '../../audit/audit.service';
import { DomainEvents } from '../../events/domain-events.service';
import { StoresService } from '../../shop-config/stores/stores.service';
import { recordProductsChanged } from '../products-changed';
import { inheritanceStatements, type Adoption, type StoreKey } from './product-inheritance.sql';
import {
  axisDefinitionProblems,
  familyAxisProblems,
  inheritedFields,
  parseVariantField,
  type AxisValue,
  type FamilyMember,
  type ParentShape,
  type VariantField,
} from './variant-fields';

/** One member of a variant family as the back office lists it. */
export interface VariantRow {
  id: number;
  sku: string;
  active: boolean;
  /** The product's name in each language it has. */
  names: Record<string, string>;
  /** Its values on the family's axes. */
  axisValues: Record<string, AxisValue | null>;
  /** The fields it keeps for itself (empty for the parent). */
  overriddenFields: string[];
}

export interface VariantFamily {
  parentId: number;
  axes: string[];
  /** The attributes of the family that may serve as axes. */
  axisCandidates: string[];
  parent: VariantRow;
  children: VariantRow[];
}

export interface InheritedValue {
  field: string;
  /** The parent's current value, which the child shows now. */
  value: unknown;
}

export interface VariantInheritance {
  parentId: number;
  parentSku: string;
  /** The fields the variant inherits, with the parent's values; after an apply, the fields it took over. */
  fields: InheritedValue[];
}

export interface NewVariant {
  sku: string;
  axisValues: Record<string, AxisValue>;
}

/**
 * A field a variant inherits as rows another module owns (shop-config's units): that module registers how its
 * rows pass from parents to the children that inherit them and what a parent's value is; the catalogue calls it
 * in the parent's save, as it runs its own inheritance statements.
 */
export interface InheritedRowSet {
  field: 'units';
  /** Makes each child's rows its parent's; on `em`, the save's transaction. */
  inherit(em: EntityManager, families: readonly Adoption[]): Promise<void>;
  /** The parent's rows, as the solidifier shows them. */
  value(em: EntityManager, parentId: number): Promise<unknown>;
}

interface ProductRow {
  id: number;
  sku: string;
  active: boolean;
  parent_id: number | null;
  family_id: number;
  variant_axes: string[];
  overridden_fields: string[];
  attributes: Record<string, AxisValue>;
}

const notFound = (id: number) => new DomainError('PRODUCT_NOT_FOUND', `No product has the id ${id}`);
const invalid = (field: string, reason: string, message = reason) =>
  new DomainError('VALIDATION_FAILED', message, [{ field, reason }]);

/**
 * Variant families (docs/decisions/2026-11-28-product-variants.md): a parent names its axes, its children
 * inherit every field they do not override. Inheritance is materialised: a child keeps copies of its parent's
 * values, which `inheritToChildren` brings up to date in the transaction that saved the parent.
 */
@Injectable()
export class ProductVariantsService {
  private readonly rowSets = new Map<string, InheritedRowSet>();

  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly stores: StoresService,
    private readonly events: DomainEvents,
  ) {}

  /**
   * Copies the parents' current values into every field of their children that the child does not override.
   * Call it on the transaction that saved the parents (the product editor's save does); a fixed number of
   * set-based statements whatever the number of children. Answers the ids of the children it brought up to
   * date, for the caller to reindex with the parents.
   */
  async inheritToChildren(em: EntityManager, parentIds: readonly number[]): Promise<number[]> {
    if (parentIds.length === 0) return [];
    const children = await queryRows<{ id: number; parent_id: number; overridden_fields: string[] }>(
      em,
      sql`select id, parent_id, overridden_fields from product where parent_id = any(${[...parentIds]}::int[])
          order by id`,
    );
    if (children.length === 0) return [];
    const stores = await this.storeKeys(em, parentIds);
    for (const statement of inheritanceStatements(parentIds, stores)) await queryRows(em, statement);
    for (const rowSet of this.rowSets.values()) {
      const inheriting = children.filter((child) => !child.overridden_fields.includes(rowSet.field));
      if (inheriting.length === 0) continue;
      await rowSet.inherit(
        em,
        inheriting.map((child) => ({ parentId: child.parent_id, childId: child.id })),
      );
    }
    return children.map((child) => child.id);
  }

  /** Registers a field whose rows another module owns (see InheritedRowSet); once per field. */
  inheritRowSet(rowSet: InheritedRowSet): void {
    if (this.rowSets.has(rowSet.field)) throw new Error(`The field '${rowSet.field}' is inherited already`);
    this.rowSets.set(rowSet.field, rowSet);
  }

  /** The `price.<store>` field keys of the given stores. */
  async priceFieldKeys(em: EntityManager, storeIds: readonly number[]): Promise<string[]> {
    if (storeIds.length === 0) return [];
    const stores = await this.stores.byIds([...storeIds], em);
    return stores.map((store) => `price.${store.code}`);
  }

  /**
   * For a general save of a variant: the inheritable fields it changed become its own (overridden), so the
   * parent's next save does not undo them. Keys as `parseVariantField` reads them; others are ignored, and so
   * is a product that is no variant. On `em`, the caller's transaction.
   */
  async markOverridden(em: EntityManager, productId: number, keys: readonly string[]): Promise<void> {
    const [product] = await this.products(em, [productId]);
    if (!product || product.parent_id === null) return;
    const parent = await this.product(em, product.parent_id);
    const own = keys.filter((key) => parseVariantField(key, parent.variant_axes) !== null);
    if (own.length === 0) return;
    await queryRows(
      em,
      sql`update product set overridden_fields = array(
            select distinct unnest(overridden_fields || ${own}::text[]) order by 1)
          where id = ${productId}`,
    );
  }

  /** The family a product belongs to (as parent or child), with every member's axis values and own fields. */
  async family(productId: number): Promise<VariantFamily> {
    const product = await this.product(this.em, productId);
    const parent = product.parent_id === null ? product : await this.product(this.em, product.parent_id);
    const rows = await queryRows<ProductRow & { names: Record<string, string> }>(
      this.em,
      sql`select p.id, p.sku, p.active, p.parent_id, p.family_id, p.variant_axes, p.overridden_fields, p.attributes,
                 coalesce((select jsonb_object_agg(t.locale, t.name) from product_translation t
                           where t.product_id = p.id), '{}') as names
          from product p where p.id = ${parent.id} or p.parent_id = ${parent.id}
          order by p.parent_id nulls first, p.sku`,
    );
    const axes = parent.variant_axes;
    const toRow = (row: ProductRow & { names: Record<string, string> }): VariantRow => ({
      id: row.id,
      sku: row.sku,
      active: row.active,
      names: row.names,
      axisValues: Object.fromEntries(axes.map((axis) => [axis, row.attributes[axis] ?? null])),
      overriddenFields: row.overridden_fields,
    });
    return {
      parentId: parent.id,
      axes,
      axisCandidates: await this.familyAttributes(this.em, parent.family_id),
      parent: toRow(rows[0]),
      children: rows.slice(1).map(toRow),
    };
  }

  /** Names the parent's variant axes; its children must then differ on them. */
  async setAxes(parentId: number, axes: string[], editor: BackOfficeEditor): Promise<VariantFamily> {
    await this.em.transactional(async (em) => {
      const parent = await this.lockProduct(em, parentId);
      if (parent.parent_id !== null) {
        throw invalid(
          'axes',
          'a variant has no axes of its own',
          `${parent.sku} is a variant: its parent names the axes`,
        );
      }
      const problems = axisDefinitionProblems(axes, await this.familyAttributes(em, parent.family_id));
      const members = await this.members(em, parent.id);
      problems.push(
        ...familyAxisProblems(
          axes,
          members.filter((member) => member.id !== parent.id),
        ),
      );
      if (problems.length) throw new DomainError('VALIDATION_FAILED', problems[0].reason, problems);
      await queryRows(em, sql`update product set variant_axes = ${axes}::text[] where id = ${parent.id}`);
      recordProductsChanged(this.events, em, await this.inheritToChildren(em, [parent.id]));
      await this.record(em, editor, 'product_variant.axes_changed', parent.id, {
        sku: parent.sku,
        from: parent.variant_axes,
        to: axes,
      });
    });
    await this.events.publish();
    return this.family(parentId);
  }

  /**
   * A new variant of `parentId`: everything copied from the parent, its own SKU, its values on the axes, and
   * slugs of its own (the parent's followed by the SKU). It starts out of stock and active.
   */
  async createChild(parentId: number, input: NewVariant, editor: BackOfficeEditor): Promise<VariantRow> {
    const childId = await this.em.transactional(async (em) => {
      const parent = await this.lockProduct(em, parentId);
      if (parent.parent_id !== null) {
        throw invalid('parentId', 'a variant cannot have variants', `${parent.sku} is itself a variant`);
      }
      if (parent.variant_axes.length === 0) {
        throw invalid(
          'axes',
          'the parent names no variant axes',
          `Name the variant axes of ${parent.sku} first`,
        );
      }
      const unknown = Object.keys(input.axisValues).filter((axis) => !parent.variant_axes.includes(axis));
      if (unknown.length) {
        throw invalid(`axisValues.${unknown[0]}`, `${unknown.join(', ')} is not an axis of ${parent.sku}`);
      }
      const members = await this.members(em, parent.id);
      const problems = familyAxisProblems(parent.variant_axes, [
        ...members,
        { id: 0, sku: input.sku, attributes: input.axisValues },
      ]);
      if (problems.length) throw new DomainError('VALIDATION_FAILED', problems[0].reason, problems);
      const [taken] = await queryRows(em, sql`select 1 from product where sku = ${input.sku}`);
      if (taken) {
        throw new DomainError('CONFLICT', `The SKU ${input.sku} is already taken`, [
          { field: 'sku', reason: 'already taken' },
        ]);
      }
      const [created] = await queryRows<{ id: number }>(
        em,
        sql`insert into product (sku, brand_id, category_id, product_line_id, family_id, sales_unit_id, image,
                                 stock_status, stock_quantity, attributes, active, parent_id)
            select ${input.sku}, brand_id, category_id, product_line_id, family_id, sales_unit_id, image,
                   'out_of_stock', 0, ${JSON.stringify(input.axisValues)}::jsonb, true, id
            from product where id = ${parent.id}
            returning id`,
      );
      await this.inheritToChildren(em, [parent.id]);
      recordProductsChanged(this.events, em, [created.id]);
      await this.record(em, editor, 'product_variant.created', created.id, {
        sku: input.sku,
        parentId: parent.id,
        axisValues: input.axisValues,
      });
      return created.id;
    });
    await this.events.publish();
    const family = await this.family(childId);
    const child = family.children.find((row) => row.id === childId);
    if (!child) throw notFound(childId);
    return child;
  }

  /** Gives a variant its own value for a field: later changes of the parent no longer reach it. */
  async setOwnValue(
    childId: number,
    key: string,
    value: unknown,
    editor: BackOfficeEditor,
  ): Promise<VariantRow> {
    await this.em.transactional(async (em) => {
      const child = await this.lockProduct(em, childId);
      const parent = await this.parentOf(em, child);
      const field = this.inheritable(key, parent);
      await this.writeField(em, child.id, field, value);
      await queryRows(
        em,
        sql`update product set overridden_fields = array_append(array_remove(overridden_fields, ${key}), ${key})
            where id = ${child.id}`,
      );
      recordProductsChanged(this.events, em, [child.id]);
      await this.record(em, editor, 'product_variant.field_overridden', child.id, {
        sku: child.sku,
        field: key,
        value,
      });
    });
    await this.events.publish();
    return this.memberRow(childId);
  }

  /** The variant inherits the field again: it takes the parent's current value at once. */
  async inheritAgain(childId: number, key: string, editor: BackOfficeEditor): Promise<VariantRow> {
    await this.em.transactional(async (em) => {
      const child = await this.lockProduct(em, childId);
      const parent = await this.parentOf(em, child);
      this.inheritable(key, parent);
      await queryRows(
        em,
        sql`update product set overridden_fields = array_remove(overridden_fields, ${key}) where id = ${child.id}`,
      );
      await this.inheritToChildren(em, [parent.id]);
      recordProductsChanged(this.events, em, [child.id]);
      await this.record(em, editor, 'product_variant.field_inherited', child.id, {
        sku: child.sku,
        field: key,
      });
    });
    await this.events.publish();
    return this.memberRow(childId);
  }

  /**
   * Changes fields of a parent (or a product without variants) and passes them on to its children in the
   * same transaction. The narrow write path of variants; the product editor's own save calls
   * `inheritToChildren` the same way.
   */
  async updateParent(
    parentId: number,
    values: Record<string, unknown>,
    editor: BackOfficeEditor,
  ): Promise<number[]> {
    const children = await this.em.transactional(async (em) => {
      const parent = await this.lockProduct(em, parentId);
      for (const [key, value] of Object.entries(values)) {
        const field = parseVariantField(key, parent.variant_axes);
        if (!field) throw invalid(key, 'not a field of a product that variants inherit');
        await this.writeField(em, parent.id, field, value);
      }
      const children = await this.inheritToChildren(em, [parent.id]);
      recordProductsChanged(this.events, em, [parent.id, ...children]);
      await this.record(em, editor, 'product.updated', parent.id, { sku: parent.sku, ...values });
      return children;
    });
    await this.events.publish();
    return children;
  }

  /**
   * What the product-variant solidifier reports of a variant: the fields it inherits, with its parent's
   * current values. Null for a product that is no variant (or no product). On `em`, the caller's transaction.
   */
  async variantInheritance(em: EntityManager, objectId: number): Promise<VariantInheritance | null> {
    const [child] = await this.products(em, [objectId]);
    if (!child || child.parent_id === null) return null;
    const parent = await this.product(em, child.parent_id);
    const fields = inheritedFields(await this.shape(em, parent), child.overridden_fields);
    return { parentId: parent.id, parentSku: parent.sku, fields: await this.values(em, parent, fields) };
  }

  /**
   * The solidifier's apply for a variant: it takes over every value it inherits as its own (brought up to date
   * first), so later changes of the parent no longer reach it; audited with the fields it took over. Null for
   * a product that is no variant. On `em`, the caller's transaction.
   */
  async solidifyVariant(
    em: EntityManager,
    objectId: number,
    editor: BackOfficeEditor,
  ): Promise<VariantInheritance | null> {
    const [child] = await this.products(em, [objectId], true);
    if (!child || child.parent_id === null) return null;
    await this.inheritToChildren(em, [child.parent_id]);
    const inheritance = await this.variantInheritance(em, objectId);
    if (!inheritance) return null;
    const fields = inheritance.fields.map((entry) => entry.field);
    await queryRows(
      em,
      sql`update product set overridden_fields = ${[...child.overridden_fields, ...fields]}::text[]
          where id = ${child.id}`,
    );
    await this.record(em, editor, 'product_variant.solidified', child.id, { sku: child.sku, fields });
    return inheritance;
  }

  private async memberRow(productId: number): Promise<VariantRow> {
    const family = await this.family(productId);
    const row = [family.parent, ...family.children].find((member) => member.id === productId);
    if (!row) throw notFound(productId);
    return row;
  }

  private inheritable(key: string, parent: ProductRow): VariantField {
    const field = parseVariantField(key, parent.variant_axes);
    if (!field) throw invalid('field', `'${key}' is not a field a variant inherits`);
    return field;
  }

  private async writeField(em: EntityManager, productId: number, field: VariantField, value: unknown) {
    let storeId: number | undefined;
    if (field.kind === 'price') {
      const [owner] = await queryRows<{ id: number }>(
        em,
        sql`select coalesce(parent_id, id) as id from product where id = ${productId}`,
      );
      storeId = (await this.storeKeys(em, [owner?.id ?? productId])).find(
        (store) => store.code === field.store,
      )?.id;
      if (storeId === undefined)
        throw invalid(field.key, `the family has no price in the store ${field.store}`);
    }
    const statement = writeFieldStatement(productId, field, value, storeId ?? 0);
    if (!statement) return;
    try {
      await queryRows(em, statement);
    } catch (error) {
      if (error instanceof DriverException) {
        throw invalid(
          field.key,
          'not a valid value',
          `${JSON.stringify(value)} is not a valid value for ${field.key}`,
        );
      }
      throw error;
    }
  }

  private products(em: EntityManager, ids: number[], lock = false): Promise<ProductRow[]> {
    return queryRows<ProductRow>(
      em,
      sql`select id, sku, active, parent_id, family_id, variant_axes, overridden_fields, attributes
          from product where id = any(${ids}::int[]) ${trusted(lock ? 'for update' : '')}`,
    );
  }

  private async product(em: EntityManager, id: number, lock = false): Promise<ProductRow> {
    const [row] = await this.products(em, [id], lock);
    if (!row) throw notFound(id);
    return row;
  }

  private lockProduct(em: EntityManager, id: number): Promise<ProductRow> {
    return this.product(em, id, true);
  }

  private async parentOf(em: EntityManager, child: ProductRow): Promise<ProductRow> {
    if (child.parent_id === null) {
      throw invalid(
        'objectId',
        'not a variant',
        `${child.sku} is not a variant: it has no parent to inherit from`,
      );
    }
    return this.product(em, child.parent_id);
  }

  /** Every member of a family on its axes: the children, and the parent when it has values on them. */
  private async members(em: EntityManager, parentId: number): Promise<FamilyMember[]> {
    return queryRows<FamilyMember>(
      em,
      sql`select id, sku, attributes from product where parent_id = ${parentId} order by id`,
    );
  }

  private async familyAttributes(em: EntityManager, familyId: number): Promise<string[]> {
    const rows = await queryRows<{ code: string }>(
      em,
      sql`select code from family_attribute where family_id = ${familyId} order by position, code`,
    );
    return rows.map((row) => row.code);
  }

  private async shape(em: EntityManager, parent: ProductRow): Promise<ParentShape> {
    const [storeKeys, attributeCodes] = await Promise.all([
      this.storeKeys(em, [parent.id]),
      this.familyAttributes(em, parent.family_id),
    ]);
    const [prices] = await queryRows<{ stores: number[] }>(
      em,
      sql`select coalesce(array_agg(store_id), '{}') as stores from product_price where product_id = ${parent.id}`,
    );
    const held = new Set(prices?.stores ?? []);
    return {
      storeCodes: storeKeys.filter((store) => held.has(store.id)).map((store) => store.code),
      attributeCodes,
      axes: parent.variant_axes,
    };
  }

  /** The stores of the prices of these products and their children, with their codes. */
  private async storeKeys(em: EntityManager, parentIds: readonly number[]): Promise<StoreKey[]> {
    const rows = await queryRows<{ store_id: number }>(
      em,
      sql`select distinct store_id from product_price pp join product p on p.id = pp.product_id
          where p.id = any(${[...parentIds]}::int[]) or p.parent_id = any(${[...parentIds]}::int[])`,
    );
    if (rows.length === 0) return [];
    const stores = await this.stores.byIds(
      rows.map((row) => row.store_id),
      em,
    );
    return stores.map((store) => ({ id: store.id, code: store.code }));
  }

  /** The parent's values of `fields`, in their order. */
  private async values(em: EntityManager, parent: ProductRow, fields: string[]): Promise<InheritedValue[]> {
    const [row] = await queryRows<Record<string, unknown>>(
      em,
      sql`select * from product where id = ${parent.id}`,
    );
    const texts = await queryRows<{ locale: string; name: string; description: string }>(
      em,
      sql`select locale, name, description from product_translation where product_id = ${parent.id}`,
    );
    const storeKeys = await this.storeKeys(em, [parent.id]);
    const prices = await queryRows<{
      store_id: number;
      price_minor: string;
      recommended_price_minor: string | null;
      surcharge_minor: string;
    }>(
      em,
      sql`select store_id, price_minor, recommended_price_minor, surcharge_minor from product_price
               where product_id = ${parent.id}`,
    );
    const media = await queryRows<{ kind: string; url: string }>(
      em,
      sql`select kind, url from product_media where product_id = ${parent.id} order by position, id`,
    );
    const unitRows = this.rowSets.get('units');
    const units = fields.includes('units') && unitRows ? await unitRows.value(em, parent.id) : null;
    return fields.map((key) => {
      const field = parseVariantField(key, parent.variant_axes);
      switch (field?.kind) {
        case 'column':
          return { field: key, value: row?.[field.column] ?? null };
        case 'text':
          return {
            field: key,
            value: texts.find((text) => text.locale === field.locale)?.[field.field] ?? null,
          };
        case 'price': {
          const storeId = storeKeys.find((store) => store.code === field.store)?.id;
          const price = prices.find((candidate) => candidate.store_id === storeId);
          return {
            field: key,
            value: price
              ? {
                  priceMinor: Number(price.price_minor),
                  recommendedPriceMinor:
                    price.recommended_price_minor === null ? null : Number(price.recommended_price_minor),
                  surchargeMinor: Number(price.surcharge_minor),
                }
              : null,
          };
        }
        case 'attribute':
          return { field: key, value: parent.attributes[field.code] ?? null };
        case 'media':
          return { field: key, value: media };
        case 'units':
          return { field: key, value: units };
        default:
          return { field: key, value: null };
      }
    });
  }

  private record(
    em: EntityManager,
    editor: BackOfficeEditor,
    action: string,
    productId: number,
    details: Record<string, unknown>,
  ): Promise<void> {
    return this.audit.recordEdit(em, editor, { type: 'product', id: productId }, action, details);
  }
}

/** The statement that sets a product's own value of a field; none for the media and units, kept as they are. */
function writeFieldStatement(
  productId: number,
  field: VariantField,
  value: unknown,
  storeId: number,
): SqlQuery | null {
  switch (field.kind) {
    case 'column':
      return sql`update product set ${trusted(field.column)} = ${value as never}, updated_at = now() where id = ${productId}`;
    case 'text':
      if (typeof value !== 'string' || (field.field === 'name' && value.trim() === '')) {
        throw invalid(field.key, field.field === 'name' ? 'a name cannot be empty' : 'must be text');
      }
      return sql`update product_translation set ${trusted(field.field)} = ${value}
                 where product_id = ${productId} and locale = ${field.locale}`;
    case 'price': {
      const priceMinor =
        typeof value === 'object' && value !== null ? (value as { priceMinor?: unknown }).priceMinor : value;
      if (!Number.isSafeInteger(priceMinor) || (priceMinor as number) < 0) {
        throw invalid(field.key, 'a price is a whole number of cents, 0 or more');
      }
      return sql`insert into product_price (product_id, store_id, price_minor)
                 values (${productId}, ${storeId}, ${priceMinor as number})
                 on conflict (product_id, store_id) do update set price_minor = excluded.price_minor`;
    }
    case 'attribute':
      if (!['string', 'number', 'boolean'].includes(typeof value)) {
        throw invalid(field.key, 'an attribute value is text, a number or true/false');
      }
      return sql`update product set attributes = attributes || jsonb_build_object(${field.code}::text, ${JSON.stringify(value)}::jsonb),
                 updated_at = now() where id = ${productId}`;
    case 'media':
    case 'units':
      return null;
  }
}
