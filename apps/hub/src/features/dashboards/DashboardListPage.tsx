import { Paper } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { ItemTable } from '../../components/ItemTable';
import { PageHeader } from '../../components/PageHeader';
import { StatusScreen } from '../../components/StatusScreen';
import { useHubTranslation } from '../../i18n/hub-i18n';

export function DashboardListPage() {
  const { t } = useHubTranslation();
  const { client, scope } = useApi();
  const list = useQuery({
    queryKey: [scope, 'dashboard-list'],
    queryFn: () => client.listDashboards(),
  });
  return (
    <>
      <PageHeader title={t('dashboards.title')} description={t('dashboards.description')} />
      <ItemTable
        items={list.data?.dashboards}
        loading={list.isPending}
        href={(item) => `/dashboards/${encodeURIComponent(item.id)}`}
        linkTestId={(item) => `dashboard-link-${item.id}`}
        icon={<IconLayoutDashboard size={18} stroke={1.6} />}
        empty={
          <Paper withBorder radius="md">
            <StatusScreen
              testId="dashboards-empty"
              icon={<IconLayoutDashboard size={28} stroke={1.5} />}
              title={t('dashboards.emptyTitle')}
              message={t('dashboards.emptyText')}
              minHeight={360}
            />
          </Paper>
        }
      />
    </>
  );
}
