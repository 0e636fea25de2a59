import { Button, Group, Paper } from '@mantine/core';
import { IconChartHistogram, IconPlus, IconSparkles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import { ItemTable } from '../../components/ItemTable';
import { PageHeader } from '../../components/PageHeader';
import { StatusScreen } from '../../components/StatusScreen';
import { useHubTranslation } from '../../i18n/hub-i18n';

/** The chart library: every chart's latest version, each opening the chart builder. */
export function ChartListPage() {
  const { t } = useHubTranslation();
  const { client, scope } = useApi();
  const list = useQuery({ queryKey: [scope, 'chart-list'], queryFn: () => client.listCharts() });
  const newChart = (
    <Group gap="sm">
      <Button
        component={Link}
        to="/charts/new/v2"
        variant="default"
        leftSection={<IconSparkles size={16} />}
        data-testid="new-chart-v2"
      >
        {t('chartBuilder.newSemanticChart')}
      </Button>
      <Button
        component={Link}
        to="/charts/new"
        leftSection={<IconPlus size={16} />}
        data-testid="new-chart"
      >
        {t('chartBuilder.newChart')}
      </Button>
    </Group>
  );
  return (
    <>
      <PageHeader
        title={t('charts.title')}
        description={t('charts.description')}
        actions={newChart}
      />
      <ItemTable
        items={list.data?.charts}
        loading={list.isPending}
        href={(item) =>
          `/charts/${encodeURIComponent(item.id)}${item.config_version === 'v2' ? '/v2' : ''}`
        }
        linkTestId={(item) => `chart-link-${item.id}`}
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
