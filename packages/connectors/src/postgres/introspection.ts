import type { Pool } from 'pg';
import type { IntrospectedTable } from '../connector';
import { QueryError } from '../errors';
import { engineMessage } from './read-only-session';
import { columnTypeOfName } from './result-columns';

/**
 * Tables, views, materialized views, partitioned and foreign tables the connection's user may
 * SELECT, in every schema but the system ones (`pg_*`, `information_schema`), with typed
 * columns in their declared order. Partitions are listed through their parent only.
 */
const INTROSPECTION_SQL = `
  SELECT n.nspname AS schema_name, c.relname AS table_name, a.attname AS column_name,
         pg_catalog.format_type(a.atttypid, a.atttypmod) AS data_type
    FROM pg_catalog.pg_class c
    JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_catalog.pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
   WHERE c.relkind IN ('r', 'v', 'm', 'p', 'f')
     AND NOT c.relispartition
     AND n.nspname <> 'information_schema' AND n.nspname NOT LIKE 'pg\\_%'
     AND pg_catalog.has_table_privilege(c.oid, 'SELECT')
   ORDER BY n.nspname, c.relname, a.attnum`;

interface ColumnRow {
  schema_name: string;
  table_name: string;
  column_name: string;
  data_type: string;
}

export async function introspectSchemas(pool: Pool): Promise<IntrospectedTable[]> {
  let rows: ColumnRow[];
  try {
    rows = (await pool.query<ColumnRow>(INTROSPECTION_SQL)).rows;
  } catch (error) {
    throw new QueryError(engineMessage(error), { cause: error });
  }
  const tables = new Map<string, IntrospectedTable>();
  for (const row of rows) {
    const key = `${row.schema_name}.${row.table_name}`;
    let table = tables.get(key);
    if (!table) {
      table = { tableName: row.table_name, schemaName: row.schema_name, columns: [] };
      tables.set(key, table);
    }
    table.columns.push({
      columnName: row.column_name,
      type: columnTypeOfName(row.data_type),
      selectable: true,
    });
  }
  return [...tables.values()];
}
