import type { TableSchemaEntry } from '@chartroom/client';

/** How the API names a table (preview's `table`, links' `?table=`): `schema.table` when qualified. */
export function tableRef(entry: TableSchemaEntry): string {
  return entry.schemaName && !entry.tableName.includes('.')
    ? `${entry.schemaName}.${entry.tableName}`
    : entry.tableName;
}

/** Shown name: the override when set. */
export function tableLabel(entry: TableSchemaEntry): string {
  return entry.tableNameOverride?.trim() || entry.tableName;
}

/** Tables whose name, override or schema contains the search (case-insensitive), sorted by name. */
export function filterTables(tables: TableSchemaEntry[], search: string): TableSchemaEntry[] {
  const needle = search.trim().toLowerCase();
  const matches = needle
    ? tables.filter((t) =>
        [t.tableName, t.tableNameOverride ?? '', t.schemaName ?? ''].some((s) =>
          s.toLowerCase().includes(needle),
        ),
      )
    : tables;
  return [...matches].sort((a, b) => tableRef(a).localeCompare(tableRef(b)));
}

/** The table a `?table=` names (by ref or bare name), else the first one. */
export function pickTable(
  tables: TableSchemaEntry[],
  wanted: string | null,
): TableSchemaEntry | undefined {
  if (wanted) {
    const found = tables.find((t) => tableRef(t) === wanted || t.tableName === wanted);
    if (found) return found;
  }
  return [...tables].sort((a, b) => tableRef(a).localeCompare(tableRef(b)))[0];
}

/** The spec's error box shows the text after the last 'Error: ' (charts.md §9). */
export function errorDetail(message: string): string {
  const index = message.lastIndexOf('Error: ');
  return index >= 0 ? message.slice(index + 'Error: '.length) : message;
}
