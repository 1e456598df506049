import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { plainToInstance } from 'class-transformer';
import { validate, type ValidationError } from 'class-validator';
import { FALLBACK_LOCALE, LOCALES, type Locale } from '@tradeshop/shared';
import { DomainError, type ErrorDetail } from '../../common/errors/domain-error';
import { queryRows, sql } from '../../database/sql';
import { AssetsService } from '../assets/assets.service';
import type { BackOfficeEditor } from '../audit/audit.service';
import { CatalogueAdminReadModel } from './catalogue-admin.read-model';
import type { EditorFamilyDto, ProductEditorOptionsDto } from './dto/catalogue-admin.dto';
import { ProductInputDto } from './dto/product-write.dto';
import { ProductWriteService, SCALAR_FIELDS } from './product-write.service';

export type ImportableScalar = (typeof SCALAR_FIELDS)[number];

/**
 * What an import row says about one product, in the words of a supplier's file: references by name, code,
 * identifier or path, never by our ids. Fields left out keep the product's present value.
 */
export interface ProductImportPatch {
  sku: string;
  scalars?: Partial<Record<ImportableScalar, string | number | boolean | null>>;
  /** The brand's name. */
  brand?: string;
  /** The product line's name (of the product's brand when several brands have a line of that name). */
  productLine?: string;
  /** The product family's code. */
  family?: string;
  /** The sales unit's identifier (PCS, BOX). */
  salesUnit?: string;
  /** The main category by its path from the root: names (any language) or codes, separated by / or >. */
  categoryPath?: string;
  /** All further categories, each by its path; an empty list removes them. */
  furtherCategoryPaths?: string[];
  names?: Partial<Record<Locale, string>>;
  descriptions?: Partial<Record<Locale, string>>;
  attributes?: Record<string, string | number | boolean | null>;
  /** List prices by store code, in minor units. */
  prices?: Record<string, number>;
  /** All quantity breaks of a store's list price, by store code; an empty list removes them. */
  tiers?: Record<string, { minQuantity: string; priceMinor: number }[]>;
  /** Further units by identifier: how many pieces one holds (a decimal string). */
  units?: Record<string, string>;
  /** The main image: an https address. */
  image?: string;
}

export type ProductImportOutcome = 'created' | 'updated' | 'unchanged';

interface CategoryNode {
  id: number;
  parentId: number | null;
  code: string;
  names: string[];
}

/** The catalogue's vocabulary an import resolves names against, loaded once per run. */
export interface ImportVocabulary {
  options: ProductEditorOptionsDto;
  categories: CategoryNode[];
}

const refused = (problems: ErrorDetail[]) =>
  new DomainError(
    'VALIDATION_FAILED',
    problems.map((problem) => `${problem.field}: ${problem.reason}`).join('; '),
    problems,
  );

function validationProblems(errors: ValidationError[], prefix = ''): ErrorDetail[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    return [
      ...Object.values(error.constraints ?? {}).map((reason) => ({ field, reason })),
      ...validationProblems(error.children ?? [], field),
    ];
  });
}

/** A file's text as the attribute's type, when it reads as one (else as it is, for the writer to refuse). */
function attributeValue(dataType: string, value: string | number | boolean | null) {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if ((dataType === 'integer' || dataType === 'decimal') && /^-?\d+([.,]\d+)?$/.test(text)) {
    return Number(text.replace(',', '.'));
  }
  if (dataType === 'boolean') {
    if (/^(1|true|yes|ja|kyllä|oui|sì)$/i.test(text)) return true;
    if (/^(0|false|no|nej|nei|ei|non)$/i.test(text)) return false;
  }
  return text;
}

/** The product input as text that ignores key order, absent versus null, and trailing zeros of decimals. */
function comparable(value: unknown): string {
  const normal = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(normal);
    if (item && typeof item === 'object') {
      return Object.fromEntries(
        Object.keys(item)
          .filter((key) => (item as Record<string, unknown>)[key] != null)
          .sort()
          .map((key) => [key, normal((item as Record<string, unknown>)[key])]),
      );
    }
    if (typeof item === 'string' && /^\d+\.\d+$/.test(item))
      return item.replace(/0+$/, '').replace(/\.$/, '');
    return item;
  };
  return JSON.stringify(normal(value));
}

