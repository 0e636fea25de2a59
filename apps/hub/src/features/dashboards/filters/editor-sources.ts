import {
  queryVariableNames,
  type AnyDashboardFilter,
  type ChartFilter,
  type ChartFilterStructure,
  type ChartRow,
  type ColumnType,
  type TableSchemaEntry,
} from '@chartroom/core';

// What the V2.5 editor offers (filters-and-rendering.md §2 "Filter editors"): its tables
// ('Computed table', the raw tables of the charts' connections, 'Query Variables'), their columns,
// and the per-chart column structures a chosen column gives (§5: a dashboard filter attaches only
// to charts whose raw tables or output columns match its table or column).

export interface EditorColumn {
  name: string;
  type: ColumnType;
}

/** What the editor needs of one chart of the dashboard. */
export interface EditorChart {
  id: string;
  name: string;
  connection: string | null;
  /** Raw tables the chart reads (saved names, else the connection's tables its query names). */
  rawTables: string[];
  /** Output columns of its data prep (saved, else read from its SELECT list). */
  outputColumns: EditorColumn[];
  /** Its query variables (`{{name}}`) and Variable chart filters. */
  variables: string[];
}

export interface EditorConnection {
  id: string;
  schema: readonly TableSchemaEntry[];
}

export type EditorTable =
  | { key: 'computed'; kind: 'computed'; columns: EditorColumn[] }
  | {
      key: string;
      kind: 'raw';
      connection: string;
      table: string;
      label: string;
      columns: EditorColumn[];
    }
  | { key: 'variables'; kind: 'variables'; columns: EditorColumn[] };

export const COMPUTED_TABLE_KEY = 'computed';
export const VARIABLES_TABLE_KEY = 'variables';

export function rawTableKey(connection: string, table: string): string {
  return `raw:${connection}:${table}`;
}

function tableRef(entry: TableSchemaEntry): string {
  return entry.schemaName && !entry.tableName.includes('.')
    ? `${entry.schemaName}.${entry.tableName}`
    : entry.tableName;
}

