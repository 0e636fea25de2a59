import type { ChartRow } from '@chartroom/client';
import {
  ChartAppearanceProvider,
  DashboardCanvas,
  FilterBar,
  chartAppearance,
  type FilterBarProps,
  preloadEChartsChart,
} from '@chartroom/ui';
import { Stack, useComputedColorScheme } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useApi } from '../../api/api-context';
import { useDashboardViewed } from '../../lib/analytics/use-usage-event';
import type { ViewerDashboard } from './dashboard-model';
import { DashboardChart } from './DashboardChart';
import { DashboardSkeleton } from './DashboardSkeleton';
import { DashboardViewState } from './DashboardViewState';
import { useDashboardData } from './use-dashboard-data';
import { useDashboardFilters } from './use-dashboard-filters';
import { useDashboardChartFilters } from './chart-filters/use-dashboard-chart-filters';
import { useClickToFilter } from './chart-filters/use-click-to-filter';
import { dashboardProblem } from './view-state';
import { AdminDashboard, type BodyEditing, type HeaderEditing } from './edit/AdminDashboard';
import { useOldVersionProps } from './versions/use-old-version-props';
import { DashboardStyle, dashboardScopeProps } from './settings/DashboardStyle';
import { useShareViewerLanguage } from './settings/use-viewer-language';

export interface DashboardViewProps {
  dashboardId: string;
  /** Share/iframe view: hides externally controlled filters, tells charts they are embedded. */
  embedded: boolean;
  /** Header above the filter bar (admin page: breadcrumbs and title). */
  renderHeader?: (
    dashboard: ViewerDashboard | null,
    loading: boolean,
    editing?: HeaderEditing,
  ) => ReactNode;
  /**
   * The admin's page (`/dashboards/:id`, `/build/dashboard/:id/edit`): the local draft, Save,
   * edit mode (edit/AdminDashboard.tsx). The share page leaves it out.
   */
  admin?: boolean;
  /** Admin edit mode, empty canvas: the action offered in the editing panel (Add chart). */
  renderEmptyAction?: (dashboard: ViewerDashboard, editing: HeaderEditing) => ReactNode;
}

/** A dashboard with its view states, filter bar and grid of charts (admin page and share page). */
export function DashboardView({
  dashboardId,
  embedded,
  renderHeader,
  admin = false,
  renderEmptyAction,
}: DashboardViewProps) {
  const load = useDashboardData(dashboardId);
  const queryClient = useQueryClient();
  const { scope } = useApi();
  const problem = dashboardProblem(load);
  useDashboardViewed(dashboardId, load.status === 'ready' && !problem);
  // The chart library comes alongside the dashboard and its data, not after the data.
  useEffect(() => {
    preloadEChartsChart().catch(() => undefined); // a chart that draws retries and says so
  }, []);

  if (load.status === 'loading') {
    return (
      <>
        {renderHeader?.(null, true)}
        <DashboardSkeleton withTitle={!renderHeader} />
      </>
    );
  }
  if (problem || load.status !== 'ready') {
    return (
      <>
        {renderHeader?.(null, false)}
        <DashboardViewState
          problem={problem ?? 'error'}
          dashboardId={dashboardId}
          onRetry={() => void queryClient.invalidateQueries({ queryKey: [scope] })}
        />
      </>
    );
  }
  if (admin) {
    return (
      <AdminDashboard
        dashboardId={dashboardId}
        dashboard={load.dashboard}
        charts={load.charts}
        renderHeader={renderHeader}
        renderEmptyAction={renderEmptyAction}
        renderBody={({ dashboard, charts, editing }) => (
          <DashboardBody
            key={`${dashboard.id}@${dashboard.version}`}
            dashboard={dashboard}
            charts={charts}
            embedded={embedded}
            editing={editing}
          />
        )}
      />
    );
  }
  return (
    <>
      {renderHeader?.(load.dashboard, false)}
      <DashboardBody
        key={`${load.dashboard.id}@${load.dashboard.version}`}
        dashboard={load.dashboard}
        charts={load.charts}
        embedded={embedded}
      />
    </>
  );
}

interface DashboardBodyProps {
  dashboard: ViewerDashboard;
  charts: Map<string, ChartRow>;
  embedded: boolean;
  /** Admin edit mode: drag, resize, card edit/remove and the editing panel; null: read-only. */
  editing?: BodyEditing | null;
}

function DashboardBody({ dashboard, charts, embedded, editing = null }: DashboardBodyProps) {
  const filters = useDashboardFilters(dashboard);
  // Chart-level filters on the cards, and click-to-filter (decision 031).
  const chartFilterRows = useDashboardChartFilters(dashboard);
  const clickFilter = useClickToFilter({
    dashboard,
    charts,
    setValue: filters.setValue,
    canAddFilter: editing !== null,
  });
  const oldVersion = useOldVersionProps(dashboard.id); // ?version=N: faded, titles dimmed
  useShareViewerLanguage(dashboard.language); // share page: the dashboard's language
  // The dashboard theme of the current mode (hub scheme, or the share page's ?theme=).
  const mode = useComputedColorScheme('light');
  const appearance = useMemo(() => chartAppearance(dashboard.theme, mode), [dashboard.theme, mode]);
  const bar: FilterBarProps = {
    filters: dashboard.filters,
    values: filters.values,
    onChange: filters.setValue,
    onClearAll: filters.clearAll,
    options: filters.options,
    optionsLoading: filters.optionsLoading,
    timeZone: dashboard.timeZone,
    embedded,
  };
  return (
    <ChartAppearanceProvider appearance={appearance}>
      <Stack
        gap="md"
        data-testid="dashboard-body"
        {...dashboardScopeProps(dashboard.id)}
        {...oldVersion}
        style={{
          background: appearance.dashboardBackground,
          color: appearance.dashboardTextColor,
          fontFamily: appearance.fontFamily,
        }}
      >
        <DashboardStyle dashboardId={dashboard.id} css={dashboard.styleOverrides} />
        {editing?.renderFilters ? editing.renderFilters(bar) : <FilterBar {...bar} />}
        <DashboardCanvas
          charts={dashboard.charts}
          layouts={dashboard.layouts}
          columns={dashboard.theme?.common.dashboardColumns}
          editable={editing !== null}
          onLayoutCommit={editing?.onLayoutCommit}
          emptyAction={editing?.emptyAction}
          emptyEditing={editing !== null}
          renderChart={(chartId, cell) => (
            <DashboardChart
              chartId={chartId}
              version={dashboard.charts[chartId]?.version ?? 1}
              rows={cell?.h ?? dashboard.charts[chartId]?.layout?.h ?? 8}
              chart={charts.get(chartId)}
              dashboardId={dashboard.id}
              filterValues={filters.valuesForChart(chartId)}
              embedded={embedded}
              controls={editing?.controlsFor(chartId)}
              chartFilters={chartFilterRows.get(chartId)}
              onDatumClick={clickFilter.onDatumClick(chartId)}
              timeZone={dashboard.timeZone}
            />
          )}
        />
        {clickFilter.menu}
      </Stack>
    </ChartAppearanceProvider>
  );
}
