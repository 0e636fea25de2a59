import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconVariable } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import type { VariableChip } from './query-variables';

/** The query's `{{variables}}`: red when no filter exists for one (charts.md §2). */
export function VariableChips({ chips }: { chips: readonly VariableChip[] }) {
  const { t } = useHubTranslation();
  if (chips.length === 0) return null;
  return (
    <Group gap={6} data-testid="variable-chips">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {t('chartBuilder.prepare.variables')}
      </Text>
      {chips.map((chip) => (
        <Tooltip
          key={chip.name}
          label={
            chip.hasFilter
              ? t('chartBuilder.prepare.variableOk')
              : t('chartBuilder.prepare.variableMissing')
          }
          withArrow
        >
          <Badge
            tabIndex={0}
            variant="light"
            color={chip.hasFilter ? 'violet' : 'red'}
            leftSection={<IconVariable size={12} />}
            tt="none"
            data-testid={`variable-chip-${chip.name}`}
            data-missing={!chip.hasFilter || undefined}
          >
            {`{{${chip.name}}}`}
          </Badge>
        </Tooltip>
      ))}
    </Group>
  );
}
