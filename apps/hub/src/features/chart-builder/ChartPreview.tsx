import type { ChartConfigClassic } from '@chartroom/core';
import { ChartViewer, type ChartData } from '@chartroom/ui';
import { Alert, Box, Group, Loader, Text, useComputedColorScheme } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { forwardRef } from 'react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { INVALID_CONFIG_PREFIX } from './builder-validation';

export interface ChartPreviewProps {
  name: string;
  config: ChartConfigClassic;
  data: ChartData | undefined;
  loading: boolean;
  fetching: boolean;
  error: string | undefined;
  /** The first blocking message ("Please 'Prepare data' before proceeding", invalid config…). */
  blocker: string | null;
}

/** The live preview: the unsaved chart drawn by ChartViewer, with what blocks it above. */
export const ChartPreview = forwardRef<HTMLDivElement, ChartPreviewProps>(function ChartPreview(
  { name, config, data, loading, fetching, error, blocker },
  ref,
) {
  const { t } = useHubTranslation();
  const colorScheme = useComputedColorScheme('light');
  return (
    <Box data-testid="chart-preview">
      <Group justify="space-between" mb={6} h={20}>
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
          {t('chartBuilder.preview.title')}
        </Text>
        {fetching && !loading && (
          <Group gap={6}>
            <Loader size={12} />
            <Text size="xs" c="dimmed">
              {t('chartBuilder.preview.refreshing')}
            </Text>
          </Group>
        )}
      </Group>
      {blocker && (
        <Alert
          color={blocker.startsWith(INVALID_CONFIG_PREFIX) ? 'red' : 'gray'}
          variant="light"
          icon={<IconAlertTriangle size={16} />}
          mb="sm"
          py="xs"
          data-testid="builder-blocker"
        >
          <Text size="sm">{blocker}</Text>
        </Alert>
      )}
      <div ref={ref}>
        <ChartViewer
          name={name || t('chartBuilder.namePlaceholder')}
          config={config}
          data={data}
          loading={loading}
          error={error}
          colorScheme={colorScheme}
          height={440}
          placeholder={blocker !== null && !blocker.startsWith(INVALID_CONFIG_PREFIX)}
        />
      </div>
    </Box>
  );
});
