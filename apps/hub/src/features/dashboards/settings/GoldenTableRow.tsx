import type { ConnectionAdmin } from '@chartroom/client';
import {
  ActionIcon,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import { useSchemaTables } from '../../chart-builder/use-schema-tables';
import type { GoldenTableDraft } from './golden-table-list';

export interface GoldenTableRowProps {
  index: number;
  draft: GoldenTableDraft;
  connections: readonly ConnectionAdmin[];
  disabled: boolean;
  onChange: (patch: Partial<Omit<GoldenTableDraft, 'key'>>) => void;
  onRemove: () => void;
}

/** One golden table: its connection and table (from the connection's schema), name and text. */
export function GoldenTableRow(props: GoldenTableRowProps) {
  const { index, draft, connections, disabled, onChange, onRemove } = props;
  const { t } = useHubTranslation();
  const schema = useSchemaTables(draft.connectionId);
  const connectionData = useMemo(
    () => connections.map((connection) => ({ value: connection.id, label: connection.name })),
    [connections],
  );
  // The stored table stays choosable while the schema loads or if it no longer lists it.
  const tableData = useMemo(() => {
    const names = [...schema.names];
    if (draft.table && !names.includes(draft.table)) names.unshift(draft.table);
    return names;
  }, [schema.names, draft.table]);
  const number = index + 1;

  return (
    <Paper withBorder radius="md" p="sm" data-testid="golden-table-row">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600}>
            {t('dashboardSettings.tables.heading', { index: number })}
          </Text>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={onRemove}
            disabled={disabled}
            aria-label={t('dashboardSettings.tables.remove', { index: number })}
            data-testid="golden-table-remove"
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <Select
            label={t('dashboardSettings.tables.connection')}
            placeholder={t('dashboardSettings.tables.connectionPlaceholder')}
            data={connectionData}
            value={draft.connectionId}
            onChange={(value) => onChange({ connectionId: value })}
            searchable
            disabled={disabled}
            comboboxProps={{ withinPortal: true }}
            data-testid="golden-table-connection"
          />
          <Select
            label={t('dashboardSettings.tables.table')}
            placeholder={
              schema.loading
                ? t('dashboardSettings.tables.tablesLoading')
                : t('dashboardSettings.tables.tablePlaceholder')
            }
            data={tableData}
            value={draft.table}
            onChange={(value) => onChange({ table: value })}
            searchable
            disabled={disabled || !draft.connectionId}
            error={schema.error ? t('dashboardSettings.tables.tablesFailed') : undefined}
            comboboxProps={{ withinPortal: true }}
            data-testid="golden-table-table"
          />
        </SimpleGrid>
        <TextInput
          label={t('dashboardSettings.tables.displayName')}
          value={draft.displayName}
          onChange={(event) => onChange({ displayName: event.currentTarget.value })}
          maxLength={200}
          disabled={disabled}
          data-testid="golden-table-display-name"
        />
        <Textarea
          label={t('dashboardSettings.tables.description')}
          value={draft.description}
          onChange={(event) => onChange({ description: event.currentTarget.value })}
          autosize
          minRows={1}
          maxRows={4}
          maxLength={2000}
          disabled={disabled}
          data-testid="golden-table-description"
        />
      </Stack>
    </Paper>
  );
}
