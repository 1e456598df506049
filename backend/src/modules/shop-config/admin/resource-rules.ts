import {
  type EntityClass,
  type EntityManager,
  ForeignKeyConstraintViolationException,
  type FilterQuery,
  UniqueConstraintViolationException,
} from '@mikro-orm/postgresql';
import { DomainError } from '../../../common/errors/domain-error';
import { type AdminListRequest, filterValue, likeEscape } from '../../../common/http/admin-list-query';

/** The rules every resource service applies, so each one says them the same way. */

export function notFound(what: string, id: number): DomainError {
  return new DomainError('NOT_FOUND', `No ${what} has the id ${id}`);
}

export async function findOrFail<T extends { id: number }>(
  em: EntityManager,
  entity: EntityClass<T>,
  id: number,
  what: string,
): Promise<T> {
  const row = await em.findOne(entity, { id } as FilterQuery<T>);
  if (!row) throw notFound(what, id);
  return row;
}

export function taken(field: string, value: string, what: string): DomainError {
  return new DomainError('CONFLICT', `Another ${what} already has the ${field} ${value}`, [
    { field, reason: 'already taken' },
  ]);
}

/** Refuses a value another row already has (case-insensitive), before the unique index would. */
export async function assertUnique<T extends { id: number }>(
  em: EntityManager,
  entity: EntityClass<T>,
  field: string & keyof T,
  value: string | undefined,
  what: string,
  exceptId?: number,
): Promise<void> {
  if (value === undefined) return;
  const where = { [field]: { $ilike: likeEscape(value) } } as FilterQuery<T>;
  const others = await em.find(entity, where, { fields: ['id'] as never, limit: 2 });
  if (others.some((other) => other.id !== exceptId)) throw taken(field, value, what);
}

/** The referenced row, or 400 naming the field: an unknown reference is bad input, not a database error. */
export async function referenced<T extends { id: number }>(
  em: EntityManager,
  entity: EntityClass<T>,
  id: number,
  field: string,
  what: string,
): Promise<T> {
  const row = await em.findOne(entity, { id } as FilterQuery<T>);
  if (!row) {
    throw new DomainError('VALIDATION_FAILED', `${field}: no ${what} has the id ${id}`, [
      { field, reason: `no ${what} has the id ${id}` },
    ]);
  }
  return row;
}

/** Every id of a list must name a row: `countryIds: [1, 999]` is refused naming 999. */
export async function assertAllExist<T extends { id: number }>(
  em: EntityManager,
  entity: EntityClass<T>,
  ids: readonly number[],
  field: string,
  what: string,
): Promise<void> {
  if (ids.length === 0) return;
  const found = await em.find(entity, { id: { $in: [...ids] } } as unknown as FilterQuery<T>, {
    fields: ['id'] as never,
  });
  const known = new Set(found.map((row) => row.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0) {
    throw new DomainError('VALIDATION_FAILED', `${field}: no ${what} has the id ${missing.join(', ')}`, [
      { field, reason: `no ${what} has the id ${missing.join(', ')}` },
    ]);
  }
}

/**
 * Runs a write, turning what the database still refuses (two staff saving the same code at once, a row still in
 * use) into the clear answers the checks before it give.
 */
export async function translateConstraintErrors<T>(
  work: () => Promise<T>,
  messages: { unique: () => DomainError; inUse?: () => DomainError },
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw messages.unique();
    if (error instanceof ForeignKeyConstraintViolationException && messages.inUse) throw messages.inUse();
    throw error;
  }
}

export function stillInUse(what: string, by: string): DomainError {
  return new DomainError('CONFLICT', `This ${what} is still used by ${by}; change those first`);
}

/** The common part of a list's where clause: `id` as a list (react-admin's getMany) and `q` over text fields. */
export function listWhere(request: AdminListRequest<string>, searchFields: readonly string[]) {
  const where: Record<string, unknown> = {};
  const ids = filterValue.integers(request.filter, 'id');
  if (ids) where.id = { $in: ids };
  const q = filterValue.text(request.filter, 'q');
  if (q && searchFields.length > 0) {
    const pattern = `%${likeEscape(q)}%`;
    where.$or = searchFields.map((field) => ({ [field]: { $ilike: pattern } }));
  }
  const active = filterValue.boolean(request.filter, 'active');
  return { where, active };
}

/** Finds a page of rows in the requested order, the id breaking ties so pages never overlap. */
export function findPage<T extends { id: number }>(
  em: EntityManager,
  entity: EntityClass<T>,
  where: Record<string, unknown>,
  request: AdminListRequest<string>,
): Promise<[T[], number]> {
  return em.findAndCount(entity, where as FilterQuery<T>, {
    orderBy: { [request.sortField]: request.sortOrder, id: request.sortOrder } as never,
    offset: request.offset,
    limit: request.limit,
  });
}

/** The fields a change gives (a field left out, or undefined, stays as it is; null clears it). */
export function givenFields<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}
