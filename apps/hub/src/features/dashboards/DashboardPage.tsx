import {
  ActionIcon,
  Anchor,
  Badge,
  Breadcrumbs,
  Group,
  Skeleton,
  Text,
  Tooltip,
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
import { VersionControls } from './versions/VersionControls';

/** /dashboards/:id — the admin view of one dashboard. */
export function DashboardPage() {
  const { id = '' } = useParams();
  return (
    <DashboardView
      dashboardId={id}
      embedded={false}
      renderHeader={(dashboard, loading) => (
        <DashboardHeader dashboard={dashboard} loading={loading} />
      )}
    />
  );
}

function DashboardHeader({
  dashboard,
  loading,
}: {
  dashboard: ViewerDashboard | null;
  loading: boolean;
}) {
  const { t } = useHubTranslation();
  const { scope } = useApi();
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: [scope, 'chart-data'] }) > 0;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [scope, 'chart-data'] });

  return (
    <PageHeader
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
            <span data-testid="dashboard-title">{dashboard.title}</span>
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
      actions={
        dashboard && (
          <Group gap="xs" wrap="nowrap">
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
            <AddChartButton dashboardId={dashboard.id} chartIds={Object.keys(dashboard.charts)} />
            <DashboardActionsMenu dashboard={dashboard} onPage />
          </Group>
        )
      }
    />
  );
}
