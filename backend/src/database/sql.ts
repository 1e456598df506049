import type { EntityManager } from '@mikro-orm/postgresql';

/** A parameterised statement: `?` placeholders (knex style) and their values in order. */
export interface SqlQuery {
  text: string;
  values: unknown[];
}

function isSqlQuery(value: unknown): value is SqlQuery {
  return typeof value === 'object' && value !== null && 'text' in value && 'values' in value;
}

/**
 * Tagged template for hand-written SQL: every interpolation becomes a bound parameter, never text, except
 * another `sql` fragment, which is inlined with its own parameters. An array value expands to a list
 * (`in (${ids})`). Statements must not use the jsonb `?` operator (use jsonb_exists): `?` marks parameters.
 */
export function sql(strings: TemplateStringsArray, ...values: unknown[]): SqlQuery {
  let text = strings[0] ?? '';
  const bound: unknown[] = [];
  values.forEach((value, index) => {
    if (isSqlQuery(value)) {
      text += value.text;
      bound.push(...value.values);
    } else {
      text += '?';
      bound.push(value);
    }
    text += strings[index + 1] ?? '';
  });
  return { text, values: bound };
}

/** Trusted SQL text, e.g. an ORDER BY chosen from a whitelist. Never pass user input. */
export function trusted(text: string): SqlQuery {
  return { text, values: [] };
}

export function joinSql(parts: SqlQuery[], separator: string): SqlQuery {
  return {
    text: parts.map((part) => part.text).join(separator),
    values: parts.flatMap((part) => part.values),
  };
}

/** The same statement with PostgreSQL's `$1…$n` placeholders, e.g. for pgbench or psql. */
export function toPostgresPlaceholders(query: SqlQuery): SqlQuery {
  let index = 0;
  return { text: query.text.replace(/\?/g, () => `$${++index}`), values: query.values };
}

export async function queryRows<T>(em: EntityManager, query: SqlQuery): Promise<T[]> {
  const result = await em.getKnex().raw<{ rows: T[] }>(query.text, query.values as never[]);
  return result.rows;
}
