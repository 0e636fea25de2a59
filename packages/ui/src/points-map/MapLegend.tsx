import { Group, Paper, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useUiTranslation } from '../i18n/i18n';
import type { LegendItem } from './map-data';

export interface MapLegendProps {
  items: LegendItem[];
  hidden: ReadonlySet<string>;
  onToggle: (option: string) => void;
}

/** Clickable legend of a map layer: clicking an option hides or shows its points. */
export function MapLegend({ items, hidden, onToggle }: MapLegendProps) {
  const { t } = useUiTranslation();
  return (
    <Paper
      withBorder
      shadow="xs"
      p={6}
      radius="sm"
      aria-label={t('map.legend')}
      role="group"
      style={{ position: 'absolute', left: 8, bottom: 8, zIndex: 2, maxWidth: 220 }}
    >
      <ScrollArea.Autosize mah={160} type="auto">
        <Stack gap={2}>
          {items.map((item) => {
            const off = hidden.has(item.option);
            const label = item.option === '' ? t('map.noValue') : item.option;
            return (
              <UnstyledButton
                key={item.option}
                onClick={() => onToggle(item.option)}
                aria-pressed={!off}
                title={t('map.toggleOption', { option: label })}
              >
                <Group gap={6} wrap="nowrap" style={{ opacity: off ? 0.4 : 1 }}>
                  <span
                    style={{
                      width: 10,
                      height: 10,
                      borderRadius: '50%',
                      background: item.color,
                      flexShrink: 0,
                    }}
                  />
                  <Text size="xs" truncate="end" td={off ? 'line-through' : undefined}>
                    {label}
                  </Text>
                </Group>
              </UnstyledButton>
            );
          })}
        </Stack>
      </ScrollArea.Autosize>
    </Paper>
  );
}
