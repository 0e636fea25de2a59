import { CloseButton, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useApi } from '../../api/api-context';
import { useHubTranslation } from '../../i18n/hub-i18n';
import type { SavedChartRef } from '../chart-builder/builder-mode';
import { LibraryList } from '../chart-library/LibraryList';
import { searchItems, sortItems, type LibraryItem } from '../chart-library/library-model';
import { useLibraryCharts } from '../chart-library/use-library-charts';
import { LibrarySearchInput } from '../chart-library/LibrarySearchInput';

export interface TenantChartLibraryProps {
  opened: boolean;
  onClose: () => void;
  /** Charts already on the dashboard ('In Dashboard'). */
  inDashboard: ReadonlySet<string>;
  /** The unpublished copy of the picked chart, to put on the dashboard. */
  onPicked: (chart: SavedChartRef) => void;
}

/**
 * The chart library picker for a tenant with addChart (dashboards.md §2, §6): a single list of
 * the published charts (GET /chart/get-published-enriched-charts), no tabs, publish or delete;
 * picking copies the chart as an unpublished copy (POST /chart/v2/copy) while its card shows
 * 'Copying...', then hands the copy over to be added to the dashboard.
 */
export function TenantChartLibrary(props: TenantChartLibraryProps) {
  const { t, i18n } = useHubTranslation();
  const { client } = useApi();
  const [search, setSearch] = useState('');
  const published = useLibraryCharts('published', props.opened);
  const { inDashboard, onPicked, onClose } = props;
  const pick = useMutation({
    mutationFn: async (item: LibraryItem) => {
      if (!item.chartId) throw new Error(t('chartLibrary.goldenNoChart'));
      return client.copyChart({
        chart: { id: item.chartId, version: item.version, published: false },
      });
    },
    meta: { silent: true },
    onSuccess: (copy) => {
      onClose();
      onPicked({ id: copy.chartId, version: copy.chartVersion });
    },
  });
  const items = useMemo(() => {
    if (!published.data) return undefined;
    const found = searchItems(sortItems(published.data), search, i18n.language);
    const on = (item: LibraryItem) => (item.chartId && inDashboard.has(item.chartId) ? 1 : 0);
    return [...found].sort((a, b) => on(a) - on(b));
  }, [published.data, search, i18n.language, inDashboard]);

  return (
    <Drawer
      opened={props.opened}
      onClose={onClose}
      position="right"
      size={760}
      padding={0}
      withCloseButton={false}
      data-testid="tenant-library-drawer"
      styles={{ body: { height: '100%' } }}
    >
      <Stack gap={0} h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" p="lg" pb="md">
          <div>
            <Title order={3}>{t('chartLibrary.title')}</Title>
            <Text size="sm" c="dimmed">
              {t('embeddedEditing.librarySubtitle')}
            </Text>
          </div>
          <CloseButton onClick={onClose} aria-label={t('chartLibrary.close')} />
        </Group>
        <Stack gap="md" px="lg" pb="lg" style={{ flex: 1, overflowY: 'auto' }}>
          <LibrarySearchInput value={search} onChange={setSearch} />
          {pick.error && (
            <Text size="sm" c="red" role="alert" data-testid="library-pick-error">
              {t('chartLibrary.addFailed', { message: pick.error.message })}
            </Text>
          )}
          <LibraryList
            tab="published"
            items={items}
            total={published.data?.length ?? 0}
            loading={published.isPending && props.opened}
            error={published.error}
            inDashboard={inDashboard}
            copyingKey={pick.isPending ? (pick.variables?.key ?? null) : null}
            onPick={(item) => pick.mutate(item)}
            onDelete={() => undefined}
          />
        </Stack>
      </Stack>
    </Drawer>
  );
}
