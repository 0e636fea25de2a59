import { isEmptyFilterValue, type DashboardFilterValue } from '@chartroom/ui';
import { useQueries } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useApi } from '../../api/api-context';
import { filterTargetsChart, manualOptions, type ViewerDashboard } from './dashboard-model';

export type FilterValues = Record<string, DashboardFilterValue>;

/** The values a dashboard opens with (each filter's selected value, else its default). */
export function initialValues(dashboard: ViewerDashboard): FilterValues {
  const values: FilterValues = {};
  for (const filter of dashboard.filters) {
    values[filter.id] = filter.selectedValue ?? filter.defaultValue ?? null;
  }
  return values;
}

/** The applied, non-empty values that reach one chart, in a stable order. */
export function appliedValuesForChart(
  dashboard: ViewerDashboard,
  values: FilterValues,
  chartId: string,
) {
  return dashboard.filters
    .filter((f) => !isEmptyFilterValue(values[f.id]) && filterTargetsChart(f, chartId))
    .map((f) => ({ filterId: f.id, value: values[f.id] ?? null }));
}

/** Applied filter values of a dashboard and the Select options (Manual list or a scan). */
export function useDashboardFilters(dashboard: ViewerDashboard) {
  const { client, scope } = useApi();
  const [values, setValues] = useState<FilterValues>(() => initialValues(dashboard));

  const setValue = useCallback((filterId: string, value: DashboardFilterValue) => {
    setValues((prev) => ({ ...prev, [filterId]: value }));
  }, []);
  const clearAll = useCallback(() => {
    setValues((prev) => Object.fromEntries(Object.keys(prev).map((id) => [id, null])));
  }, []);

  const selects = dashboard.filters.filter(
    (f) => f.filterType === 'Select' || f.filterSubType?.startsWith('Select'),
  );
  const scanned = selects.filter((f) => manualOptions(f) === null);
  const scans = useQueries({
    queries: scanned.map((filter) => ({
      queryKey: [scope, 'filter-values', dashboard.id, filter.id],
      queryFn: () => client.getFilterValues({ dashboardId: dashboard.id, filterId: filter.id }),
      staleTime: 5 * 60_000,
      meta: { silent: true },
    })),
  });

  const options: Record<string, readonly string[]> = {};
  const optionsLoading: Record<string, boolean> = {};
  for (const filter of selects) options[filter.id] = manualOptions(filter) ?? [];
  scanned.forEach((filter, index) => {
    const scan = scans[index];
    options[filter.id] = scan?.data?.values ?? []; // spec: a failed scan yields an empty list
    optionsLoading[filter.id] = scan?.isPending ?? false;
  });

  const valuesForChart = useCallback(
    (chartId: string) => appliedValuesForChart(dashboard, values, chartId),
    [dashboard, values],
  );

  return { values, setValue, clearAll, options, optionsLoading, valuesForChart };
}
