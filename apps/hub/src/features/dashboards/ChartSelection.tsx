import {
  Alert,
  Badge,
  Center,
  Checkbox,
  Group,
  ScrollArea,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { chartTypeIcon } from '../chart-library/chart-type-icon';
import { searchItems, sortItems, type LibraryItem } from '../chart-library/library-model';
import { useLibraryCharts } from '../chart-library/use-library-charts';
import type { PickedChart } from './new-dashboard-layout';

type Tab = 'published' | 'draft';

export interface ChartSelectionProps {
  /** Picked charts, in the order they were picked (their order on the grid). */
  selected: readonly PickedChart[];
  onChange: (next: PickedChart[]) => void;
}

function SelectableChart(props: { item: LibraryItem; checked: boolean; onToggle: () => void }) {
  const { t } = useHubTranslation();
  const { item } = props;
  const TypeIcon = chartTypeIcon(item.type);
  return (
    <Checkbox.Card
      checked={props.checked}
      onClick={props.onToggle}
      radius="md"
      p="xs"
      data-testid={`pick-chart-${item.chartId ?? item.key}`}
      data-checked={props.checked ? 'true' : 'false'}
      style={{
        borderColor: props.checked ? 'var(--mantine-primary-color-filled)' : undefined,
      }}
    >
      <Group wrap="nowrap" gap="sm" align="center">
        <Checkbox.Indicator />
        <TypeIcon size={18} stroke={1.6} color="var(--mantine-color-violet-6)" />
        <Text size="sm" fw={500} lineClamp={1} style={{ flex: 1, minWidth: 0 }} title={item.name}>
          {item.name}
        </Text>
        <Badge variant="light" color="gray" radius="sm" tt="none" visibleFrom="xs">
          {item.type}
        </Badge>
        <Text size="xs" c="dimmed" ff="monospace">
          {t('chartLibrary.version', { version: item.version })}
        </Text>
      </Group>
    </Checkbox.Card>
  );
}

/**
 * Charts of the library to start a dashboard from: the library picker's published and draft
 * lists (same data and search as the chart library drawer), each chart checked or not.
 */
export function ChartSelection({ selected, onChange }: ChartSelectionProps) {
  const { t, i18n } = useHubTranslation();
  const [tab, setTab] = useState<Tab>('published');
  const [search, setSearch] = useState('');
  const list = useLibraryCharts(tab, true);
  const items = useMemo(
    () =>
      list.data
        ? searchItems(sortItems(list.data), search, i18n.language).filter((i) => i.chartId)
        : undefined,
    [list.data, search, i18n.language],
  );
  const picked = new Set(selected.map((c) => c.id));
  const toggle = (item: LibraryItem) => {
    const id = item.chartId;
    if (!id) return;
    onChange(
      picked.has(id)
        ? selected.filter((c) => c.id !== id)
        : [...selected, { id, version: item.version }],
    );
  };

  let body;
  if (list.isPending) {
    body = (
      <Stack gap="xs">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={42} radius="md" />
        ))}
      </Stack>
    );
  } else if (list.error) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={16} />} role="alert">
        {t('chartLibrary.loadError', { message: list.error.message })}
      </Alert>
    );
  } else if (!items || items.length === 0) {
    body = (
      <Center py="xl" data-testid="pick-chart-empty">
        <Text size="sm" c="dimmed">
          {list.data?.length
            ? t('chartLibrary.empty.search')
            : t('dashboardLifecycle.picker.empty')}
        </Text>
      </Center>
    );
  } else {
    body = (
      <Stack gap={6} data-testid={`pick-chart-list-${tab}`}>
        {items.map((item) => (
          <SelectableChart
            key={item.key}
            item={item}
            checked={!!item.chartId && picked.has(item.chartId)}
            onToggle={() => toggle(item)}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        <SegmentedControl
          value={tab}
          onChange={(value) => setTab(value as Tab)}
          data={[
            { value: 'published', label: t('dashboardLifecycle.picker.published') },
            { value: 'draft', label: t('dashboardLifecycle.picker.draft') },
          ]}
          size="xs"
        />
        <TextInput
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          placeholder={t('dashboardLifecycle.picker.searchPlaceholder')}
          aria-label={t('dashboardLifecycle.picker.searchLabel')}
          leftSection={<IconSearch size={14} />}
          size="xs"
          style={{ flex: 1, minWidth: 160 }}
          data-testid="pick-chart-search"
        />
      </Group>
      <ScrollArea.Autosize mah={300} type="auto" offsetScrollbars>
        {body}
      </ScrollArea.Autosize>
      <Text size="xs" c="dimmed" data-testid="pick-chart-count">
        {t('dashboardLifecycle.create.selected', { count: selected.length })}
      </Text>
    </Stack>
  );
}
