import {
  chartFilterConfigSchema,
  queryVariableNames,
  type ChartFilterConfig,
} from '@chartroom/core';

/**
 * One `{{variable}}` chip of the query: red when no filter targets it (charts.md §2); a variable
 * whose filter has no value yet cannot be previewed (its data is never fetched unfiltered).
 */
export interface VariableChip {
  name: string;
  hasFilter: boolean;
  hasValue: boolean;
}

/** A filter value that binds: not null, not blank, not an empty list. */
function isSetValue(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** The value a Variable filter binds: its current value, else its default (as the server does). */
export function variableFilterValue(filter: ChartFilterConfig): unknown {
  return isSetValue(filter.selectedValue) ? filter.selectedValue : filter.defaultValue;
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
  return queryVariableNames(query).map((name) => {
    const targeting = filters.filter((f) => filterVariable(f) === name);
    return {
      name,
      hasFilter: targeting.length > 0,
      hasValue: targeting.some((f) => isSetValue(variableFilterValue(f))),
    };
  });
}

/** The query's variables no filter gives a value to (their preview is refused, not unfiltered). */
export function variablesWithoutValue(
  query: string,
  filters: readonly ChartFilterConfig[],
): string[] {
  return variableChips(query, filters)
    .filter((c) => !c.hasValue)
    .map((c) => c.name);
}

/** The filter with `value` as its default value (a blank value unsets it). */
export function withDefaultValue(filter: ChartFilterConfig, value: string): ChartFilterConfig {
  const { defaultValue: _old, selectedValue: _selected, ...rest } = filter;
  return value.trim() === '' ? rest : { ...rest, defaultValue: value };
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
