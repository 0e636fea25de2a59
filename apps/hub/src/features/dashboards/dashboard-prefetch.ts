import type { DashboardRow } from '@chartroom/core';
import { chartDataBatcher, type BatchClient, type ChartDataRequest } from './chart-data-batcher';
import { toViewerDashboard, type ViewerDashboard } from './dashboard-model';
import { appliedValuesForChart, initialValues } from './use-dashboard-filters';

/**
 * The data requests the cards of a freshly opened dashboard will make: every chart of
 * `config.charts` at its pinned version, with the filter values it opens with, first segment
 * page (what DashboardChart asks for before the viewer changes anything).
 */
export function openingDataRequests(dashboard: ViewerDashboard): ChartDataRequest[] {
  const values = initialValues(dashboard);
  return Object.entries(dashboard.charts).map(([chartId, entry]) => ({
    dashboardId: dashboard.id,
    chartId,
    version: entry.version,
    filterValues: appliedValuesForChart(dashboard, values, chartId),
    segmentPage: 0,
  }));
}

/**
 * Asks for the opening data of a dashboard row as soon as the row is there, in parallel with
 * its chart rows (decision 011): the cards then take these answers from the batcher instead of
 * asking after the chart rows. Returns the requests made (none for a malformed row).
 */
export function prefetchOpeningData(
  client: BatchClient,
  row: DashboardRow | null | undefined,
): ChartDataRequest[] {
  const dashboard = row ? toViewerDashboard(row) : null;
  if (!dashboard) return [];
  const requests = openingDataRequests(dashboard);
  void chartDataBatcher(client).prefetch(requests);
  return requests;
}
