import {
  Badge,
  CloseButton,
  Divider,
  Drawer,
  Group,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { DeleteChartModal } from './DeleteChartModal';
import { LazyThumbnailMaker } from './LazyThumbnailMaker';
import { LibraryList } from './LibraryList';
import { searchItems, sortItems, type LibraryItem, type LibraryTab } from './library-model';
import { NewChartLinks } from './NewChartLinks';
import { useDeleteDraft, usePickChart, type PickedChartSink } from './use-library-actions';
import { useApi } from '../../api/api-context';
import { LIBRARY_KEY, useLibraryCharts } from './use-library-charts';
import { LibrarySearchInput } from './LibrarySearchInput';

export interface ChartLibraryDrawerProps {
  opened: boolean;
  onClose: () => void;
  dashboardId: string;
  /** Charts already on the dashboard ('In Dashboard'). */
  inDashboard: ReadonlySet<string>;
  /** Edit mode: the picked chart's copy goes into the draft instead of a saved version. */
  onPicked?: PickedChartSink;
}

const TABS: readonly LibraryTab[] = ['published', 'draft', 'golden'];

/** The chart library picker (dashboards.md §2), in a drawer on the right of the dashboard. */
export function ChartLibraryDrawer(props: ChartLibraryDrawerProps) {
  const { t, i18n } = useHubTranslation();
  const [tab, setTab] = useState<LibraryTab>('published');
  const [search, setSearch] = useState('');
  const [toDelete, setToDelete] = useState<LibraryItem | null>(null);
  const published = useLibraryCharts('published', props.opened);
  const draft = useLibraryCharts('draft', props.opened);
  const golden = useLibraryCharts('golden', props.opened);
  const lists = { published, draft, golden };
  const current = lists[tab];
  const pick = usePickChart(props.dashboardId, props.onClose, props.onPicked);
  const remove = useDeleteDraft(() => setToDelete(null));
  const { inDashboard } = props;
  const { scope } = useApi();
  const saved = useMemo(
    () => [...(published.data ?? []), ...(draft.data ?? [])],
    [published.data, draft.data],
  );
  const items = useMemo(() => {
    if (!current.data) return undefined;
    const found = searchItems(sortItems(current.data), search, i18n.language);
    // Charts that can be picked first; those already on the dashboard after them.
    const on = (item: LibraryItem) => (item.chartId && inDashboard.has(item.chartId) ? 1 : 0);
    return [...found].sort((a, b) => on(a) - on(b));
  }, [current.data, search, i18n.language, inDashboard]);

  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      position="right"
      size={760}
      padding={0}
      withCloseButton={false}
      data-testid="library-drawer"
      styles={{ body: { height: '100%' } }}
    >
      <Stack gap={0} h="100%">
        <Stack gap="md" p="lg" pb="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Title order={3}>{t('chartLibrary.title')}</Title>
              <Text size="sm" c="dimmed">
                {t('chartLibrary.subtitle')}
              </Text>
            </div>
            <CloseButton onClick={props.onClose} aria-label={t('chartLibrary.close')} />
          </Group>
          <NewChartLinks dashboardId={props.dashboardId} />
        </Stack>
        <Divider />
        <Tabs
          value={tab}
          onChange={(value) => value && setTab(value as LibraryTab)}
          px="lg"
          pt="sm"
        >
          <Tabs.List>
            {TABS.map((key) => (
              <Tabs.Tab
                key={key}
                value={key}
                data-testid={`library-tab-${key}`}
                rightSection={
                  lists[key].data ? (
                    <Badge size="xs" variant="light" color="gray" radius="sm">
                      {lists[key].data.length}
                    </Badge>
                  ) : null
                }
              >
                {t(`chartLibrary.tabs.${key}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Stack gap="md" p="lg" style={{ flex: 1, overflowY: 'auto' }}>
          <LibrarySearchInput value={search} onChange={setSearch} />
          <LibraryList
            tab={tab}
            items={items}
            total={current.data?.length ?? 0}
            loading={current.isPending && props.opened}
            error={current.error}
            inDashboard={inDashboard}
            copyingKey={pick.isPending ? (pick.variables?.key ?? null) : null}
            onPick={(item) => pick.mutate(item)}
            onDelete={setToDelete}
          />
        </Stack>
      </Stack>
      {props.opened && <LazyThumbnailMaker items={saved} refreshKeys={[[scope, LIBRARY_KEY]]} />}
      <DeleteChartModal
        name={toDelete?.name ?? null}
        deleting={remove.isPending}
        error={remove.error?.message ?? null}
        onCancel={() => {
          setToDelete(null);
          remove.reset();
        }}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      />
    </Drawer>
  );
}
