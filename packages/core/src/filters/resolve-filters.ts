import {
  filterValuePredicate,
  isApplied,
  type FilterClock,
  type FilterInputValue,
} from './filter-value-predicate';
import type { Predicate, PredicateValue } from './predicate';
import { referencedTables, sameTable } from './referenced-tables';

/** A raw-table filter: every reference of `table` is replaced by it filtered by `predicate`. */
export interface TableFilterSpec {
  table: string;
  predicate: Predicate;
}

/** The value of a query variable `{{name}}` (lists expand to one parameter per item). */
export type VariableValue = PredicateValue | readonly PredicateValue[];

/** A chart's filters sorted by target (filterTarget / chartFilterStructures sourceType). */
export interface ResolvedFilters {
  /** Output → predicates on the chart's output columns (the data-prep subquery, or the table). */
  output: Predicate[];
  /** Raw → table filters for the connector to apply to every reference of the raw table. */
  raw: TableFilterSpec[];
  /** Variable → values of the data-prep query's `{{variables}}`. */
  variables: Map<string, VariableValue>;
}

/** Where one filter's value goes for one chart. */
export type FilterTargetSpec =
  | { sourceType: 'Output'; column: string }
  | { sourceType: 'Raw'; table: string; column: string }
  | { sourceType: 'Variable'; variableName: string };

/** The parts of a dashboard filter that decide how it filters a chart. */
export interface DashboardFilterInput {
  id: string;
  filterType: string;
  filterSubType?: string | null;
  filterColumn?: string | null;
  filterTable?: string | null;
  filterSourceType?: string | null;
  /** V2 (single column) filters: the column and its source (Raw by default). */
  globalFilterConfig?: {
    columnType?: string | null;
    globalFilterableName?: string | null;
    globalFilterableTable?: string | null;
  } | null;
  selectedValue?: FilterInputValue;
  defaultValue?: FilterInputValue;
  chartFilterStructures?: Record<
    string,
    { sourceType?: string | null; column?: string | null; table?: string | null } | undefined
  > | null;
  /** Legacy (v1) targets: 'Before logic' filters the raw table, 'After logic' the output. */
  filterTargets?: ReadonlyArray<{
    chartId: string;
    type?: string | null;
    targetTable?: string | null;
    targetColumn?: string | null;
  }> | null;
}

/** The parts of a chart-level filter (its `config`) that decide how it filters its chart. */
export interface ChartFilterInput {
  filterId: string;
  config: {
    /** A chart filter bound to a dashboard filter takes that filter's value on its dashboard. */
    isBoundBy?: string | null | undefined;
    filterType: string;
    filterSubType?: string | null;
    selectedValue?: FilterInputValue;
    defaultValue?: FilterInputValue;
    filterTarget:
      | { sourceType: 'Raw'; rawTable: string; rawColumn: string }
      | { sourceType: 'Output'; outputColumn: string }
      | { sourceType: 'Variable'; variableName: string };
  };
}

/** Filter values by filter id: a Map or a plain object. */
export type FilterValues =
  ReadonlyMap<string, FilterInputValue> | Readonly<Record<string, FilterInputValue>>;

/**
 * A filter's current value: the request's value when it names the filter (null clears it),
 * otherwise the filter's saved selected value, otherwise its default value.
 */
export function currentValue(
  values: FilterValues | undefined,
  id: string,
  saved: { selectedValue?: FilterInputValue; defaultValue?: FilterInputValue },
): FilterInputValue {
  if (values instanceof Map) {
    if (values.has(id)) return values.get(id);
  } else if (values && Object.hasOwn(values, id)) {
    return (values as Readonly<Record<string, FilterInputValue>>)[id];
  }
  return saved.selectedValue ?? saved.defaultValue;
}

/** What a V1/V2 filter needs to know of the chart it may filter. */
export interface FilterChartColumns {
  rawTableNames?: readonly string[] | undefined;
  /** The data-prep query: its FROM/JOIN tables stand in for empty `rawTableNames`. */
  query?: string | undefined;
  outputColumns?: ReadonlyArray<{ columnName: string }> | undefined;
}

/**
 * Where a dashboard filter goes for `chartId`: v2.5 structures first, then legacy (V1) targets
 * ('Before logic' → the raw table, the chart's only raw table when the target names none; 'After
 * logic' → the output), then a V2 single-column filter, which reaches a chart only when the
 * chart reads its raw table (Raw) or has an output column of its name (Output).
 */
