import type { IntrospectedColumn, IntrospectedTable } from '../connector';

/** Tables, views and columns of the connection's database, in ordinal order. */
export const INTROSPECTION_SQL =
  'SELECT c.TABLE_NAME, c.COLUMN_NAME, c.DATA_TYPE, c.COLUMN_TYPE ' +
  'FROM information_schema.COLUMNS AS c ' +
  'INNER JOIN information_schema.TABLES AS t ' +
  'ON t.TABLE_SCHEMA = c.TABLE_SCHEMA AND t.TABLE_NAME = c.TABLE_NAME ' +
  'WHERE c.TABLE_SCHEMA = ? ORDER BY c.TABLE_NAME, c.ORDINAL_POSITION';

const NUMBER_TYPES = new Set([
  'tinyint',
  'smallint',
  'mediumint',
  'int',
  'integer',
  'bigint',
  'decimal',
  'numeric',
  'float',
  'double',
  'real',
  'year',
  'bit',
]);
const DATE_TYPES = new Set(['date', 'datetime', 'timestamp']);
const MIXED_TYPES = new Set([
  'geometry',
  'point',
  'linestring',
  'polygon',
  'multipoint',
  'multilinestring',
  'multipolygon',
  'geometrycollection',
]);

/** Groups information_schema rows `[table, column, data_type, column_type]` into tables. */
export function toIntrospectedTables(
  database: string,
  rows: readonly unknown[][],
): IntrospectedTable[] {
  const tables = new Map<string, IntrospectedTable>();
  for (const [table, column, dataType, columnType] of rows) {
    const tableName = String(table);
    let entry = tables.get(tableName);
    if (!entry) {
      entry = { tableName, schemaName: database, columns: [] };
      tables.set(tableName, entry);
    }
    entry.columns.push({
      columnName: String(column),
      type: mapMySqlType(String(dataType), String(columnType)),
      selectable: true,
    });
  }
  return [...tables.values()];
}

export function mapMySqlType(dataType: string, columnType: string): IntrospectedColumn['type'] {
  const type = dataType.toLowerCase();
  const full = columnType.toLowerCase();
  if (full.startsWith('tinyint(1)') || full === 'bit(1)' || type === 'boolean' || type === 'bool') {
    return 'boolean';
  }
  if (NUMBER_TYPES.has(type)) return 'number';
  if (DATE_TYPES.has(type)) return 'date';
  if (MIXED_TYPES.has(type)) return 'mixed';
  return 'string';
}
