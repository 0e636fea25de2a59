import {
  chartFilterConfigSchema,
  queryVariableNames,
  type ChartFilterConfig,
} from '@chartroom/core';

/** One `{{variable}}` chip of the query: red when no filter targets it (charts.md §2). */
export interface VariableChip {
  name: string;
  hasFilter: boolean;
}

/** The variable a filter targets, if it is a Variable filter. */
function filterVariable(filter: ChartFilterConfig): string | null {
  return filter.filterTarget.sourceType === 'Variable' ? filter.filterTarget.variableName : null;
}

/** The chips of a query: its variables (as the core compiler finds them) and their filter state. */
export function variableChips(
  query: string,
  filters: readonly ChartFilterConfig[],
): VariableChip[] {
  const targeted = new Set(filters.map(filterVariable).filter((v): v is string => v !== null));
  return queryVariableNames(query).map((name) => ({ name, hasFilter: targeted.has(name) }));
}

/** A new 'Input Equals' filter on a query variable (charts.md §4). */
export function variableFilter(name: string): ChartFilterConfig {
  return chartFilterConfigSchema.parse({
    displayName: name,
    filterType: 'Input',
    filterSubType: 'Input Equals',
    filterTarget: { sourceType: 'Variable', variableName: name },
    layout: { i: name },
  });
}

/**
 * Filters after a preview (charts.md §4): every variable of the query gets an 'Input Equals' filter
 * when it has none, and filters of variables no longer in the query are removed.
 */
export function syncVariableFilters(
  query: string,
  filters: readonly ChartFilterConfig[],
): ChartFilterConfig[] {
  const names = queryVariableNames(query);
  const kept = filters.filter((f) => {
    const variable = filterVariable(f);
    return variable === null || names.includes(variable);
  });
  const have = new Set(kept.map(filterVariable));
  return [...kept, ...names.filter((n) => !have.has(n)).map(variableFilter)];
}
