import { Alert, Button, Drawer, Group, Loader, Text, Title } from '@mantine/core';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useApi } from '../../api/api-context';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { BuilderModeProvider, type BuilderMode } from '../chart-builder/builder-mode';
import { useTenantConnections } from '../chart-builder/use-builder-tables';
import type { ViewerDashboard } from '../dashboards/dashboard-model';
import { EditableDashboard } from './EditableDashboard';
import { EmbeddedChartEditor } from './EmbeddedChartEditor';
import type { EditingFlags } from './editing-flags';
import { NewEmbeddedChart } from './NewEmbeddedChart';
import { useCloseGuard } from './use-close-guard';
import { useTenantDashboardSave } from './use-tenant-dashboard-save';

/** What the chart sidebar shows: the new-chart step, or a chart in its builder. */
type Sidebar = { kind: 'new' } | { kind: 'chart'; chartId: string; version?: number } | null;

/** Drawer width (dashboards.md §2: default 1000, 1400 for a v2 chart). */
const WIDTH = 1000;
const WIDTH_V2 = 1400;

/**
 * The share page for a tenant editor (token not readOnly, link with createChart / editCharts):
 * 'Add chart' and per-card 'Edit chart' open the chart sidebar with the builder in embedded mode;
 * each save puts the chart's new version on the tenant's dashboard.
 */
export function EmbeddedEditing({
  dashboardId,
  flags,
}: {
  dashboardId: string;
  flags: EditingFlags;
}) {
  const { t } = useHubTranslation();
  const { client, scope } = useApi();
  const [sidebar, setSidebar] = useState<Sidebar>(null);
  const dashboardSave = useTenantDashboardSave(dashboardId);
  const saveToDashboard = dashboardSave.save;
  const guard = useCloseGuard(() => setSidebar(null));
  const { setUnsaved } = guard;
  const connections = useTenantConnections(true);
  // The same query as the dashboard view (shared cache): selected_table is on the row.
  const row = useQuery({
    queryKey: [scope, 'dashboard', dashboardId],
    queryFn: () => client.getDashboard({ dashboard: { id: dashboardId } }),
    meta: { silent: true },
  });
  const selectedTables = row.data?.dashboard.selected_table?.tables ?? null;
  const mode = useMemo<BuilderMode>(
    () => ({
      embedded: true,
      isAdmin: false,
      createChartSQL: flags.createChartSQL,
      filterEditOnly: false,
      selectedTables,
      onChartSaved: (chart) => void saveToDashboard(chart),
      onUnsavedChange: setUnsaved,
      onOpenChart: (chartId) => {
        setUnsaved(false);
        setSidebar({ kind: 'chart', chartId });
      },
    }),
    [flags.createChartSQL, selectedTables, saveToDashboard, setUnsaved],
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
      <EditableDashboard
        dashboardId={dashboardId}
        renderHeader={(d) => <Header dashboard={d} action={addButton} />}
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
          />
        )}
      </Drawer>
    </BuilderModeProvider>
  );
}

function Header({ dashboard, action }: { dashboard: ViewerDashboard | null; action: ReactNode }) {
  if (!dashboard) return null;
  return (
    <Group justify="space-between" mb="sm">
      <Title order={1} fz={20} fw={650} data-testid="dashboard-title">
        {dashboard.title}
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
