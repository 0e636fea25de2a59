import { Paper } from '@mantine/core';
import { IconChartHistogram } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { ItemTable } from '../../components/ItemTable';
import { PageHeader } from '../../components/PageHeader';
import { StatusScreen } from '../../components/StatusScreen';
import { useHubTranslation } from '../../i18n/hub-i18n';

/** The chart library, read only for now. */
export function ChartListPage() {
  const { t } = useHubTranslation();
  const { client, scope } = useApi();
  const list = useQuery({ queryKey: [scope, 'chart-list'], queryFn: () => client.listCharts() });
  return (
    <>
      <PageHeader title={t('charts.title')} description={t('charts.description')} />
      <ItemTable
        items={list.data?.charts}
        loading={list.isPending}
        icon={<IconChartHistogram size={18} stroke={1.6} />}
        empty={
          <Paper withBorder radius="md">
            <StatusScreen
              testId="charts-empty"
              icon={<IconChartHistogram size={28} stroke={1.5} />}
              title={t('charts.emptyTitle')}
              message={t('charts.emptyText')}
              minHeight={360}
            />
          </Paper>
        }
      />
    </>
  );
}