const bare = (name: string) =>
  name
    .replace(/["`[\]]/g, '')
    .split('.')
    .pop()!
    .toLowerCase();

/** Same table, whatever the quoting, case or schema prefix. */
export function sameTable(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase() || bare(a) === bare(b);
}

/** Tables of `schema` named after FROM or JOIN in `query`. */
export function tablesInQuery(query: string, schema: readonly TableSchemaEntry[]): string[] {
  const named = new Set<string>();
  for (const match of query.matchAll(/\b(?:from|join)\s+([A-Za-z_"`[][\w."`\]]*)/gi)) {
    named.add(bare(match[1] ?? ''));
  }
  return schema.map(tableRef).filter((ref) => named.has(bare(ref)));
}

/** Splits at top-level commas (not inside brackets or quotes). */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if (c === '(') depth += 1;
    else if (c === ')') depth -= 1;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/**
 * Output column names of a query's outermost SELECT list (aliases, or the last part of a column
 * reference); `*` and unnamed expressions are skipped. A best effort for charts saved without
 * their output columns (decision 029).
 */
export function selectListColumns(query: string): string[] {
  const text = query.replace(/--[^\n]*/g, ' ').replace(/\/\*[\s\S]*?\*\//g, ' ');
  const select = /\bselect\s+(?:distinct\s+)?/i.exec(text);
  if (!select) return [];
  let depth = 0;
  let end = text.length;
  const rest = text.slice(select.index + select[0].length);
  for (let i = 0; i < rest.length; i += 1) {
    const c = rest[i]!;
    if (c === '(') depth += 1;
    else if (c === ')') depth -= 1;
    else if (
      depth === 0 &&
      /\bfrom\b/i.test(rest.slice(i, i + 5)) &&
      /\W/.test(rest[i - 1] ?? ' ')
    ) {
      end = i;
      break;
    }
  }
  const names: string[] = [];
  for (const part of splitTopLevel(rest.slice(0, end))) {
    const item = part.trim();
    const alias = /\bas\s+["`]?(\w+)["`]?\s*$/i.exec(item);
    if (alias) names.push(alias[1]!);
    else {
      const ref = /^(?:[\w"`]+\.)*["`]?(\w+)["`]?$/.exec(item);
      if (ref && ref[1] !== '*') names.push(ref[1]!);
    }
  }
  return [...new Set(names)];
}

/** The editor's view of a chart row and its chart filters. */
export function editorChart(
  row: ChartRow,
  chartFilters: readonly ChartFilter[],
  connections: readonly EditorConnection[],
): EditorChart {
  const prep = row.config.dataPrep;
  const schema = connections.find((c) => c.id === row.connection)?.schema ?? [];
  const rawTables =
    prep.rawTableNames.length > 0 ? [...prep.rawTableNames] : tablesInQuery(prep.query, schema);
  let outputColumns: EditorColumn[] = prep.outputColumns.map((c) => ({
    name: c.columnName,
    type: c.type,
  }));
  if (outputColumns.length === 0) {
    // Types from the same-named columns of the tables it reads.
    const known = new Map<string, ColumnType>();
    for (const entry of schema) {
      if (!rawTables.some((t) => sameTable(t, tableRef(entry)))) continue;
      for (const col of entry.columns) known.set(col.columnName.toLowerCase(), col.type);
    }
    // A column whose type cannot be read (no stored schema) takes text: Input or Select.
    outputColumns = selectListColumns(prep.query).map((name) => ({
      name,
      type: known.get(name.toLowerCase()) ?? 'mixed',
    }));
  }
  const variables = new Set(queryVariableNames(prep.query));
  for (const f of chartFilters) {
    if (f.parent_chart_id === row.id && f.config.filterTarget.sourceType === 'Variable') {
      variables.add(f.config.filterTarget.variableName);
    }
  }
  return {
    id: row.id,
    name: row.name,
    connection: row.connection ?? null,
    rawTables,
    outputColumns,
    variables: [...variables],
  };
}

function mergeType(a: ColumnType | undefined, b: ColumnType): ColumnType {
  if (a === undefined || a === b || a === 'unknown') return b;
  if (b === 'unknown') return a;
  return 'mixed';
}

/** 'Computed table', the raw tables of the charts' connections, 'Query Variables'. */
export function editorTables(
  charts: readonly EditorChart[],
  connections: readonly EditorConnection[],
): EditorTable[] {
  const computed = new Map<string, ColumnType>();
  for (const chart of charts) {
    for (const col of chart.outputColumns)
      computed.set(col.name, mergeType(computed.get(col.name), col.type));
  }
  const used = new Set(charts.map((c) => c.connection).filter((c): c is string => c !== null));
  const raw: EditorTable[] = [];
  for (const connection of connections) {
    if (!used.has(connection.id)) continue;
    for (const entry of connection.schema) {
      const table = tableRef(entry);
      raw.push({
        key: rawTableKey(connection.id, table),
        kind: 'raw',
        connection: connection.id,
        table,
        label: entry.tableNameOverride?.trim() || entry.tableName,
        columns: entry.columns
          .filter((c) => c.selectable !== false)
          .map((c) => ({ name: c.columnName, type: c.type })),
      });
    }
  }
  const variables = [...new Set(charts.flatMap((c) => c.variables))].sort();
  return [
    {
      key: COMPUTED_TABLE_KEY,
      kind: 'computed',
      columns: [...computed].map(([name, type]) => ({ name, type })),
    },
    ...raw,
    {
      key: VARIABLES_TABLE_KEY,
      kind: 'variables',
      // A query variable takes text or a number: typed as a string (Input or Select).
      columns: variables.map((name) => ({ name, type: 'string' as const })),
    },
  ];
}

/** The columns of `chart` that can take a filter on a column of `table`. */
export function chartColumnsFor(table: EditorTable, chart: EditorChart): EditorColumn[] {
  switch (table.kind) {
    case 'computed':
      return chart.outputColumns;
    case 'raw':
      return chart.connection === table.connection &&
        chart.rawTables.some((t) => sameTable(t, table.table))
        ? table.columns
        : [];
    case 'variables':
      return chart.variables.map((name) => ({ name, type: 'string' as const }));
  }
}

/** One chart's structure for `column` of `table` (its connection, source type, table, column). */
export function structureFor(
  table: EditorTable,
  chart: EditorChart,
  column: string,
): ChartFilterStructure {
  const connection = chart.connection ?? '';
  switch (table.kind) {
    case 'computed':
      return { connection, sourceType: 'Output', table: chart.rawTables[0] ?? '', column };
    case 'raw':
      return { connection, sourceType: 'Raw', table: table.table, column };
    case 'variables':
      return { connection, sourceType: 'Variable', table: '', column };
  }
}

/**
 * The per-chart structures a column gives: every chart that has the column (same name,
 * case-insensitively) in what the table offers it.
 */
export function matchingStructures(
  table: EditorTable,
  column: string,
  charts: readonly EditorChart[],
): Record<string, ChartFilterStructure> {
  const out: Record<string, ChartFilterStructure> = {};
  for (const chart of charts) {
    if (!chart.connection) continue;
    const match = chartColumnsFor(table, chart).find(
      (c) => c.name.toLowerCase() === column.toLowerCase(),
    );
    if (match) out[chart.id] = structureFor(table, chart, match.name);
  }
  return out;
}

/** The table and column an existing filter was made from (to reopen it in the editor). */
export function filterSource(
  filter: AnyDashboardFilter,
  tables: readonly EditorTable[],
): { tableKey: string; column: string } | null {
  const first = Object.values(filter.chartFilterStructures ?? {})[0];
  const source =
    first?.sourceType ?? filter.filterSourceType ?? filter.globalFilterConfig?.columnType;
  const column =
    filter.filterColumn || first?.column || filter.globalFilterConfig?.globalFilterableName;
  if (!column) return null;
  if (source === 'Variable') return { tableKey: VARIABLES_TABLE_KEY, column };
  if (source === 'Raw') {
    const table =
      first?.table || filter.filterTable || filter.globalFilterConfig?.globalFilterableTable;
    const raw = tables.find(
      (t) =>
        t.kind === 'raw' &&
        table !== undefined &&
        sameTable(t.table, table) &&
        (!first || t.connection === first.connection),
    );
    if (raw) return { tableKey: raw.key, column };
  }
  return { tableKey: COMPUTED_TABLE_KEY, column };
}
