import type { ChartConfigClassic } from '@chartroom/core';
import { ChartViewer, type ChartData } from '@chartroom/ui';
import {
  Alert,
  Box,
  Card,
  Center,
  Group,
  Loader,
  Stack,
  Text,
  useComputedColorScheme,
} from '@mantine/core';
import { IconAlertTriangle, IconTools } from '@tabler/icons-react';
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
        {blocker !== null && !blocker.startsWith(INVALID_CONFIG_PREFIX) ? (
          // Nothing is loading: a still placeholder (the viewer's rotating "Lining up the
          // axes…" messages would say something is under way).
          <Card withBorder radius="md" h={440} data-testid="builder-preview-waiting">
            <Center h="100%">
              <Stack gap={6} align="center" maw={300}>
                <IconTools size={28} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
                <Text fw={600} size="sm">
                  {t('chartBuilder.preview.waitingTitle')}
                </Text>
                <Text size="sm" c="dimmed" ta="center">
                  {t('chartBuilder.preview.waitingText')}
                </Text>
              </Stack>
            </Center>
          </Card>
        ) : (
          <ChartViewer
            name={name || t('chartBuilder.namePlaceholder')}
            config={config}
            data={data}
            loading={loading}
            error={error}
            colorScheme={colorScheme}
            height={440}
          />
        )}
      </div>
    </Box>
  );
});
