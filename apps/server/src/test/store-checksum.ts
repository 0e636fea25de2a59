import { sql } from 'kysely';
import type { Db } from '../store/database';

/** Columns that record use (every authenticated call may touch them), not content. */
const USE_COLUMNS = new Set(['last_seen_at', 'last_used_at']);

/**
 * A fingerprint of every metadata table (row count and an md5 of all rows, use-tracking columns
 * left out), found from the catalogue so tables added later are covered too.
 */
export async function storeChecksum(db: Db): Promise<Record<string, string>> {
  const columns = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      and c.table_name not like 'kysely_%'
    order by c.table_name, c.ordinal_position`.execute(db);
  const byTable = new Map<string, string[]>();
  for (const { table_name, column_name } of columns.rows) {
    if (USE_COLUMNS.has(column_name)) continue;
    byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name]);
  }
  const sums: Record<string, string> = {};
  for (const [table, cols] of byTable) {
    const row = sql.join(cols.map((c) => sql`${sql.ref(`t.${c}`)}::text`));
    const result = await sql<{ n: number; h: string | null }>`
      select count(*)::int as n,
        md5(string_agg(concat_ws('|', ${row}), E'\n' order by concat_ws('|', ${row}))) as h
      from ${sql.table(table)} as t`.execute(db);
    const first = result.rows[0];
    sums[table] = `${first?.n ?? 0}:${first?.h ?? ''}`;
  }
  return sums;
}

/** Tables whose fingerprint differs between two checksums. */
export function changedTables(
  before: Record<string, string>,
  after: Record<string, string>,
): string[] {
  const tables = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...tables].filter((t) => before[t] !== after[t]).sort();
}
