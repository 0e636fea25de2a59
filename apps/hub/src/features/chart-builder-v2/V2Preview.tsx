import type { ChartConfigV2 } from '@chartroom/core';
import { ChartViewer, type ChartData } from '@chartroom/ui';
import {
  Box,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  useComputedColorScheme,
} from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useElementSize } from '@mantine/hooks';
import { forwardRef } from 'react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { ComparisonSummary } from './ComparisonSummary';
import { comparisonTotals } from './v2-comparison-summary';

export interface V2PreviewProps {
  name: string;
  config: ChartConfigV2;
  data: ChartData | undefined;
  loading: boolean;
  fetching: boolean;
  error: string | undefined;
  /** False when the chart needs more fields before it can run. */
  ready: boolean;
  invalid: boolean;
}

/** The least height of the chart; it grows to fill the builder's row. */
const HEIGHT = 580;
/** A KPI card is previewed at a dashboard card's size, centred. */
const KPI_SIZE = { w: 440, h: 220 };

/** The live preview: the unsaved chart drawn by ChartViewer, or what it still needs. */
export const V2Preview = forwardRef<HTMLDivElement, V2PreviewProps>(function V2Preview(props, ref) {
  const { t } = useHubTranslation();
  const colorScheme = useComputedColorScheme('light');
  const { config, data, ready, invalid } = props;
  const body = useElementSize();
  const height = Math.max(HEIGHT, Math.floor(body.height));
  const kpi = config.type === 'kpiCard' && ready;
  const raw = config.type === 'table' && config.dimensions.length + config.measures.length === 0;
  const hint =
    config.type === 'kpiCard'
      ? t('chartBuilderV2.preview.needsMeasure')
      : config.type === 'table'
        ? t('chartBuilderV2.preview.tableNeedsMeasure')
        : t('chartBuilderV2.preview.needsFields');
  const viewer = (h: number) => (
    <ChartViewer
      name={props.name || t('chartBuilderV2.namePlaceholder')}
      config={config}
      data={data}
      loading={props.loading}
      error={props.error}
      colorScheme={colorScheme}
      height={h}
    />
  );
  const totals =
    ready && data?.comparisonRows && config.comparisons.length > 0
      ? comparisonTotals(config, data.rows, data.comparisonRows)
      : [];
  return (
    <Box
      style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}
      data-testid="chart-preview"
      data-busy={ready && (props.fetching || props.loading)}
    >
      <Group justify="space-between" mb={6} h={20}>
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
          {raw ? t('chartBuilderV2.preview.rawRows') : t('chartBuilderV2.preview.title')}
        </Text>
        <Group gap={8}>
          {props.fetching && !props.loading && (
            <Group gap={6}>
              <Loader size={12} />
              <Text size="xs" c="dimmed">
                {t('chartBuilderV2.preview.refreshing')}
              </Text>
            </Group>
          )}
          {ready && data && !props.error && (
            <Text size="xs" c="dimmed" data-testid="preview-rows">
              {t('chartBuilderV2.preview.rows', { count: data.rows.length })}
            </Text>
          )}
        </Group>
      </Group>
      {/* Sized by the row, not by its content: the chart fills the height beside the sidebar. */}
      <Box ref={body.ref} style={{ flex: 1, minHeight: HEIGHT, position: 'relative' }}>
        <Box style={{ position: 'absolute', inset: 0 }}>
          {!ready && !invalid ? (
            <Paper withBorder radius="md" h="100%" data-testid="preview-needs-fields">
              <Center h="100%">
                <Stack align="center" gap="sm" maw={340} ta="center">
                  <ThemeIcon size={52} radius="xl" variant="light" color="violet">
                    <IconChartBar size={28} stroke={1.5} />
                  </ThemeIcon>
                  <Text size="sm" c="dimmed">
                    {hint}
                  </Text>
                </Stack>
              </Center>
            </Paper>
          ) : kpi ? (
            <Paper withBorder radius="md" h="100%" bg="var(--mantine-color-default-hover)">
              <Center h="100%" p="md">
                <Box ref={ref} w="100%" maw={KPI_SIZE.w}>
                  {viewer(KPI_SIZE.h)}
                </Box>
              </Center>
            </Paper>
          ) : (
            <div ref={ref}>{viewer(height)}</div>
          )}
        </Box>
      </Box>
      {totals.length > 0 && <ComparisonSummary totals={totals} />}
    </Box>
  );
});
