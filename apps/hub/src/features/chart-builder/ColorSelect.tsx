import { resolveColor } from '@chartroom/ui';
import { ColorSwatch, Group, Select, Text, type SelectProps } from '@mantine/core';
import { SERIES_COLORS } from './chart-types';

export interface ColorSelectProps extends Omit<SelectProps, 'data' | 'onChange'> {
  onChange: (color: string) => void;
}

/** One of the palette colours (names the renderer resolves), each with its swatch. */
export function ColorSelect({ value, onChange, ...rest }: ColorSelectProps) {
  const data =
    SERIES_COLORS.includes(value as (typeof SERIES_COLORS)[number]) || !value
      ? [...SERIES_COLORS]
      : [value, ...SERIES_COLORS];
  return (
    <Select
      {...rest}
      value={value ?? null}
      data={data}
      onChange={(v) => v && onChange(v)}
      allowDeselect={false}
      leftSection={
        value ? <ColorSwatch color={resolveColor(value) ?? 'transparent'} size={14} /> : undefined
      }
      renderOption={({ option }) => (
        <Group gap={8} wrap="nowrap">
          <ColorSwatch color={resolveColor(option.value) ?? 'transparent'} size={14} />
          <Text size="sm">{option.label}</Text>
        </Group>
      )}
    />
  );
}
