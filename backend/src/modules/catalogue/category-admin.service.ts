import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LOCALES, type Locale } from '@tradeshop/shared';
import { DomainError } from '../../common/errors/domain-error';
import { queryRows, sql, trusted } from '../../database/sql';
import { slugify } from '../../database/seeders/localised-text';
import { AuditService, type BackOfficeEditor } from '../audit/audit.service';
import { RedirectsService, type RedirectMove } from '../seo/redirects/redirects.service';
import { CategoryFiltersService } from '../shop-config/category-filters/category-filters.service';
import { RECOUNT_CATEGORY_PRODUCTS_SQL } from './category-counts.sql';
import type {
  AdminCategoryTreeNodeDto,
  CategoryTranslationInputDto,
  CreateCategoryDto,
  MoveCategoryDto,
  UpdateCategoryDto,
} from './dto/category-admin.dto';

interface TreeRow {
  id: number;
  parent_id: number | null;
  code: string;
  position: number;
  published: boolean;
  product_count: number;
  names: Record<string, string>;
  slugs: Record<string, string>;
}

/** Every category with its names and slugs: hundreds of rows, read whole for a tree change. */
class Tree {
  readonly byId: Map<number, TreeRow>;
  constructor(readonly rows: TreeRow[]) {
    this.byId = new Map(rows.map((row) => [row.id, row]));
  }

  get(id: number): TreeRow {
    const row = this.byId.get(id);
    if (!row) throw new DomainError('CATEGORY_NOT_FOUND', `No category has the id ${id}`);
    return row;
  }

  children(parentId: number | null): TreeRow[] {
    return this.rows
      .filter((row) => row.parent_id === parentId)
      .sort((a, b) => a.position - b.position || a.id - b.id);
  }

  /** The category and all its descendants, parents first. */
  subtree(id: number): TreeRow[] {
    const out = [this.get(id)];
    for (let index = 0; index < out.length; index++) out.push(...this.children(out[index]!.id));
    return out;
  }
}

const segmentOf = (slug: string) => slug.slice(slug.lastIndexOf('/') + 1);
const categoryAddress = (locale: string, slug: string) => `/${locale}/c/${slug}`;

const slugTaken = (locale: string, slug: string) =>
  new DomainError(
    'CONFLICT',
    `The address /${locale}/c/${slug} is already another category's; choose another slug`,
    [{ field: `translations.${locale}.slug`, reason: 'already used by another category' }],
  );

const invalid = (field: string, reason: string) =>
  new DomainError('VALIDATION_FAILED', `${field}: ${reason}`, [{ field, reason }]);

/**
 * The back office's category writes (issue 16): create, edit, move and sort in the tree, publish, delete.
 * A category's address carries its tree path in every language (`batteries/alkaline-batteries`); a move or a new
 * slug rewrites the paths of the whole subtree and leaves a 301 redirect from every old address. Every change is
 * audited in its transaction; the shop's read cache follows by the tables' triggers.
 */
