import type { DashboardRow } from '@chartroom/client';
import type { ChartFilter, ChartRow } from '@chartroom/core';
import type { QueryClient } from '@tanstack/react-query';
import { chartRefs, toViewerDashboard } from '../dashboard-model';

interface ChartsAnswer {
  charts: ChartRow[];
  filters: ChartFilter[];
}

/**
 * After a save, the new version's chart rows are already on hand (the draft showed them): they
 * are put under the key useDashboardData asks for, so the page shows the saved version at once
 * instead of loading its charts again. Nothing is seeded when one of them is not on hand.
 */
export function seedSavedCharts(queryClient: QueryClient, scope: string, row: DashboardRow): void {
  const dashboard = toViewerDashboard(row);
  if (!dashboard) return;
  const refs = chartRefs(dashboard);
  if (refs.length === 0) return;
  const charts = new Map<string, ChartRow>();
  const filters = new Map<string, ChartFilter>();
  for (const [, data] of queryClient.getQueriesData<ChartsAnswer>({
    queryKey: [scope, 'dashboard-charts', row.id],
  })) {
    for (const chart of data?.charts ?? []) charts.set(`${chart.id}@${chart.version}`, chart);
    for (const filter of data?.filters ?? []) filters.set(filter.filterId, filter);
  }
  const picked = refs.map((ref) => charts.get(`${ref.id}@${ref.version}`));
  if (picked.some((chart) => chart === undefined)) return;
  const ids = new Set(refs.map((ref) => ref.id));
  queryClient.setQueryData<ChartsAnswer>([scope, 'dashboard-charts', row.id, refs], {
    charts: picked.filter((chart): chart is ChartRow => chart !== undefined),
    filters: [...filters.values()].filter((f) => ids.has(f.parent_chart_id)),
  });
}
