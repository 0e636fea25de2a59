import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnector, ingestFile, type Connector } from '@chartroom/connectors';
import type { ColumnValues, DashExecute, DashTable } from '../engine/types';
import { compileDashQuery } from '../pipeline/compile-query';
import type { EvalTable } from './dataset';

/** Distinct values kept per text column for the unique-values index. */
const VALUES_PER_COLUMN = 1000;

export interface EvalDatabase {
  tables: DashTable[];
  values: ColumnValues[];
  execute: DashExecute;
  close(): Promise<void>;
}

function csvField(value: string | number | null): string {
  if (value === null) return '';
  return `"${String(value).replaceAll('"', '""')}"`;
}

/**
 * Loads one database's tables into a fresh DuckDB file the way an upload does (CSV through
 * `ingestFile`, whose `read_csv(auto_detect)` infers the column types from the string values),
 * then opens it read-only through the DuckDB connector. Tables whose names differ only by case
 * are one table in DuckDB: the first one wins.
 */
export async function loadDatabase(tables: readonly EvalTable[]): Promise<EvalDatabase> {
  const dir = await mkdtemp(join(tmpdir(), 'dash-eval-'));
  const databasePath = join(dir, 'eval.duckdb');
  const seen = new Set<string>();
  const dashTables: DashTable[] = [];
  for (const t of tables) {
    if (seen.has(t.name.toLowerCase())) continue;
    seen.add(t.name.toLowerCase());
    const csv = [
      t.columns.map(csvField).join(','),
      ...t.rows.map((r) => r.map(csvField).join(',')),
    ].join('\n');
    const filePath = join(dir, `${t.name}.csv`);
    await writeFile(filePath, `${csv}\n`);
    const result = await ingestFile({ databasePath, tableName: t.name, filePath, format: 'csv' });
    dashTables.push({
      name: result.table,
      rowCount: result.rows,
      columns: result.columns.map((c) => ({ name: c.columnName, type: c.type })),
    });
  }
  const connector: Connector = await createConnector({ type: 'duckdb', path: databasePath });
  const run = async (sql: string, params: Array<string | number | boolean | null> = []) =>
    connector.run(await connector.prepare({ sql, params }, { tenant: [] }));
  const values: ColumnValues[] = [];
  for (const table of dashTables) {
    for (const column of table.columns) {
      if (column.type !== 'string') continue;
      const q = connector.dialect.quoteIdentifier.bind(connector.dialect);
      const res = await run(
        `SELECT DISTINCT ${q(column.name)} AS v FROM ${q(table.name)} WHERE ${q(column.name)} IS NOT NULL LIMIT ${VALUES_PER_COLUMN}`,
      );
      values.push({
        table: table.name,
        column: column.name,
        values: res.rows.map((r) => String(r.v)),
      });
    }
  }
  const execute: DashExecute = async (query) => {
    const table = dashTables.find((t) => t.name === query.table);
    if (!table) throw new Error(`Unknown table ${query.table}`);
    const compiled = compileDashQuery(connector.dialect, query, table);
    const result = await run(
      compiled.sql,
      compiled.params as Array<string | number | boolean | null>,
    );
    return { ...result, sql: compiled.sql };
  };
  return {
    tables: dashTables,
    values,
    execute,
    async close() {
      await connector.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
