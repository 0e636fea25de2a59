import { Alert, Button, Drawer, Group, Loader, Text, Title } from '@mantine/core';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useApi } from '../../api/api-context';
import { useHubTranslation } from '../../i18n/hub-i18n';
import {
  BuilderModeProvider,
  type BuilderMode,
  type SavedChartRef,
} from '../chart-builder/builder-mode';
import { useTenantConnections } from '../chart-builder/use-builder-tables';
import type { ViewerDashboard } from '../dashboards/dashboard-model';
import { EditableDashboard } from './EditableDashboard';
import { EmbeddedChartEditor } from './EmbeddedChartEditor';
import type { EditingFlags } from './editing-flags';
import { NewEmbeddedChart } from './NewEmbeddedChart';
import { PersonalCopyDialog } from './PersonalCopyDialog';
import { useCloseGuard } from './use-close-guard';
import { usePersonalCopy } from './use-personal-copy';
import { useTenantDashboardSave, withChartVersion } from './use-tenant-dashboard-save';
import { WorkspaceTabs, type WorkspaceTab } from './WorkspaceTabs';

/** What the chart sidebar shows: the new-chart step, or a chart in its builder. */
type Sidebar = { kind: 'new' } | { kind: 'chart'; chartId: string; version?: number } | null;

/** Drawer width (dashboards.md §2: default 1000, 1400 for a v2 chart). */
const WIDTH = 1000;
const WIDTH_V2 = 1400;

/**
 * The share page for a tenant editor (token not readOnly, link with createChart / editCharts):
 * 'Add chart' and per-card 'Edit chart' open the chart sidebar with the builder in embedded mode;
 * each save puts the chart's new version on the tenant's dashboard. A chart the tenant did not
 * create is never saved over: the first save copies it and the copy, with the edit, takes its
 * place on the tenant's dashboard (decision 006). On a shared dashboard the
 * first save asks 'Make a personal copy?' and makes the copy with the change; from then on the
 * tabs show the shared dashboard ('Global') and the copy, and saves go to the copy.
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
  const guard = useCloseGuard(() => setSidebar(null));
  const { setUnsaved } = guard;
  const connections = useTenantConnections(true);
  // The same query as the dashboard view (shared cache): selected_table is on the row.
  const row = useQuery({
    queryKey: [scope, 'dashboard', dashboardId],
    queryFn: () => client.getDashboard({ dashboard: { id: dashboardId } }),
    meta: { silent: true },
  });
  const shared = row.data?.dashboard ?? null;
  // A dashboard without tenant_id is shared: the tenant edits its personal copy of it.
  const isShared = shared !== null && !shared.tenant_id;
  const personal = usePersonalCopy(dashboardId, isShared);
  const copy = personal.copy;
  const [chosenTab, setTab] = useState<WorkspaceTab | null>(null);
  const tab: WorkspaceTab = copy && (disableTabs || chosenTab !== 'global') ? 'personal' : 'global';
  const activeId = tab === 'personal' && copy ? copy.id : dashboardId;
  const dashboardSave = useTenantDashboardSave(activeId);
  const { save, track, skip } = dashboardSave;
  /** A chart saved while the shared dashboard was shown, waiting for 'Make a personal copy?'. */
  const [pending, setPending] = useState<SavedChartRef | null>(null);
  const [copyBusy, setCopyBusy] = useState(false);
  const [copyError, setCopyError] = useState<string | null>(null);
  const needsCopy = isShared && activeId === dashboardId;
  const onChartSaved = useCallback(
    (chart: SavedChartRef) => {
      if (!needsCopy) {
        void save(chart);
        return;
      }
      setCopyError(null);
      setPending(chart);
    },
    [needsCopy, save],
  );
  const confirmCopy = async () => {
    if (!pending || !shared) return;
    setCopyBusy(true);
    setCopyError(null);
    // With a copy already (the global tab was open), the change goes over the copy.
    const failed = copy
      ? await save(pending, copy.id)
      : await track(() =>
          personal.make(
            shared,
            withChartVersion(shared.config, pending.id, pending.version, pending.replaces),
          ),
        );
    setCopyBusy(false);
    if (failed !== null) {
      setCopyError(failed);
      return;
    }
    setPending(null);
    setTab('personal');
  };
  const cancelCopy = () => {
    setPending(null);
    skip();
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
  const addButton = flags.createChart ? (
    <Button
      leftSection={<IconPlus size={16} />}
      onClick={() => setSidebar({ kind: 'new' })}
      data-testid="embedded-add-chart"
    >
      {t('embeddedEditing.addChart')}
    </Button>
  ) : null;

  return (
    <BuilderModeProvider mode={mode}>
      {copy && !disableTabs && shared && (
        <WorkspaceTabs
          value={tab}
          onChange={setTab}
          globalName={shared.name}
          personalName={copy.name}
        />
      )}
      <EditableDashboard
        key={activeId}
        dashboardId={activeId}
        renderHeader={(d) => (
          <Header
            dashboard={d}
            action={addButton}
            fallbackTitle={t(
              tab === 'personal' ? 'embeddedEditing.personalTab' : 'embeddedEditing.globalTab',
            )}
          />
        )}
        onEditChart={
          flags.editCharts
            ? (chartId, version) => setSidebar({ kind: 'chart', chartId, version })
            : null
        }
        emptyAction={addButton}
      />
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
      <PersonalCopyDialog
        opened={pending !== null}
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
    <Group justify="space-between" mb="sm">
      <Title order={1} fz={20} fw={650} data-testid="dashboard-title">
        {dashboard.title.trim() || fallbackTitle}
      </Title>
      {action}
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
