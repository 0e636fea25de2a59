import type { ChartFilter, FilterValueEntry } from '@chartroom/core';
import { isEmptyFilterValue, type CardChartFilter, type DashboardFilterValue } from '@chartroom/ui';
import { useQueries } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useApi } from '../../../api/api-context';

const NO_FILTERS: readonly ChartFilter[] = [];

/** The value a chart filter opens with: its selected value, else its default. */
function savedValue(filter: ChartFilter): DashboardFilterValue {
  const v = filter.config.selectedValue ?? filter.config.defaultValue ?? null;
  return Array.isArray(v) ? [...v] : v;
}

/**
 * One card's chart-level filters ('Set chart filters'): the filters a viewer can set (all but
 * Variable-typed and externally controlled ones; a query variable's Input filter included), their
 * values, the values to send with the chart's data (those changed
 * here: the server applies the saved ones itself), and the Select options, scanned through the
 * tenant scope when the popover opens (at most 300).
 */
export function useCardChartFilters(
  chartId: string,
  dashboardId: string,
  rows: readonly ChartFilter[] | undefined,
) {
  const { client, scope } = useApi();
  const saved = rows ?? NO_FILTERS;
  const filters = useMemo<CardChartFilter[]>(
    () =>
      saved
        .filter((f) => f.config.filterType !== 'Variable' && !f.config.isControlled)
        .map((f) => ({
          filterId: f.filterId,
          displayName: f.config.displayName,
          filterType: f.config.filterType,
          filterSubType: f.config.filterSubType ?? null,
          isBound: f.config.isBound,
        })),
    [saved],
  );
  const [changed, setChanged] = useState<Record<string, DashboardFilterValue>>({});
  const [opened, setOpened] = useState(false);

  const values = useMemo(() => {
    const all: Record<string, DashboardFilterValue> = {};
    for (const f of saved) all[f.filterId] = savedValue(f);
    return { ...all, ...changed };
  }, [saved, changed]);

  const setValue = useCallback((filterId: string, value: DashboardFilterValue) => {
    const normalized = Array.isArray(value) && value.length === 0 ? null : value;
    setChanged((prev) => ({ ...prev, [filterId]: normalized }));
  }, []);
  const clearAll = useCallback(() => {
    setChanged(Object.fromEntries(saved.map((f) => [f.filterId, null])));
  }, [saved]);

  /** Sent as `chartFilterValues` (null clears a saved value), in a stable order. */
  const requestValues = useMemo<FilterValueEntry[]>(
    () =>
      Object.keys(changed)
        .sort()
        .map((filterId) => ({ filterId, value: changed[filterId] ?? null })),
    [changed],
  );

  const selects = filters.filter((f) => f.filterType === 'Select');
  const scans = useQueries({
    queries: selects.map((f) => ({
      queryKey: [scope, 'chart-filter-values', dashboardId, chartId, f.filterId],
      queryFn: () => client.getChartFilterValues({ chartId, filterId: f.filterId, dashboardId }),
      enabled: opened,
      staleTime: 5 * 60_000,
      meta: { silent: true },
    })),
  });
  const options: Record<string, readonly string[]> = {};
  const optionsLoading: Record<string, boolean> = {};
  selects.forEach((f, i) => {
    options[f.filterId] = scans[i]?.data?.values ?? []; // a failed scan: an empty list (spec)
    optionsLoading[f.filterId] = opened && (scans[i]?.isPending ?? false);
  });

  const active = filters.some((f) => !isEmptyFilterValue(values[f.filterId] ?? null));
  return {
    filters,
    values,
    setValue,
    clearAll,
    requestValues,
    options,
    optionsLoading,
    onOpen: () => setOpened(true),
    active,
  };
}
