import type { ChartRow, DashboardConfig } from '@chartroom/core';
import { useCallback, useMemo, useState } from 'react';
import { useUsageEvent } from '../../../lib/analytics/use-usage-event';
import type { FilterAuthoringHost } from './authoring-host';

/** What the hub's draft gives filter authoring (use-dashboard-draft). */
export interface FilterDraftApi {
  dirty: boolean;
  editConfig: (change: (config: DashboardConfig) => DashboardConfig) => void;
  markFilterStored: (filterId: string) => void;
}

/**
 * Filter authoring in the admin's edit mode: changes go into the dashboard draft (Save writes
 * them), events are sent as they happen, and each chart put on the dashboard has its query
 * variables checked against the dashboard filters (`chartAdded`).
 */
export function useHubFilterHost(
  draft: FilterDraftApi,
  dashboardId: string,
  charts: ReadonlyMap<string, ChartRow>,
) {
  const usage = useUsageEvent();
  const [newCharts, setNewCharts] = useState<{ id: string; version: number }[]>([]);
  const { editConfig, markFilterStored, dirty } = draft;
  const chartAdded = useCallback(
    (id: string, version: number) => setNewCharts((list) => [...list, { id, version }]),
    [],
  );
  const checked = useCallback(() => setNewCharts([]), []);
  const update = useCallback<FilterAuthoringHost['update']>(
    (apply, events) => {
      editConfig(apply);
      for (const event of events) usage(event);
    },
    [editConfig, usage],
  );
  const host = useMemo<FilterAuthoringHost>(
    () => ({
      dashboardId,
      charts,
      update,
      storeRecords: true,
      onRecordStored: markFilterStored,
      canAdd: true,
      canControl: true,
      dashboardSaved: !dirty,
      newCharts,
      onNewChartsChecked: checked,
    }),
    [dashboardId, charts, update, markFilterStored, dirty, newCharts, checked],
  );
  return { host, chartAdded };
}
