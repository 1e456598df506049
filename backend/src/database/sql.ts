import type { EntityManager, Knex } from '@mikro-orm/postgresql';

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

/**
 * Runs a hand-written statement on `em`'s connection: inside `em`'s transaction when it has one (knex's raw
 * queries would otherwise take another pooled connection and commit on their own), else on the pool.
 */
export async function queryRows<T>(em: EntityManager, query: SqlQuery): Promise<T[]> {
  const statement = em.getKnex().raw<{ rows: T[] }>(query.text, query.values as never[]);
  const transaction = em.getTransactionContext<Knex.Transaction>();
  const result = await (transaction ? statement.transacting(transaction) : statement);
  return result.rows;
}

interface PgConnection {
  query(config: { name?: string; text: string; values?: unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * Runs a hot read as a named prepared statement, so PostgreSQL plans it once per connection instead of on
 * every call (planning a large statement can cost more than running it). The connection is borrowed from
 * the ORM's own pool, which keeps the embedded database to its single connection. Outside any transaction:
 * for reads only. Each name must always go with the same text; array values are not expanded here, so pass
 * arrays as one parameter (`= any(${ids}::int[])`).
 */
export interface PreparedOptions {
  /**
   * Always run the statement's generic plan (planned once per connection, without the values). For statements
   * written to plan well generically whose custom plans go wrong: e.g. an index walk with a LIMIT, where the
   * planner's guess from the actual values picks a walk of the wrong index. Costs two short round trips (the
   * setting is scoped to this statement and restored before the connection goes back to the pool).
   */
  genericPlan?: boolean;
}

export async function queryPrepared<T>(
  em: EntityManager,
  name: string,
  query: SqlQuery,
  options: PreparedOptions = {},
): Promise<T[]> {
  const [rows] = await queryPreparedBatch<[T]>(em, [{ name, query, ...options }]);
  return rows;
}

/** One named statement of a batch. */
export interface PreparedStatement extends PreparedOptions {
  name: string;
  query: SqlQuery;
}

/**
 * Runs several hot reads one after the other on one borrowed connection, each as a named prepared statement
 * (see queryPrepared). The plan setting changes only where a statement needs another than the one before, so
 * two generic-plan statements cost four round trips instead of six, and one connection instead of two.
 * Answers each statement's rows in order.
 */
export async function queryPreparedBatch<T extends unknown[]>(
  em: EntityManager,
  statements: PreparedStatement[],
): Promise<{ [K in keyof T]: T[K][] }> {
  const client = em.getKnex().client as {
    acquireConnection(): Promise<PgConnection>;
    releaseConnection(connection: PgConnection): Promise<void>;
    emit(event: 'query', data: { sql: string; bindings: unknown[]; name: string }): void;
  };
  const connection = await client.acquireConnection();
  let generic = false;
  // Named like the statements themselves, so they too are parsed once per connection (and a replay by
  // pgbench with --protocol=prepared sends exactly what the API sends).
  const planGenerically = async (wanted: boolean) => {
    if (wanted === generic) return;
    await connection.query(
      wanted
        ? { name: 'plan-cache-mode.generic', text: 'set plan_cache_mode = force_generic_plan' }
        : { name: 'plan-cache-mode.reset', text: 'reset plan_cache_mode' },
    );
    generic = wanted;
  };
  try {
    const results: unknown[][] = [];
    try {
      for (const { name, query, genericPlan = false } of statements) {
        await planGenerically(genericPlan);
        const { text, values } = toPostgresPlaceholders(query);
        // Announced like every knex query, so query logging and the tests' query counter see it too.
        client.emit('query', { sql: text, bindings: values, name });
        results.push((await connection.query({ name, text, values })).rows);
      }
    } finally {
      // The connection goes back to the ORM's pool as it came.
      await planGenerically(false);
    }
    return results as { [K in keyof T]: T[K][] };
  } finally {
    await client.releaseConnection(connection);
  }
}
