import type { TableSchemaEntry } from '@chartroom/core';

/** Schemas a query reaches without qualification, per engine (search path, default schema). */
const DEFAULT_SCHEMAS: Record<string, readonly string[]> = {
  duckdb: ['main'],
  postgres: ['public'],
  mssql: ['dbo'],
};

/**
 * A table's name as an admin writes it in tenant policies and table access: bare in the default
 * schema (and on engines whose "schema" is the connection's own database or dataset),
 * `schema.table` elsewhere.
 */
export function policyTableName(engine: string, table: TableSchemaEntry): string {
  const defaults = DEFAULT_SCHEMAS[engine];
  const schema = table.schemaName ?? '';
  if (!defaults || !schema) return table.tableName;
  return defaults.includes(schema.toLowerCase()) ? table.tableName : `${schema}.${table.tableName}`;
}

/**
 * Whether a name written in a policy (`orders`, `public.orders`, `"Orders"`) denotes this table:
 * the last segment is the table (case-insensitive, quotes ignored) and a schema segment, when
 * given, is its schema. Leading database/catalog segments are ignored.
 */
export function namesTable(engine: string, written: string, table: TableSchemaEntry): boolean {
  const parts = written.split('.').map((p) =>
    p
      .trim()
      .replace(/^["`[]|["`\]]$/g, '')
      .toLowerCase(),
  );
  const name = parts[parts.length - 1];
  if (name !== table.tableName.toLowerCase()) return false;
  const schema = (table.schemaName ?? '').toLowerCase();
  if (parts.length === 1) {
    const defaults = DEFAULT_SCHEMAS[engine];
    return !defaults || !schema || defaults.includes(schema);
  }
  return parts[parts.length - 2] === schema;
}
