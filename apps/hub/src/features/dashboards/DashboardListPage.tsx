import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconLayoutDashboard, IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import { PageHeader } from '../../components/PageHeader';
import { LoadErrorPanel, StatusPanel } from '../../components/StatusPanel';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { DashboardTable } from './DashboardTable';
import { searchDashboards } from './dashboard-search';
import { NewDashboardModal } from './NewDashboardModal';
import { DASHBOARD_LIST_KEY } from './use-dashboard-lifecycle';

/** /dashboards — the organisation's dashboards: search, create, and each one's actions. */
export function DashboardListPage() {
  const { t } = useHubTranslation();
  const { client, scope } = useApi();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const list = useQuery({
    queryKey: [scope, DASHBOARD_LIST_KEY],
    queryFn: () => client.listDashboards(),
    meta: { silent: true },
  });
  const all = list.data?.dashboards;
  const shown = useMemo(() => (all ? searchDashboards(all, search) : undefined), [all, search]);
  const newButton = (
    <Button
      leftSection={<IconPlus size={16} />}
      radius="md"
      onClick={() => setCreating(true)}
      data-testid="new-dashboard"
    >
      {t('dashboardLifecycle.newDashboard')}
    </Button>
  );

  let content;
  if (list.error && !all) {
    content = (
      <LoadErrorPanel
        testId="dashboards-error"
        message={t('dashboardLifecycle.loadError', { message: list.error.message })}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (all && all.length === 0) {
    content = (
      <StatusPanel
        testId="dashboards-empty"
        icon={<IconLayoutDashboard size={28} stroke={1.5} />}
        title={t('dashboards.emptyTitle')}
        message={t('dashboards.emptyText')}
        action={{ label: t('dashboardLifecycle.newDashboard'), onClick: () => setCreating(true) }}
      />
    );
  } else {
    content = (
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <TextInput
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            placeholder={t('dashboardLifecycle.searchPlaceholder')}
            aria-label={t('dashboardLifecycle.searchLabel')}
            leftSection={<IconSearch size={16} />}
            rightSection={
              search ? (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  onClick={() => setSearch('')}
                  aria-label={t('dashboardLifecycle.clearSearch')}
                >
                  ×
                </ActionIcon>
              ) : null
            }
            w={{ base: '100%', xs: 320 }}
            data-testid="dashboard-search"
          />
          {all && (
            <Text size="sm" c="dimmed" data-testid="dashboard-count">
              {t('dashboardLifecycle.count', { count: shown?.length ?? 0 })}
            </Text>
          )}
        </Group>
        {shown && shown.length === 0 ? (
          <Paper withBorder radius="md" p="xl" data-testid="dashboards-no-match">
            <Text c="dimmed" ta="center" size="sm">
              {t('dashboardLifecycle.noMatch', { search: search.trim() })}
            </Text>
          </Paper>
        ) : (
          <DashboardTable items={shown} />
        )}
      </Stack>
    );
  }

  return (
    <>
      <PageHeader
        title={t('dashboards.title')}
        description={t('dashboards.description')}
        actions={newButton}
      />
      {content}
      <NewDashboardModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => navigate(`/dashboards/${encodeURIComponent(id)}`)}
      />
    </>
  );
}
