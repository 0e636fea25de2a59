import { Group, NumberInput, Switch } from '@mantine/core';

export interface OptionalNumberInputProps {
  label: string;
  value: number | null | undefined;
  /** The value set when the option is switched on (charts.md §9). */
  whenEnabled: number;
  onChange: (value: number | null) => void;
  testId: string;
}

/** A positive integer option that is off (null) or on with a value. */
export function OptionalNumberInput({
  label,
  value,
  whenEnabled,
  onChange,
  testId,
}: OptionalNumberInputProps) {
  const on = typeof value === 'number';
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <Switch
        size="xs"
        label={label}
        checked={on}
        onChange={(e) => onChange(e.currentTarget.checked ? whenEnabled : null)}
        style={{ flex: 1 }}
        data-testid={`${testId}-toggle`}
      />
      <NumberInput
        size="xs"
        w={96}
        min={1}
        disabled={!on}
        value={on ? value : ''}
        aria-label={label}
        onChange={(v) => typeof v === 'number' && v >= 1 && onChange(Math.floor(v))}
        data-testid={testId}
      />
    </Group>
  );
}
