import type { OutputColumn } from '@chartroom/core';
import { DataTable } from '@chartroom/ui';
import { Box, Center, Text } from '@mantine/core';
import { useHubTranslation } from '../../i18n/hub-i18n';

export interface DataPreviewTableProps {
  rows: readonly Record<string, unknown>[] | null;
  columns: readonly OutputColumn[];
  exportPrefix: string;
  testId: string;
  height?: number;
}

/** Rows of a preview with CSV download; the spec's placeholders before a run and when empty. */
export function DataPreviewTable({
  rows,
  columns,
  exportPrefix,
  testId,
  height = 320,
}: DataPreviewTableProps) {
  const { t } = useHubTranslation();
  if (rows === null) {
    return (
      <Center mih={120} data-testid={`${testId}-placeholder`}>
        <Text c="dimmed" size="sm">
          {t('chartBuilder.prepare.noData')}
        </Text>
      </Center>
    );
  }
  if (rows.length === 0) {
    return (
      <Center mih={120} data-testid={`${testId}-empty`}>
        <Text c="dimmed" size="sm">
          {t('chartBuilder.prepare.empty')}
        </Text>
      </Center>
    );
  }
  return (
    <Box h={height} data-testid={testId} data-rows={rows.length}>
      <DataTable
        columns={columns.map((c) => ({ name: c.columnName, type: c.type }))}
        rows={rows as Record<string, string | number | boolean | null>[]}
        options={{ pagination: false }}
        exportPrefix={exportPrefix}
      />
    </Box>
  );
}
