import type { ChartRow } from '@chartroom/client';
import { preloadChartParts } from '@chartroom/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi } from '../../api/api-context';
import { chartViewerConfig } from './chart-row';
import { chartRefs, toViewerDashboard, type ViewerDashboard } from './dashboard-model';
import { dashboardRowQuery } from './dashboard-row-query';
import { useRequestedVersion } from './versions/use-version-param';

export type DashboardLoad =
  | { status: 'loading' }
  | { status: 'error'; error: Error; stage: 'dashboard' | 'charts' }
  | { status: 'malformed' }
  | { status: 'ready'; dashboard: ViewerDashboard; charts: Map<string, ChartRow> };

/**
 * Loads the dashboard row, then its charts at the versions of `config.charts`. A dashboard that
 * opens with nothing cached asks for its charts' data as soon as its row is there, alongside the
 * chart rows (the cards take those answers), and the lazy chart parts (ECharts, map, table) are
 * fetched as soon as the chart rows say which are needed, not when the cards draw. On an admin
 * dashboard page, `?version=N` loads that version instead of the latest.
 */
export function useDashboardData(dashboardId: string): DashboardLoad {
  const api = useApi();
  const { client, scope } = api;
  const queryClient = useQueryClient();
  const version = useRequestedVersion();
  const row = useQuery(dashboardRowQuery(api, dashboardId, queryClient, version));
  const dashboard = useMemo(
    () => (row.data ? toViewerDashboard(row.data.dashboard) : undefined),
    [row.data],
  );
  const refs = useMemo(() => (dashboard ? chartRefs(dashboard) : []), [dashboard]);
  const charts = useQuery({
    queryKey: [scope, 'dashboard-charts', dashboardId, refs],
    queryFn: async () => {
      const answer = await client.getCharts({ charts: refs });
      preloadChartParts(answer.charts.map(chartViewerConfig));
      return answer;
    },
    enabled: refs.length > 0,
    meta: { silent: true },
  });
  const chartMap = useMemo(
    () => new Map((charts.data?.charts ?? []).map((chart) => [chart.id, chart])),
    [charts.data],
  );

  if (row.isError) return { status: 'error', error: row.error, stage: 'dashboard' };
  if (row.isPending) return { status: 'loading' };
  if (!row.data.dashboard || !dashboard) return { status: 'malformed' };
  if (refs.length === 0) return { status: 'ready', dashboard, charts: chartMap };
  if (charts.isError) return { status: 'error', error: charts.error, stage: 'charts' };
  if (charts.isPending) return { status: 'loading' };
  return { status: 'ready', dashboard, charts: chartMap };
}
