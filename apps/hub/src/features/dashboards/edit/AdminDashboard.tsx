import type { ChartRow, ChartroomClient, DashboardRow } from '@chartroom/client';
import { resolveDashboardColumns, type ChartFilter } from '@chartroom/core';
import { CardEditActions, type FilterBarProps, type LayoutCommit } from '@chartroom/ui';
import { Box } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useApi } from '../../../api/api-context';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import type { SavedChartRef } from '../../chart-builder/builder-mode';
import { toViewerDashboard, type ViewerDashboard } from '../dashboard-model';
import { dashboardRowQuery } from '../dashboard-row-query';
import { LazyFilterAuthoring } from '../filters/LazyFilterAuthoring';
import { useHubFilterHost } from '../filters/use-hub-filter-host';
import { useDashboardEditMode } from '../toolbar/use-edit-mode';
import { useRequestedVersion } from '../versions/use-version-param';
import type { SidebarTarget } from './ChartSidebar';
import { useDashboardDraft, type DashboardDraftApi } from './use-dashboard-draft';
import { LeaveGuard } from './LeaveGuard';
import { useLeaveWarning } from './use-leave-warning';

// Edit mode's pieces load with it: the share page, which shares the view, never fetches them.
const EditToolbar = lazy(async () => ({
  default: (await import('../toolbar/EditToolbar')).EditToolbar,
}));
const ChartSidebar = lazy(async () => ({ default: (await import('./ChartSidebar')).ChartSidebar }));

/** What the admin page's header gets besides the dashboard: the draft and the mode. */
export interface HeaderEditing {
  draft: DashboardDraftApi;
  /** `/build/dashboard/:id/edit` and the latest version: the canvas and title are editable. */
  canEdit: boolean;
  editMode: boolean;
  /** `?version=N`: an old version is shown (no Save, editing blocked). */
  oldVersion: boolean;
  /** Edit mode's Add chart: the picked chart's copy goes into the draft. */
  onPicked: (chartId: string, version: number, name: string) => void;
}

/** What the dashboard body needs to be edited (null: read-only). */
export interface BodyEditing {
  onLayoutCommit: LayoutCommit;
  controlsFor: (chartId: string) => ReactNode;
  emptyAction: ReactNode;
  /** Edit mode's filters (the filter grid, '+ Add filter' and the filter drawer). */
  renderFilters?: (bar: FilterBarProps) => ReactNode;
}

export interface AdminDashboardProps {
  dashboardId: string;
  /** The loaded dashboard and its charts (useDashboardData). */
  dashboard: ViewerDashboard;
  charts: Map<string, ChartRow>;
  renderHeader?: (
    dashboard: ViewerDashboard | null,
    loading: boolean,
    editing?: HeaderEditing,
  ) => ReactNode;
  renderBody: (props: {
    dashboard: ViewerDashboard;
    charts: Map<string, ChartRow>;
    editing: BodyEditing | null;
  }) => ReactNode;
  /** Shown in an empty canvas in edit mode (the Add chart button). */
  renderEmptyAction?: (dashboard: ViewerDashboard, editing: HeaderEditing) => ReactNode;
}

/**
 * The admin's dashboard page around the view (dashboards.md §2 header and grid, §3 local draft,
 * §4): the local draft merged over the loaded version, the edit toolbar, an editable canvas with
 * edit and remove on every card and the chart sidebar in edit mode.
 */
export function AdminDashboard(props: AdminDashboardProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const version = useRequestedVersion();
  const row = useQuery(dashboardRowQuery(api, props.dashboardId, queryClient, version)).data
    ?.dashboard;
  if (!row) {
    return (
      <>
        {props.renderHeader?.(props.dashboard, false)}
        {props.renderBody({ dashboard: props.dashboard, charts: props.charts, editing: null })}
      </>
    );
  }
  return <WithRow key={`${row.id}@${version ?? 'latest'}`} {...props} row={row} old={version} />;
}

