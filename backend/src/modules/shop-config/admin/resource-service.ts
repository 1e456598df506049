import { Injectable } from '@nestjs/common';
import {
  type EntityClass,
  EntityManager,
  type FilterQuery,
  type FindOptions,
  type QueryOrderMap,
  type RequiredEntityData,
} from '@mikro-orm/postgresql';
import type { DomainError } from '../../../common/errors/domain-error';
import { type AdminListRequest, filterValue, likeEscape } from '../../../common/http/admin-list-query';
import type { ShopConfigResourceService } from './resource';
import type { ResourceConfigDto } from './resource.dto';
import { ResourceLookups } from './resource-lookups';
import {
  assertUnique,
  findOrFail,
  findPage,
  givenFields,
  listWhere,
  stillInUse,
  taken,
  translateConstraintErrors,
} from './resource-rules';

/** A list's where clause as MikroORM reads it. */
export type ListWhere = Record<string, unknown>;

/** One filter of a list, by its name in the request: reads the value (400 for the wrong kind), narrows `where`. */
export type ListFilter = (where: ListWhere, filter: Record<string, unknown>, name: string) => void;

/** Narrows the list to rows whose `field` equals the filter's value, as `read` takes it from the request. */
export function equalTo(
  field: string,
  read: (filter: Record<string, unknown>, name: string) => unknown,
): ListFilter {
  return (where, filter, name) => {
    const value = read(filter, name);
    if (value !== undefined) where[field] = value;
  };
}

/** The `active` filter most resources have. */
export const activeFilter: ListFilter = equalTo('active', filterValue.boolean);

/** A filter value as a list of ids, for `equalTo`: `{ $in: ids }`. */
export function anyOfIds(filter: Record<string, unknown>, name: string): { $in: number[] } | undefined {
  const ids = filterValue.integers(filter, name);
  return ids && { $in: ids };
}

/**
 * The rows of `entity` whose `owner` is one of `ownerIds`, in `orderBy` order, grouped by the owner's id: what
 * `extras` answers for linked rows, in one query.
 */
export async function findGrouped<T extends object, V>(
  em: EntityManager,
  entity: EntityClass<T>,
  owner: keyof T & string,
  ownerIds: number[],
  orderBy: QueryOrderMap<T>,
  value: (row: T) => V,
): Promise<Map<number, V[]>> {
  const where = { [owner]: { $in: ownerIds } } as FilterQuery<T>;
  const rows = await em.find(entity, where, { orderBy } as FindOptions<T>);
  const byOwner = new Map<number, V[]>();
  for (const row of rows) {
    const ownerId = (row[owner] as { id: number }).id;
    byOwner.set(ownerId, [...(byOwner.get(ownerId) ?? []), value(row)]);
  }
  return byOwner;
}

/** The `q` of a list: as typed, and as a LIKE pattern finding it anywhere in a text. */
export interface SearchText {
  text: string;
  pattern: string;
}

/**
 * What a shop-configuration resource stored as an entity says about itself; `entityResourceService` makes the
 * rest of its service (see `resource.ts` for how a resource is added).
 */
export interface EntityResource<
  TEntity extends { id: number },
  TResponse,
  TCreate extends object,
  TUpdate extends object,
  TExtra,
  TConfigExtras extends object,
> {
  entity: EntityClass<TEntity>;
  /** What a row is called in messages: `tax rate`. */
  what: string;
  /** The sort fields the list accepts, for get-config. */
  sorts: readonly string[];
  /**
   * The field no two rows share, letter case aside: checked before a create and before an update that changes
   * it, and named in the 409. Resources with a uniqueness of their own check it in `create`/`update` and say it
   * in `conflict` instead.
   */
  unique?: keyof TEntity & keyof TCreate & string;
  /** The 409 when the database refuses a row as a duplicate (the race `unique` or the resource's check lost). */
  conflict?: (input: Record<string, unknown>) => DomainError;
  /** Who may still hold a row the database refuses to delete: `tax rules` (409 "still used by tax rules"). */
  inUseBy?: string;
  /** The text fields `q` searches, or the conditions of a search of the resource's own (any one matches). */
  search: readonly string[] | ((q: SearchText, em: EntityManager) => object[] | Promise<object[]>);
  /** The resource's own list filters, by name (get-config lists the names); `q` and `id` are everyone's. */
  filters?: Record<string, ListFilter>;
  /** What the responses need beyond the rows, by row id: one query for a whole page. */
  extras?: (em: EntityManager, ids: number[], lookups: ResourceLookups) => Promise<Map<number, TExtra>>;
  toResponse: (row: TEntity, extra: TExtra | undefined) => TResponse;
  /** Makes the new row once its unique field is known to be free; the helper flushes. */
  create: (em: EntityManager, input: TCreate, lookups: ResourceLookups) => TEntity | Promise<TEntity>;
  /** Changes the row (after the unique check); by default takes the fields given. The helper flushes. */
  update?: (
    em: EntityManager,
    row: TEntity,
    input: TUpdate,
    lookups: ResourceLookups,
  ) => void | Promise<void>;
  /** Refuses (`stillInUse`) to delete a row others still need, and removes what goes with it. */
  beforeDelete?: (em: EntityManager, row: TEntity, lookups: ResourceLookups) => void | Promise<void>;
  /** What get-config says besides the sort and filter fields. */
  configExtras?: () => TConfigExtras;
}

