import type { TableSchemaEntry } from '@chartroom/client';

/**
 * The CodeMirror SQL completion namespace of a connection schema: each table by its bare name
 * and, when it has one, under its schema name, with its columns.
 */
export function sqlCompletionSchema(
  tables: readonly TableSchemaEntry[],
): Record<string, string[] | Record<string, string[]>> {
  const namespace: Record<string, string[] | Record<string, string[]>> = {};
  for (const table of tables) {
    const columns = table.columns.map((c) => c.columnName);
    const bare = table.tableName.includes('.')
      ? table.tableName.slice(table.tableName.lastIndexOf('.') + 1)
      : table.tableName;
    namespace[bare] = columns;
    if (table.schemaName) {
      const inSchema = namespace[table.schemaName];
      const group = inSchema && !Array.isArray(inSchema) ? inSchema : {};
      group[bare] = columns;
      namespace[table.schemaName] = group;
    }
  }
  return namespace;
}