function WithRow({
  row,
  old,
  dashboardId,
  dashboard: loadedDashboard,
  charts: loadedCharts,
  renderHeader,
  renderBody,
  renderEmptyAction,
}: AdminDashboardProps & { row: DashboardRow; old: number | undefined }) {
  const { t } = useHubTranslation();
  const { client, scope } = useApi();
  const queryClient = useQueryClient();
  const editMode = useDashboardEditMode();
  const oldVersion = old !== undefined;
  const draft = useDashboardDraft(row, !oldVersion);
  const canEdit = editMode && !oldVersion;
  const unsaved = draft.dirty || draft.saveState === 'saving';
  useLeaveWarning(unsaved);
  const { working } = draft;
  const dashboard = useMemo(
    () =>
      draft.dirty
        ? (toViewerDashboard({ ...row, name: working.name, config: working.config }) ??
          loadedDashboard)
        : loadedDashboard,
    [draft.dirty, row, working, loadedDashboard],
  );
  const charts = useDraftCharts(dashboardId, dashboard, loadedCharts);
  const filterHost = useHubFilterHost(draft, dashboardId, charts);
  const { chartAdded } = filterHost;
  const columns = resolveDashboardColumns(dashboard.theme?.common.dashboardColumns, 'lg');
  const [sidebar, setSidebarState] = useState<SidebarTarget | null>(null);
  // Mounted from the first opening on, so that the drawer can play its closing transition.
  const [sidebarUsed, setSidebarUsed] = useState(false);
  const setSidebar = useCallback((target: SidebarTarget | null) => {
    if (target) setSidebarUsed(true);
    setSidebarState(target);
  }, []);
  const { addChart, removeChart, setChartVersion, commitLayout } = draft;

  /** The chart's row first, then the chart on the draft: its card draws at once. */
  const whenLoaded = useCallback(
    (chartId: string, chartVersion: number, then: () => void) => {
      void queryClient
        .fetchQuery(draftChartQuery(client, scope, dashboardId, chartId, chartVersion))
        .catch(() => undefined) // the card then says the chart could not be loaded
        .then(then);
    },
    [queryClient, client, scope, dashboardId],
  );
  const onPicked = useCallback(
    (chartId: string, chartVersion: number, name: string) => {
      whenLoaded(chartId, chartVersion, () => {
        addChart(chartId, chartVersion, columns);
        chartAdded(chartId, chartVersion); // its query variables meet the dashboard filters
      });
      notifications.show({ color: 'teal', message: t('dashboardEdit.addedToDraft', { name }) });
    },
    [whenLoaded, addChart, columns, t, chartAdded],
  );
  const onRemove = useCallback(
    (chartId: string) => {
      // The chart's own filters, from the chart answers on hand: their ids leave the aggregate
      // filters with the chart.
      const answers = queryClient.getQueriesData<{ filters?: ChartFilter[] }>({
        queryKey: [scope, 'dashboard-charts', dashboardId],
      });
      const ids = new Set(
        answers
          .flatMap(([, data]) => data?.filters ?? [])
          .filter((f) => f.parent_chart_id === chartId)
          .map((f) => f.filterId),
      );
      removeChart(chartId, ids);
      if (sidebar?.chartId === chartId) setSidebar(null);
    },
    [queryClient, scope, dashboardId, removeChart, sidebar, setSidebar],
  );
  const onChartSaved = useCallback(
    (saved: SavedChartRef) => {
      whenLoaded(saved.id, saved.version, () => {
        setChartVersion(saved.id, saved.version);
        chartAdded(saved.id, saved.version);
      });
      void queryClient.invalidateQueries({ queryKey: [scope, 'chart-data', saved.id] });
    },
    [whenLoaded, setChartVersion, queryClient, scope, chartAdded],
  );
  const themeColumns = dashboard.theme?.common.dashboardColumns;
  const onLayoutCommit = useCallback<LayoutCommit>(
    (breakpoint, layout, before) =>
      commitLayout(
        breakpoint,
        layout,
        before,
        resolveDashboardColumns(themeColumns, breakpoint) ===
          resolveDashboardColumns(themeColumns, 'lg'),
      ),
    [commitLayout, themeColumns],
  );

  const headerEditing: HeaderEditing = { draft, canEdit, editMode, oldVersion, onPicked };
  const editing: BodyEditing | null = canEdit
    ? {
        onLayoutCommit,
        controlsFor: (chartId) => (
          <CardEditActions
            chartId={chartId}
            onEdit={(id) =>
              setSidebar({ chartId: id, version: dashboard.charts[id]?.version ?? 1 })
            }
            onRemove={onRemove}
          />
        ),
        emptyAction: renderEmptyAction?.(dashboard, headerEditing) ?? null,
        renderFilters: (bar) => (
          <LazyFilterAuthoring host={filterHost.host} bar={bar} filters={dashboard.filters} />
        ),
      }
    : null;

  return (
    <>
      {renderHeader?.(dashboard, false, headerEditing)}
      {editMode && (
        <Box mb="md">
          <Suspense fallback={null}>
            <EditToolbar dashboard={dashboard} />
          </Suspense>
        </Box>
      )}
      {renderBody({ dashboard, charts, editing })}
      <LeaveGuard active={unsaved} dashboardId={dashboardId} />
      {canEdit && sidebarUsed && (
        <Suspense fallback={null}>
          <ChartSidebar
            target={sidebar}
            onClose={() => setSidebar(null)}
            onChartSaved={onChartSaved}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * The chart rows the draft shows: those loaded with the dashboard, plus the charts (or chart
 * versions) only the draft has, asked for together (POST /tenant/get-charts-v3).
 */
function useDraftCharts(
  dashboardId: string,
  dashboard: ViewerDashboard,
  loaded: Map<string, ChartRow>,
): Map<string, ChartRow> {
  const { client, scope } = useApi();
  const missing = useMemo(
    () =>
      Object.entries(dashboard.charts)
        .filter(([id, entry]) => loaded.get(id)?.version !== Math.max(1, entry.version))
        .map(([id, entry]) => ({ id, version: Math.max(1, entry.version) })),
    [dashboard.charts, loaded],
  );
  const extra = useQueries({
    queries: missing.map((ref) => draftChartQuery(client, scope, dashboardId, ref.id, ref.version)),
  });
  const rows = extra.map((q) => q.data?.charts[0]);
  const key = rows.map((row) => (row ? `${row.id}@${row.version}` : '')).join(',');
  return useMemo(() => {
    if (!rows.some(Boolean)) return loaded;
    const all = new Map(loaded);
    for (const row of rows) if (row) all.set(row.id, row);
    return all;
    // `key` stands for `rows` (a new array on every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, key]);
}

/** One chart row the draft shows and the loaded dashboard does not (at that version). */
function draftChartQuery(
  client: ChartroomClient,
  scope: string,
  dashboardId: string,
  chartId: string,
  version: number,
) {
  const ref = { id: chartId, version: Math.max(1, version) };
  return {
    queryKey: [scope, 'dashboard-charts', dashboardId, 'draft', ref.id, ref.version],
    queryFn: () => client.getCharts({ charts: [ref] }),
    staleTime: Infinity,
    meta: { silent: true },
  };
}
