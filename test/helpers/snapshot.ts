import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';

const queries = new WeakMap<Db, Promise<string>>();

/** One statement hashing every row of every table (lease bookkeeping aside). */
async function snapshotQuery(db: Db): Promise<string> {
  const { rows } = (await db.execute(sql`
    select table_name as "table",
           string_agg(quote_ident(column_name), ',' order by ordinal_position) as columns
    from information_schema.columns
    where table_schema = 'public' and column_name not like 'lease\\_%'
    group by table_name
    order by table_name`)) as unknown as { rows: { table: string; columns: string }[] };
  return rows
    .map(
      ({ table, columns }) =>
        `select '${table}' as t, count(*)::int as n, ` +
        `md5(coalesce(string_agg(row(${columns})::text, '|' order by row(${columns})::text), '')) as h ` +
        `from public.${JSON.stringify(table)}`,
    )
    .join(' union all ');
}

/**
 * What the database holds, table by table (row count and a hash of every row), to prove a
 * refused request changed nothing. Leases are left out: they record which process holds a
 * conversation in memory, not anything a user owns.
 */
export async function databaseSnapshot(db: Db): Promise<Record<string, string>> {
  let query = queries.get(db);
  if (!query) {
    query = snapshotQuery(db);
    queries.set(db, query);
  }
  const { rows } = (await db.execute(sql.raw(await query))) as unknown as {
    rows: { t: string; n: number; h: string }[];
  };
  return Object.fromEntries(rows.map((row) => [row.t, `${row.n}:${row.h}`]));
}
