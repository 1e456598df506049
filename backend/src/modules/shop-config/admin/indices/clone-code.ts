import type { EntityManager } from '@mikro-orm/postgresql';
import type { CloneDto } from './index.dto';
import { queryRows, sql, trusted } from '../../../../database/sql';

/** The first free `<code>-copy`, `<code>-copy-2`, … in a table of codes (compared case-insensitively). */
export async function freeCloneCode(
  em: EntityManager,
  table: 'product_index' | 'product_filter',
  code: string,
): Promise<string> {
  const base = `${code.slice(0, 56)}-copy`;
  const rows = await queryRows<{ code: string }>(
    em,
    sql`select lower(code) as code from ${trusted(table)} where lower(code) like ${`${base}%`}`,
  );
  const taken = new Set(rows.map((row) => row.code));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The code and name of a copy: the ones the request names, else a free `<code>-copy…` and "Copy of …". */
export async function cloneNaming(
  em: EntityManager,
  table: 'product_index' | 'product_filter',
  original: { code: string; name: string },
  input: CloneDto,
): Promise<{ code: string; name: string }> {
  return {
    code: input.code ?? (await freeCloneCode(em, table, original.code)),
    name: input.name ?? `Copy of ${original.name}`.slice(0, 200),
  };
}
