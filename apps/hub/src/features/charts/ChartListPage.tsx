import {
  ActionIcon,
  Alert,
  Button,
  CloseButton,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconChartHistogram,
  IconPlus,
  IconSearch,
  IconSearchOff,
  IconSparkles,
} from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import { PageHeader } from '../../components/PageHeader';
import { StatusScreen } from '../../components/StatusScreen';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { DeleteChartModal } from '../chart-library/DeleteChartModal';
import { LazyThumbnailMaker } from '../chart-library/LazyThumbnailMaker';
import type { LibraryItem } from '../chart-library/library-model';
import { useDeleteDraft } from '../chart-library/use-library-actions';
import { ChartGridCard } from './ChartGridCard';
import { filterLibrary, type StatusFilter } from './chart-list-model';
import { chartLibraryKey, useChartLibrary } from './use-chart-library';

const GRID_COLS = { base: 1, xs: 2, md: 3, xl: 4 };

const editorPath = (item: LibraryItem) =>
  `/charts/${encodeURIComponent(item.chartId ?? '')}${item.configVersion === 'v2' ? '/v2' : ''}`;

/**
 * The chart library: every chart's latest version as a card (thumbnail, else type icon), a search
 * by name and type ('/' focuses it, Escape clears it), a Published / Draft filter, and deleting a
 * draft after a confirmation. Charts without a thumbnail are drawn once in the background.
 */
export function ChartListPage() {
  const { t, i18n } = useHubTranslation();
  const { scope } = useApi();
  const library = useChartLibrary();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [toDelete, setToDelete] = useState<LibraryItem | null>(null);
  const remove = useDeleteDraft(() => setToDelete(null));
  const searchBox = useRef<HTMLInputElement>(null);
  useHotkeys([['/', () => searchBox.current?.focus()]]);

  const items = library.data;
  const shown = useMemo(
    () => (items ? filterLibrary(items, search, status, i18n.language) : []),
    [items, search, status, i18n.language],
  );
  const closeDelete = () => {
    setToDelete(null);
    remove.reset();
  };

  const newChart = (
    <Group gap="sm" wrap="nowrap">
      <Button
        component={Link}
        to="/charts/new/v2"
        variant="default"
        leftSection={<IconSparkles size={16} />}
        data-testid="new-chart-v2"
        visibleFrom="sm"
      >
        {t('chartBuilder.newSemanticChart')}
      </Button>
      <ActionIcon
        component={Link}
        to="/charts/new/v2"
        variant="default"
        size={36}
        aria-label={t('chartBuilder.newSemanticChart')}
        hiddenFrom="sm"
      >
        <IconSparkles size={16} />
      </ActionIcon>
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

  let body;
  if (library.isPending) {
    body = (
      <SimpleGrid cols={GRID_COLS} spacing="md" data-testid="charts-loading">
        {[0, 1, 2, 3].map((i) => (
          <Stack key={i} gap={8}>
            <Skeleton h={150} radius="md" />
            <Skeleton h={14} w="60%" />
            <Skeleton h={12} w="40%" />
          </Stack>
        ))}
      </SimpleGrid>
    );
  } else if (library.isError) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
        {t('chartLibrary.loadError', { message: library.error.message })}
      </Alert>
    );
  } else if (!items || items.length === 0) {
    body = (
      <Paper withBorder radius="md">
        <StatusScreen
          testId="charts-empty"
          icon={<IconChartHistogram size={28} stroke={1.5} />}
          title={t('charts.emptyTitle')}
          message={t('charts.emptyText')}
          minHeight={360}
        />
      </Paper>
    );
  } else if (shown.length === 0) {
    body = (
      <Paper withBorder radius="md">
        <StatusScreen
          testId="charts-no-match"
          icon={<IconSearchOff size={28} stroke={1.5} />}
          color="gray"
          title={t('chartLibrary.page.noMatch', { search: search.trim() })}
          message={t('chartLibrary.page.noMatchHint')}
          action={{
            label: t('chartLibrary.page.showAll'),
            onClick: () => {
              setSearch('');
              setStatus('all');
              searchBox.current?.focus();
            },
          }}
          minHeight={280}
        />
      </Paper>
    );
  } else {
    body = (
      <SimpleGrid cols={GRID_COLS} spacing="md" data-testid="chart-grid">
        {shown.map((item) => (
          <ChartGridCard
            key={item.key}
            item={item}
            href={editorPath(item)}
            onDelete={item.published ? undefined : () => setToDelete(item)}
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <>
      <PageHeader
        title={t('charts.title')}
        description={t('charts.description')}
        actions={newChart}
      />
      <Group gap="sm" mb="md" wrap="wrap" align="center">
        <TextInput
          ref={searchBox}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && search) {
              e.preventDefault();
              setSearch('');
            }
          }}
          type="search"
          placeholder={t('chartLibrary.page.searchPlaceholder')}
          aria-label={t('chartLibrary.searchLabel')}
          aria-keyshortcuts="/"
          leftSection={<IconSearch size={16} />}
          rightSection={
            search ? (
              <CloseButton
                size="sm"
                onClick={() => {
                  setSearch('');
                  searchBox.current?.focus();
                }}
                aria-label={t('chartLibrary.clearSearch')}
              />
            ) : null
          }
          style={{ flex: '1 1 260px', maxWidth: 420 }}
          data-testid="charts-search"
        />
        <SegmentedControl
          value={status}
          onChange={(value) => setStatus(value as StatusFilter)}
          data={[
            { value: 'all', label: t('chartLibrary.page.all') },
            { value: 'published', label: t('list.published') },
            { value: 'draft', label: t('list.draft') },
          ]}
          aria-label={t('chartLibrary.page.statusLabel')}
          data-testid="charts-status"
        />
        {items && (
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="charts-count" ml="auto">
            {t('chartLibrary.count', { count: shown.length })}
          </Text>
        )}
      </Group>
      {body}
      {items && <LazyThumbnailMaker items={items} refreshKeys={[chartLibraryKey(scope)]} />}
      <DeleteChartModal
        name={toDelete?.name ?? null}
        deleting={remove.isPending}
        error={remove.error?.message ?? null}
        onCancel={closeDelete}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      />
    </>
  );
}