const sameText = (left: string, right: string) =>
  left.localeCompare(right, undefined, { sensitivity: 'accent' }) === 0;

/**
 * Creates or updates products from import rows through the one product writer (ProductWriteService), so an import
 * is audited, checked and followed by the search index exactly as an editor's save is. A row names references
 * the way a supplier's file does (brand name, family code, unit identifier, category path, store code); they are
 * resolved here, where the catalogue's tables are, and the whole product is validated as the editor's form is.
 */
@Injectable()
export class ProductImportService {
  constructor(
    private readonly em: EntityManager,
    private readonly reads: CatalogueAdminReadModel,
    private readonly writer: ProductWriteService,
    private readonly assets: AssetsService,
  ) {}

  async vocabulary(): Promise<ImportVocabulary> {
    const categories = await queryRows<CategoryNode>(
      this.em,
      sql`select c.id, c.parent_id as "parentId", c.code,
                 coalesce(array(select t.name from category_translation t where t.category_id = c.id), '{}') as names
          from category c order by c.position, c.id`,
    );
    return { options: await this.reads.editorOptions(), categories };
  }

  /** The product families with their technical attributes (the importer's attribute definitions). */
  async families(): Promise<EditorFamilyDto[]> {
    return (await this.reads.editorOptions()).families;
  }

  async idsBySku(skus: readonly string[]): Promise<Map<string, number>> {
    const rows = await queryRows<{ id: number; sku: string }>(
      this.em,
      sql`select id, sku from product where sku = any(${[...skus]}::text[])`,
    );
    return new Map(rows.map((row) => [row.sku, row.id]));
  }

  /** Resolves the category path to a category id, or undefined when no category has that path. */
  categoryByPath(vocabulary: ImportVocabulary, path: string): number | undefined {
    const segments = path
      .split(/\s*[/>]\s*/)
      .map((segment) => segment.trim())
      .filter(Boolean);
    let parentId: number | null = null;
    let found: CategoryNode | undefined;
    for (const segment of segments) {
      found = vocabulary.categories.find(
        (node) =>
          node.parentId === parentId &&
          (sameText(node.code, segment) || node.names.some((name) => sameText(name, segment))),
      );
      if (!found) return undefined;
      parentId = found.id;
    }
    return found?.id;
  }

  /**
   * Writes the row: a new product when no product has the SKU (it then needs a name, brand, family, category and
   * sales unit), else the product with the row's fields changed; a row that changes nothing is not written.
   */
  async upsert(
    patch: ProductImportPatch,
    vocabulary: ImportVocabulary,
    editor: BackOfficeEditor,
  ): Promise<{ productId: number; outcome: ProductImportOutcome }> {
    const existingId = (await this.idsBySku([patch.sku])).get(patch.sku);
    const current = existingId === undefined ? undefined : await this.currentInput(existingId);
    const { image: imageBefore, ...before } = current ?? { image: undefined };
    const input = this.merge(current && before, patch, vocabulary);
    const dto = plainToInstance(ProductInputDto, input);
    const problems = validationProblems(await validate(dto, { whitelist: true }));
    if (problems.length > 0) throw refused(problems);
    let productId: number;
    let outcome: ProductImportOutcome;
    if (existingId === undefined) {
      productId = await this.writer.create(dto, editor);
      outcome = 'created';
    } else if (comparable(dto) === comparable(plainToInstance(ProductInputDto, before))) {
      productId = existingId;
      outcome = 'unchanged';
    } else {
      await this.writer.update(existingId, dto, editor);
      productId = existingId;
      outcome = 'updated';
    }
    if (patch.image !== undefined && patch.image !== '') {
      const url = await this.imageUrl(patch.image);
      await this.writer.setImportedImage(productId, url, editor);
      if (outcome === 'unchanged' && imageBefore !== url) outcome = 'updated';
    }
    return { productId, outcome };
  }

