import {
  chartConfigV2Schema,
  chartDocumentSchema,
  type ChartConfigV2,
  type ChartDocument,
  type ChartRow,
  type TableSchemaEntry,
} from '@chartroom/core';
import { emptyV2Config } from './v2-config-reducer';

/**
 * What the builder compares the draft with ('You have unsaved changes!'): the saved chart, or
 * for a new chart not saved yet the starter it opened with.
 */
export interface V2Baseline {
  name: string;
  connection: string | null;
  /** The chart row's document (golden table and data prep are kept as they are). */
  document: ChartDocument;
  config: ChartConfigV2;
}

/** The saved v2 chart the builder edits. */
export interface SavedV2Chart extends V2Baseline {
  id: string;
  version: number;
  published: boolean;
}

/** Whether the builder's chart exists on the server (a new chart has no id until saved). */
export function isSavedV2(chart: V2Baseline): chart is SavedV2Chart {
  return 'id' in chart && typeof (chart as { id?: unknown }).id === 'string';
}

/** Name of a new chart, as POST /chart/v3/create-chart names it. */
export const NEW_V2_CHART_NAME = 'New Chart';

/**
 * A fresh v2 document over `table`, made in the browser (nothing is saved): a table chart with
 * no dimensions or measures (raw rows). Like the server's starter it records the table as golden
 * table; `keep` (a table change) keeps the chart's type, title and settings. The data prep's
 * `select *` is the server's to write when the chart is first saved.
 */
export function starterV2Document(table: string, keep?: ChartDocument): ChartDocument {
  const previous = keep?.chartConfigV2;
  const type = previous?.type ?? 'table';
  return chartDocumentSchema.parse({
    goldenTable: table,
    dataPrep: { query: '', rawTableNames: [table], goldenTable: table },
    type,
    chartConfigV2: {
      type,
      ...(previous?.title !== undefined ? { title: previous.title } : {}),
      settings: previous?.settings ?? {},
    },
  });
}

/** A new v2 chart over `table` of `connection`, not saved until 'Apply changes'. */
export function newV2Chart(connection: string, table: string): V2Baseline {
  const document = starterV2Document(table);
  return {
    name: NEW_V2_CHART_NAME,
    connection,
    document,
    config: configOfDocument(document),
  };
}

/** What the builder edits. */
export interface V2Draft {
  name: string;
  document: ChartDocument;
  config: ChartConfigV2;
}

/** The v2 config of a document: its `chartConfigV2`, else a fresh table. */
export function configOfDocument(document: ChartDocument): ChartConfigV2 {
  const parsed = chartConfigV2Schema.safeParse(document.chartConfigV2 ?? { type: 'table' });
  return parsed.success ? parsed.data : emptyV2Config();
}

export function savedFromRow(row: ChartRow): SavedV2Chart {
  return {
    id: row.id,
    version: row.version,
    published: row.published,
    name: row.name,
    connection: row.connection ?? null,
    document: row.config,
    config: configOfDocument(row.config),
  };
}

/** The table the chart reads (golden table, else the data prep's). */
export function chartTable(document: ChartDocument): string | null {
  return (
    document.goldenTable ??
    document.dataPrep.goldenTable ??
    document.dataPrep.rawTableNames[0] ??
    null
  );
}

/**
 * The chart document for the preview and for saving: the v2 config as `chartConfigV2` and type,
 * raw-table previews emptied, and the table's columns as output columns (so dates bind as dates).
 * Saving also sets the title to the chart name (charts.md §4).
 */
export function v2Document(
  draft: V2Draft,
  table: TableSchemaEntry | undefined,
  options: { forSave?: boolean } = {},
): ChartDocument {
  const { chartConfig: _classic, ...rest } = draft.document;
  const outputColumns = table
    ? table.columns.map((c) => ({ columnName: c.columnName, type: c.type }))
    : draft.document.dataPrep.outputColumns;
  return {
    ...rest,
    type: draft.config.type,
    chartConfigV2: options.forSave ? { ...draft.config, title: draft.name } : draft.config,
    dataPrep: { ...draft.document.dataPrep, rawTables: [], outputColumns },
  };
}

function fingerprint(name: string, document: ChartDocument, config: ChartConfigV2): string {
  const { title: _title, ...rest } = config;
  return JSON.stringify({ name, table: chartTable(document), config: rest });
}

/**
 * Unsaved when the name, the table or the config differ from the saved copy (charts.md §4); a new
 * chart compares with the starter it opened with (untouched, it has no unsaved changes).
 */
export function isV2Unsaved(draft: V2Draft, baseline: V2Baseline): boolean {
  return (
    fingerprint(draft.name, draft.document, draft.config) !==
    fingerprint(baseline.name, baseline.document, baseline.config)
  );
}

/** The first schema message of an invalid config, else null ('Invalid Chart Config: {reason}'). */
export function invalidReason(config: unknown): string | null {
  const parsed = chartConfigV2Schema.safeParse(config);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? '');
}

/**
 * What the preview can run: a table without dimensions and measures shows raw rows; a KPI card
 * needs a measure; a table with dimensions, and other types, a dimension and a measure.
 */
export function previewReady(config: ChartConfigV2): boolean {
  const { dimensions, measures, type } = config;
  if (type === 'table') return measures.length > 0 || dimensions.length === 0;
  if (type === 'kpiCard') return measures.length > 0;
  return dimensions.length > 0 && measures.length > 0;
}