export function dashboardFilterTarget(
  filter: DashboardFilterInput,
  chartId: string,
  chart?: FilterChartColumns,
): FilterTargetSpec | null {
  const structure = filter.chartFilterStructures?.[chartId];
  if (structure) {
    const column = structure.column ?? filter.filterColumn;
    if (!column) return null;
    if (structure.sourceType === 'Variable')
      return { sourceType: 'Variable', variableName: column };
    const table = structure.table ?? filter.filterTable;
    if (structure.sourceType === 'Raw' && table) return { sourceType: 'Raw', table, column };
    return { sourceType: 'Output', column };
  }
  if (Array.isArray(filter.filterTargets)) {
    const legacy = filter.filterTargets.find((t) => t.chartId === chartId);
    if (!legacy?.targetColumn) return null;
    const tables = chartTables(chart);
    const onlyTable = tables.length === 1 ? tables[0] : undefined;
    const table = legacy.targetTable || onlyTable;
    if (legacy.type === 'Before logic' && table)
      return { sourceType: 'Raw', table, column: legacy.targetColumn };
    return { sourceType: 'Output', column: legacy.targetColumn };
  }
  return singleColumnTarget(filter, chart);
}

/** The raw tables a chart reads: its `rawTableNames`, else those its data-prep query names. */
export function chartTables(chart: FilterChartColumns | undefined): readonly string[] {
  if (!chart) return [];
  if (chart.rawTableNames && chart.rawTableNames.length > 0) return chart.rawTableNames;
  return chart.query ? referencedTables(chart.query) : [];
}

/** A V2 filter's target on a chart that reads its column (null otherwise, or without chart info). */
function singleColumnTarget(
  filter: DashboardFilterInput,
  chart: FilterChartColumns | undefined,
): FilterTargetSpec | null {
  if (!chart) return null;
  const config = filter.globalFilterConfig;
  const column = config?.globalFilterableName || filter.filterColumn;
  if (!column) return null;
  const sourceType = filter.filterSourceType || config?.columnType || 'Raw';
  if (sourceType === 'Raw') {
    const table = config?.globalFilterableTable || filter.filterTable;
    if (!table) return null;
    const own = chartTables(chart).find((t) => sameTable(t, table));
    return own ? { sourceType: 'Raw', table: own, column } : null;
  }
  if (sourceType === 'Output' && (chart.outputColumns ?? []).some((c) => c.columnName === column))
    return { sourceType: 'Output', column };
  return null;
}

/** Where a chart-level filter goes (its filterTarget). */
export function chartFilterTarget(filter: ChartFilterInput): FilterTargetSpec {
  const t = filter.config.filterTarget;
  switch (t.sourceType) {
    case 'Raw':
      return { sourceType: 'Raw', table: t.rawTable, column: t.rawColumn };
    case 'Output':
      return { sourceType: 'Output', column: t.outputColumn };
    case 'Variable':
      return { sourceType: 'Variable', variableName: t.variableName };
  }
}

export interface ResolveFiltersInput {
  chartId?: string | undefined;
  /** The chart's raw tables and output columns (V1 and V2 dashboard filters need them). */
  chartColumns?: FilterChartColumns | undefined;
  dashboardFilters?: readonly DashboardFilterInput[] | undefined;
  dashboardFilterValues?: FilterValues | undefined;
  chartFilters?: readonly ChartFilterInput[] | undefined;
  chartFilterValues?: FilterValues | undefined;
}

/**
 * Sorts the applied dashboard and chart filters of a chart by target: Output predicates, Raw
 * table filters and Variable values. Unapplied values (null, empty) are skipped.
 */
export function resolveFilters(input: ResolveFiltersInput, clock: FilterClock): ResolvedFilters {
  const out: ResolvedFilters = { output: [], raw: [], variables: new Map() };
  const add = (
    target: FilterTargetSpec | null,
    type: string,
    subType: string | null | undefined,
    value: FilterInputValue,
  ) => {
    if (!target || !isApplied(value)) return;
    if (target.sourceType === 'Variable') {
      out.variables.set(target.variableName, variableValue(value));
      return;
    }
    const predicate = filterValuePredicate(type, subType, target.column, value, clock);
    if (!predicate) return;
    if (target.sourceType === 'Raw') out.raw.push({ table: target.table, predicate });
    else out.output.push(predicate);
  };
  const chartId = input.chartId;
  for (const f of input.dashboardFilters ?? []) {
    const target =
      chartId === undefined ? null : dashboardFilterTarget(f, chartId, input.chartColumns);
    add(target, f.filterType, f.filterSubType, currentValue(input.dashboardFilterValues, f.id, f));
  }
  const onDashboard = new Set((input.dashboardFilters ?? []).map((f) => f.id));
  for (const f of input.chartFilters ?? []) {
    if (f.config.isBoundBy && onDashboard.has(f.config.isBoundBy)) continue;
    const value = currentValue(input.chartFilterValues, f.filterId, f.config);
    add(chartFilterTarget(f), f.config.filterType, f.config.filterSubType, value);
  }
  return out;
}

function variableValue(value: FilterInputValue): VariableValue {
  if (Array.isArray(value)) return value.map(String);
  return value as PredicateValue;
}
