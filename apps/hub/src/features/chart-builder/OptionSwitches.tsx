import { SimpleGrid, Switch } from '@mantine/core';

export interface OptionSwitch<K extends string> {
  key: K;
  label: string;
}

export interface OptionSwitchesProps<K extends string> {
  switches: readonly OptionSwitch<K>[];
  values: Partial<Record<K, boolean | undefined>>;
  defaults: Partial<Record<K, boolean>>;
  onChange: (key: K, checked: boolean) => void;
  testPrefix: string;
}

/** A grid of boolean options, each shown with the renderer's default when unset. */
export function OptionSwitches<K extends string>({
  switches,
  values,
  defaults,
  onChange,
  testPrefix,
}: OptionSwitchesProps<K>) {
  return (
    <SimpleGrid cols={2} spacing="xs" verticalSpacing={8}>
      {switches.map(({ key, label }) => (
        <Switch
          key={key}
          size="xs"
          label={label}
          checked={values[key] ?? defaults[key] ?? false}
          onChange={(e) => onChange(key, e.currentTarget.checked)}
          data-testid={`${testPrefix}-${key}`}
        />
      ))}
    </SimpleGrid>
  );
}