  /** An https address as it is; a file name is looked up among the media library's images. */
  private async imageUrl(image: string): Promise<string> {
    if (/^https:\/\//.test(image)) return image;
    const { rows } = await this.assets.list({
      sortField: 'id',
      sortOrder: 'asc',
      offset: 0,
      limit: 20,
      filter: { q: image, kind: 'image' },
    });
    const asset = rows.find((candidate) => sameText(candidate.fileName, image));
    if (!asset) {
      throw refused([
        {
          field: 'image',
          reason: `no image of the media library is named '${image}' (or give an https address)`,
        },
      ]);
    }
    return asset.url;
  }

  /** The product as the editor's form would send it back unchanged. */
  private async currentInput(id: number): Promise<Record<string, unknown> & { image: string }> {
    const product = await this.reads.findProduct(id, FALLBACK_LOCALE);
    if (!product) throw new DomainError('PRODUCT_NOT_FOUND', `No product has the id ${id}`);
    return {
      ...Object.fromEntries(SCALAR_FIELDS.map((field) => [field, product[field]])),
      brandId: product.brandId,
      categoryId: product.categoryId,
      additionalCategoryIds: product.additionalCategoryIds,
      productLineId: product.productLineId,
      familyId: product.familyId,
      salesUnitId: product.salesUnitId,
      attributes: product.attributeValues,
      translations: (product.translations ?? []).map((translation) => ({
        locale: translation.locale,
        name: translation.name,
        slug: translation.slug,
        description: translation.description,
      })),
      units: product.units.map((unit) => ({
        unitId: unit.unitId,
        conversionFactor: unit.conversionFactor,
        precision: unit.precision,
        isDefault: unit.isDefault,
      })),
      prices: product.prices.map((price) => ({
        storeId: price.storeId,
        priceMinor: price.priceMinor,
        recommendedPriceMinor: price.recommendedPriceMinor,
        surchargeMinor: price.surchargeMinor,
        tiers: price.tiers,
      })),
      relations: product.relations.map((relation) => ({
        kind: relation.kind,
        relatedId: relation.relatedId,
      })),
      image: product.image,
    };
  }

  private merge(
    before: Record<string, unknown> | undefined,
    patch: ProductImportPatch,
    vocabulary: ImportVocabulary,
  ): Record<string, unknown> {
    const problems: ErrorDetail[] = [];
    const { options } = vocabulary;
    const input: Record<string, unknown> = {
      stockStatus: 'in_stock',
      ...before,
      ...patch.scalars,
      sku: patch.sku,
    };
    if (patch.brand !== undefined) {
      const brand = options.brands.find((candidate) => sameText(candidate.name, patch.brand!));
      if (brand) input.brandId = brand.id;
      else problems.push({ field: 'brand', reason: `no brand is named '${patch.brand}'` });
    }
    if (patch.productLine !== undefined) {
      const lines = options.productLines.filter((candidate) => sameText(candidate.name, patch.productLine!));
      const line = lines.find((candidate) => candidate.brandId === input.brandId) ?? lines[0];
      if (line) input.productLineId = line.id;
      else problems.push({ field: 'productLine', reason: `no product line is named '${patch.productLine}'` });
    }
    if (patch.family !== undefined) {
      const family = options.families.find((candidate) => sameText(candidate.code, patch.family!));
      if (family) input.familyId = family.id;
      else problems.push({ field: 'family', reason: `no product family has the code '${patch.family}'` });
    }
    if (patch.salesUnit !== undefined) {
      const unit = options.units.find((candidate) => sameText(candidate.identifier, patch.salesUnit!));
      if (unit) input.salesUnitId = unit.id;
      else problems.push({ field: 'salesUnit', reason: `no unit has the identifier '${patch.salesUnit}'` });
    }
    if (patch.categoryPath !== undefined) {
      const categoryId = this.categoryByPath(vocabulary, patch.categoryPath);
      if (categoryId !== undefined) input.categoryId = categoryId;
      else problems.push({ field: 'category', reason: `no category has the path '${patch.categoryPath}'` });
    }
    const translations = new Map(
      (
        (input.translations as { locale: Locale; name: string; description?: string; slug?: string }[]) ?? []
      ).map((translation) => [translation.locale, { ...translation }]),
    );
    for (const locale of LOCALES) {
      const name = patch.names?.[locale];
      const description = patch.descriptions?.[locale];
      if (name === undefined && description === undefined) continue;
      const translation = translations.get(locale) ?? { locale, name: '', slug: '' };
      if (name !== undefined) translation.name = name;
      if (description !== undefined) translation.description = description;
      translations.set(locale, translation);
    }
    input.translations = [...translations.values()];
    if (patch.attributes) {
      const family = options.families.find((candidate) => candidate.id === input.familyId);
      const typed = Object.entries(patch.attributes).map(([code, value]) => {
        const definition = family?.attributes.find((attribute) => attribute.code === code);
        return [code, definition ? attributeValue(definition.dataType, value) : value] as const;
      });
      input.attributes = { ...(input.attributes as Record<string, unknown>), ...Object.fromEntries(typed) };
    }
    if (patch.furtherCategoryPaths) {
      const ids = patch.furtherCategoryPaths.map((path) => {
        const id = this.categoryByPath(vocabulary, path);
        if (id === undefined)
          problems.push({ field: 'furtherCategories', reason: `no category has the path '${path}'` });
        return id;
      });
      // The main category is not a further one of its own product, whichever order the merge met them in.
      input.additionalCategoryIds = [
        ...new Set(ids.filter((id) => id !== undefined && id !== input.categoryId)),
      ];
    }
    if (patch.prices || patch.tiers) {
      type Price = { storeId: number; priceMinor?: number; tiers?: unknown[] };
      const prices = [...((input.prices as Price[]) ?? [])];
      const setPrice = (field: string, storeCode: string, change: Partial<Price>) => {
        const store = options.stores.find((candidate) => sameText(candidate.code, storeCode));
        if (!store) {
          problems.push({ field: `${field}.${storeCode}`, reason: `no store has the code '${storeCode}'` });
          return;
        }
        const index = prices.findIndex((price) => price.storeId === store.id);
        if (index >= 0) prices[index] = { ...prices[index]!, ...change };
        else prices.push({ storeId: store.id, ...change });
      };
      for (const [storeCode, priceMinor] of Object.entries(patch.prices ?? {}))
        setPrice('price', storeCode, { priceMinor });
      for (const [storeCode, tiers] of Object.entries(patch.tiers ?? {}))
        setPrice('tiers', storeCode, { tiers });
      input.prices = prices;
    }
    if (patch.units) {
      type Unit = { unitId: number; conversionFactor: string; precision?: number; isDefault: boolean };
      const units = [...((input.units as Unit[]) ?? [])];
      for (const [identifier, conversionFactor] of Object.entries(patch.units)) {
        const unit = options.units.find((candidate) => sameText(candidate.identifier, identifier));
        if (!unit) {
          problems.push({
            field: `unit.${identifier}`,
            reason: `no unit has the identifier '${identifier}'`,
          });
          continue;
        }
        const index = units.findIndex((existing) => existing.unitId === unit.id);
        if (index >= 0) units[index] = { ...units[index]!, conversionFactor };
        else units.push({ unitId: unit.id, conversionFactor, precision: unit.precision, isDefault: false });
      }
      input.units = units;
    }
    if (!before) {
      const missing = [
        ['brandId', 'brand'],
        ['familyId', 'family'],
        ['categoryId', 'category'],
        ['salesUnitId', 'salesUnit'],
      ].filter(([key]) => input[key!] === undefined);
      for (const [, field] of missing) {
        if (!problems.some((problem) => problem.field === field))
          problems.push({ field: field!, reason: 'a new product needs one; map a column to it' });
      }
      if ((input.translations as unknown[]).length === 0)
        problems.push({ field: 'name', reason: 'a new product needs a name; map a column to it' });
    }
    if (problems.length > 0) throw refused(problems);
    return input;
  }
}
