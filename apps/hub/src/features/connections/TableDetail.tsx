import type { TableSchemaEntry } from '@chartroom/client';
import { Badge, Group, ScrollArea, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconLayoutColumns, IconTable } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { ColumnsTable } from './ColumnsTable';
import { tableLabel, tableRef } from './schema-model';
import { TablePreview } from './TablePreview';

export type DetailTab = 'columns' | 'preview';

export interface TableDetailProps {
  connectionId: string;
  table: TableSchemaEntry;
  tab: DetailTab;
  onTab: (tab: DetailTab) => void;
}

/** Right side of the schema browser: the table's columns, or a preview of its rows. */
export function TableDetail({ connectionId, table, tab, onTab }: TableDetailProps) {
  const { t } = useHubTranslation();
  const ref = tableRef(table);
  return (
    <Stack gap={0} h="100%" style={{ minHeight: 0 }}>
      <Group px="md" pt="md" pb="xs" gap="sm" wrap="nowrap">
        <IconTable size={20} stroke={1.6} color="var(--mantine-color-violet-filled)" />
        <Title order={3} fz={17} fw={650} style={{ minWidth: 0 }} lineClamp={1}>
          {tableLabel(table)}
        </Title>
        {table.schemaName && (
          <Badge variant="default" radius="sm" tt="none" fw={500}>
            {table.schemaName}
          </Badge>
        )}
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('connections.schema.columnCount', { count: table.columns.length })}
        </Text>
      </Group>
      <Tabs
        value={tab}
        onChange={(value) => onTab(value === 'preview' ? 'preview' : 'columns')}
        keepMounted={false}
        style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}
      >
        <Tabs.List px="md">
          <Tabs.Tab
            value="columns"
            leftSection={<IconLayoutColumns size={15} />}
            data-testid="tab-columns"
          >
            {t('connections.schema.columnsTab')}
          </Tabs.Tab>
          <Tabs.Tab value="preview" leftSection={<IconTable size={15} />} data-testid="tab-preview">
            {t('connections.schema.previewTab')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="columns" style={{ flex: 1, minHeight: 0 }}>
          <ScrollArea h="100%" type="auto" px="md" pt="xs" pb="md">
            <ColumnsTable columns={table.columns} />
          </ScrollArea>
        </Tabs.Panel>
        <Tabs.Panel value="preview" p="md" style={{ flex: 1, minHeight: 0 }}>
          <TablePreview key={ref} connectionId={connectionId} table={ref} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
