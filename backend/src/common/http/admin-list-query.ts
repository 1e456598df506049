import { ApiPropertyOptional } from '@nestjs/swagger';
import { ADMIN_MAX_PAGE_SIZE } from '@tradeshop/shared';
import { IsOptional, IsString } from 'class-validator';
import type { Response } from 'express';
import { DomainError } from '../errors/domain-error';

/** The query string react-admin's simple REST data provider sends with a list. */
export class AdminListQueryDto {
  @ApiPropertyOptional({ example: '["id","ASC"]' })
  @IsOptional()
  @IsString()
  sort?: string;

  @ApiPropertyOptional({ example: '[0,24]' })
  @IsOptional()
  @IsString()
  range?: string;

  @ApiPropertyOptional({ example: '{"q":"AA"}' })
  @IsOptional()
  @IsString()
  filter?: string;
}

export interface AdminListRequest<TField extends string> {
  sortField: TField;
  sortOrder: 'asc' | 'desc';
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
}

function parseJson(name: string, text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new DomainError('VALIDATION_FAILED', `${name} must be valid JSON`, [
      { field: name, reason: 'not JSON' },
    ]);
  }
}

function invalid(field: string, reason: string): never {
  throw new DomainError('VALIDATION_FAILED', `${field} ${reason}`, [{ field, reason }]);
}

/** Reads sort, range and filter, allowing only the given sort fields. */
export function parseAdminListQuery<TField extends string>(
  query: AdminListQueryDto,
  sortable: readonly TField[],
  defaultSort: TField,
): AdminListRequest<TField> {
  const sort = parseJson('sort', query.sort) ?? [defaultSort, 'ASC'];
  const range = parseJson('range', query.range) ?? [0, 24];
  const filter = parseJson('filter', query.filter) ?? {};
  if (
    !Array.isArray(sort) ||
    !sortable.includes(sort[0]) ||
    !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())
  ) {
    invalid('sort', `must be ["field","ASC"|"DESC"] with field one of ${sortable.join(', ')}`);
  }
  if (!Array.isArray(range) || !range.every((n) => Number.isInteger(n) && n >= 0) || range[1] < range[0]) {
    invalid('range', 'must be [first, last] with whole numbers, first <= last');
  }
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter))
    invalid('filter', 'must be an object');
  const limit = Math.min(range[1] - range[0] + 1, ADMIN_MAX_PAGE_SIZE);
  return {
    sortField: sort[0] as TField,
    sortOrder: String(sort[1]).toLowerCase() as 'asc' | 'desc',
    offset: range[0],
    limit,
    filter: filter as Record<string, unknown>,
  };
}

/** Tells react-admin which slice of how many rows it got, e.g. `products 0-24/2000`. */
export function setContentRange(
  response: Response,
  resource: string,
  offset: number,
  count: number,
  total: number,
) {
  const last = count === 0 ? offset : offset + count - 1;
  response.setHeader('Content-Range', `${resource} ${offset}-${last}/${total}`);
  response.setHeader('Access-Control-Expose-Headers', 'Content-Range');
}

/** Reads an optional filter value of a given kind, answering 400 for the wrong kind. */
export const filterValue = {
  integer(filter: Record<string, unknown>, field: string): number | undefined {
    const value = filter[field];
    if (value === undefined || value === null || value === '') return undefined;
    const number = Number(value);
    if (!Number.isInteger(number)) invalid(`filter.${field}`, 'must be a whole number');
    return number;
  },
  integers(filter: Record<string, unknown>, field: string): number[] | undefined {
    const value = filter[field];
    if (value === undefined) return undefined;
    const list = Array.isArray(value) ? value : [value];
    if (!list.every((item) => Number.isInteger(Number(item))))
      invalid(`filter.${field}`, 'must be whole numbers');
    return list.map(Number);
  },
  text(filter: Record<string, unknown>, field: string): string | undefined {
    const value = filter[field];
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string') invalid(`filter.${field}`, 'must be text');
    return value.trim() || undefined;
  },
  boolean(filter: Record<string, unknown>, field: string): boolean | undefined {
    const value = filter[field];
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'boolean') invalid(`filter.${field}`, 'must be true or false');
    return value;
  },
  oneOf<T extends string>(
    filter: Record<string, unknown>,
    field: string,
    allowed: readonly T[],
  ): T | undefined {
    const value = filter[field];
    if (value === undefined || value === null || value === '') return undefined;
    if (!allowed.includes(value as T)) invalid(`filter.${field}`, `must be one of ${allowed.join(', ')}`);
    return value as T;
  },
};

/** Escapes LIKE wildcards so a search for '50%' finds the text '50%'. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
