import pg from 'pg';

/** An md5 of each table's rows in a fixed order, leaving out `except`: to prove a request changed nothing. */
export async function tableChecksums(
  databaseUrl: string,
  except: ReadonlySet<string> = new Set(),
): Promise<Map<string, string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    const sums = new Map<string, string>();
    for (const { name } of tables) {
      if (except.has(name)) continue;
      const { rows } = await client.query<{ sum: string }>(
        `select md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as sum from "${name}" t`,
      );
      sums.set(name, rows[0]!.sum);
    }
    return sums;
  } finally {
    await client.end();
  }
}

/** The tables whose checksums differ between two readings. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...before].filter(([table, sum]) => after.get(table) !== sum).map(([table]) => table);
}
