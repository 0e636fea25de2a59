import type { DuckDBConnection } from '@duckdb/node-api';
import type { IntrospectedTable } from '../connector';
import type { ReadableCatalog } from './read-only-guard';
import { columnTypeOfName } from './result-columns';

/** Tables and views of the `main` schema of the connection's database, with typed columns. */
export async function introspectMainSchema(
  connection: DuckDBConnection,
): Promise<IntrospectedTable[]> {
  const reader = await connection.runAndReadAll(
    `SELECT table_name, column_name, data_type
       FROM duckdb_columns()
      WHERE database_name = current_database() AND schema_name = 'main' AND NOT internal
      ORDER BY table_name, column_index`,
  );
  const tables = new Map<string, IntrospectedTable>();
  for (const [tableName, columnName, dataType] of reader.getRows()) {
    const name = String(tableName);
    let table = tables.get(name);
    if (!table) {
      table = { tableName: name, schemaName: 'main', columns: [] };
      tables.set(name, table);
    }
    table.columns.push({
      columnName: String(columnName),
      type: columnTypeOfName(String(dataType)),
      selectable: true,
    });
  }
  return [...tables.values()];
}

/** Every table and view of the connection's own database, as `schema.table` lower-cased. */
export async function readReadableCatalog(connection: DuckDBConnection): Promise<ReadableCatalog> {
  const reader = await connection.runAndReadAll(
    `SELECT current_database(), schema_name, table_name FROM duckdb_tables()
      WHERE database_name = current_database() AND NOT internal
     UNION ALL
     SELECT current_database(), schema_name, view_name FROM duckdb_views()
      WHERE database_name = current_database() AND NOT internal`,
  );
  let database = '';
  const tables = new Set<string>();
  for (const [db, schema, table] of reader.getRows()) {
    database = String(db);
    tables.add(`${String(schema).toLowerCase()}.${String(table).toLowerCase()}`);
  }
  if (database === '') {
    const current = await connection.runAndReadAll('SELECT current_database()');
    database = String(current.value(0, 0));
  }
  return { database, tables };
}
