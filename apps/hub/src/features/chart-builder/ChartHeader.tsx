import type { ConnectionAdmin } from '@chartroom/client';
import type { TableSchemaEntry } from '@chartroom/core';
import { Group, Select } from '@mantine/core';
import { IconDatabase } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { useBuilderMode } from './builder-mode';
import { usesTablePicker } from './builder-mode-rules';
import { PublishedBadge } from './BuilderFooter';
import { BuilderTitle } from './BuilderTitle';
import { TablePicker } from './TablePicker';

export interface ChartHeaderProps {
  name: string;
  onName: (name: string) => void;
  connection: string | null;
  connections: readonly Pick<ConnectionAdmin, 'id' | 'name'>[];
  connectionsLoading: boolean;
  onConnection: (connection: string | null) => void;
  version: number | null;
  published: boolean;
  /** Why the name cannot be saved, shown under the name. */
  nameError?: string | null;
  /** The table picker shown instead of the connection picker (embedded, no createChartSQL). */
  tablePicker?: {
    tables: readonly TableSchemaEntry[];
    table: string | null;
    onTable: (table: string) => void;
    disabled: boolean;
  };
}

/** Back link, editable chart name, status and version, and the connection or table picker. */
export function ChartHeader(props: ChartHeaderProps) {
  const { t } = useHubTranslation();
  const mode = useBuilderMode();
  const picker = props.tablePicker;
  return (
    // Wraps on narrow screens: the picker goes under the name at full width.
    <Group justify="space-between" align="flex-end" mb="md" wrap="wrap" gap="md">
      <BuilderTitle
        name={props.name}
        onName={props.onName}
        nameLabel={t('chartBuilder.nameLabel')}
        namePlaceholder={t('chartBuilder.namePlaceholder')}
        backLabel={t('chartBuilder.back')}
        badges={mode.embedded ? null : <PublishedBadge published={props.published} />}
        version={props.version}
        nameError={props.nameError}
      />
      {usesTablePicker(mode, { v2: false }) ? (
        picker && (
          <TablePicker
            label={t('embeddedEditing.table')}
            placeholder={t('embeddedEditing.tablePlaceholder')}
            tables={picker.tables}
            connectionId={props.connection}
            table={picker.table}
            onTable={picker.onTable}
            disabled={picker.disabled}
          />
        )
      ) : (
        <Select
          w={{ base: '100%', sm: 260 }}
          label={t('chartBuilder.connection')}
          placeholder={t('chartBuilder.connectionPlaceholder')}
          data={props.connections.map((c) => ({ value: c.id, label: c.name }))}
          value={props.connection}
          onChange={props.onConnection}
          disabled={props.connectionsLoading}
          leftSection={<IconDatabase size={16} />}
          allowDeselect={false}
          data-testid="connection-picker"
        />
      )}
    </Group>
  );
}
