import { DEFAULT_TIME_ZONE } from '../dates/time-zone';
import { filterValuePredicate, type FilterInputValue } from './filter-value-predicate';
import type { Predicate } from './predicate';
import { dashboardFilterTarget, type DashboardFilterInput } from './resolve-filters';

export { isApplied } from './filter-value-predicate';
export type { DashboardFilterInput } from './resolve-filters';

export type DashboardFilterValue = FilterInputValue;

/**
 * The output-column predicates a chart gets from its dashboard's filters (kept for callers that
 * predate `compileChart`): each applied filter whose chartFilterStructures names this chart
 * filters that column, whatever its source type. Global filter operators: Date → BETWEEN (or a
 * bound), Select → IN, Number → equals, others → LIKE. Dates are read in `timeZone` (UTC).
 */
export function dashboardFilterPredicates(
  chartId: string,
  filters: readonly DashboardFilterInput[],
  values: ReadonlyMap<string, DashboardFilterValue>,
  timeZone: string = DEFAULT_TIME_ZONE,
  now: Date = new Date(),
): Predicate[] {
  const out: Predicate[] = [];
  for (const filter of filters) {
    const target = dashboardFilterTarget(filter, chartId);
    if (!target || target.sourceType === 'Variable') continue;
    const p = filterValuePredicate(
      filter.filterType,
      filter.filterSubType,
      target.column,
      values.get(filter.id),
      { timeZone, now },
    );
    if (p) out.push(p);
  }
  return out;
}
