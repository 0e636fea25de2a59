import type { IntrospectedColumn, IntrospectedTable } from '../connector';

/** Tables, views and columns of the connection's database (every schema but `sys`). */
export const INTROSPECTION_SQL =
  'SELECT c.TABLE_SCHEMA AS table_schema, c.TABLE_NAME AS table_name, ' +
  'c.COLUMN_NAME AS column_name, c.DATA_TYPE AS data_type ' +
  'FROM INFORMATION_SCHEMA.COLUMNS AS c INNER JOIN INFORMATION_SCHEMA.TABLES AS t ' +
  'ON t.TABLE_SCHEMA = c.TABLE_SCHEMA AND t.TABLE_NAME = c.TABLE_NAME ' +
  "WHERE c.TABLE_SCHEMA NOT IN ('sys', 'INFORMATION_SCHEMA') " +
  'ORDER BY c.TABLE_SCHEMA, c.TABLE_NAME, c.ORDINAL_POSITION';

const NUMBER = new Set([
  'tinyint',
  'smallint',
  'int',
  'bigint',
  'decimal',
  'numeric',
  'money',
  'smallmoney',
  'float',
  'real',
]);
const DATE = new Set(['date', 'datetime', 'datetime2', 'smalldatetime', 'datetimeoffset']);
const MIXED = new Set(['geography', 'geometry', 'hierarchyid', 'sql_variant', 'xml']);

export function toIntrospectedTables(
  rows: ReadonlyArray<Record<string, unknown>>,
): IntrospectedTable[] {
  const tables = new Map<string, IntrospectedTable>();
  for (const row of rows) {
    const schemaName = String(row.table_schema);
    const tableName = String(row.table_name);
    const key = `${schemaName}.${tableName}`;
    let entry = tables.get(key);
    if (!entry) {
      entry = { tableName, schemaName, columns: [] };
      tables.set(key, entry);
    }
    entry.columns.push({
      columnName: String(row.column_name),
      type: mapMsSqlType(String(row.data_type)),
      selectable: true,
    });
  }
  return [...tables.values()];
}

export function mapMsSqlType(dataType: string): IntrospectedColumn['type'] {
  const type = dataType.toLowerCase();
  if (type === 'bit') return 'boolean';
  if (NUMBER.has(type)) return 'number';
  if (DATE.has(type)) return 'date';
  if (MIXED.has(type)) return 'mixed';
  return 'string';
}