/**
 * The service of a resource stored as an entity: list → page → responses; get; create and update in a
 * transaction with the unique check and the database's refusals translated; delete after the in-use check.
 * Answers are made after the commit, from the rows written. Extra methods go on the class that extends it.
 */
export function entityResourceService<
  TEntity extends { id: number },
  TResponse,
  TCreate extends object,
  TUpdate extends object,
  TExtra = never,
  TConfigExtras extends object = object,
>(resource: EntityResource<TEntity, TResponse, TCreate, TUpdate, TExtra, TConfigExtras>) {
  const { entity, what, unique, extras } = resource;
  if (!unique && !resource.conflict)
    throw new Error(`The ${what} resource names no unique field and no conflict`);
  const conflict =
    resource.conflict ??
    ((input: Record<string, unknown>) =>
      taken(unique as string, String(input[unique as string] ?? ''), what));

  @Injectable()
  class EntityResourceService implements ShopConfigResourceService<
    TResponse,
    TCreate,
    TUpdate,
    ResourceConfigDto & TConfigExtras
  > {
    constructor(
      readonly em: EntityManager,
      readonly lookups: ResourceLookups,
    ) {}

    async list(request: AdminListRequest<string>) {
      const where = await this.where(request);
      const [rows, total] = await findPage(this.em, entity, where, request);
      return { rows: await this.present(this.em, rows), total };
    }

    async get(id: number) {
      return this.presentOne(await findOrFail(this.em, entity, id, what));
    }

    async create(input: TCreate) {
      const row = await this.write(
        async (em) => {
          if (unique) await assertUnique(em, entity, unique, input[unique] as string, what);
          return resource.create(em, input, this.lookups);
        },
        { unique: () => conflict(input as Record<string, unknown>) },
      );
      return this.presentOne(row);
    }

    async update(id: number, input: TUpdate) {
      const row = await this.write(
        async (em) => {
          const found = await findOrFail(em, entity, id, what);
          const value = unique && ((input as Record<string, unknown>)[unique] as string | undefined);
          if (unique && value !== undefined && value !== (found[unique] as unknown)) {
            await assertUnique(em, entity, unique, value, what, id);
          }
          if (resource.update) await resource.update(em, found, input, this.lookups);
          else em.assign(found, givenFields(input) as never);
          return found;
        },
        { unique: () => conflict(input as Record<string, unknown>) },
      );
      return this.presentOne(row);
    }

    /** Returns what was deleted, answered before it goes. */
    async delete(id: number) {
      return this.write(
        async (em) => {
          const row = await findOrFail(em, entity, id, what);
          const [deleted] = await this.present(em, [row]);
          await resource.beforeDelete?.(em, row, this.lookups);
          // A plain statement: rows linked to it (a carrier's shipping rules, …) go by the database's cascade.
          await em.nativeDelete(entity, { id } as FilterQuery<TEntity>);
          return deleted as TResponse;
        },
        { unique: () => conflict({}), inUse: () => stillInUse(what, resource.inUseBy ?? 'other records') },
      );
    }

    /** A new row from an existing one's fields (the clone extras), with the unique check a create has. */
    async copy(
      id: number,
      fields: (em: EntityManager, original: TEntity) => Promise<RequiredEntityData<TEntity>>,
    ) {
      let data: RequiredEntityData<TEntity> | undefined;
      const row = await this.write(
        async (em) => {
          data = await fields(em, await findOrFail(em, entity, id, what));
          if (unique) await assertUnique(em, entity, unique, data[unique as never] as string, what);
          return em.create(entity, data);
        },
        { unique: () => conflict((data ?? {}) as Record<string, unknown>) },
      );
      return this.presentOne(row);
    }

    config(): ResourceConfigDto & TConfigExtras {
      return {
        sortFields: [...resource.sorts],
        filterFields: Object.keys(resource.filters ?? {}),
        ...(resource.configExtras?.() as TConfigExtras),
      };
    }

    /** The responses for rows, with their extras loaded in one go. */
    async present(em: EntityManager, rows: TEntity[]): Promise<TResponse[]> {
      const loaded =
        extras && rows.length > 0
          ? await extras(
              em,
              rows.map((row) => row.id),
              this.lookups,
            )
          : undefined;
      return rows.map((row) => resource.toResponse(row, loaded?.get(row.id)));
    }

    async presentOne(row: TEntity): Promise<TResponse> {
      const [response] = await this.present(this.em, [row]);
      return response as TResponse;
    }

    /**
     * Runs `work` in a transaction and flushes; what the database still refuses (two staff saving the same code
     * at once, a row still in use) answers as the checks before it would have.
     */
    write<T>(
      work: (em: EntityManager) => Promise<T>,
      refusals: Parameters<typeof translateConstraintErrors>[1],
    ) {
      return translateConstraintErrors(
        () =>
          this.em.transactional(async (em) => {
            const result = await work(em);
            await em.flush();
            return result;
          }),
        refusals,
      );
    }

    private async where(request: AdminListRequest<string>): Promise<ListWhere> {
      const { search } = resource;
      const { where } = listWhere(request, typeof search === 'function' ? [] : search);
      const text = typeof search === 'function' ? filterValue.text(request.filter, 'q') : undefined;
      if (text && typeof search === 'function') {
        where.$or = await search({ text, pattern: `%${likeEscape(text)}%` }, this.em);
      }
      for (const [name, narrow] of Object.entries(resource.filters ?? {}))
        narrow(where, request.filter, name);
      return where;
    }
  }
  return EntityResourceService;
}
