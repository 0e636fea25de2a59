import type { Breakpoint, DashboardConfig, GridLayout } from '@chartroom/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useApi } from '../../api/api-context';
import type { UsageEvent } from '../../lib/analytics/usage-events';
import { useUsageEvent } from '../../lib/analytics/use-usage-event';
import type { SavedChartRef } from '../chart-builder/builder-mode';
import { withAddedChart } from '../chart-library/dashboard-placement';
import { changedItem, withLayoutCommit, withoutChart } from '../dashboards/edit/draft-model';

export type DashboardSaveStatus =
  | { state: 'idle' }
  | { state: 'busy' }
  | { state: 'saved' }
  | { state: 'error'; message: string }
  /** The chart was saved but not put on the shared dashboard (no personal copy made). */
  | { state: 'skipped' };

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The config with `chartId` shown at `version`: in the cell of `replaces` when given and shown
 * (the tenant's copy of a chart it edited), else added below the others when new.
 */
export function withChartVersion(
  config: DashboardConfig,
  chartId: string,
  version: number,
  replaces?: string,
): DashboardConfig {
  const entry = config.charts[chartId];
  if (entry) return { ...config, charts: { ...config.charts, [chartId]: { ...entry, version } } };
  const old = replaces === undefined ? undefined : config.charts[replaces];
  if (!old || replaces === undefined) return withAddedChart(config, chartId, version);
  const charts = Object.fromEntries(
    Object.entries(config.charts).map(([id, e]) =>
      id === replaces ? [chartId, { ...e, layout: { ...e.layout, i: chartId }, version }] : [id, e],
    ),
  );
  const next: DashboardConfig = { ...config, charts };
  if (config.layouts) {
    next.layouts = Object.fromEntries(
      Object.entries(config.layouts).map(([breakpoint, list]) => [
        breakpoint,
        list.map((l) => (l.i === replaces ? { ...l, i: chartId } : l)),
      ]),
    );
  }
  return next;
}

/**
 * A change of the tenant's dashboard config: a chart saved in the builder or picked from the
 * library (`chart`), or a chart removed; `events` are the usage events it sends once written.
 */
export interface DashboardChange {
  apply: (config: DashboardConfig) => DashboardConfig;
  events: (config: DashboardConfig) => UsageEvent[];
}

/** The chart saved by the builder (or picked from the library) shown at its new version. */
export function chartSavedChange(chart: SavedChartRef): DashboardChange {
  return {
    apply: (config) => withChartVersion(config, chart.id, chart.version, chart.replaces),
    events: (config) => {
      const added = !(chart.id in config.charts) && chart.replaces === undefined;
      return [{ eventName: added ? 'Chart Added' : 'Chart Updated', chartId: chart.id }];
    },
  };
}

/** The chart gone from the dashboard, with its references in the dashboard filters. */
export function chartRemovedChange(chartId: string): DashboardChange {
  return {
    apply: (config) => withoutChart(config, chartId),
    events: () => [{ eventName: 'Chart Removed', chartId }],
  };
}

/**
 * A drag or resize of the tenant's grid that ended at `breakpoint` (the same reading as the
 * admin's edit mode, withLayoutCommit); null when nothing moved. A move sends 'Chart Moved'.
 */
export function layoutChange(
  breakpoint: Breakpoint,
  items: readonly GridLayout[],
  before: readonly GridLayout[],
  sameColumnsAsLg: boolean,
): DashboardChange | null {
  const changed = changedItem(before, items);
  if (!changed) return null;
  return {
    apply: (config) => withLayoutCommit(config, breakpoint, items, sameColumnsAsLg),
    events: () =>
      changed.kind === 'move' ? [{ eventName: 'Chart Moved', chartId: changed.chartId }] : [],
  };
}

/**
 * Writes changes of the tenant's dashboard: after the builder saves a chart, the dashboard shows
 * that version (a new chart is added below the others, an edited one moves to its new version);
 * a chart picked from the library is added; a removed chart goes (POST /dashboard/v3/save, based
 * on the latest version so a concurrent save answers 409). The server checks the token's
 * permissions. `track` reports any other dashboard write (making the personal copy) in the same
 * status.
 */
export function useTenantDashboardSave(dashboardId: string) {
  const { client, scope } = useApi();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<DashboardSaveStatus>({ state: 'idle' });
  const usage = useUsageEvent();
  /** Runs a dashboard write; answers null when it succeeded, else its error message. */
  const track = useCallback(async (write: () => Promise<unknown>): Promise<string | null> => {
    setStatus({ state: 'busy' });
    try {
      await write();
      setStatus({ state: 'saved' });
      return null;
    } catch (error) {
      const message = messageOf(error);
      setStatus({ state: 'error', message });
      return message;
    }
  }, []);
  /** Writes `change` onto `target` (the hook's dashboard by default). */
  const apply = useCallback(
    (change: DashboardChange, target: string = dashboardId) =>
      track(async () => {
        const { dashboard } = await client.getDashboard({ dashboard: { id: target } });
        const saved = await client.saveDashboard({
          dashboardId: target,
          name: dashboard.name,
          config: change.apply(dashboard.config),
          dashboardVersion: dashboard.version,
        });
        queryClient.setQueryData([scope, 'dashboard', target], saved);
        usage({ eventName: 'Dashboard Saved', dashboardId: target });
        for (const event of change.events(dashboard.config)) {
          usage({ ...event, dashboardId: target });
        }
      }),
    [client, scope, queryClient, dashboardId, track, usage],
  );
  /** Puts the chart the builder saved on `target` (the hook's dashboard by default). */
  const save = useCallback(
    (chart: SavedChartRef, target: string = dashboardId) => apply(chartSavedChange(chart), target),
    [apply, dashboardId],
  );
  const skip = useCallback(() => setStatus({ state: 'skipped' }), []);
  /** Forgets the last write's status (a sidebar opening shows only its own saves). */
  const reset = useCallback(() => setStatus({ state: 'idle' }), []);
  return { status, apply, save, track, skip, reset };
}
