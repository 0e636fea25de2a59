import type { DashboardFilterValue } from '@chartroom/ui';
import type { ViewerFilter } from '../dashboard-model';

/** What a click on a chart names (ChartViewer's onDatumClick). */
export interface ClickedDatum {
  column: string;
  value: string | number | null;
}

/** The column a dashboard filter filters on a chart: its structure's, else a legacy target's. */
export function filterColumnForChart(filter: ViewerFilter, chartId: string): string | null {
  const structure = filter.chartFilterStructures[chartId];
  if (structure) return structure.column || filter.filterColumn || null;
  const targets = 'filterTargets' in filter ? (filter.filterTargets ?? []) : [];
  const legacy = targets.find((t) => t.chartId === chartId);
  return legacy?.targetColumn || null;
}

/** Types a clicked category can set (a date bucket names no single date: Date filters are left). */
function settable(filter: ViewerFilter): boolean {
  return ['Select', 'Input', 'Number', 'Toggle'].includes(filter.filterType);
}

/**
 * The dashboard filter a click on `chartId`'s `column` sets: one bound to that column for that
 * chart (chartFilterStructures, or legacy filterTargets), of a type a value can set.
 */
export function boundFilterFor(
  filters: readonly ViewerFilter[],
  chartId: string,
  column: string,
): ViewerFilter | null {
  return filters.find((f) => settable(f) && filterColumnForChart(f, chartId) === column) ?? null;
}

/** The value the clicked datum gives the filter (Select Multi: a list of it); null: none. */
export function clickedValue(filter: ViewerFilter, datum: ClickedDatum): DashboardFilterValue {
  if (datum.value === null) return null;
  const text = String(datum.value);
  switch (filter.filterType) {
    case 'Select':
      return filter.filterSubType === 'Select Multi' ? [text] : text;
    case 'Number': {
      const n = Number(datum.value);
      return Number.isNaN(n) ? null : n;
    }
    case 'Toggle':
      return text === 'true' ? true : text === 'false' ? false : null;
    default:
      return text;
  }
}
