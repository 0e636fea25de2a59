import {
  filterValuePredicate,
  isApplied,
  type FilterClock,
  type FilterInputValue,
} from './filter-value-predicate';
import type { Predicate, PredicateValue } from './predicate';

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

/** Where a dashboard filter goes for `chartId` (v2.5 structures first, then legacy targets). */
export function dashboardFilterTarget(
  filter: DashboardFilterInput,
  chartId: string,
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
  const legacy = filter.filterTargets?.find((t) => t.chartId === chartId);
  if (!legacy?.targetColumn) return null;
  if (legacy.type === 'Before logic' && legacy.targetTable)
    return { sourceType: 'Raw', table: legacy.targetTable, column: legacy.targetColumn };
  return { sourceType: 'Output', column: legacy.targetColumn };
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
    const target = chartId === undefined ? null : dashboardFilterTarget(f, chartId);
    add(target, f.filterType, f.filterSubType, currentValue(input.dashboardFilterValues, f.id, f));
  }
  for (const f of input.chartFilters ?? []) {
    const value = currentValue(input.chartFilterValues, f.filterId, f.config);
    add(chartFilterTarget(f), f.config.filterType, f.config.filterSubType, value);
  }
  return out;
}

function variableValue(value: FilterInputValue): VariableValue {
  if (Array.isArray(value)) return value.map(String);
  return value as PredicateValue;
}