@Injectable()
export class CategoryAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly redirects: RedirectsService,
    private readonly filters: CategoryFiltersService,
  ) {}

  async tree(em: EntityManager = this.em): Promise<AdminCategoryTreeNodeDto[]> {
    const rows = await this.readTree(em);
    return rows.map((row) => ({
      id: row.id,
      code: row.code,
      parentId: row.parent_id,
      position: row.position,
      published: row.published,
      productCount: row.product_count,
      names: row.names,
      slugs: row.slugs,
    }));
  }

  async create(input: CreateCategoryDto, editor: BackOfficeEditor): Promise<number> {
    return this.em.transactional(async (em) => {
      await this.lockTree(em);
      const tree = new Tree(await this.readTree(em));
      const parentId = input.parentId ?? null;
      const parent = parentId === null ? null : tree.get(parentId);
      if (tree.rows.some((row) => row.code === input.code)) throw codeTaken(input.code);
      const given = new Map((input.translations ?? []).map((t) => [t.locale, t]));
      const missing = LOCALES.filter((locale) => !given.get(locale)?.name.trim());
      if (missing.length > 0) {
        throw invalid('translations', `a name is needed in every language; missing: ${missing.join(', ')}`);
      }
      const slugs: Record<string, string> = {};
      for (const locale of LOCALES) {
        const translation = given.get(locale)!;
        const segment = ownSegment(translation);
        const slug = parent ? `${parent.slugs[locale]}/${segment}` : segment;
        if (tree.rows.some((row) => row.slugs[locale] === slug)) throw slugTaken(locale, slug);
        slugs[locale] = slug;
      }
      const [{ id }] = await queryRows<{ id: number }>(
        em,
        sql`insert into category (parent_id, code, position, image, published)
            values (${parentId}, ${input.code}, ${tree.children(parentId).length}, ${input.image ?? null},
                    ${input.published ?? true})
            returning id`,
      );
      for (const locale of LOCALES) {
        const t = given.get(locale)!;
        await queryRows(
          em,
          sql`insert into category_translation (category_id, locale, name, slug, description, meta_title, meta_description)
              values (${id}, ${locale}, ${t.name.trim()}, ${slugs[locale]}, ${t.description ?? ''},
                      ${t.metaTitle ?? ''}, ${t.metaDescription ?? ''})`,
        );
      }
      if (input.filterId) await this.filters.assign(id, input.filterId, em);
      await this.redirects.release(
        LOCALES.map((locale) => categoryAddress(locale, slugs[locale]!)),
        em,
      );
      await this.record(em, editor, 'category.created', id, { code: input.code, parentId, slugs });
      return id;
    });
  }

  async update(id: number, input: UpdateCategoryDto, editor: BackOfficeEditor): Promise<void> {
    await this.em.transactional(async (em) => {
      await this.lockTree(em);
      const tree = new Tree(await this.readTree(em));
      const category = tree.get(id);
      const changed: Record<string, unknown> = {};
      const [current] = await queryRows<{ image: string | null }>(
        em,
        sql`select image from category where id = ${id}`,
      );
      if (input.code !== undefined && input.code !== category.code) {
        if (tree.rows.some((row) => row.code === input.code && row.id !== id)) throw codeTaken(input.code);
        changed.code = { from: category.code, to: input.code };
      }
      if (input.image !== undefined && (input.image || null) !== current?.image) {
        changed.image = { from: current?.image ?? null, to: input.image || null };
      }
      if (input.published !== undefined && input.published !== category.published) {
        changed.published = { from: category.published, to: input.published };
      }
      if (changed.code || changed.image || changed.published) {
        await queryRows(
          em,
          sql`update category set code = ${input.code ?? category.code},
                                  image = ${changed.image ? input.image || null : (current?.image ?? null)},
                                  published = ${input.published ?? category.published}
              where id = ${id}`,
        );
      }
      const moves: RedirectMove[] = [];
      const texts: string[] = [];
      for (const translation of input.translations ?? []) {
        const locale = translation.locale;
        await queryRows(
          em,
          sql`update category_translation
              set name = ${translation.name.trim()},
                  description = coalesce(${translation.description ?? null}::text, description),
                  meta_title = coalesce(${translation.metaTitle ?? null}::text, meta_title),
                  meta_description = coalesce(${translation.metaDescription ?? null}::text, meta_description)
              where category_id = ${id} and locale = ${locale}`,
        );
        texts.push(locale);
        const oldSlug = category.slugs[locale];
        if (translation.slug === undefined || oldSlug === undefined) continue;
        if (segmentOf(oldSlug) === translation.slug) continue;
        const parent = category.parent_id === null ? null : tree.get(category.parent_id);
        const newSlug = parent ? `${parent.slugs[locale]}/${translation.slug}` : translation.slug;
        moves.push(...this.rewriteSlugs(tree, id, newSlug, [locale as Locale]));
      }
      if (moves.length > 0) await this.applySlugMoves(em, moves);
      if (texts.length > 0) changed.translations = texts;
      if (moves.length > 0) changed.addresses = moves;
      if (input.filterId !== undefined) {
        const before = await this.filters.filterOf(id, em);
        if ((before?.filterId ?? null) !== input.filterId) {
          await this.filters.assign(id, input.filterId, em);
          changed.filterId = { from: before?.filterId ?? null, to: input.filterId };
        }
      }
      if (Object.keys(changed).length > 0) {
        await this.record(em, editor, 'category.updated', id, { code: category.code, ...changed });
      }
    });
  }

  /** Moves the category under `parentId` (null: the top level) to `position` among its siblings. */
  async move(id: number, input: MoveCategoryDto, editor: BackOfficeEditor): Promise<void> {
    await this.em.transactional(async (em) => {
      await this.lockTree(em);
      const tree = new Tree(await this.readTree(em));
      const category = tree.get(id);
      const parentId = input.parentId ?? null;
      const parent = parentId === null ? null : tree.get(parentId);
      if (tree.subtree(id).some((row) => row.id === parentId)) {
        throw invalid('parentId', 'a category cannot be moved under itself or one of its subcategories');
      }
      const fromParent = category.parent_id;
      // The new order of the siblings, the moved category at its place.
      const siblings = tree.children(parentId).filter((row) => row.id !== id);
      const position = Math.min(input.position, siblings.length);
      siblings.splice(position, 0, category);
      const order = siblings.map((row) => row.id);
      await queryRows(
        em,
        sql`update category c
            set parent_id = case when c.id = ${id}::int then ${parentId}::int else c.parent_id end,
                position = m.position - 1
            from unnest(${order}::int[]) with ordinality as m (id, position)
            where c.id = m.id`,
      );
      let moves: RedirectMove[] = [];
      if (fromParent !== parentId) {
        // The old siblings close the gap.
        const left = tree
          .children(fromParent)
          .filter((row) => row.id !== id)
          .map((row) => row.id);
        await queryRows(
          em,
          sql`update category c set position = m.position - 1
              from unnest(${left}::int[]) with ordinality as m (id, position) where c.id = m.id`,
        );
        for (const locale of LOCALES) {
          const newSlug = parent
            ? `${parent.slugs[locale]}/${segmentOf(category.slugs[locale] ?? '')}`
            : segmentOf(category.slugs[locale] ?? '');
          moves.push(...this.rewriteSlugs(tree, id, newSlug, [locale]));
        }
        moves = moves.filter((move) => move.source !== move.target);
        await this.applySlugMoves(em, moves);
        // The product counts of the old and the new ancestors.
        await queryRows(em, trusted(RECOUNT_CATEGORY_PRODUCTS_SQL));
      }
      await this.record(em, editor, 'category.moved', id, {
        code: category.code,
        parentId: { from: fromParent, to: parentId },
        position,
        ...(moves.length > 0 && { addresses: moves }),
      });
    });
  }

  /** Deletes a category that has neither subcategories nor products. */
  async remove(id: number, editor: BackOfficeEditor): Promise<void> {
    await this.em.transactional(async (em) => {
      await this.lockTree(em);
      const tree = new Tree(await this.readTree(em));
      const category = tree.get(id);
      const children = tree.children(id).length;
      if (children > 0) {
        throw new DomainError(
          'CONFLICT',
          `The category ${category.code} has ${children} subcategories; move or delete them first`,
        );
      }
      const [{ products }] = await queryRows<{ products: number }>(
        em,
        sql`select count(*)::int as products from product where category_id = ${id}`,
      );
      if (products > 0) {
        throw new DomainError(
          'CONFLICT',
          `The category ${category.code} still has ${products} products; move them to another category first`,
        );
      }
      await queryRows(em, sql`delete from category where id = ${id}`);
      const left = tree
        .children(category.parent_id)
        .filter((row) => row.id !== id)
        .map((row) => row.id);
      await queryRows(
        em,
        sql`update category c set position = m.position - 1
            from unnest(${left}::int[]) with ordinality as m (id, position) where c.id = m.id`,
      );
      await this.record(em, editor, 'category.deleted', id, { code: category.code, slugs: category.slugs });
    });
  }

  /**
   * The new addresses of the category (now at `newSlug` in these languages) and its whole subtree, refused when
   * one of them is another category's; `tree` is updated to the new slugs.
   */
  private rewriteSlugs(tree: Tree, id: number, newSlug: string, locales: readonly Locale[]): RedirectMove[] {
    const subtree = tree.subtree(id);
    const inSubtree = new Set(subtree.map((row) => row.id));
    const moves: RedirectMove[] = [];
    for (const locale of locales) {
      const oldSlug = tree.get(id).slugs[locale];
      if (oldSlug === undefined || oldSlug === newSlug) continue;
      const renamed = subtree.map((row) => ({
        row,
        from: row.slugs[locale]!,
        to: newSlug + row.slugs[locale]!.slice(oldSlug.length),
      }));
      for (const { to } of renamed) {
        const holder = tree.rows.find((row) => row.slugs[locale] === to && !inSubtree.has(row.id));
        if (holder) throw slugTaken(locale, to);
      }
      for (const { row, from, to } of renamed) {
        row.slugs[locale] = to;
        moves.push({ source: categoryAddress(locale, from), target: categoryAddress(locale, to) });
      }
    }
    return moves;
  }

  /** Writes the new slugs and leaves a redirect from each old address. */
  private async applySlugMoves(em: EntityManager, moves: RedirectMove[]): Promise<void> {
    if (moves.length === 0) return;
    const parse = (path: string) => {
      const [, locale, , ...slug] = path.split('/');
      return { locale: locale!, slug: slug.join('/') };
    };
    const from = moves.map((move) => parse(move.source));
    const to = moves.map((move) => parse(move.target));
    await queryRows(
      em,
      sql`update category_translation t set slug = m.new_slug
          from unnest(${from.map((f) => f.locale)}::text[], ${from.map((f) => f.slug)}::text[],
                      ${to.map((t) => t.slug)}::text[]) as m (locale, old_slug, new_slug)
          where t.locale = m.locale and t.slug = m.old_slug`,
    );
    await this.redirects.record(moves, em);
  }

  /** One tree change at a time: two moves at once could otherwise make a loop. */
  private async lockTree(em: EntityManager): Promise<void> {
    await queryRows(em, trusted(`lock table category in share row exclusive mode`));
  }

  private readTree(em: EntityManager): Promise<TreeRow[]> {
    return queryRows<TreeRow>(
      em,
      sql`select c.id, c.parent_id, c.code, c.position, c.published, c.product_count,
                 coalesce((select json_object_agg(t.locale, t.name) from category_translation t
                           where t.category_id = c.id), '{}') as names,
                 coalesce((select json_object_agg(t.locale, t.slug) from category_translation t
                           where t.category_id = c.id), '{}') as slugs
          from category c
          order by c.parent_id nulls first, c.position, c.id`,
    );
  }

  private record(
    em: EntityManager,
    editor: BackOfficeEditor,
    action: string,
    id: number,
    details: Record<string, unknown>,
  ): Promise<void> {
    return this.audit.recordEdit(em, editor, { type: 'category', id: id }, action, details);
  }
}

function ownSegment(translation: CategoryTranslationInputDto): string {
  const segment = translation.slug ?? slugify(translation.name);
  if (!segment) {
    throw invalid(`translations.${translation.locale}.slug`, 'give a slug: the name makes none');
  }
  return segment;
}

function codeTaken(code: string): DomainError {
  return new DomainError('CONFLICT', `The code ${code} is already another category's`, [
    { field: 'code', reason: 'already used by another category' },
  ]);
}
