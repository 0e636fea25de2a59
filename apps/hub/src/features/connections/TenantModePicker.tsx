import type { TenantMode } from '@chartroom/client';
import { Group, Radio, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock, IconShieldLock } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';

export interface TenantModePickerProps {
  value: TenantMode;
  onChange: (mode: TenantMode) => void;
}

const MODES: Array<{ mode: TenantMode; color: string; icon: typeof IconLock }> = [
  { mode: 'open', color: 'gray', icon: IconLock },
  { mode: 'scoped', color: 'teal', icon: IconShieldLock },
];

/** Admin only or tenant-scoped, as two radio cards that say what each means. */
export function TenantModePicker({ value, onChange }: TenantModePickerProps) {
  const { t } = useHubTranslation();
  return (
    <Radio.Group
      value={value}
      onChange={(next) => onChange(next === 'scoped' ? 'scoped' : 'open')}
      label={t('connections.tenantAccess.modeLabel')}
      styles={{ label: { fontWeight: 600, marginBottom: 8 } }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {MODES.map(({ mode, color, icon: Icon }) => (
          <Radio.Card
            key={mode}
            value={mode}
            radius="md"
            p="md"
            data-testid={`tenant-mode-pick-${mode}`}
            style={{
              borderColor:
                value === mode
                  ? `var(--mantine-color-${color === 'gray' ? 'dark-3' : 'teal-6'})`
                  : undefined,
              borderWidth: value === mode ? 2 : 1,
            }}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} color={color === 'gray' ? 'dark' : 'teal'} />
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Group gap={8} wrap="nowrap">
                  <ThemeIcon size={22} radius="sm" variant="light" color={color}>
                    <Icon size={14} />
                  </ThemeIcon>
                  <Text fw={650} size="sm">
                    {t(`connections.tenantAccess.modes.${mode}.title`)}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed" lh={1.45}>
                  {t(`connections.tenantAccess.modes.${mode}.text`)}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
