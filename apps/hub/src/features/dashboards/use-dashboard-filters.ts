import type { FilterValuesBody } from '@chartroom/client';
import type { FilterValueEntry } from '@chartroom/core';
import {
  isControlledFilter,
  isEmptyFilterValue,
  restrictToAllowed,
  type DashboardFilterValue,
} from '@chartroom/ui';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useApi } from '../../api/api-context';
import { filterTargetsChart, manualOptions, type ViewerDashboard } from './dashboard-model';
import { useControlledFilters } from './filter-control/controlled-filters-context';
import {
  readControlledFilterValuesParam,
  type ControlledFilterValues,
} from './filter-control/embed-protocol';

export type FilterValues = Record<string, DashboardFilterValue>;

/** A scan answers at most this many values (spec §9; core's MAX_DASHBOARD_SELECT_OPTIONS). */
const SCAN_CAP = 1000;

/**
 * The share link's first-paint values of controlled filters (`?controlledFilterValues=`, by
 * control key): read on the share page only, so that the opening data asked for before the page
 * has drawn (dashboard-prefetch.ts) already holds them.
 */
export function linkControlledValues(
  location: Pick<Location, 'pathname' | 'search'> | undefined = globalThis.location,
): ControlledFilterValues {
  if (!location?.pathname.startsWith('/share/')) return {};
  return readControlledFilterValuesParam(new URLSearchParams(location.search));
}

/**
 * The values a dashboard opens with: each filter's selected value, else its default; a
 * controlled filter the share link sets takes the link's value.
 */
export function initialValues(
  dashboard: ViewerDashboard,
  link: ControlledFilterValues = linkControlledValues(),
): FilterValues {
  const values: FilterValues = {};
  for (const filter of dashboard.filters) {
    values[filter.id] = restrictToAllowed(
      filter,
      filter.selectedValue ?? filter.defaultValue ?? null,
    );
  }
  return { ...values, ...controlledValues(dashboard, link) };
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

/**
 * Values of the controlled filters (by filter id) from what the host set (by control key);
 * filters the host set nothing for keep their own value.
 */
export function controlledValues(
  dashboard: ViewerDashboard,
  host: ControlledFilterValues,
): FilterValues {
  const values: FilterValues = {};
  for (const filter of dashboard.filters) {
    const key = filter.controlKey?.trim();
    if (key && Object.prototype.hasOwnProperty.call(host, key)) {
      values[filter.id] = restrictToAllowed(filter, host[key] ?? null);
    }
  }
  return values;
}

/**
 * The other filters' values a Select filter's scan is restricted by (cross-filtering, spec §4
 * "Select options restrict to summary values, except for the last updated filter"): every other
 * applied filter, in the dashboard's order; none for the last updated filter (its own list stays
 * whole, so a viewer can change the choice just made), and never its own value.
 */
export function scanRestrictions(
  dashboard: ViewerDashboard,
  values: FilterValues,
  filterId: string,
  lastUpdatedFilterId: string | null,
): FilterValueEntry[] {
  if (filterId === lastUpdatedFilterId) return [];
  return dashboard.filters
    .filter((f) => f.id !== filterId && !isEmptyFilterValue(values[f.id]))
    .map((f) => ({ filterId: f.id, value: values[f.id] ?? null }));
}

/** The ids whose value differs between two value maps. */
function changedIds(before: FilterValues, after: FilterValues): string[] {
  const ids = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...ids].filter(
    (id) => JSON.stringify(before[id] ?? null) !== JSON.stringify(after[id] ?? null),
  );
}

/**
 * Applied filter values of a dashboard and the Select options (Manual list or a scan restricted
 * by the other filters). On an embedding page, controlled filters take the host's values.
 */
export function useDashboardFilters(dashboard: ViewerDashboard) {
  const { client, scope } = useApi();
  const [own, setOwn] = useState<FilterValues>(() => initialValues(dashboard));
  const [lastUpdatedFilterId, setLastUpdated] = useState<string | null>(null);

  // The embedding host's values (share page); the hub's own view has none.
  const host = useControlledFilters();
  const hostValues = useMemo(
    () => (host ? controlledValues(dashboard, host.values) : {}),
    [dashboard, host],
  );
  const [seenHost, setSeenHost] = useState(hostValues);
  if (seenHost !== hostValues) {
    const changed = changedIds(seenHost, hostValues);
    setSeenHost(hostValues);
    if (changed.length > 0) setLastUpdated(changed[changed.length - 1] ?? null);
  }
  const controlKeys = dashboard.filters
    .filter(isControlledFilter)
    .map((f) => f.controlKey?.trim() ?? '')
    .filter(Boolean);
  const keysKey = JSON.stringify(controlKeys);
  const register = host?.register;
  useEffect(() => {
    register?.(JSON.parse(keysKey) as string[]);
  }, [register, keysKey]);

  const values = useMemo(() => ({ ...own, ...hostValues }), [own, hostValues]);

  const setValue = useCallback(
    (filterId: string, value: DashboardFilterValue) => {
      const filter = dashboard.filters.find((f) => f.id === filterId);
      setOwn((prev) => ({
        ...prev,
        [filterId]: filter ? restrictToAllowed(filter, value) : value,
      }));
      setLastUpdated(filterId);
    },
    [dashboard],
  );
  const clearAll = useCallback(() => {
    setOwn((prev) => Object.fromEntries(Object.keys(prev).map((id) => [id, null])));
    setLastUpdated(null);
  }, []);

  const selects = dashboard.filters.filter(
    (f) => f.filterType === 'Select' || f.filterSubType?.startsWith('Select'),
  );
  // A Scan filter is always scanned; a Manual list only while other filters restrict it (its
  // options are then the list's values the restricted scan still has).
  const scanned = selects
    .map((filter) => ({
      filter,
      manual: manualOptions(filter),
      filterValues: scanRestrictions(dashboard, values, filter.id, lastUpdatedFilterId),
    }))
    .filter((s) => s.manual === null || s.filterValues.length > 0);
  const scans = useQueries({
    queries: scanned.map(({ filter, filterValues }) => {
      // `filterValues`: the other filters' values, the scan's cross-filter (decision 028).
      const body: FilterValuesBody = {
        dashboardId: dashboard.id,
        filterId: filter.id,
        filterValues,
      };
      return {
        queryKey: [scope, 'filter-values', dashboard.id, filter.id, filterValues],
        queryFn: () => client.getFilterValues(body),
        staleTime: 5 * 60_000,
        placeholderData: keepPreviousData,
        meta: { silent: true },
      };
    }),
  });

  const options: Record<string, readonly string[]> = {};
  const optionsLoading: Record<string, boolean> = {};
  for (const filter of selects) options[filter.id] = manualOptions(filter) ?? [];
  scanned.forEach(({ filter, manual }, index) => {
    const scan = scans[index];
    const found = scan?.data?.values;
    if (manual === null) {
      options[filter.id] = found ?? []; // spec: a failed scan yields an empty list
      optionsLoading[filter.id] = scan?.isPending ?? false;
    } else if (found && found.length < SCAN_CAP) {
      // A whole answer (not cut at the cap): the list's values still in the restricted data.
      const present = new Set(found);
      options[filter.id] = manual.filter((value) => present.has(value));
    } // else: the list as it is (a failed or capped scan restricts nothing)
  });

  const valuesForChart = useCallback(
    (chartId: string) => appliedValuesForChart(dashboard, values, chartId),
    [dashboard, values],
  );

  return {
    values,
    setValue,
    clearAll,
    options,
    optionsLoading,
    valuesForChart,
    lastUpdatedFilterId,
  };
}
