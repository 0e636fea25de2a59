import type { DashboardRow } from '@chartroom/client';
import { tabsPlacementSchema, type TabsPlacement } from '@chartroom/core';
import { Alert, Button, Drawer, Group, Loader, Text, Title } from '@mantine/core';
import { IconCheck, IconFilterPlus, IconLayoutGridAdd, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { useUsageEvent } from '../../lib/analytics/use-usage-event';
import {
  BuilderModeProvider,
  type BuilderMode,
  type SavedChartRef,
} from '../chart-builder/builder-mode';
import { useTenantConnections } from '../chart-builder/use-builder-tables';
import type { ViewerDashboard } from '../dashboards/dashboard-model';
import { DashboardSkeleton } from '../dashboards/DashboardSkeleton';
import { SharePdfButton } from '../dashboards/pdf/SharePdfButton';
import { LazyFilterAuthoring } from '../dashboards/filters/LazyFilterAuthoring';
import { tenantFilterHost } from '../dashboards/filters/tenant-filter-host';
import { EditableDashboard, type EditableDashboardProps } from './EditableDashboard';
import { EmbeddedChartEditor } from './EmbeddedChartEditor';
import type { EditingFlags } from './editing-flags';
import { NewEmbeddedChart } from './NewEmbeddedChart';
import { PersonalCopyDialog } from './PersonalCopyDialog';
import { TenantChartLibrary } from './TenantChartLibrary';
import { useCloseGuard } from './use-close-guard';
import {
  chartRemovedChange,
  chartSavedChange,
  layoutChange,
  useTenantDashboardSave,
  type DashboardChange,
} from './use-tenant-dashboard-save';
import { useWorkspaceDashboards } from './use-workspace-dashboards';
import { WorkspaceActions } from './WorkspaceActions';
import { GLOBAL_TAB, WorkspaceTabs, type WorkspaceTab } from './WorkspaceTabs';

/** What the chart sidebar shows: the new-chart step, or a chart in its builder. */
type Sidebar = { kind: 'new' } | { kind: 'chart'; chartId: string; version?: number } | null;

/** Drawer width (dashboards.md §2: default 1000, 1400 for a v2 chart). */
const WIDTH = 1000;
const WIDTH_V2 = 1400;

/** The raw theme's tabsPlacement (themes have their own calls; absent or invalid: 'left'). */
function placementOf(config: unknown): TabsPlacement {
  const theme = (config as { theme?: { common?: { tabsPlacement?: unknown } } } | null)?.theme;
  const parsed = tabsPlacementSchema.safeParse(theme?.common?.tabsPlacement);
  return parsed.success ? parsed.data : 'left';
}

/**
 * The share page for a tenant editor (token not readOnly, link with editing flags; decisions 006
 * and 024). 'New chart' (createChart) and per-card 'Edit chart' (editCharts) open the chart
 * sidebar with the builder in embedded mode; each save puts the chart's new version on the
 * tenant's dashboard. 'Add chart' (addChart) picks a published chart of the library (copied);
 * per-card 'Remove chart' (removeChart) takes a chart off; '+ Add filter' (addFilter). A chart
 * the tenant did not create is never saved over: the first save copies it and the copy takes its
 * place (decision 006). On the shared dashboard the first change asks 'Make a personal copy?' and
 * makes the copy with the change. Tabs show the shared dashboard ('Global') and each personal
 * workspace dashboard; `personalWorkspace` adds rename, 'Create a copy' and delete.
 */
export function EmbeddedEditing({
  dashboardId,
  flags,
  disableTabs = false,
  tenantAuthor = null,
}: {
  dashboardId: string;
  flags: EditingFlags;
  /** permissions.disableTabs: one dashboard (the personal copy once there is one), no tabs. */
  disableTabs?: boolean;
  /** `author` of the tenant's own charts: any other chart is saved as the tenant's copy. */
  tenantAuthor?: string | null;
}) {
  const { t } = useHubTranslation();
  const { client, scope } = useApi();
  const [sidebar, setSidebar] = useState<Sidebar>(null);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const guard = useCloseGuard(() => setSidebar(null));
  const { setUnsaved } = guard;
  const connections = useTenantConnections(flags.createChart || flags.editCharts);
  // The same query as the dashboard view (shared cache): selected_table is on the row.
  const row = useQuery({
    queryKey: [scope, 'dashboard', dashboardId],
    queryFn: () => client.getDashboard({ dashboard: { id: dashboardId } }),
    meta: { silent: true },
  });
  const shared = row.data?.dashboard ?? null;
  // The plan's personal workspaces (the startup plan has none: the server refuses the copies).
  const [params] = useSearchParams();
  const token = params.get('jwt');
  const settings = useQuery({
    queryKey: [scope, 'tenant-settings'],
    queryFn: () => client.getTenantSettings({ token: token ?? '' }),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
  const workspacesInPlan = settings.data?.settings.planFeatures?.personalWorkspaces !== false;
  // A dashboard without tenant_id is shared: the tenant edits its personal copies of it.
  const isShared = shared !== null && !shared.tenant_id;
  const workspace = useWorkspaceDashboards(dashboardId, isShared);
  const personal = workspace.dashboards;
  const [chosenTab, setTab] = useState<string | null>(null);
  // The chosen tab while it exists; else the first personal dashboard (the copy), else global.
  const tab =
    (chosenTab === GLOBAL_TAB && !disableTabs) || personal.some((d) => d.id === chosenTab)
      ? (chosenTab as string)
      : (personal[0]?.id ?? GLOBAL_TAB);
  const activeId = tab === GLOBAL_TAB ? dashboardId : tab;
  const activeRow = personal.find((d) => d.id === activeId) ?? null;
  const dashboardSave = useTenantDashboardSave(activeId);
  const { apply, track, skip, reset } = dashboardSave;
  const openSidebar = useCallback(
    (next: Sidebar) => {
      reset();
      setSidebar(next);
    },
    [reset],
  );
  /** A change made while the shared dashboard was shown, waiting for 'Make a personal copy?'. */
  const [pending, setPending] = useState<DashboardChange | null>(null);
  const [copyAsked, setCopyAsked] = useState(false);
  const [copyBusy, setCopyBusy] = useState(false);
  const [copyError, setCopyError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  /** '+ Add filter' pressed (addFilter): the filter grid opens its drawer and clears it. */
  const [filterAsked, setFilterAsked] = useState(false);
  const filterAskHandled = useCallback(() => setFilterAsked(false), []);
  const usage = useUsageEvent();
  const needsCopy = isShared && activeId === dashboardId;
  const change = useCallback(
    async (next: DashboardChange) => {
      if (!needsCopy) return apply(next);
      setCopyError(null);
      setPending(next);
      setCopyAsked(true);
      return null;
    },
    [needsCopy, apply],
  );
  const onChartSaved = useCallback(
    (chart: SavedChartRef) => void change(chartSavedChange(chart)),
    [change],
  );
  const confirmCopy = async () => {
    if (!shared) return;
    setCopyBusy(true);
    setCopyError(null);
    const first = personal[0];
    let madeId: string | null = null;
    // With a copy already (the global tab was open), the change goes over the copy.
    const failed =
      first && pending
        ? await apply(pending, first.id)
        : await track(async () => {
            madeId = await workspace.make(shared, pending ? pending.apply(shared.config) : null);
            for (const event of pending?.events(shared.config) ?? []) {
              usage({ ...event, dashboardId: madeId });
            }
          });
    setCopyBusy(false);
    if (failed !== null) {
      setCopyError(failed);
      return;
    }
    setPending(null);
    setCopyAsked(false);
    setTab(first?.id ?? madeId ?? GLOBAL_TAB);
  };
  // Bumped when a change is given up: the grid goes back to the stored layout (a drag undone).
  const [undone, setUndone] = useState(0);
  const cancelCopy = () => {
    const hadChange = pending !== null;
    setPending(null);
    setCopyAsked(false);
    if (hadChange) {
      skip();
      setUndone((n) => n + 1);
    }
  };
  // A drag or resize of a card (as in hub edit mode): saved like the other changes (on the
  // shared dashboard it asks for the personal copy first).
  const onLayoutCommit = useCallback<NonNullable<EditableDashboardProps['onLayoutCommit']>>(
    (breakpoint, items, before, sameColumnsAsLg) => {
      const next = layoutChange(breakpoint, items, before, sameColumnsAsLg);
      if (next) void change(next);
    },
    [change],
  );
  const removeChart = async (chartId: string) => {
    setRemoving(chartId);
    await change(chartRemovedChange(chartId));
    setRemoving(null);
  };
  const selectedTables = row.data?.dashboard.selected_table?.tables ?? null;
  const mode = useMemo<BuilderMode>(
    () => ({
      embedded: true,
      isAdmin: false,
      createChartSQL: flags.createChartSQL,
      filterEditOnly: false,
      selectedTables,
      onChartSaved,
      onUnsavedChange: setUnsaved,
      onOpenChart: (chartId) => {
        setUnsaved(false);
        setSidebar({ kind: 'chart', chartId });
      },
    }),
    [flags.createChartSQL, selectedTables, onChartSaved, setUnsaved],
  );
  const list = connections.data?.connectionConfigs ?? [];
  const shownName = (d: DashboardRow | null) =>
    d ? d.name.trim() || t('embeddedEditing.personalTab') : '';
  const tabs: WorkspaceTab[] = [
    { id: GLOBAL_TAB, name: shared?.name ?? '' },
    ...personal.map((d) => ({ id: d.id, name: d.name })),
  ];
  const showTabs = !disableTabs && isShared && personal.length > 0;
  const actions = (
    <>
      {sidebar === null && <SaveStatus status={dashboardSave.status} />}
      {flags.addFilter && (
        <Button
          variant="default"
          leftSection={<IconFilterPlus size={16} />}
          onClick={() => setFilterAsked(true)}
          data-testid="embedded-add-filter"
        >
          {t('embeddedEditing.addFilter')}
        </Button>
      )}
      {flags.createChart && (
        <Button
          variant={flags.addChart ? 'default' : 'filled'}
          leftSection={<IconPlus size={16} />}
          onClick={() => openSidebar({ kind: 'new' })}
          data-testid="embedded-add-chart"
        >
          {t('embeddedEditing.newChart')}
        </Button>
      )}
      {flags.addChart && (
        <Button
          leftSection={<IconLayoutGridAdd size={16} />}
          onClick={() => setLibraryOpen(true)}
          data-testid="embedded-library-add"
        >
          {t('embeddedEditing.addChart')}
        </Button>
      )}
      {flags.personalWorkspace && workspacesInPlan && isShared && (
        <WorkspaceActions
          selected={activeRow ? { id: activeRow.id, name: shownName(activeRow) } : null}
          hasCopy={personal.length > 0}
          canRename={!disableTabs}
          onMakeCopy={() => {
            setCopyError(null);
            setPending(null);
            setCopyAsked(true);
          }}
          onClone={async () => {
            if (!activeRow) return;
            const name = t('embeddedEditing.copyName', { name: shownName(activeRow) });
            setTab(await workspace.clone(activeRow, name.slice(0, 500)));
          }}
          onRename={(name) =>
            activeRow ? workspace.rename(activeRow.id, name) : Promise.resolve()
          }
          onDelete={async () => {
            if (!activeRow) return;
            const at = tabs.findIndex((x) => x.id === activeRow.id);
            await workspace.remove(activeRow.id);
            setTab(tabs[Math.max(0, at - 1)]?.id ?? GLOBAL_TAB);
          }}
        />
      )}
    </>
  );
  const emptyAction =
    flags.addChart || flags.createChart ? (
      <Group gap="xs" justify="center">
        {flags.createChart && (
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            onClick={() => openSidebar({ kind: 'new' })}
          >
            {t('embeddedEditing.newChart')}
          </Button>
        )}
        {flags.addChart && (
          <Button
            leftSection={<IconLayoutGridAdd size={16} />}
            onClick={() => setLibraryOpen(true)}
          >
            {t('embeddedEditing.addChart')}
          </Button>
        )}
      </Group>
    ) : null;
  // The shown dashboard's latest row (the same query as its view).
  const active = useQuery({
    queryKey: [scope, 'dashboard', activeId],
    queryFn: () => client.getDashboard({ dashboard: { id: activeId } }),
    meta: { silent: true },
  });
  const activeCharts = active.data?.dashboard.config.charts;
  const inDashboard = useMemo(() => new Set(Object.keys(activeCharts ?? {})), [activeCharts]);
  // Which dashboard to show is known once the row and the workspace list are there.
  const waiting = row.isPending || (isShared && workspace.loading);

  return (
    <BuilderModeProvider mode={mode}>
      {showTabs && (
        <WorkspaceTabs
          tabs={tabs}
          value={tab}
          onChange={(next) => {
            // Another dashboard: the last write's status was about the previous one.
            reset();
            setTab(next);
          }}
          placement={placementOf(shared?.config)}
        />
      )}
      {waiting ? (
        <DashboardSkeleton />
      ) : (
        <EditableDashboard
          key={`${activeId}:${undone}`}
          dashboardId={activeId}
          renderHeader={(d) => (
            <Header
              dashboard={d}
              action={actions}
              fallbackTitle={t(
                tab === GLOBAL_TAB ? 'embeddedEditing.globalTab' : 'embeddedEditing.personalTab',
              )}
            />
          )}
          onEditChart={
            flags.editCharts
              ? (chartId, version) => openSidebar({ kind: 'chart', chartId, version })
              : null
          }
          onRemoveChart={flags.removeChart ? (chartId) => void removeChart(chartId) : null}
          removing={removing}
          emptyAction={emptyAction}
          onLayoutCommit={onLayoutCommit}
          renderFilters={
            flags.addFilter
              ? (bar, d, charts) => (
                  <LazyFilterAuthoring
                    host={tenantFilterHost(d.id, charts, change, filterAsked, filterAskHandled)}
                    bar={bar}
                    filters={d.filters}
                  />
                )
              : null
          }
        />
      )}
      <Drawer
        opened={sidebar !== null}
        onClose={guard.requestClose}
        position="right"
        size={sidebar?.kind === 'chart' ? WIDTH_V2 : WIDTH}
        title={
          <Group gap="sm">
            <Text fw={650}>
              {sidebar?.kind === 'new'
                ? t('embeddedEditing.newChartTitle')
                : t('embeddedEditing.editChartTitle')}
            </Text>
            <SaveStatus status={dashboardSave.status} />
            {guard.warning && (
              <Text size="sm" c="orange.8" data-testid="unsaved-close-warning">
                {t('embeddedEditing.unsavedWarning')}
              </Text>
            )}
          </Group>
        }
        closeButtonProps={{ 'aria-label': t('embeddedEditing.close') }}
        data-testid="chart-sidebar"
      >
        {sidebar?.kind === 'new' && (
          <NewEmbeddedChart
            connections={list}
            onCreated={(chartId) => setSidebar({ kind: 'chart', chartId })}
          />
        )}
        {sidebar?.kind === 'chart' && (
          <EmbeddedChartEditor
            key={sidebar.chartId}
            chartId={sidebar.chartId}
            version={sidebar.version}
            connections={list}
            tenantAuthor={tenantAuthor}
          />
        )}
      </Drawer>
      {flags.addChart && (
        <TenantChartLibrary
          opened={libraryOpen}
          onClose={() => setLibraryOpen(false)}
          inDashboard={inDashboard}
          onPicked={onChartSaved}
        />
      )}
      <PersonalCopyDialog
        opened={copyAsked}
        busy={copyBusy}
        error={copyError}
        onConfirm={() => void confirmCopy()}
        onCancel={cancelCopy}
      />
    </BuilderModeProvider>
  );
}

function Header({
  dashboard,
  action,
  fallbackTitle,
}: {
  dashboard: ViewerDashboard | null;
  action: ReactNode;
  /** Shown when the dashboard has no title (a personal copy is stored without a name). */
  fallbackTitle: string;
}) {
  if (!dashboard) return null;
  return (
    <Group justify="space-between" mb="sm" gap="sm">
      <Title order={1} fz={20} fw={650} data-testid="dashboard-title">
        {dashboard.title.trim() || fallbackTitle}
      </Title>
      <Group gap="xs" wrap="wrap" justify="flex-end">
        {action}
        {/* The plan's PDF download, as on the read-only share page. */}
        <SharePdfButton dashboard={dashboard} />
      </Group>
    </Group>
  );
}

function SaveStatus({ status }: { status: ReturnType<typeof useTenantDashboardSave>['status'] }) {
  const { t } = useHubTranslation();
  if (status.state === 'busy') return <Loader size="xs" />;
  if (status.state === 'saved') {
    return (
      <Group gap={4} c="teal" data-testid="dashboard-save-status" data-state="saved">
        <IconCheck size={14} />
        <Text size="sm">{t('embeddedEditing.savedToDashboard')}</Text>
      </Group>
    );
  }
  if (status.state === 'skipped') {
    return (
      <Text size="sm" c="dimmed" data-testid="dashboard-save-status" data-state="skipped">
        {t('embeddedEditing.copyCancelled')}
      </Text>
    );
  }
  if (status.state === 'error') {
    return (
      <Alert
        color="red"
        variant="light"
        py={4}
        data-testid="dashboard-save-status"
        data-state="error"
      >
        <Text size="sm">
          {t('embeddedEditing.dashboardSaveError', { message: status.message })}
        </Text>
      </Alert>
    );
  }
  return null;
}
