import type { ChartFilter } from '@chartroom/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi } from '../../../api/api-context';
import { chartRefs, type ViewerDashboard } from '../dashboard-model';

const NONE = new Map<string, ChartFilter[]>();

/**
 * The saved chart-level filters of a dashboard's charts, by chart id. Read from the dashboard's
 * chart rows answer (`POST /tenant/get-charts-v3` answers `filters` beside `charts`): the same
 * query as the dashboard's charts (use-dashboard-data.ts), so no second call is made.
 */
export function useDashboardChartFilters(dashboard: ViewerDashboard): Map<string, ChartFilter[]> {
  const { client, scope } = useApi();
  const refs = useMemo(() => chartRefs(dashboard), [dashboard]);
  const answer = useQuery({
    queryKey: [scope, 'dashboard-charts', dashboard.id, refs],
    queryFn: () => client.getCharts({ charts: refs }),
    enabled: refs.length > 0,
    meta: { silent: true },
  });
  return useMemo(() => {
    const filters = answer.data?.filters;
    if (!filters || filters.length === 0) return NONE;
    const byChart = new Map<string, ChartFilter[]>();
    for (const f of filters) {
      byChart.set(f.parent_chart_id, [...(byChart.get(f.parent_chart_id) ?? []), f]);
    }
    return byChart;
  }, [answer.data]);
}
