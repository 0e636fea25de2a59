import { Group, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { ENGINE_LOOK, FORM_ENGINES, type EditableEngine, type FormEngine } from './engines';

export interface EnginePickerProps {
  value: EditableEngine;
  onChange: (engine: FormEngine) => void;
}

/** A grid of engine tiles (radio group semantics); DuckDB is not offered: it comes from uploads. */
export function EnginePicker({ value, onChange }: EnginePickerProps) {
  const { t } = useHubTranslation();
  return (
    <div role="radiogroup" aria-label={t('connections.form.engine')}>
      <Text size="sm" fw={500} mb={6}>
        {t('connections.form.engine')}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
        {FORM_ENGINES.map((engine) => {
          const { label, icon: Icon, color } = ENGINE_LOOK[engine];
          const selected = engine === value;
          return (
            <UnstyledButton
              key={engine}
              role="radio"
              aria-checked={selected}
              onClick={() => onChange(engine)}
              data-testid={`engine-${engine}`}
              p="xs"
              style={{
                borderRadius: 'var(--mantine-radius-md)',
                border: `1px solid ${selected ? 'var(--mantine-color-violet-filled)' : 'var(--mantine-color-default-border)'}`,
                background: selected ? 'var(--mantine-color-violet-light)' : undefined,
              }}
            >
              <Group gap="xs" wrap="nowrap">
                <ThemeIcon variant="light" color={color} size={30} radius="md">
                  <Icon size={17} stroke={1.6} />
                </ThemeIcon>
                <Text size="sm" fw={selected ? 600 : 500} lh={1.2} style={{ flex: 1 }}>
                  {label}
                </Text>
                {selected && <IconCheck size={16} color="var(--mantine-color-violet-filled)" />}
              </Group>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </div>
  );
}
