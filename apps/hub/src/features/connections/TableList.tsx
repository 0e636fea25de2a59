import type { TableSchemaEntry } from '@chartroom/client';
import { Badge, NavLink, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch, IconTable } from '@tabler/icons-react';
import { useState } from 'react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { filterTables, tableLabel, tableRef } from './schema-model';

export interface TableListProps {
  tables: TableSchemaEntry[];
  selected: string | null;
  onSelect: (ref: string) => void;
}

/** The searchable list of a connection's tables (left side of the schema browser). */
export function TableList({ tables, selected, onSelect }: TableListProps) {
  const { t } = useHubTranslation();
  const [search, setSearch] = useState('');
  const shown = filterTables(tables, search);
  // The schema under each name only helps when the tables span several schemas.
  const manySchemas = new Set(tables.map((entry) => entry.schemaName ?? '')).size > 1;
  return (
    <Stack gap={0} h="100%" style={{ minHeight: 0 }}>
      <TextInput
        p="sm"
        leftSection={<IconSearch size={16} />}
        placeholder={t('connections.schema.search', { count: tables.length })}
        aria-label={t('connections.schema.searchLabel')}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        data-testid="schema-search"
      />
      <ScrollArea style={{ flex: 1 }} px="xs" pb="xs" type="auto">
        {shown.length === 0 && (
          <Text size="sm" c="dimmed" ta="center" py="lg">
            {t('connections.schema.noMatch')}
          </Text>
        )}
        {shown.map((entry) => {
          const ref = tableRef(entry);
          return (
            <NavLink
              key={ref}
              component="button"
              type="button"
              active={ref === selected}
              onClick={() => onSelect(ref)}
              label={tableLabel(entry)}
              description={manySchemas ? (entry.schemaName ?? undefined) : undefined}
              leftSection={<IconTable size={16} stroke={1.6} />}
              rightSection={
                <Badge size="xs" variant="light" color="gray" radius="sm">
                  {entry.columns.length}
                </Badge>
              }
              variant="light"
              style={{ borderRadius: 'var(--mantine-radius-sm)' }}
              styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
              title={ref}
              data-testid={`schema-table-${entry.tableName}`}
            />
          );
        })}
      </ScrollArea>
    </Stack>
  );
}
