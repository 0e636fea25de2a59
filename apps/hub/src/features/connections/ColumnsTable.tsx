import type { TableColumn } from '@chartroom/client';
import { Group, Table, Text, Tooltip } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { ColumnTypeBadge } from './ColumnTypeBadge';

/** A table's columns with their type badges. */
export function ColumnsTable({ columns }: { columns: TableColumn[] }) {
  const { t } = useHubTranslation();
  if (columns.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="md">
        {t('connections.schema.noColumns')}
      </Text>
    );
  }
  return (
    <Table verticalSpacing={8} horizontalSpacing="sm" highlightOnHover stickyHeader>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('connections.schema.column')}</Table.Th>
          <Table.Th w={160}>{t('connections.schema.type')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {columns.map((column) => (
          <Table.Tr key={column.columnName} data-testid={`schema-column-${column.columnName}`}>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <Text size="sm" ff="monospace">
                  {column.columnName}
                </Text>
                {column.selectable === false && (
                  <Tooltip label={t('connections.schema.notSelectable')} withArrow>
                    <IconEyeOff size={14} color="var(--mantine-color-dimmed)" />
                  </Tooltip>
                )}
              </Group>
            </Table.Td>
            <Table.Td>
              <ColumnTypeBadge type={column.type} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
