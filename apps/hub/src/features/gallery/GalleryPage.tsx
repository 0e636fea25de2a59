import {
  Alert,
  Grid,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { GalleryCard } from './GalleryCard';
import { galleryCharts, gallerySlug, isKpiChart } from './gallery-charts';

/** Height of a card's chart area (KPI cards are shorter). */
const CARD_HEIGHT = 320;
const KPI_HEIGHT = 160;

/**
 * `/dev/gallery` (not in the nav): every classic chart type on demo data, drawn from unsaved
 * charts over the default connection, in the hub's light or dark scheme.
 */
export function GalleryPage() {
  const { t } = useHubTranslation();
  const { client, scope } = useApi();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const connections = useQuery({
    queryKey: [scope, 'connection-list'],
    queryFn: () => client.listConnections(),
  });
  const list = connections.data?.connections ?? [];
  const connection = (list.find((c) => c.defaultConnection) ?? list[0])?.id;

  let body;
  if (connections.isPending) body = <Skeleton h={320} radius="md" />;
  else if (connections.isError)
    body = (
      <Alert color="red" data-testid="gallery-error">
        {connections.error.message}
      </Alert>
    );
  else if (!connection)
    body = (
      <Alert color="yellow" data-testid="gallery-no-connection">
        {t('gallery.noConnection')}
      </Alert>
    );
  else
    body = (
      <Grid gutter="md" data-testid="gallery-grid">
        {galleryCharts.map((chart) => (
          <Grid.Col key={gallerySlug(chart)} span={{ base: 12, md: chart.span }}>
            <GalleryCard
              chart={chart}
              connection={connection}
              colorScheme={scheme}
              height={isKpiChart(chart) ? KPI_HEIGHT : CARD_HEIGHT}
            />
          </Grid.Col>
        ))}
      </Grid>
    );

  return (
    <Stack gap="md" data-testid="gallery-page">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2}>{t('gallery.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('gallery.description', { count: galleryCharts.length })}
          </Text>
        </Stack>
        <SegmentedControl
          data-testid="gallery-scheme"
          aria-label={t('gallery.scheme')}
          value={scheme}
          onChange={(value) => setColorScheme(value === 'dark' ? 'dark' : 'light')}
          data={[
            { value: 'light', label: t('gallery.light') },
            { value: 'dark', label: t('gallery.dark') },
          ]}
        />
      </Group>
      {body}
    </Stack>
  );
}
