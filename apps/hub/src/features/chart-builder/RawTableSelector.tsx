import type { TableSchemaEntry } from '@chartroom/client';
import type { TenantPolicy } from '@chartroom/core';
import { Alert, Button, Group, MultiSelect, Stack, Tabs, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh, IconTable } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../api/api-context';
import { tableRef } from '../connections/schema-model';
import { TablePreview } from '../connections/TablePreview';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { prefilterGaps } from './prefilter';

export interface RawTableSelectorProps {
  connectionId: string | null;
  tables: readonly TableSchemaEntry[];
  loading: boolean;
  schemaError: boolean;
  selected: string[];
  onChange: (tables: string[]) => void;
  /** The connection's tenant policies: selected tables should hold their columns. */
  tenantPolicies: readonly TenantPolicy[];
}

/** Step 1: the raw tables, each with a preview tab (10 rows, 'Load More' +20, 'Reload preview'). */
export function RawTableSelector(props: RawTableSelectorProps) {
  const { connectionId, tables, loading, schemaError, selected, onChange, tenantPolicies } = props;
  const { t } = useHubTranslation();
  const { scope } = useApi();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<string | null>(null);
  const active = tab && selected.includes(tab) ? tab : (selected[0] ?? null);

  if (!connectionId)
    return (
      <Text c="dimmed" size="sm">
        {t('chartBuilder.rawTables.none')}
      </Text>
    );
  if (schemaError) {
    return (
      <Alert color="red" variant="light">
        {t('chartBuilder.rawTables.schemaError')}
      </Alert>
    );
  }

  const gaps = prefilterGaps(tables, selected, tenantPolicies);
  const reload = () => {
    if (!active) return;
    void queryClient.resetQueries({
      queryKey: [scope, 'connection-preview', connectionId, active],
    });
  };

  return (
    <Stack gap="sm" data-testid="raw-table-selector">
      <MultiSelect
        label={t('chartBuilder.rawTables.label')}
        placeholder={selected.length ? undefined : t('chartBuilder.rawTables.placeholder')}
        data={tables.map((table) => ({ value: tableRef(table), label: tableRef(table) }))}
        value={selected}
        onChange={onChange}
        searchable
        clearable
        disabled={loading}
        nothingFoundMessage={t('chartBuilder.rawTables.noTables')}
        leftSection={<IconTable size={16} />}
        data-testid="raw-table-select"
      />
      {gaps.length > 0 && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={16} />}
          title={t('chartBuilder.rawTables.prefilterTitle')}
          data-testid="prefilter-warning"
        >
          <Stack gap={2}>
            {gaps.map((gap) => (
              <Text size="sm" key={gap.table}>
                {t('chartBuilder.rawTables.prefilterMissing', {
                  table: gap.table,
                  columns: gap.missing.join(', '),
                })}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      {active && (
        <Tabs value={active} onChange={setTab} keepMounted={false} variant="outline">
          <Group justify="space-between" wrap="nowrap" align="flex-end">
            <Tabs.List style={{ flex: 1 }}>
              {selected.map((name) => (
                <Tabs.Tab key={name} value={name} data-testid={`raw-tab-${name}`}>
                  {name}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconRefresh size={14} />}
              onClick={reload}
              data-testid="raw-reload-preview"
            >
              {t('chartBuilder.rawTables.reload')}
            </Button>
          </Group>
          {selected.map((name) => (
            <Tabs.Panel key={name} value={name} pt="sm">
              <TablePreview connectionId={connectionId} table={name} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}
