import type { AnyDashboardFilter, ChartFilter } from '@chartroom/core';

// Query variables on dashboards (filters-and-rendering.md §2 'Missing variable filter mappings',
// §4 "Filter editing"): a chart's Variable filters whose display name matches a dashboard filter
// (case-insensitively) attach to it; the others are offered in the mapping dialog.

/** One Variable chart filter of a chart on the dashboard. */
export interface VariableFilterRef {
  chartId: string;
  /** The chart filter's id (joins the dashboard filter's chartFilterIds). */
  filterId: string;
  displayName: string;
  variableName: string;
  /** The chart's connection. */
  connection: string;
}

/** The Variable filters of `chartId` among chart filters. */
export function variableFiltersOf(
  chartId: string,
  connection: string | null | undefined,
  chartFilters: readonly ChartFilter[],
): VariableFilterRef[] {
  return chartFilters
    .filter((f) => f.parent_chart_id === chartId && f.config.filterTarget.sourceType === 'Variable')
    .map((f) => ({
      chartId,
      filterId: f.filterId,
      displayName: f.config.displayName,
      variableName:
        f.config.filterTarget.sourceType === 'Variable' ? f.config.filterTarget.variableName : '',
      connection: connection ?? '',
    }));
}

const key = (name: string) => name.trim().toLowerCase();

/** Is the variable already attached to a dashboard filter? */
export function isMapped(filters: readonly AnyDashboardFilter[], ref: VariableFilterRef): boolean {
  return filters.some((f) => {
    const s = f.chartFilterStructures?.[ref.chartId];
    return s?.sourceType === 'Variable' && s.column === ref.variableName;
  });
}

/** `filter` attached to the variable: its structure for the chart and the chart filter's id. */
export function withVariable<F extends AnyDashboardFilter>(filter: F, ref: VariableFilterRef): F {
  return {
    ...filter,
    chartFilterStructures: {
      ...filter.chartFilterStructures,
      [ref.chartId]: {
        connection: ref.connection,
        sourceType: 'Variable',
        table: '',
        column: ref.variableName,
      },
    },
    chartFilterIds: filter.chartFilterIds.includes(ref.filterId)
      ? filter.chartFilterIds
      : [...filter.chartFilterIds, ref.filterId],
  };
}

/**
 * Attaches each variable to the dashboard filter of the same display name (case-insensitively);
 * answers the filters and the variables left unmapped (not already attached, no such filter).
 */
export function autoMapVariables(
  filters: readonly AnyDashboardFilter[],
  refs: readonly VariableFilterRef[],
): { filters: AnyDashboardFilter[]; unmapped: VariableFilterRef[]; changed: boolean } {
  let next = [...filters];
  const unmapped: VariableFilterRef[] = [];
  let changed = false;
  for (const ref of refs) {
    if (isMapped(next, ref)) continue;
    const index = next.findIndex((f) => key(f.displayName) === key(ref.displayName));
    if (index < 0) {
      unmapped.push(ref);
      continue;
    }
    next = next.map((f, i) => (i === index ? withVariable(f, ref) : f));
    changed = true;
  }
  return { filters: next, unmapped, changed };
}

/** The dialog's choices applied: each variable to the chosen dashboard filter (null: left). */
export function applyVariableMappings(
  filters: readonly AnyDashboardFilter[],
  choices: ReadonlyArray<{ ref: VariableFilterRef; filterId: string | null }>,
): AnyDashboardFilter[] {
  let next = [...filters];
  for (const { ref, filterId } of choices) {
    if (!filterId) continue;
    next = next.map((f) => (f.id === filterId ? withVariable(f, ref) : f));
  }
  return next;
}
