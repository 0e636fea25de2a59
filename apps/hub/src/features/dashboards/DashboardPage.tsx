import {
  ActionIcon,
  Anchor,
  Badge,
  Breadcrumbs,
  Group,
  Skeleton,
  Text,
  Tooltip,
  useMatches,
} from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import { PageHeader } from '../../components/PageHeader';
import { AddChartButton } from '../chart-library/AddChartButton';
import { useHubTranslation } from '../../i18n/hub-i18n';
import type { ViewerDashboard } from './dashboard-model';
import { DashboardView } from './DashboardView';
import { DashboardActionsMenu } from './DashboardActionsMenu';
import type { HeaderEditing } from './edit/AdminDashboard';
import { EditableTitle } from './edit/EditableTitle';
import { EditModeSwitch } from './edit/EditModeSwitch';
import { SaveButton, UnsavedNotice } from './edit/SaveControls';
import { TenantView } from './tenant-selector/TenantView';
import { useViewAsTenant } from './tenant-selector/view-as-param';
import { AdminPdfButton } from './pdf/AdminPdfButton';
import { VersionControls } from './versions/VersionControls';

/** /dashboards/:id — the admin view of one dashboard. */
export function DashboardPage() {
  const { id = '' } = useParams();
  const viewAs = useViewAsTenant();
  const header = (dashboard: ViewerDashboard | null, loading: boolean, editing?: HeaderEditing) => (
    <DashboardHeader dashboard={dashboard} loading={loading} editing={editing} />
  );
  if (viewAs.tenantId) {
    // The edit toolbar's tenant selector: the dashboard as that tenant sees it (decision 021).
    return (
      <TenantView
        dashboardId={id}
        tenantId={viewAs.tenantId}
        onBack={() => viewAs.select(null)}
        renderHeader={header}
      />
    );
  }
  return (
    <DashboardView
      dashboardId={id}
      embedded={false}
      renderHeader={header}
      admin
      renderEmptyAction={(dashboard, editing) => (
        <AddChartButton
          dashboardId={dashboard.id}
          chartIds={Object.keys(dashboard.charts)}
          onPicked={editing.onPicked}
        />
      )}
    />
  );
}

function DashboardHeader({
  dashboard,
  loading,
  editing,
}: {
  dashboard: ViewerDashboard | null;
  loading: boolean;
  /** The admin page's draft and mode (absent while loading, and when viewing as a tenant). */
  editing?: HeaderEditing;
}) {
  const { t } = useHubTranslation();
  const { scope } = useApi();
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: [scope, 'chart-data'] }) > 0;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [scope, 'chart-data'] });
  // Under the title at phone width: from the left, as the title; beside it: to the right.
  const actionsJustify = useMatches({ base: 'flex-start', sm: 'flex-end' });

  return (
    <PageHeader
      // At phone width the title gets the whole row, the actions the rows under it.
      stackBelow="sm"
      above={
        <Breadcrumbs separatorMargin={6}>
          <Anchor component={Link} to="/dashboards" size="sm" c="dimmed">
            {t('nav.dashboards')}
          </Anchor>
          {(dashboard || loading) && <Text size="sm">{dashboard?.name ?? '…'}</Text>}
        </Breadcrumbs>
      }
      title={
        dashboard ? (
          <Group gap="sm" component="span">
            {editing?.canEdit ? (
              <EditableTitle
                key={dashboard.version}
                title={dashboard.title}
                onChange={editing.draft.setTitle}
              />
            ) : (
              <span data-testid="dashboard-title">{dashboard.title}</span>
            )}
            <Badge variant="light" color="gray" radius="sm" ff="monospace" tt="none">
              v{dashboard.version}
            </Badge>
            {dashboard.published !== undefined && (
              <Badge variant="light" color={dashboard.published ? 'teal' : 'gray'} radius="sm">
                {dashboard.published ? t('list.published') : t('list.draft')}
              </Badge>
            )}
          </Group>
        ) : loading ? (
          <Skeleton h={28} w={260} radius="md" component="span" display="block" />
        ) : (
          t('nav.dashboards')
        )
      }
      description={
        editing && !editing.oldVersion ? <UnsavedNotice draft={editing.draft} /> : undefined
      }
      actions={
        dashboard && (
          <Group gap="xs" wrap="wrap" justify={actionsJustify}>
            <Tooltip label={t('dashboard.refresh')} withArrow>
              <ActionIcon
                variant="default"
                size="lg"
                radius="md"
                onClick={refresh}
                loading={fetching}
                aria-label={t('dashboard.refresh')}
                data-testid="dashboard-refresh"
              >
                <IconRefresh size={18} stroke={1.6} />
              </ActionIcon>
            </Tooltip>
            <VersionControls dashboardId={dashboard.id} version={dashboard.version} />
            {editing && <EditModeSwitch dashboardId={dashboard.id} editMode={editing.editMode} />}
            {editing?.canEdit ? (
              <AddChartButton
                dashboardId={dashboard.id}
                chartIds={Object.keys(dashboard.charts)}
                onPicked={editing.onPicked}
              />
            ) : (
              !editing?.editMode &&
              !editing?.oldVersion &&
              !editing?.draft.dirty && (
                <AddChartButton
                  dashboardId={dashboard.id}
                  chartIds={Object.keys(dashboard.charts)}
                />
              )
            )}
            <AdminPdfButton dashboard={dashboard} />
            <DashboardActionsMenu dashboard={dashboard} onPage />
            {/* View mode shows Save only for a draft left from edit mode. */}
            {editing && !editing.oldVersion && (editing.editMode || editing.draft.dirty) && (
              <SaveButton draft={editing.draft} />
            )}
          </Group>
        )
      }
    />
  );
}
