import { DataTable } from '@chartroom/ui';
import { Box, Button, Center, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { ErrorBox } from './ErrorBox';
import { PREVIEW_FIRST_PAGE, PREVIEW_MORE, useTablePreview } from './use-connections';

const ROW = 37;
const CHROME = 38 + 32; // header row + the table's footer (CSV download)

function PreviewSkeleton() {
  return (
    <Stack gap={10} py="xs" data-testid="preview-loading">
      <Skeleton h={22} radius="sm" />
      {Array.from({ length: PREVIEW_FIRST_PAGE }, (_, i) => (
        <Skeleton key={i} h={16} radius="sm" w={`${90 - (i % 3) * 12}%`} />
      ))}
    </Stack>
  );
}

/** 10 rows of the table, 'Load More' adds 20 (charts.md §2); 'No data' when empty. */
export function TablePreview({ connectionId, table }: { connectionId: string; table: string }) {
  const { t, i18n } = useHubTranslation();
  const preview = useTablePreview(connectionId, table);

  if (preview.isPending) return <PreviewSkeleton />;
  // A failed 'Load More' keeps the rows already loaded; only a failed first page has none.
  if (!preview.data) {
    return (
      <ErrorBox
        error={preview.error}
        onRetry={() => void preview.refetch()}
        testId="preview-error"
      />
    );
  }
  const pages = preview.data.pages;
  const columns = pages[0]?.columns ?? [];
  const rows = pages.flatMap((p) => p.rows);
  if (rows.length === 0) {
    return (
      <Center mih={160} data-testid="preview-empty">
        <Text c="dimmed">{t('connections.preview.noData')}</Text>
      </Center>
    );
  }
  return (
    <Stack gap="sm" h="100%" data-testid="preview-table" data-rows={rows.length}>
      <Box mah={CHROME + rows.length * ROW} style={{ flex: 1, minHeight: 0 }}>
        <DataTable
          columns={columns}
          rows={rows}
          options={{ pagination: false }}
          exportPrefix={table}
        />
      </Box>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('connections.preview.showing', {
            count: rows.length,
            rows: new Intl.NumberFormat(i18n.language).format(rows.length),
          })}
        </Text>
        {preview.hasNextPage && (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconChevronDown size={14} />}
            loading={preview.isFetchingNextPage}
            onClick={() => void preview.fetchNextPage()}
            data-testid="preview-load-more"
          >
            {t('connections.preview.loadMore', { count: PREVIEW_MORE })}
          </Button>
        )}
      </Group>
      {preview.isError && <ErrorBox error={preview.error} testId="preview-more-error" />}
    </Stack>
  );
}
