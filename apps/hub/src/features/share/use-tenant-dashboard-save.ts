import type { DashboardConfig } from '@chartroom/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useApi } from '../../api/api-context';
import type { SavedChartRef } from '../chart-builder/builder-mode';
import { withAddedChart } from '../chart-library/dashboard-placement';

export type DashboardSaveStatus =
  { state: 'idle' } | { state: 'busy' } | { state: 'saved' } | { state: 'error'; message: string };

/** The config with `chartId` shown at `version` (added below the others when new). */
export function withChartVersion(
  config: DashboardConfig,
  chartId: string,
  version: number,
): DashboardConfig {
  const entry = config.charts[chartId];
  if (!entry) return withAddedChart(config, chartId, version);
  return { ...config, charts: { ...config.charts, [chartId]: { ...entry, version } } };
}

/**
 * After the builder saves a chart, the tenant's dashboard shows that version: a new chart is added
 * below the others, an edited one moves to its new version (POST /dashboard/v3/save, based on the
 * latest version so a concurrent save answers 409). The server checks the token's permissions.
 */
export function useTenantDashboardSave(dashboardId: string) {
  const { client, scope } = useApi();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<DashboardSaveStatus>({ state: 'idle' });
  const save = useCallback(
    async (chart: SavedChartRef) => {
      setStatus({ state: 'busy' });
      try {
        const { dashboard } = await client.getDashboard({ dashboard: { id: dashboardId } });
        const saved = await client.saveDashboard({
          dashboardId,
          name: dashboard.name,
          config: withChartVersion(dashboard.config, chart.id, chart.version),
          dashboardVersion: dashboard.version,
        });
        queryClient.setQueryData([scope, 'dashboard', dashboardId], saved);
        setStatus({ state: 'saved' });
      } catch (error) {
        setStatus({
          state: 'error',
          message: error instanceof Error ? error.message : String(error),
        });
      }
    },
    [client, scope, queryClient, dashboardId],
  );
  return { status, save };
}
