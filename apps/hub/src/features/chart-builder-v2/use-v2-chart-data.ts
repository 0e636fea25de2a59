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

/**
 * Data of the unsaved v2 chart from POST /query/chart-data (debounced while editing): the rows
 * and, with a comparison, the previous period's rows. The answer stays on screen while only the
 * look changes.
 */
export function useV2ChartData(
  document: ChartDocument,
  connection: string | null,
  enabled: boolean,
) {
  const { client, scope } = useApi();
  const [debounced] = useDebouncedValue(document, 300);
  return useQuery({
    queryKey: [scope, 'builder-v2-chart-data', connection, dataKey(debounced)],
    queryFn: () =>
      client.getChartData({
        chart: { config: debounced, connection: connection ?? '' },
        tz: 'UTC',
      }),
    enabled: enabled && connection !== null,
    placeholderData: (previous) => previous,
    retry: false,
    meta: { silent: true },
  });
}
