import type { ClickHouseClient } from '@clickhouse/client';
import type { IntrospectedTable } from '../connector';
import { columnTypeOfName } from './column-types';
import { READ_ONLY_SETTINGS } from './settings';

interface ColumnRow {
  table: string;
  name: string;
  type: string;
}

/** Tables and views of the connection's database with typed columns, from `system.columns`. */
export async function introspectDatabase(
  client: ClickHouseClient,
  database: string,
): Promise<IntrospectedTable[]> {
  const result = await client.query({
    query:
      'SELECT table, name, type FROM system.columns WHERE database = {db:String} ORDER BY table, position',
    query_params: { db: database },
    format: 'JSONEachRow',
    clickhouse_settings: READ_ONLY_SETTINGS,
  });
  return groupColumns(await result.json<ColumnRow>(), database);
}

export function groupColumns(rows: readonly ColumnRow[], database: string): IntrospectedTable[] {
  const tables = new Map<string, IntrospectedTable>();
  for (const row of rows) {
    let table = tables.get(row.table);
    if (!table) {
      table = { tableName: row.table, schemaName: database, columns: [] };
      tables.set(row.table, table);
    }
    table.columns.push({
      columnName: row.name,
      type: columnTypeOfName(row.type),
      selectable: true,
    });
  }
  return [...tables.values()];
}
