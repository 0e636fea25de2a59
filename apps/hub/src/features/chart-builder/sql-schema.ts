import type { TableSchemaEntry } from '@chartroom/client';
import type { SQLNamespace } from '@codemirror/lang-sql';

/** A table of the completion namespace: its name as a 'table' completion, its columns inside. */
interface TableLevel {
  self: { label: string; type: 'table' };
  children: string[];
}

/** A schema of the completion namespace: its name as a 'namespace' completion, tables inside. */
interface SchemaLevel {
  self: { label: string; type: 'namespace' };
  children: Record<string, TableLevel>;
}

/**
 * The CodeMirror SQL completion namespace of a connection schema: each table by its bare name
 * and, when it has one, under its schema name, with its columns. Tables and schemas carry their
 * own completion kinds ('table', 'namespace'), so that their icons differ from SQL types'.
 */
export function sqlCompletionSchema(
  tables: readonly TableSchemaEntry[],
): Record<string, TableLevel | SchemaLevel> {
  const namespace: Record<string, TableLevel | SchemaLevel> = {};
  for (const table of tables) {
    const columns = table.columns.map((c) => c.columnName);
    const bare = table.tableName.includes('.')
      ? table.tableName.slice(table.tableName.lastIndexOf('.') + 1)
      : table.tableName;
    const level = (): TableLevel => ({
      self: { label: bare, type: 'table' },
      children: columns,
    });
    namespace[bare] = level();
    if (table.schemaName) {
      const existing = namespace[table.schemaName];
      const schema: SchemaLevel =
        existing && existing.self.type === 'namespace'
          ? (existing as SchemaLevel)
          : { self: { label: table.schemaName, type: 'namespace' }, children: {} };
      schema.children[bare] = level();
      namespace[table.schemaName] = schema;
    }
  }
  return namespace;
}

/** The namespace as CodeMirror's SQL language takes it. */
export function sqlNamespace(tables: readonly TableSchemaEntry[]): SQLNamespace {
  return sqlCompletionSchema(tables);
}
