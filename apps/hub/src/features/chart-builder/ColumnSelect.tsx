import type { OutputColumn } from '@chartroom/core';
import { Group, Select, Text, type SelectProps } from '@mantine/core';
import { columnTypeOf } from './chart-types';
import { ColumnIcon } from './ColumnIcon';
import { columnOptions } from './column-options';

export interface ColumnSelectProps extends Omit<SelectProps, 'data' | 'onChange'> {
  columns: readonly OutputColumn[];
  onChange: (column: string | null) => void;
}

/** A Select of output columns, each with its type icon. */
export function ColumnSelect({ columns, onChange, value, ...rest }: ColumnSelectProps) {
  return (
    <Select
      {...rest}
      value={value ?? null}
      data={columnOptions(columns)}
      onChange={onChange}
      searchable
      allowDeselect={false}
      leftSection={value ? <ColumnIcon type={columnTypeOf(columns, value)} /> : undefined}
      renderOption={({ option }) => (
        <Group gap={8} wrap="nowrap">
          <ColumnIcon type={columnTypeOf(columns, option.value)} />
          <Text size="sm">{option.label}</Text>
        </Group>
      )}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
