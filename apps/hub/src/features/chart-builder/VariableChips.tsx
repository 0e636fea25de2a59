import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconVariable } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import type { VariableChip } from './query-variables';

function chipColor(chip: VariableChip): string {
  if (!chip.hasFilter) return 'red';
  return chip.hasValue ? 'violet' : 'orange';
}

/**
 * The query's `{{variables}}`: red when no filter exists for one (charts.md §2), orange while its
 * filter has no value, with the hint to give it one (the preview never runs without it).
 */
export function VariableChips({ chips }: { chips: readonly VariableChip[] }) {
  const { t } = useHubTranslation();
  if (chips.length === 0) return null;
  const unset = chips.filter((c) => !c.hasValue).map((c) => `{{${c.name}}}`);
  const tooltip = (chip: VariableChip) => {
    if (!chip.hasFilter) return t('chartBuilder.prepare.variableMissing');
    return chip.hasValue
      ? t('chartBuilder.prepare.variableOk')
      : t('chartBuilder.prepare.variableNoValue');
  };
  return (
    // Basis 0: the hint wraps in the room left, never squeezing the 'Preview data' button.
    <Stack gap={4} style={{ flex: '1 1 0', minWidth: 0 }}>
      <Group gap={6} data-testid="variable-chips">
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          {t('chartBuilder.prepare.variables')}
        </Text>
        {chips.map((chip) => (
          <Tooltip key={chip.name} label={tooltip(chip)} withArrow>
            <Badge
              tabIndex={0}
              variant="light"
              color={chipColor(chip)}
              leftSection={<IconVariable size={12} />}
              tt="none"
              data-testid={`variable-chip-${chip.name}`}
              data-missing={!chip.hasFilter || undefined}
              data-no-value={!chip.hasValue || undefined}
            >
              {`{{${chip.name}}}`}
            </Badge>
          </Tooltip>
        ))}
      </Group>
      {unset.length > 0 && (
        <Text size="xs" c="orange.8" data-testid="variable-value-hint">
          {t('chartBuilder.prepare.valueHint', { names: unset.join(', ') })}
        </Text>
      )}
    </Stack>
  );
}
