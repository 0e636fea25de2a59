import type { TableSchemaEntry } from '@chartroom/core';
import { Select } from '@mantine/core';
import { IconTable } from '@tabler/icons-react';
import { tableRef } from '../connections/schema-model';
import { useBuilderMode } from './builder-mode';
import { offeredLabel } from './builder-mode-rules';

export interface TablePickerProps {
  label: string;
  placeholder: string;
  /** The offered tables (already limited to the dashboard's selected_table). */
  tables: readonly TableSchemaEntry[];
  connectionId: string | null;
  table: string | null;
  onTable: (table: string) => void;
  /** While the server prepares the config of a newly picked table (charts.md §4). */
  disabled: boolean;
  w?: number;
}

/** The header's table picker; not shown when no tables are found (charts.md §2). */
export function TablePicker(props: TablePickerProps) {
  const mode = useBuilderMode();
  if (props.tables.length === 0) return null;
  return (
    <Select
      w={props.w ?? 220}
      label={props.label}
      placeholder={props.placeholder}
      data={props.tables.map((e) => ({
        value: tableRef(e),
        label: offeredLabel(e, mode, props.connectionId),
      }))}
      value={props.table}
      onChange={(v) => v && v !== props.table && props.onTable(v)}
      disabled={props.disabled}
      allowDeselect={false}
      searchable
      leftSection={<IconTable size={16} />}
      data-testid="table-picker"
    />
  );
}
