import {
  chartConfigClassicSchema,
  dataPrepSchema,
  type ChartConfigClassic,
  type ChartFilterConfig,
  type ChartRow,
  type DataPrep,
} from '@chartroom/core';
import { emptyChartConfig } from './chart-config-reducer';
import { variableFilter, withDefaultValue } from './query-variables';

/** A chart-level filter while editing: its id, config, and whether it is saved on the server. */
export interface DraftFilter {
  filterId: string;
  config: ChartFilterConfig;
  saved: boolean;
}

/** What the builder edits besides the chart config (which has its own reducer). */
export interface ChartDraft {
  name: string;
  connection: string | null;
  dataPrep: DataPrep;
  filters: DraftFilter[];
}

/** The saved chart a draft is compared with ('You have unsaved changes!'). */
export interface SavedChart {
  id: string;
  version: number;
  published: boolean;
  /** 'v2' charts are edited in the semantic builder (`/charts/:id/v2`). */
  configVersion: 'v1' | 'v2';
  draft: ChartDraft;
  config: ChartConfigClassic;
}

export function emptyDraft(connection: string | null = null): ChartDraft {
  return { name: '', connection, dataPrep: dataPrepSchema.parse({}), filters: [] };
}

/** The draft and chart config of a saved chart row and its chart-level filters. */
export function draftFromRow(
  row: ChartRow,
  filters: readonly { filterId: string; config: ChartFilterConfig }[],
): SavedChart {
  const parsed = chartConfigClassicSchema.safeParse(row.config.chartConfig);
  return {
    id: row.id,
    version: row.version,
    published: row.published,
    configVersion: row.config_version === 'v2' ? 'v2' : 'v1',
    config: parsed.success ? parsed.data : emptyChartConfig(),
    draft: {
      name: row.name,
      connection: row.connection ?? null,
      dataPrep: row.config.dataPrep,
      filters: filters.map((f) => ({ filterId: f.filterId, config: f.config, saved: true })),
    },
  };
}

/** The chart document (`config` of a chart row) for the draft and chart config. */
export function chartDocument(
  draft: ChartDraft,
  config: ChartConfigClassic,
  options: { forSave?: boolean } = {},
) {
  return {
    type: config.type,
    chartConfig: options.forSave ? { ...config, title: draft.name } : config,
    // 'Apply changes' empties rawTables (charts.md §4); previews are never kept.
    dataPrep: { ...draft.dataPrep, rawTables: [] },
    filters: draft.filters.map((f) => f.config),
  };
}

/** Comparable form of what 'unsaved' looks at: name, connection and config (charts.md §4). */
function fingerprint(draft: ChartDraft, config: ChartConfigClassic): string {
  const { filters: _filters, ...document } = chartDocument(draft, config);
  return JSON.stringify({ name: draft.name, connection: draft.connection, document });
}

/**
 * A new chart nobody has touched yet: no name, query, tables, filters or chart settings (the
 * connection it opened with, or another one picked, holds nothing to lose).
 */
export function isUntouchedNewChart(draft: ChartDraft, config: ChartConfigClassic): boolean {
  if (draft.filters.length > 0) return false;
  return (
    fingerprint(draft, config) === fingerprint(emptyDraft(draft.connection), emptyChartConfig())
  );
}

/**
 * Unsaved when name, connection or config differ from the saved copy, when a chart-level filter
 * is unsaved, or when a filter was deleted locally (charts.md §4). A never-saved chart is unsaved
 * once anything was entered: an untouched new chart has nothing to save (and nothing to warn of).
 */
export function isUnsaved(
  draft: ChartDraft,
  config: ChartConfigClassic,
  saved: SavedChart | null,
  deletedFilterIds: readonly string[],
): boolean {
  if (!saved) return !isUntouchedNewChart(draft, config);
  if (deletedFilterIds.length > 0) return true;
  if (draft.filters.some((f) => !f.saved)) return true;
  return fingerprint(draft, config) !== fingerprint(saved.draft, saved.config);
}

/**
 * The filters with `value` given to a query variable (its 'Input Equals' filter's default value);
 * the filter is created, unsaved, when the variable has none yet (as a preview would create it).
 */
export function withVariableValue(
  filters: readonly DraftFilter[],
  variable: string,
  value: string,
  newId: () => string = () => crypto.randomUUID(),
): DraftFilter[] {
  const targets = (f: DraftFilter) =>
    f.config.filterTarget.sourceType === 'Variable' &&
    f.config.filterTarget.variableName === variable;
  if (filters.some(targets)) {
    return filters.map((f) =>
      targets(f) ? { ...f, config: withDefaultValue(f.config, value), saved: false } : f,
    );
  }
  const config = withDefaultValue(variableFilter(variable), value);
  return [...filters, { filterId: newId(), config, saved: false }];
}
