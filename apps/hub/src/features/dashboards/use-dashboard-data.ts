import type { ChartRow } from '@chartroom/client';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi } from '../../api/api-context';
import { chartRefs, toViewerDashboard, type ViewerDashboard } from './dashboard-model';

export type DashboardLoad =
  | { status: 'loading' }
  | { status: 'error'; error: Error; stage: 'dashboard' | 'charts' }
  | { status: 'malformed' }
  | { status: 'ready'; dashboard: ViewerDashboard; charts: Map<string, ChartRow> };

/** Loads the dashboard row, then its charts at the versions of `config.charts`. */
export function useDashboardData(dashboardId: string): DashboardLoad {
  const { client, scope } = useApi();
  const row = useQuery({
    queryKey: [scope, 'dashboard', dashboardId],
    queryFn: () => client.getDashboard({ dashboard: { id: dashboardId } }),
    meta: { silent: true },
  });
  const dashboard = useMemo(
    () => (row.data ? toViewerDashboard(row.data.dashboard) : undefined),
    [row.data],
  );
  const refs = useMemo(() => (dashboard ? chartRefs(dashboard) : []), [dashboard]);
  const charts = useQuery({
    queryKey: [scope, 'dashboard-charts', dashboardId, refs],
    queryFn: () => client.getCharts({ charts: refs }),
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
