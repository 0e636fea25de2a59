import { Alert, Center, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { LibraryChartCard } from './LibraryChartCard';
import type { LibraryItem, LibraryTab } from './library-model';

export interface LibraryListProps {
  tab: LibraryTab;
  items: readonly LibraryItem[] | undefined;
  /** Items of the tab before the search (empty tab versus no match). */
  total: number;
  loading: boolean;
  error: Error | null;
  inDashboard: ReadonlySet<string>;
  copyingKey: string | null;
  onPick: (item: LibraryItem) => void;
  onDelete: (item: LibraryItem) => void;
}

function Empty({ text }: { text: string }) {
  return (
    <Center py={56} data-testid="library-empty">
      <Text c="dimmed" size="sm">
        {text}
      </Text>
    </Center>
  );
}

/** One tab's cards, with its loading, error and empty states (dashboards.md §8). */
export function LibraryList(props: LibraryListProps) {
  const { t } = useHubTranslation();
  const { tab, items, loading, error } = props;
  if (loading) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {[0, 1, 2, 3].map((i) => (
          <Stack key={i} gap={8}>
            <Skeleton h={150} radius="md" />
            <Skeleton h={14} w="60%" />
            <Skeleton h={12} w="40%" />
          </Stack>
        ))}
      </SimpleGrid>
    );
  }
  if (error) {
    const forbidden = 'status' in error && (error as { status: unknown }).status === 403;
    if (tab === 'golden' && forbidden) return <Empty text={t('chartLibrary.goldenUnavailable')} />;
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={18} />}
        data-testid="library-error"
      >
        {t('chartLibrary.loadError', { message: error.message })}
      </Alert>
    );
  }
  if (!items || items.length === 0) {
    return (
      <Empty
        text={props.total === 0 ? t(`chartLibrary.empty.${tab}`) : t('chartLibrary.empty.search')}
      />
    );
  }
  const busy = props.copyingKey !== null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" data-testid={`library-list-${tab}`}>
      {items.map((item) => (
        <LibraryChartCard
          key={item.key}
          item={item}
          inDashboard={!!item.chartId && props.inDashboard.has(item.chartId)}
          copying={props.copyingKey === item.key}
          busy={busy}
          onPick={() => props.onPick(item)}
          onDelete={tab === 'draft' ? () => props.onDelete(item) : undefined}
        />
      ))}
    </SimpleGrid>
  );
}
