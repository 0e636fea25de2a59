import { Skeleton, Stack } from '@mantine/core';
import { IconChartBarOff, IconCode } from '@tabler/icons-react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { StatusScreen } from '../../components/StatusScreen';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { carriedBuilderKey } from '../chart-builder/builder-location';
import { NewV2Chart } from './NewV2Chart';
import { useV2ChartLoad } from './use-v2-chart-load';
import { V2Builder } from './V2Builder';
import { savedFromRow } from './v2-draft';

/**
 * `/charts/new/v2` (pick a table, build, first save creates) and `/charts/:id/v2` (edit a v2
 * chart). Right after a new chart's first save the address becomes `/charts/:id/v2` with carried
 * state: the new chart's builder stays mounted instead of loading the chart again.
 */
export function ChartBuilderV2Page() {
  const { t } = useHubTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const location = useLocation();
  const carried = carriedBuilderKey(location.state) !== undefined;
  const id = params.id && params.id !== 'new' ? params.id : undefined;
  const chart = useV2ChartLoad(carried ? undefined : id);

  if (!id || carried) return <NewV2Chart />;
  if (chart.isPending) {
    return (
      <Stack gap="md" data-testid="chart-builder-v2-loading">
        <Skeleton h={44} w={420} radius="md" />
        <Skeleton h={36} radius="md" />
        <Skeleton h={520} radius="md" />
      </Stack>
    );
  }
  if (chart.isError || !chart.data) {
    return (
      <StatusScreen
        testId="chart-not-found"
        icon={<IconChartBarOff size={28} stroke={1.5} />}
        title={t('chartBuilderV2.notFoundTitle')}
        message={chart.isError ? t('chartBuilderV2.loadError') : t('chartBuilderV2.notFoundText')}
        action={{ label: t('chartBuilderV2.back'), onClick: () => void navigate('/charts') }}
      />
    );
  }
  if (chart.data.config_version !== 'v2') {
    return (
      <StatusScreen
        testId="chart-not-v2"
        icon={<IconCode size={28} stroke={1.5} />}
        title={t('chartBuilderV2.notV2Title')}
        message={t('chartBuilderV2.notV2Text')}
        action={{
          label: t('chartBuilderV2.openClassic'),
          onClick: () => void navigate(`/charts/${id}`),
        }}
      />
    );
  }
  return <V2Builder key={`${id}`} initial={savedFromRow(chart.data)} />;
}

export default ChartBuilderV2Page;
