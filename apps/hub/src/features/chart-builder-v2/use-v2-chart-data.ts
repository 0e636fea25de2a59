import type { ChartDocument } from '@chartroom/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';

/** The part of the v2 config the data depends on (not its look: settings and title). */
function dataKey(document: ChartDocument): unknown {
  const v2 = document.chartConfigV2;
  return [
    document.goldenTable,
    document.dataPrep.query,
    v2?.type === 'table' || v2?.type === 'kpiCard' ? v2.type : 'chart',
    v2?.dimensions,
    v2?.measures,
    v2?.filters,
    (v2?.comparisons.length ?? 0) > 0,
  ];
}

/** Whether two chart-data keys ask for the same columns: same table, type, dimensions, measures. */
function sameColumns(a: readonly unknown[], b: readonly unknown[]): boolean {
  const columns = (key: readonly unknown[]) => {
    const data = key[3];
    return JSON.stringify(Array.isArray(data) ? data.slice(0, 5) : null);
  };
  return a[0] === b[0] && a[2] === b[2] && columns(a) === columns(b);
}

/**
 * Data of the unsaved v2 chart from POST /query/chart-data (debounced while editing): the rows
 * and, with a comparison, the previous period's rows. The answer stays on screen while only the
 * look changes. `isFetching` is already true while an edit that changes the data waits out the
 * debounce, so the preview says 'Refreshing' from the click on, not 300 ms later.
 */
export function useV2ChartData(
  document: ChartDocument,
  connection: string | null,
  enabled: boolean,
) {
  const { client, scope } = useApi();
  const [debounced] = useDebouncedValue(document, 300);
  const key = [scope, 'builder-v2-chart-data', connection, dataKey(debounced)] as const;
  const current = [scope, 'builder-v2-chart-data', connection, dataKey(document)] as const;
  const on = enabled && connection !== null;
  const waiting = JSON.stringify(current) !== JSON.stringify(key);
  // An edit of the columns waits out the debounce as loading: the answer of the other columns is
  // not drawn as the new chart meanwhile, nor fetched for the old ones.
  const stale = waiting && !sameColumns(current, key);
  const query = useQuery({
    queryKey: key,
    queryFn: () =>
      client.getChartData({
        chart: { config: debounced, connection: connection ?? '' },
        tz: 'UTC',
      }),
    enabled: on && !stale,
    // The previous answer stays on screen only while it has the same columns (a filter or a
    // comparison changed); answers of other fields would be drawn as the new chart meanwhile.
    placeholderData: (previous, previousQuery) =>
      previousQuery && sameColumns(previousQuery.queryKey, key) ? previous : undefined,
    retry: false,
    meta: { silent: true },
  });
  if (on && stale) return { ...query, data: undefined, isLoading: true, isFetching: true };
  return { ...query, isFetching: query.isFetching || (on && waiting) };
}
