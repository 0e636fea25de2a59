import { Skeleton, Stack } from '@mantine/core';
import { IconChartBarOff } from '@tabler/icons-react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { StatusScreen } from '../../components/StatusScreen';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { useConnectionList } from '../connections/use-connections';
import { carriedBuilderKey } from './builder-location';
import { ChartBuilder } from './ChartBuilder';
import { useChartFirstRun } from './use-chart-first-run';
import { useChartLoad } from './use-chart-load';

/** `/charts/new` and `/charts/:id`: loads the chart and the connections, then the builder. */
export function ChartBuilderPage() {
  const { t } = useHubTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const location = useLocation();
  // Set when a new chart was just created in this page load: the mounted builder carries on.
  const carriedKey = carriedBuilderKey(location.state);
  const id = params.id && params.id !== 'new' ? params.id : undefined;
  const chart = useChartLoad(carriedKey ? undefined : id);
  // A saved chart without output columns runs its query once before the builder opens.
  const firstRun = useChartFirstRun(chart.data);
  const connections = useConnectionList();
  const key = carriedKey ?? id ?? 'new';

  if ((id && !carriedKey && (chart.isPending || firstRun.pending)) || connections.isPending) {
    return (
      <Stack gap="md" data-testid="chart-builder-loading">
        <Skeleton h={44} w={420} radius="md" />
        <Skeleton h={520} radius="md" />
      </Stack>
    );
  }
  if (id && !carriedKey && (chart.isError || !chart.data)) {
    return (
      <StatusScreen
        testId="chart-not-found"
        icon={<IconChartBarOff size={28} stroke={1.5} />}
        title={t('chartBuilder.notFoundTitle')}
        message={chart.isError ? t('chartBuilder.loadError') : t('chartBuilder.notFoundText')}
        action={{ label: t('chartBuilder.back'), onClick: () => void navigate('/charts') }}
      />
    );
  }
  if (id && chart.data?.configVersion === 'v2') {
    return <Navigate to={`/charts/${encodeURIComponent(id)}/v2`} replace />;
  }
  return (
    <ChartBuilder
      key={key}
      initial={firstRun.chart ?? null}
      connections={connections.data?.connections ?? []}
      connectionsLoading={connections.isFetching}
    />
  );
}
